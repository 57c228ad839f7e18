import { sql } from 'drizzle-orm';
import type { BrandDocument } from '../../../shared/brand/brand-schema.ts';
import { hashPassword } from '../../features/accounts/password-hash.ts';
import { upsertBrand } from '../../features/brands/brand-repository.ts';
import { sendWelcomeMessages } from '../../features/inbox/inbox-service.ts';
import { parseBrandDocument } from '../../features/brands/brand-service.ts';
import type { Database, Transaction } from '../database.ts';
import { accounts, brands, credentials, gameWins, games, providers, withdrawals } from '../schema.ts';
import { demoBrands } from './demo-brands.ts';
import { demoGames, demoProviders } from './demo-catalogue.ts';
import { seedDemoWallets } from './demo-wallets.ts';
import { demoPassword, demoPlayers, demoWins, demoWithdrawals, playerTimestamps } from './demo-players.ts';

/** Serialises concurrent first starts of several server copies on one PostgreSQL database. */
const seedLockKey = 734_102_577;

/** PGlite pays per statement, so rows go in a few large inserts. */
const batchSize = 100;

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

    await tx
      .insert(providers)
      .values(demoProviders.map((provider) => ({ code: provider.code, name: provider.name })))
      .onConflictDoNothing();
    for (const batch of batches(demoGames)) {
      await tx
        .insert(games)
        .values(
          batch.map((game) => ({
            providerCode: game.provider_code,
            gameCode: game.game_code,
            gameName: game.game_name,
            gameType: game.game_type,
            imgUrl: game.img_url,
            sortOrder: game.sort_order,
          })),
        )
        .onConflictDoNothing();
    }

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

  const paid = demoWithdrawals(document, now);
  if (paid.length > 0) {
    await tx.insert(withdrawals).values(
      paid.map((row) => ({
        brandId,
        accountPk: pkOf(row.account_id),
        amountMinor: row.amountMinor,
        status: 'paid',
        createdAt: row.createdAt,
        paidAt: row.paidAt,
      })),
    );
  }
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
  await seedDemoWallets(tx, brandId, document, pkOf, now);
  await sendWelcomeMessages(
    tx,
    { id: brandId, code: document.code, currency: document.site.currency },
    inserted.map((row) => row.id),
  );
}
