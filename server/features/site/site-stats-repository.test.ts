import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, games, providers } from '#server/db/schema.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { topWins } from './site-stats-repository.ts';

const day = 86_400_000;
const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const since = ago(30 * day);

let handle: DatabaseHandle;
let brandId: number;
let players: number[];
let otherBrand: { brandId: number; accountPk: number };
let rounds = 0;

/** One round as the provider wallet leaves it; settled now − `settledAgo` unless told otherwise. */
async function round(values: Partial<typeof bets.$inferInsert> & { settledAgo?: number }) {
  const { settledAgo = day, ...rest } = values;
  const settledAt = ago(settledAgo);
  await handle.db.insert(bets).values({
    brandId,
    accountPk: players[0]!,
    providerCode: 'STATS',
    gameCode: 'stats-slot',
    roundId: `round-${++rounds}`,
    stake: 100n,
    win: 0n,
    status: 'settled',
    placedAt: new Date(settledAt.getTime() - 30_000),
    settledAt,
    ...rest,
  });
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(providers).values({
    code: 'STATS',
    name: 'Stats',
    slug: 'stats',
    logoUrl: '/providers/stats.svg',
    launchUrl: '/demo-provider/stats/play?token={token}&game={game_code}',
  });
  await handle.db.insert(games).values({
    providerCode: 'STATS',
    gameCode: 'stats-slot',
    gameName: 'Stats Slot',
    gameType: 'slots',
    imgUrl: '/games/stats-slot.svg',
  });
  const brand = await makeLedgerBrand(handle.db, 'statsbrand', 2);
  brandId = brand.brandId;
  players = brand.accountPks;
  const other = await makeLedgerBrand(handle.db, 'otherstats', 1);
  otherBrand = { brandId: other.brandId, accountPk: other.accountPks[0]! };
});
afterAll(() => handle.close());

describe('topWins', () => {
  it('lists the brand’s settled winning rounds of the window, biggest first, and nothing else', async () => {
    await round({ win: 5_000n });
    await round({ win: 9_000n, accountPk: players[1]!, settledAgo: 2 * day });
    // The same win settled later comes first.
    await round({ win: 5_000n, accountPk: players[1]!, settledAgo: 3 * day, gameCode: 'gone-game' });
    await round({ win: 1_000n, settledAgo: 10 * day });
    await round({ win: 0n });
    await round({ win: 99_000n, status: 'open', settledAt: null });
    await round({ win: 0n, stake: 0n, status: 'rolled_back', rolledBackAt: ago(day) });
    await round({ win: 99_000n, settledAgo: 31 * day });
    await round({ win: 99_000n, ...otherBrand });

    const wins = await topWins(handle.db, brandId, since, 10);
    expect(wins).toEqual([
      { accountId: 'statsbrand-player2', amountMinor: 9_000n, at: ago(2 * day), gameName: 'Stats Slot' },
      { accountId: 'statsbrand-player1', amountMinor: 5_000n, at: ago(day), gameName: 'Stats Slot' },
      // A game the catalogue no longer lists keeps its code (decision 0027).
      { accountId: 'statsbrand-player2', amountMinor: 5_000n, at: ago(3 * day), gameName: 'gone-game' },
      { accountId: 'statsbrand-player1', amountMinor: 1_000n, at: ago(10 * day), gameName: 'Stats Slot' },
    ]);
    expect(await topWins(handle.db, brandId, since, 2)).toEqual(wins.slice(0, 2));
  });

  it('reads the brand’s winners through the partial index on bets, biggest win first', async () => {
    // Without enough rows the planner prefers a scan: take that choice away to see the plan.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const rows = (await tx.execute(sql`explain ${topWins(tx, brandId, since, 10)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using bets_brand_winners_idx on bets/);
  });
});
