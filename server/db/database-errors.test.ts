import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '#server/features/brands/brand-change-bus.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['unknown host', withCode('ENOTFOUND')],
    ['admin shutdown', withCode('57P01')],
    ['starting up', withCode('57P03')],
    ['connection failure (class 08)', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['pg: lost', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: no connection in time', new Error('timeout exceeded when trying to connect')],
    ['pg-pool: ended', new Error('Cannot use a pool after calling end on the pool')],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through Drizzle wrappers, causes and every address tried', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')))).toBe(true);
    const deep = new Error('outer', { cause: new Error('middle', { cause: withCode('57P01') }) });
    expect(isDatabaseUnavailable(deep)).toBe(true);
    const everyAddress = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(everyAddress)).toBe(true);
  });

  it('a query that reached the database and failed, or any other error, is not an outage', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation does not exist'),
      new DrizzleQueryError('select 1', [], withCode('40001')),
      new Error('boom'),
      'a string',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    // A cycle of causes ends the walk.
    const looped: Error & { cause?: unknown } = new Error('a');
    looped.cause = new Error('b', { cause: looped });
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});

describe('reconnectDelay of the brand change listener', () => {
  it('doubles from the first delay up to the cap, with jitter between half and all of it', () => {
    const low = (attempt: number) => reconnectDelay(attempt, 100, 2_000, () => 0);
    const high = (attempt: number) => reconnectDelay(attempt, 100, 2_000, () => 1);
    expect([0, 1, 2, 3, 4, 5, 50].map(high)).toEqual([100, 200, 400, 800, 1_600, 2_000, 2_000]);
    expect([0, 1, 5].map(low)).toEqual([50, 100, 1_000]);
  });
});
