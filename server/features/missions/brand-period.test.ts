import { describe, expect, it } from 'vitest';
import { brandPeriod, localDate } from './brand-period.ts';

describe('brand periods', () => {
  it('a day of Manila starts at 16:00 UTC the day before', () => {
    const period = brandPeriod('daily', 'Asia/Manila', new Date('2026-11-25T17:30:00Z'));
    expect(period).toEqual({
      key: '2026-11-26',
      start: new Date('2026-11-25T16:00:00Z'),
      end: new Date('2026-11-26T16:00:00Z'),
    });
  });

  it('a week starts on Monday in the brand zone, across a clock change', () => {
    const period = brandPeriod('weekly', 'Europe/Madrid', new Date('2026-10-28T12:00:00Z'));
    expect(period.key).toBe('2026-10-26');
    expect(period.start).toEqual(new Date('2026-10-25T23:00:00Z'));
    expect(period.end).toEqual(new Date('2026-11-01T23:00:00Z'));
    expect(localDate(new Date('2026-10-25T23:30:00Z'), 'Europe/Madrid')).toEqual({
      year: 2026,
      month: 10,
      day: 26,
    });
  });
});
