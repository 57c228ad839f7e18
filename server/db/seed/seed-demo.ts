import { sql } from 'drizzle-orm';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { hashPassword } from '#server/features/accounts/password-hash.ts';
import { upsertBrand } from '#server/features/brands/brand-repository.ts';
import { sendWelcomeMessages } from '#server/features/inbox/inbox-service.ts';
import { parseBrandDocument } from '#server/features/brands/brand-service.ts';
import { writeCatalogueDocument } from '#server/features/catalogue/catalogue-writer.ts';
import {
  decidePendingWithdrawal,
  openWithdrawal,
  withdrawalLedgerKeys,
} from '#server/features/payments/withdrawal-service.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import { accounts, brands, credentials, gameWins } from '#server/db/schema.ts';
import { demoBrands } from './demo-brands.ts';
import { demoCatalogueDocuments } from './demo-catalogue.ts';
import { seedDemoProviderSecrets } from './demo-provider-secrets.ts';
import { demoWallet, seedDemoWallets } from './demo-wallets.ts';
import {
  demoPassword,
  demoPlayers,
  demoWins,
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
  const paidOut = new Map<string, bigint>();
  for (const row of paid) paidOut.set(row.account_id, (paidOut.get(row.account_id) ?? 0n) + row.amountMinor);
  await seedDemoWallets(tx, brandId, document, pkOf, now, (accountId) => paidOut.get(accountId) ?? 0n);
  // The starting balance was there when the account was opened.
  await backdateEntries(
    tx,
    players.map((player, place) => ({
      key: demoWallet(document, player, place).idempotencyKey,
      at: playerTimestamps(player, now).createdAt,
    })),
  );
  await seedPaidWithdrawals(tx, brandId, pkOf, paid);
  const wins = demoWins(document, now);
  if (wins.length > 0) {
    await tx.insert(gameWins).values(
      wins.map((row) => ({
        brandId,
        accountPk: pkOf(row.account_id),
        gameCode: row.game_code,
        amountMinor: row.amountMinor,
        createdAt: row.createdAt,
      })),
    );
  }
  await sendWelcomeMessages(
    tx,
    { id: brandId, code: document.code, currency: document.site.currency },
    document.welcome_reward,
    inserted.map((row) => row.id),
  );
}

/**
 * The demo payout history, written as real activity is: each withdrawal is opened (its amount
 * held) and paid by the payment service, so it has the hold and payout entries a real one has
 * and `ledger:verify` holds. Then each is dated back to when the history says it happened; only
 * timestamps change, never an amount. (No bank details: the history's withdrawals predate them.)
 */
async function seedPaidWithdrawals(
  tx: Transaction,
  brandId: number,
  pkOf: (accountId: string) => number,
  rows: readonly DemoWithdrawal[],
): Promise<void> {
  const dated: { id: number; createdAt: Date; paidAt: Date }[] = [];
  for (const row of rows) {
    const opened = await openWithdrawal(tx, {
      brandId,
      accountPk: pkOf(row.account_id),
      bankAccountId: null,
      amountMinor: row.amountMinor,
      idempotencyKey: null,
    });
    if (!opened) throw new Error(`demo withdrawal of ${row.brand}/${row.account_id} was not opened`);
    await decidePendingWithdrawal(tx, opened.id, 'paid', seedActor);
    dated.push({ id: opened.id, createdAt: row.createdAt, paidAt: row.paidAt });
  }
  if (dated.length === 0) return;
  const values = dated.map(
    (row) =>
      sql`(${row.id}::bigint, ${row.createdAt.toISOString()}::timestamptz, ${row.paidAt.toISOString()}::timestamptz)`,
  );
  await tx.execute(sql`
    update withdrawals w set created_at = v.created_at, paid_at = v.paid_at, decided_at = v.paid_at
    from (values ${sql.join(values, sql`, `)}) as v(id, created_at, paid_at)
    where w.id = v.id`);
  await backdateEntries(
    tx,
    dated.flatMap((row) => [
      { key: withdrawalLedgerKeys.hold(row.id), at: row.createdAt },
      { key: withdrawalLedgerKeys.paid(row.id), at: row.paidAt },
    ]),
  );
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
