import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { hashPassword } from '#server/features/accounts/password-hash.ts';
import { upsertBrand } from '#server/features/brands/brand-repository.ts';
import { sendWelcomeMessages } from '#server/features/inbox/inbox-service.ts';
import { parseBrandDocument } from '#server/features/brands/brand-service.ts';
import { writeCatalogueDocument } from '#server/features/catalogue/catalogue-writer.ts';
import { seedSportsEvents } from '#server/features/sportsbook/sports-demo-events.ts';
import {
  decidePendingWithdrawal,
  openWithdrawal,
  withdrawalLedgerKeys,
} from '#server/features/payments/withdrawal-service.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import { accounts, bets, brands, credentials, providerTransactions } from '#server/db/schema.ts';
import { demoBrands } from './demo-brands.ts';
import { demoCatalogueDocuments } from './demo-catalogue.ts';
import { seedDemoProviderSecrets } from './demo-provider-secrets.ts';
import { demoRounds, stepRank, type DemoRound } from './demo-rounds.ts';
import { demoWallet, seedDemoWallets } from './demo-wallets.ts';
import {
  demoPassword,
  demoPlayers,
  demoWithdrawals,
  playerTimestamps,
  type DemoWithdrawal,
} from './demo-players.ts';

/** Serialises concurrent first starts of several server copies on one PostgreSQL database. */
const seedLockKey = 734_102_577;

/** PGlite pays per statement, so rows go in a few large inserts. */
const batchSize = 100;

/** Who decided the seeded withdrawals (withdrawals.decided_by). */
export const seedActor = 'seed:demo';

let demoPasswordHash: Promise<string> | undefined;

/** Hashed once per process (≈0.4 s at the real scrypt parameters) and shared by every demo account. */
function hashedDemoPassword(): Promise<string> {
  demoPasswordHash ??= hashPassword(demoPassword);
  return demoPasswordHash;
}

function batches<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += batchSize)
    result.push(rows.slice(start, start + batchSize));
  return result;
}

export interface SeedDemoOptions {
  /** The instant the demo history is relative to. */
  now?: Date;
}

/**
 * Fills an empty database with the demo catalogue, brands, players and payout history, in one
 * transaction. Does nothing once any brand exists, so an operator's data is never overwritten.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  // Validated before the transaction: a broken demo document must not leave a half-seeded database.
  const documents = demoBrands.map((document) => parseBrandDocument(document));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing) return;
    const passwordHash = await hashedDemoPassword();

    // The same path as `npm run catalogue -- apply catalogue/<provider>.json`.
    for (const document of demoCatalogueDocuments) await writeCatalogueDocument(tx, document);
    await seedDemoProviderSecrets(tx);
    await seedSportsEvents(tx, now);

    for (const document of documents) {
      const brand = await upsertBrand(tx, document);
      await seedPlayers(tx, brand.id, document, now, passwordHash);
    }
  });
}

async function seedPlayers(
  tx: Transaction,
  brandId: number,
  document: BrandDocument,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const players = demoPlayers.filter((player) => player.brand === document.code);
  if (players.length === 0) return;
  const inserted = await tx
    .insert(accounts)
    .values(
      players.map((player) => ({
        brandId,
        accountId: player.account_id,
        fullName: player.full_name,
        contactEmail: player.contact_email,
        contactPhone: player.contact_phone,
        status: 'active',
        ...playerTimestamps(player, now),
      })),
    )
    .returning({ id: accounts.id, accountId: accounts.accountId });
  await tx
    .insert(credentials)
    .values(inserted.map((row) => ({ accountPk: row.id, passwordHash, changedAt: now })));
  const accountPk = new Map(inserted.map((row) => [row.accountId, row.id]));
  const pkOf = (accountId: string) => {
    const pk = accountPk.get(accountId);
    if (pk === undefined) throw new Error(`demo history names unknown account ${document.code}/${accountId}`);
    return pk;
  };

  // Oldest first, so ledger entries follow one another in time as they would have been written.
  const paid = [...demoWithdrawals(document, now)].reverse();
  const profileCash = new Map(
    players.map((player, place) => [
      player.account_id,
      demoWallet(document, player, place).changes.find((change) => change.balance === 'cash')?.amount ?? 0n,
    ]),
  );
  const rounds = demoRounds(document, now, paid, (accountId) => profileCash.get(accountId) ?? 0n);
  // What the history takes out of each wallet: its payouts, and its stakes less its wins.
  const spent = new Map<string, bigint>();
  const spend = (accountId: string, amount: bigint) =>
    spent.set(accountId, (spent.get(accountId) ?? 0n) + amount);
  for (const row of paid) spend(row.account_id, row.amountMinor);
  for (const round of rounds) spend(round.account_id, round.stake - round.win);
  await seedDemoWallets(tx, brandId, document, pkOf, now, (accountId) => spent.get(accountId) ?? 0n);
  // The starting balance was there when the account was opened.
  await backdateEntries(
    tx,
    players.map((player, place) => ({
      key: demoWallet(document, player, place).idempotencyKey,
      at: playerTimestamps(player, now).createdAt,
    })),
  );
  await seedHistory(tx, { id: brandId, currency: document.site.currency }, pkOf, paid, rounds);
  await sendWelcomeMessages(
    tx,
    { id: brandId, code: document.code, currency: document.site.currency },
    document.welcome_reward,
    inserted.map((row) => row.id),
  );
}

/** A step of the demo history, run in the order of time (then `stepRank`) as it would have happened. */
interface HistoryStep {
  at: Date;
  rank: number;
  run: () => Promise<unknown>;
}

