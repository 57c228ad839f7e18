import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { seedDemoProviderSecrets } from './demo-provider-secrets.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function secrets() {
  const rows = await handle.db
    .select({ code: providers.code, secret: providers.walletSecret })
    .from(providers);
  return new Map(rows.map((row) => [row.code, row.secret]));
}

describe('demo provider wallet secrets', () => {
  // That the demo seed gives each demo provider one: server/features/play/provider-wallet.test.ts.
  it('generates a random secret per provider at seed time and keeps one an operator set', async () => {
    await handle.db.insert(providers).values([
      { code: 'ONE', name: 'One', slug: 'one' },
      { code: 'TWO', name: 'Two', slug: 'two' },
      { code: 'SET', name: 'Set', slug: 'set', walletSecret: 'set-by-the-operator' },
    ]);
    await seedDemoProviderSecrets(handle.db);
    const first = await secrets();
    expect(first.get('ONE')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.get('TWO')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.get('ONE')).not.toBe(first.get('TWO'));
    expect(first.get('SET')).toBe('set-by-the-operator');

    // Generated when asked, never a constant: another database (here: the same one again) gets another.
    await handle.db.update(providers).set({ walletSecret: null }).where(eq(providers.code, 'ONE'));
    await seedDemoProviderSecrets(handle.db);
    const second = await secrets();
    expect(second.get('ONE')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.get('ONE')).not.toBe(first.get('ONE'));
    expect(second.get('TWO')).toBe(first.get('TWO'));
  });
});
