import { describe, expect, it } from 'vitest';
import { defaultVipLevels } from '#shared/brand/brand-schema.ts';
import { vipSummary } from '#shared/rules/vip-progress.ts';
import {
  vipLadderOf,
  ladderAmountMinor,
  ladderIndex,
  vipNextLevelList,
  type VipStanding,
} from './vip-ladder.ts';

const standing = (level: number, cycleDeposit: bigint, cycleTurnover: bigint): VipStanding => ({
  level,
  startingDeposit: 500_000n,
  cycleDeposit,
  startingTurnover: 5_000_000n,
  cycleTurnover,
});

const defaultVipLadder = vipLadderOf({
  vip: { levels: defaultVipLevels, carry_over: true },
  languages: { default: 'EN' },
});

describe('default VIP ladder', () => {
  it('names each level in the page language, else in the default language', () => {
    const brand = {
      vip: { levels: defaultVipLevels, carry_over: true },
      languages: { default: 'ESP' as const },
    };
    expect(vipLadderOf(brand, 'RUS')[1]!.name).toBe('Серебро');
    expect(vipLadderOf(brand, 'MMK')[1]!.name).toBe('Plata');
    expect(vipLadderOf(brand)[0]!.name).toBe('Bronce');
  });

  it('starts at a level that needs nothing and needs more at every step', () => {
    expect(defaultVipLadder[0]).toMatchObject({ deposit: '0', turnover: '0' });
    for (let i = 2; i < defaultVipLadder.length; i += 1) {
      expect(ladderAmountMinor(defaultVipLadder[i]!.deposit, 'USD')).toBeGreaterThan(
        ladderAmountMinor(defaultVipLadder[i - 1]!.deposit, 'USD'),
      );
      expect(ladderAmountMinor(defaultVipLadder[i]!.turnover, 'USD')).toBeGreaterThan(
        ladderAmountMinor(defaultVipLadder[i - 1]!.turnover, 'USD'),
      );
    }
    expect(new Set(defaultVipLadder.map((level) => level.name)).size).toBe(defaultVipLadder.length);
  });

  it('converts whole currency units to minor units exactly', () => {
    expect(ladderAmountMinor('5000', 'PHP')).toBe(500_000n);
    expect(ladderAmountMinor('5000', 'JPY')).toBe(5_000n);
    expect(() => ladderAmountMinor('-1', 'PHP')).toThrow('not a VIP amount');
  });

  it('clamps a stored level into the ladder', () => {
    expect(ladderIndex(defaultVipLadder, -3)).toBe(0);
    expect(ladderIndex(defaultVipLadder, 99)).toBe(defaultVipLadder.length - 1);
  });
});

describe('the vip nextLevel list', () => {
  it("starts with the player's progress in the currency's scale; the summary reads it", () => {
    const [first] = vipNextLevelList(defaultVipLadder, standing(1, 1_000_050n, 12_345_600n), 'PHP');
    expect(first).toEqual({
      starting_deposit: '5000.00',
      cycle_deposit: '10000.50',
      deposit_next: '20000.00',
      starting_turnover: '50000.00',
      cycle_turnover: '123456.00',
      turnover_next: '200000.00',
      vip_name: 'Silver',
      vip_name_next: 'Gold',
    });
    expect(vipSummary([first!])).toMatchObject({
      depoProgress: 50,
      toProgress: 61.72,
      totalDeposit: '15000.50',
    });
  });

  it('shows the top level as reached, with no next level', () => {
    const [first] = vipNextLevelList(defaultVipLadder, standing(7, 10n, 0n), 'JPY');
    expect(first).toMatchObject({
      vip_name: 'Diamond',
      vip_name_next: '',
      deposit_next: '0',
      turnover_next: '0',
    });
    expect(vipSummary([first!])).toMatchObject({ depoProgress: 100, toProgress: 100 });
  });

  it('follows with the ladder: what each level starts at and what its cycle needs', () => {
    const table = vipNextLevelList(defaultVipLadder, standing(0, 0n, 0n), 'USD').slice(1);
    expect(
      table.map((item) => [item.vip_name, item.starting_deposit, item.deposit_next, item.vip_name_next]),
    ).toEqual([
      ['Bronze', '0.00', '5000.00', 'Silver'],
      ['Silver', '5000.00', '20000.00', 'Gold'],
      ['Gold', '25000.00', '100000.00', 'Platinum'],
      ['Platinum', '125000.00', '500000.00', 'Diamond'],
      ['Diamond', '625000.00', '0.00', ''],
    ]);
    for (const item of table) expect(item.cycle_deposit).toBe('0.00');
  });
});
