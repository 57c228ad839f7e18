import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bankAccounts } from '#server/db/schema.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { loginBody, lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

/** The player-text rule at the API: a field with a hidden character is refused and nothing is saved. */

let t: TestApp;
let auth: string;

const player = () => ({ account_id: 'player3', auth });
const bank = { bank_name: 'BDO Unibank', account_name: 'Angelica Cruz', account_number: '001234567890' };

async function savedBanks() {
  return t.handle.db.select().from(bankAccounts).orderBy(bankAccounts.id);
}

async function storedProfile() {
  const [row] = await t.handle.db
    .select({ fullName: accounts.fullName, email: accounts.contactEmail })
    .from(accounts)
    .where(eq(accounts.accountId, 'player3'));
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  const answer = await t.post('/api/auth/login', loginBody(lucky, 'player3', demoPassword), {
    host: lucky.host,
  });
  if (answer.json.statusCode !== 1) throw new Error(`login failed: ${answer.text}`);
  auth = String(answer.json.token);
});
afterAll(() => t.close());

describe('/api/wallet/bank_add with hidden characters', () => {
  it.each([
    ['a right-to-left override', 'account_name', 'Angelica\u202E Cruz'],
    ['a zero-width space', 'account_name', 'Angelica\u200BCruz'],
    ['a right-to-left override', 'bank_name', 'BDO \u202EknabinU'],
    ['a zero-width space', 'bank_name', 'BDO\u200B Unibank'],
    ['a first-strong isolate', 'bank_name', 'BDO \u2068Unibank\u2069'],
  ])('refuses %s in %s with hiddenCharacters and saves nothing', async (_, field, value) => {
    const before = await savedBanks();
    const res = await t.post('/api/wallet/bank_add', { ...player(), ...bank, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      statusCode: 0,
      message: 'invalidRequest',
      errors: [{ path: field, message: 'hiddenCharacters' }],
    });
    expect(await savedBanks()).toEqual(before);
  });

  it('still saves the same details typed cleanly', async () => {
    const res = await t.post('/api/wallet/bank_add', { ...player(), ...bank });
    expect(res.json).toMatchObject({ statusCode: 1, value: [{ account_name: 'Angelica Cruz' }] });
    expect(await savedBanks()).toHaveLength(1);
  });
});

describe('/api/settings/profile_update with hidden characters', () => {
  it.each([
    ['full_name', 'Angelica\u202E Cruz'],
    ['full_name', 'Angelica\u200B Cruz'],
    ['contact_email', 'angelica\u202E@example.org'],
    ['contact_email', 'angelica\u200B@example.org'],
  ])('refuses %s %j with hiddenCharacters and changes nothing', async (field, value) => {
    const before = await storedProfile();
    const res = await t.post('/api/settings/profile_update', {
      ...player(),
      full_name: 'Angelica Cruz',
      contact_email: 'angelica@example.org',
      [field]: value,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      statusCode: 0,
      message: 'invalidRequest',
      errors: [{ path: field, message: 'hiddenCharacters' }],
    });
    expect(await storedProfile()).toEqual(before);
  });
});
