import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { demoGames } from './demo-catalogue.ts';
import { demoPlayers, demoWins, randomFrom, type DemoWithdrawal } from './demo-players.ts';

/** One settled game round of the demo history: what the provider wallet would have recorded. */
export interface DemoRound {
  brand: string;
  account_id: string;
  provider_code: string;
  game_code: string;
  round_id: string;
  /** Minor units of the brand's currency. */
  stake: bigint;
  /** 0 for a losing round. */
  win: bigint;
  placedAt: Date;
  settledAt: Date;
}

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** The pay-outs of the winning rounds, as multiples of their stake. */
const multipliers = [2n, 3n, 5n, 10n, 20n, 50n, 100n, 250n] as const;

/**
 * Where a step sits among steps at the same instant; seed-demo.ts runs them in this order too, each
 * round as one step (its bet, then its win), so the stakes planned here are affordable there.
 */
export const stepRank = { hold: 0, round: 1, payout: 2 } as const;

type Step =
  | { at: Date; rank: number; kind: 'hold' | 'loss'; amount: bigint }
  | { at: Date; rank: number; kind: 'win-round'; round: PlannedRound };

interface PlannedRound {
  account_id: string;
  game_code: string;
  win: bigint;
  stake: bigint;
  placedAt: Date;
  settledAt: Date;
}

function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16_777_619);
  return hash >>> 0;
}

/** Whole units of the currency (the demo currencies all have 2 decimals), at least one. */
function wholeUnits(minor: bigint): bigint {
  const units = minor / 100n;
  const rounded = units >= 1_000n ? (units / 50n) * 50n : units >= 100n ? (units / 10n) * 10n : units;
  return (rounded > 0n ? rounded : 1n) * 100n;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` instants between `from` and `to`, oldest first. */
function instantsBetween(random: () => number, from: number, to: number, count: number): Date[] {
  return Array.from({ length: count }, () => from + Math.floor(random() * (to - from)))
    .sort((a, b) => a - b)
    .map((at) => new Date(at));
}

/** `total` in `count` parts of whole units (the last takes what is left), largest share first. */
function split(random: () => number, total: bigint, count: number): bigint[] {
  const parts: bigint[] = [];
  let left = total;
  for (let i = count - 1; i > 0 && left >= 200n; i -= 1) {
    const share = wholeUnits((left * BigInt(40 + Math.floor(random() * 30))) / 100n);
    if (share >= left) break;
    parts.push(share);
    left -= share;
  }
  parts.push(left);
  return parts;
}

/**
 * The demo game rounds of a brand, as real play leaves them: every depositing player loses two
 * small rounds; each demo win (`demoWins`, the winners board) is a settled round whose stake the
 * player could afford then; and each winner plays on afterwards and loses the winnings back in
 * two or three rounds. So the history needs no more starting cash than the profile's balance plus
 * the payouts plus the small losses, and no balance ever goes below zero on the way, in whatever
 * order the withdrawals fall (`cashOf`: each player's final cash).
 */
export function demoRounds(
  brand: BrandDocument,
  now: Date,
  withdrawals: readonly DemoWithdrawal[],
  cashOf: (accountId: string) => bigint,
): DemoRound[] {
  const random = randomFrom(seedOf(`rounds:${brand.code}`));
  const offered = demoGames.filter((game) => brand.providers.includes(game.provider_code));
  const providerOf = new Map(demoGames.map((game) => [game.game_code, game.provider_code]));
  const providerOfGame = (gameCode: string) => {
    const code = providerOf.get(gameCode);
    if (code === undefined) throw new Error(`demo round on unknown game ${gameCode}`);
    return code;
  };
  const wins = demoWins(brand, now);
  const players = demoPlayers.filter(
    (player) => player.brand === brand.code && player.firstDepositDaysAgo !== null,
  );

  const planned: PlannedRound[] = [];
  for (const player of players) {
    const account = player.account_id;
    const firstDeposit = now.getTime() - (player.firstDepositDaysAgo ?? 0) * day;
    const own = wins.filter((row) => row.account_id === account);
    const smallLosses = instantsBetween(random, firstDeposit, now.getTime() - hour, 2).map(
      (placedAt): PlannedRound => ({
        account_id: account,
        game_code: pick(random, offered).game_code,
        win: 0n,
        stake: wholeUnits((cashOf(account) * BigInt(1 + Math.floor(random() * 5))) / 100n),
        placedAt,
        settledAt: new Date(placedAt.getTime() + (5 + Math.floor(random() * 55)) * second),
      }),
    );
    // Available cash follows the history from the starting balance: the profile's final cash,
    // plus everything the history takes out again (payouts, the small losses).
    const paidOut = withdrawals
      .filter((row) => row.account_id === account)
      .reduce((total, row) => total + row.amountMinor, 0n);
    let available = cashOf(account) + paidOut + smallLosses.reduce((total, round) => total + round.stake, 0n);
    const steps: Step[] = [
      ...smallLosses.map((round): Step => ({
        at: round.placedAt,
        rank: stepRank.round,
        kind: 'loss',
        amount: round.stake,
      })),
      ...withdrawals
        .filter((row) => row.account_id === account)
        .map((row): Step => ({
          at: row.createdAt,
          rank: stepRank.hold,
          kind: 'hold',
          amount: row.amountMinor,
        })),
      ...own.map((row): Step => {
        // The bet a few seconds before the win the history names; its stake is chosen below.
        const placedAt = new Date(row.createdAt.getTime() - (10 + Math.floor(random() * 80)) * second);
        const round = {
          account_id: account,
          game_code: row.game_code,
          win: row.amountMinor,
          stake: 0n,
          placedAt,
          settledAt: row.createdAt,
        };
        return { at: placedAt, rank: stepRank.round, kind: 'win-round', round };
      }),
    ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.rank - b.rank);
    let givenBack = 0n;
    for (const step of steps) {
      if (step.kind !== 'win-round') {
        available -= step.amount;
        continue;
      }
      const wanted = wholeUnits(step.round.win / pick(random, multipliers));
      const affordable = available >= 100n ? (available / 100n) * 100n : available;
      const stake = wanted < affordable ? wanted : affordable;
      if (stake <= 0n) throw new Error(`demo round of ${brand.code}/${account} has nothing to stake`);
      step.round.stake = stake;
      available += step.round.win - stake;
      givenBack += step.round.win - stake;
      planned.push(step.round);
    }
    planned.push(...smallLosses);
    if (givenBack > 0n) {
      const lastWin = Math.max(...own.map((row) => row.createdAt.getTime()));
      const parts = split(random, givenBack, 2 + Math.floor(random() * 2));
      const at = instantsBetween(random, lastWin + 5 * minute, now.getTime() - 5 * minute, parts.length);
      parts.forEach((stake, index) => {
        const placedAt = at[index]!;
        planned.push({
          account_id: account,
          game_code: pick(random, offered).game_code,
          win: 0n,
          stake,
          placedAt,
          settledAt: new Date(placedAt.getTime() + (5 + Math.floor(random() * 55)) * second),
        });
      });
    }
  }

  return planned
    .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime())
    .map((round, index) => ({
      brand: brand.code,
      account_id: round.account_id,
      provider_code: providerOfGame(round.game_code),
      game_code: round.game_code,
      round_id: `seed-${brand.code}-${String(index + 1).padStart(3, '0')}`,
      stake: round.stake,
      win: round.win,
      placedAt: round.placedAt,
      settledAt: round.settledAt,
    }));
}
