import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { inboxMessages, ledgerEntries } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { claimInbox, inboxClaimKey, sendWelcomeMessages, type InboxBrand } from './inbox-service.ts';
import type { WelcomeReward } from './welcome-reward.ts';

const welcome: WelcomeReward = { type: 'game_token', amount: '10' };

/**
 * Identical claims racing: on PostgreSQL (DATABASE_URL set) 1,000 real concurrent transactions;
 * on PGlite, which runs one transaction at a time, 100 interleaved calls.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const copies = onPostgres ? 1_000 : 100;

describe(`${copies} identical concurrent claims of one reward`, () => {
  let handle: DatabaseHandle;
  let brand: InboxBrand;
  let pk: number;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const made = await makeLedgerBrand(handle.db, 'inboxrace', 1);
    pk = made.accountPks[0]!;
    // Whole game tokens, the default welcome reward of a brand document.
    brand = { id: made.brandId, code: 'inboxrace', currency: 'PHP' };
    expect(await sendWelcomeMessages(handle.db, brand, welcome, [pk])).toBe(1);
    expect(await sendWelcomeMessages(handle.db, brand, welcome, [pk])).toBe(0);
  }, 60_000);
  afterAll(() => handle.close());

  it('credit exactly once; every other claim is alreadyClaimed', async () => {
    const [message] = await handle.db.select().from(inboxMessages).where(eq(inboxMessages.accountPk, pk));
    const results = await Promise.allSettled(
      Array.from({ length: copies }, () => claimInbox(handle.db, pk, brand, message!.id)),
    );
    const claimed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected'
        ? [result.reason instanceof ApiError ? result.reason.key : result.reason]
        : [],
    );
    expect(claimed).toHaveLength(1);
    expect(refused).toEqual(Array(copies - 1).fill('alreadyClaimed'));

    const entries = await handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, inboxClaimKey(message!.id)));
    expect(entries).toHaveLength(1);
    expect((await findWallet(handle.db, pk))?.game_token).toBe(BigInt(welcome.amount));
    expect(await verifyLedger(handle.db)).toEqual([]);
  }, 120_000);
});
