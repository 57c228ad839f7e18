import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { currencyScale } from '#shared/money/currency.ts';
import { ladderAmountMinor, vipLadderOf, type VipStanding } from '#shared/vip/vip-ladder.ts';
import { insertFrozenGrant } from '#server/features/minigame/minigame-repository.ts';
import { postOperation, type BalanceChange } from '#server/features/wallet/ledger.ts';
import { saveVipStanding } from '#server/features/wallet/vip-progress-repository.ts';
import type { Transaction } from '#server/db/database.ts';
import { favourites } from '#server/db/schema.ts';
import { demoGames } from './demo-catalogue.ts';
import { demoPlayers, type DemoPlayer } from './demo-players.ts';

/** How many units of a currency buy about one US dollar, so balances look alike across brands. */
const unitsPerDollar: Record<string, bigint> = { PHP: 50n, USD: 1n, EUR: 1n, CNY: 7n, GBP: 1n };

/**
 * Per place in a brand's roster (demo1, demo2, player3, …): the starting cash in US cents, game
 * tokens, minigame tokens (free and frozen), VIP level on the default ladder and how far this cycle
 * has come towards the next level (percent of deposit and of turnover).
 */
const profiles = [
  { cents: 125_075n, gameTokens: 25n, minigame: 12n, frozen: 4n, level: 3, deposit: 42n, turnover: 71n },
  { cents: 32_040n, gameTokens: 10n, minigame: 6n, frozen: 2n, level: 2, deposit: 88n, turnover: 35n },
  { cents: 8_510n, gameTokens: 5n, minigame: 3n, frozen: 0n, level: 1, deposit: 15n, turnover: 60n },
  { cents: 4_200n, gameTokens: 5n, minigame: 2n, frozen: 1n, level: 1, deposit: 50n, turnover: 5n },
  { cents: 1_000n, gameTokens: 3n, minigame: 1n, frozen: 0n, level: 0, deposit: 10n, turnover: 20n },
  { cents: 500n, gameTokens: 3n, minigame: 1n, frozen: 0n, level: 0, deposit: 0n, turnover: 0n },
] as const;

export interface DemoWallet {
  idempotencyKey: string;
  changes: BalanceChange[];
  /** Game codes, most recently added first. */
  favourites: string[];
  standing: VipStanding;
  /** The frozen minigame tokens' condition: wager this much (minor units, about 100 US dollars). */
  frozenWager: bigint;
}

function profileOf(place: number) {
  return profiles[Math.min(place, profiles.length - 1)]!;
}

/** The deterministic wallet, favourites and VIP standing of the player at `place` in the brand's roster. */
export function demoWallet(brand: BrandDocument, player: DemoPlayer, place: number): DemoWallet {
  const profile = profileOf(place);
  const currency = brand.site.currency;
  const scale = 10n ** BigInt(currencyScale(currency));
  const cash = (profile.cents * (unitsPerDollar[currency] ?? 1n) * scale) / 100n;
  const changes: BalanceChange[] = [
    { balance: 'cash', amount: cash },
    { balance: 'game_token', amount: profile.gameTokens },
    { balance: 'minigame_token', amount: profile.minigame },
  ];
  if (profile.frozen > 0n) changes.push({ balance: 'minigame_frozen', amount: profile.frozen });

  const offered = demoGames.filter((game) => brand.providers.includes(game.provider_code));
  const wanted = 3 + (place % 4);
  const picked = new Set<string>();
  for (let step = 0; picked.size < Math.min(wanted, offered.length); step += 1)
    picked.add(offered[(place * 11 + step * 17) % offered.length]!.game_code);

  const ladder = vipLadderOf(brand);
  const level = Math.min(profile.level, ladder.length - 1);
  const sum = (key: 'deposit' | 'turnover') =>
    ladder.slice(0, level + 1).reduce((total, step) => total + ladderAmountMinor(step[key], currency), 0n);
  const next = (key: 'deposit' | 'turnover') => {
    const step = ladder[level + 1];
    return step ? ladderAmountMinor(step[key], currency) : 0n;
  };
  return {
    idempotencyKey: `seed:${brand.code}:${player.account_id}`,
    changes,
    favourites: [...picked],
    frozenWager: 100n * (unitsPerDollar[currency] ?? 1n) * scale,
    standing: {
      level,
      startingDeposit: sum('deposit'),
      cycleDeposit: (next('deposit') * profile.deposit) / 100n,
      startingTurnover: sum('turnover'),
      cycleTurnover: (next('turnover') * profile.turnover) / 100n,
    },
  };
}

/**
 * Gives every demo account of a brand its starting wallet (through the ledger, kind 'seed'), its
 * favourites and its VIP standing, inside the seed's transaction. `spentOf` is the cash the demo
 * history then takes out of the account: its payouts, and its game rounds' stakes less their wins
 * (seed-demo.ts writes both as the payment services and the provider wallet do). The starting cash
 * includes it, so the wallet ends at its profile's balance.
 */
export async function seedDemoWallets(
  tx: Transaction,
  brandId: number,
  brand: BrandDocument,
  accountPkOf: (accountId: string) => number,
  now: Date,
  spentOf: (accountId: string) => bigint = () => 0n,
): Promise<void> {
  const players = demoPlayers.filter((player) => player.brand === brand.code);
  const favouriteRows: (typeof favourites.$inferInsert)[] = [];
  for (const [place, player] of players.entries()) {
    const accountPk = accountPkOf(player.account_id);
    const wallet = demoWallet(brand, player, place);
    const spent = spentOf(player.account_id);
    await postOperation(tx, {
      accountPk,
      brandId,
      idempotencyKey: wallet.idempotencyKey,
      kind: 'seed',
      reference: 'demo starting balance',
      changes: wallet.changes.map((change) =>
        change.balance === 'cash' ? { ...change, amount: change.amount + spent } : change,
      ),
    });
    await saveVipStanding(tx, accountPk, wallet.standing);
    // The starting balance froze these tokens; the grant says what unlocks them (decision 0037).
    const frozen = wallet.changes.find((change) => change.balance === 'minigame_frozen');
    if (frozen)
      await insertFrozenGrant(tx, {
        brandId,
        accountPk,
        tokens: frozen.amount,
        source: 'deposit',
        sourceKey: `seed-frozen:${brand.code}:${player.account_id}`,
        wagerTarget: wallet.frozenWager,
        createdAt: now,
      });
    wallet.favourites.forEach((gameCode, index) =>
      favouriteRows.push({
        accountPk,
        gameCode,
        createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
      }),
    );
  }
  if (favouriteRows.length > 0) await tx.insert(favourites).values(favouriteRows).onConflictDoNothing();
}
