import { describe, expect, it } from 'vitest';
import { parlayProblem, quoteSlip, stakeMinor, togglePick, type SlipPick } from './bet-slip.ts';

const event = { home_team_name: 'Arsenal', away_team_name: 'Chelsea', team_names: {} };
const pick = (selectionId: number, eventId: number, odds: string): SlipPick => ({
  selectionId,
  eventId,
  betType: '1X2',
  homeAway: 'H',
  criteria1: null,
  odds,
  event,
});

describe('the bet slip', () => {
  it('adds a pick and takes it off on a second tap', () => {
    const once = togglePick([], pick(1, 1, '1.950'));
    expect(once.map((entry) => entry.selectionId)).toEqual([1]);
    expect(togglePick(once, pick(1, 1, '1.950'))).toEqual([]);
  });

  it('needs two picks of different events for a parlay', () => {
    expect(parlayProblem([pick(1, 1, '2.000')])).toBe('betSlipParlayNeedsTwo');
    expect(parlayProblem([pick(1, 1, '2.000'), pick(2, 1, '2.000')])).toBe('betSlipSameEvent');
    expect(parlayProblem([pick(1, 1, '2.000'), pick(3, 2, '2.000')])).toBeNull();
  });

  it('reads the stake in the currency minor units', () => {
    expect(stakeMinor('10', 'PHP')).toBe(1000n);
    expect(stakeMinor('10.5', 'PHP')).toBe(1050n);
    expect(stakeMinor('10.505', 'PHP')).toBeUndefined();
    expect(stakeMinor('0', 'PHP')).toBeUndefined();
    expect(stakeMinor('abc', 'PHP')).toBeUndefined();
  });

  it('quotes parlays and singles exactly, rounded down', () => {
    const picks = [pick(1, 1, '1.950'), pick(2, 2, '1.920'), pick(3, 3, '1.650')];
    expect(quoteSlip(picks, 'parlay', '100', 'PHP')).toEqual({
      odds: '6.177',
      totalStake: '100.00',
      potentialPayout: '617.76',
    });
    expect(quoteSlip(picks, 'singles', '10', 'PHP')).toEqual({
      odds: null,
      totalStake: '30.00',
      potentialPayout: '55.20',
    });
    expect(quoteSlip(picks, 'parlay', '', 'PHP')).toBeNull();
  });
});