/**
 * The demo history, written as real activity is. Each withdrawal is opened (its amount held) and
 * paid by the payment service, so it has the hold and payout entries a real one has and
 * `ledger:verify` holds (no bank details: the history's withdrawals predate them). Each game
 * round gets what the provider wallet (provider-wallet.ts) writes for a bet and a closing win:
 * its `bets` row, the ledger's 'bet' and 'win' entries under the wallet's keys, and a
 * `provider_transactions` row per callback (the VIP turnover the stakes brought is already in the
 * profile's standing). The rows are written here rather than by driving ProviderWallet through
 * game sessions: that works inside this transaction too, but costs about three times the
 * statements per round, and every test database is seeded. seed-demo.test.ts resends seeded
 * callbacks through the real wallet to show it takes them for its own. The steps run in the order
 * of time, so the ledger's running balances follow the history; then every row is dated back to
 * when the history says it happened. Only timestamps change, never an amount.
 */
async function seedHistory(
  tx: Transaction,
  brand: { id: number; currency: string },
  pkOf: (accountId: string) => number,
  withdrawals: readonly DemoWithdrawal[],
  rounds: readonly DemoRound[],
): Promise<void> {
  const betIds = await insertRounds(tx, brand.id, pkOf, rounds);
  const steps: HistoryStep[] = [];
  const opened: { id: number; createdAt: Date; paidAt: Date }[] = [];
  for (const row of withdrawals) {
    let id: number | undefined;
    steps.push({
      at: row.createdAt,
      rank: stepRank.hold,
      run: async () => {
        const withdrawal = await openWithdrawal(tx, {
          brandId: brand.id,
          accountPk: pkOf(row.account_id),
          bankAccountId: null,
          amountMinor: row.amountMinor,
          idempotencyKey: null,
        });
        if (!withdrawal) throw new Error(`demo withdrawal of ${row.brand}/${row.account_id} was not opened`);
        id = withdrawal.id;
        opened.push({ id, createdAt: row.createdAt, paidAt: row.paidAt });
      },
    });
    steps.push({
      at: row.paidAt,
      rank: stepRank.payout,
      run: () => decidePendingWithdrawal(tx, id!, 'paid', seedActor),
    });
  }
  for (const round of rounds) {
    const move = (side: 'bet' | 'win', amount: bigint) =>
      postOperation(tx, {
        accountPk: pkOf(round.account_id),
        brandId: brand.id,
        idempotencyKey: roundLedgerKey(round, side),
        kind: side,
        reference: `${round.provider_code}:${round.round_id}`,
        changes: [{ balance: 'cash', amount }],
      });
    steps.push({
      at: round.placedAt,
      rank: stepRank.round,
      run: async () => {
        await move('bet', -round.stake);
        // The wallet posts nothing for a win of 0 (a losing round's closing callback).
        if (round.win > 0n) await move('win', round.win);
      },
    });
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.rank - b.rank);
  for (const step of steps) await step.run();

  await insertProviderTransactions(tx, brand, pkOf, rounds, betIds);
  if (opened.length > 0) {
    const values = opened.map(
      (row) =>
        sql`(${row.id}::bigint, ${row.createdAt.toISOString()}::timestamptz, ${row.paidAt.toISOString()}::timestamptz)`,
    );
    await tx.execute(sql`
      update withdrawals w set created_at = v.created_at, paid_at = v.paid_at, decided_at = v.paid_at
      from (values ${sql.join(values, sql`, `)}) as v(id, created_at, paid_at)
      where w.id = v.id`);
  }
  await backdateEntries(tx, [
    ...opened.flatMap((row) => [
      { key: withdrawalLedgerKeys.hold(row.id), at: row.createdAt },
      { key: withdrawalLedgerKeys.paid(row.id), at: row.paidAt },
    ]),
    ...rounds.flatMap((round) => [
      { key: roundLedgerKey(round, 'bet'), at: round.placedAt },
      ...(round.win > 0n ? [{ key: roundLedgerKey(round, 'win'), at: round.settledAt }] : []),
    ]),
  ]);
}

