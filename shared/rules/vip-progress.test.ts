import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vipSummary, type VipNextLevel } from './vip-progress.ts';

const silver: VipNextLevel = {
  starting_deposit: '1000.00',
  cycle_deposit: '2500.50',
  deposit_next: '5000.00',
  starting_turnover: 20000,
  cycle_turnover: 7500,
  turnover_next: 10000,
  vip_name: 'Silver',
  vip_name_next: 'Gold',
};

describe('VIP summary (spec section 3: totalDeposit, depoProgress, totalTurnover, toProgress, currentLevel, nextLevel)', () => {
  it('sums the totals exactly and gives the progress of this cycle in percent', () => {
    expect(vipSummary([silver])).toEqual({
      totalDeposit: '3500.50',
      depoProgress: 50.01,
      totalTurnover: '27500',
      toProgress: 75,
      currentLevel: 'Silver',
      nextLevel: 'Gold',
    });
  });

  it('uses only the first item of the nextLevel list', () => {
    const later = { ...silver, vip_name: 'Gold', vip_name_next: 'Platinum' };
    expect(vipSummary([silver, later]).currentLevel).toBe('Silver');
  });

  it('"VIP progress capped at 100 percent"', () => {
    const over = vipSummary([{ ...silver, cycle_deposit: '12000', cycle_turnover: '10000.01' }]);
    expect(over.depoProgress).toBe(100);
    expect(over.toProgress).toBe(100);
    expect(over.totalDeposit).toBe('13000.00');
  });

  it('truncates, so 100 shows only once the target is reached', () => {
    expect(vipSummary([{ ...silver, cycle_deposit: '4999.99' }]).depoProgress).toBe(99.99);
    expect(vipSummary([{ ...silver, cycle_turnover: 1, turnover_next: 3 }]).toProgress).toBe(33.33);
    expect(vipSummary([{ ...silver, cycle_deposit: '0.2', deposit_next: '0.3' }]).depoProgress).toBe(66.66);
  });

  it('a next level that needs nothing (deposit_next 0, the top level) is 100 percent', () => {
    const top = vipSummary([{ ...silver, deposit_next: 0, turnover_next: '0.00', vip_name_next: '' }]);
    expect(top.depoProgress).toBe(100);
    expect(top.toProgress).toBe(100);
  });

  it('is floored at 0 for a negative cycle (refunds, corrections)', () => {
    const summary = vipSummary([{ ...silver, cycle_deposit: '-300', cycle_turnover: -1 }]);
    expect(summary.depoProgress).toBe(0);
    expect(summary.toProgress).toBe(0);
    expect(summary.totalDeposit).toBe('700.00');
  });

  it('adds without float error', () => {
    expect(vipSummary([{ ...silver, starting_deposit: 0.1, cycle_deposit: 0.2 }]).totalDeposit).toBe('0.3');
  });

  it('an empty or missing list, or malformed amounts, give an empty summary', () => {
    const empty = {
      totalDeposit: '0',
      depoProgress: 0,
      totalTurnover: '0',
      toProgress: 0,
      currentLevel: '',
      nextLevel: '',
    };
    expect(vipSummary([])).toEqual(empty);
    expect(vipSummary(undefined)).toEqual(empty);
    expect(vipSummary(null)).toEqual(empty);
    expect(vipSummary([{ ...silver, cycle_deposit: 'abc', starting_deposit: 'NaN' }])).toMatchObject({
      totalDeposit: '0',
      depoProgress: 0,
    });
  });

  it('progress always lies within 0..100', () => {
    const amount = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.stringMatching(/^-?\d{1,15}(\.\d{1,6})?$/),
    );
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        (cycleDeposit, depositNext, cycleTurnover, turnoverNext) => {
          const summary = vipSummary([
            {
              ...silver,
              cycle_deposit: cycleDeposit,
              deposit_next: depositNext,
              cycle_turnover: cycleTurnover,
              turnover_next: turnoverNext,
            },
          ]);
          for (const percent of [summary.depoProgress, summary.toProgress]) {
            expect(percent).toBeGreaterThanOrEqual(0);
            expect(percent).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
