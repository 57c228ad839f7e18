import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';

/**
 * Gives every demo provider without one a wallet secret of its own: 32 random bytes generated in
 * this database, never a constant of the source that would also open a production site. (The
 * built-in house provider signs its callbacks with it; an operator sets real providers' secrets
 * with the catalogue command.)
 */
export async function seedDemoProviderSecrets(db: Executor): Promise<void> {
  const missing = await db
    .select({ code: providers.code })
    .from(providers)
    .where(isNull(providers.walletSecret));
  for (const { code } of missing) {
    await db
      .update(providers)
      .set({ walletSecret: randomBytes(32).toString('base64url') })
      .where(eq(providers.code, code));
  }
}