/** The provider's transaction ids of a demo round's callbacks, as the demo providers' driver names them. */
function roundTransactionId(round: DemoRound, side: 'bet' | 'win'): string {
  return `${round.round_id}:${side}`;
}

/** The wallet's ledger key of a provider transaction (provider-wallet.ts `providerLedgerKey`). */
function roundLedgerKey(round: DemoRound, side: 'bet' | 'win'): string {
  return `provider:${round.provider_code}:${roundTransactionId(round, side)}`;
}

/**
 * The wallet's hash of a callback's meaning (provider-wallet.ts `payloadHash` over the fields it
 * hashes), so a provider resending one of these callbacks gets its original answer, as for any
 * other round.
 */
function callbackHash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('hex');
}

/** The settled rounds, oldest first; answers each round's bet id. */
async function insertRounds(
  tx: Transaction,
  brandId: number,
  pkOf: (accountId: string) => number,
  rounds: readonly DemoRound[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(rounds)) {
    const inserted = await tx
      .insert(bets)
      .values(
        batch.map((round) => ({
          brandId,
          accountPk: pkOf(round.account_id),
          providerCode: round.provider_code,
          gameCode: round.game_code,
          roundId: round.round_id,
          stake: round.stake,
          win: round.win,
          status: 'settled',
          placedAt: round.placedAt,
          settledAt: round.settledAt,
        })),
      )
      .returning({ id: bets.id, roundId: bets.roundId });
    for (const row of inserted) ids.set(row.roundId, row.id);
  }
  return ids;
}

/** Each round's bet callback and its closing win callback, as the wallet records them. */
async function insertProviderTransactions(
  tx: Transaction,
  brand: { id: number; currency: string },
  pkOf: (accountId: string) => number,
  rounds: readonly DemoRound[],
  betIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = rounds.flatMap((round) => {
    const accountPk = pkOf(round.account_id);
    const betId = betIds.get(round.round_id);
    const betTransactionId = roundTransactionId(round, 'bet');
    const common = {
      providerCode: round.provider_code,
      brandId: brand.id,
      accountPk,
      roundId: round.round_id,
      betId,
      result: 'OK',
      currency: brand.currency,
    };
    const stake = Number(round.stake);
    const win = Number(round.win);
    return [
      {
        ...common,
        transactionId: betTransactionId,
        kind: 'bet',
        payloadHash: callbackHash(['bet', accountPk, round.round_id, round.game_code, stake, brand.currency]),
        amount: round.stake,
        createdAt: round.placedAt,
      },
      {
        ...common,
        transactionId: roundTransactionId(round, 'win'),
        kind: 'win',
        payloadHash: callbackHash([
          'win',
          accountPk,
          round.round_id,
          round.game_code,
          win,
          brand.currency,
          betTransactionId,
          true,
        ]),
        amount: round.win,
        referenceTransactionId: betTransactionId,
        createdAt: round.settledAt,
      },
    ];
  });
  for (const batch of batches(rows)) await tx.insert(providerTransactions).values(batch);
}

/** Dates the ledger entries of each key back to when the demo history says they were written. */
async function backdateEntries(tx: Transaction, keys: readonly { key: string; at: Date }[]): Promise<void> {
  for (const batch of batches(keys)) {
    const values = batch.map((entry) => sql`(${entry.key}, ${entry.at.toISOString()}::timestamptz)`);
    await tx.execute(sql`
      update ledger_entries l set created_at = v.at
      from (values ${sql.join(values, sql`, `)}) as v(key, at)
      where l.idempotency_key = v.key`);
  }
}
