import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandDocumentSchema, defaultPayments } from '#shared/brand/brand-schema.ts';
import { smsOutbox } from '#server/db/schema.ts';
import {
  goallineBrand,
  jadeslotsBrand,
  luckyBrand,
  royalbayBrand,
  spinpalaceBrand,
} from '#server/db/seed/demo-brands.ts';
import { makeBrandDocument } from '#server/test-support/brand-fixture.ts';
import { lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, freshIp, type TestApp } from '#server/test-support/test-app.ts';
import { applyBrand } from './brand-service.ts';

// Signup and code checks hash at full cost (~0.4 s each, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

/** A brand document as it was stored before these settings existed. */
function withoutSettings(): Record<string, unknown> {
  const { country, time_zone, welcome_reward, payments, ...older } = makeBrandDocument();
  void [country, time_zone, welcome_reward, payments];
  return older;
}

describe('brand settings in the brand document', () => {
  it('a document written before them still parses, with the defaults', () => {
    const parsed = brandDocumentSchema.parse(withoutSettings());
    expect(parsed.country).toBeNull();
    expect(parsed.time_zone).toBe('UTC');
    expect(parsed.welcome_reward).toEqual({ type: 'game_token', amount: '10' });
    expect(parsed.payments).toEqual(defaultPayments);
  });

  it("the demo brands keep today's rewards, limits and methods, and say their country", () => {
    expect(luckyBrand).toMatchObject({
      country: 'PH',
      time_zone: 'Asia/Manila',
      welcome_reward: { type: 'cash', amount: '100' },
      payments: { withdrawal: { min: '100', max: '50000' } },
    });
    expect(spinpalaceBrand.welcome_reward).toEqual({ type: 'cash', amount: '5' });
    for (const brand of [goallineBrand, jadeslotsBrand, royalbayBrand])
      expect(brand.welcome_reward).toEqual({ type: 'game_token', amount: '10' });
    for (const brand of [spinpalaceBrand, goallineBrand, jadeslotsBrand, royalbayBrand])
      expect(brand.payments).toEqual(defaultPayments);
    expect(luckyBrand.payments.deposit_methods).toEqual(defaultPayments.deposit_methods);
    expect([spinpalaceBrand, goallineBrand, jadeslotsBrand, royalbayBrand].map((b) => b.country)).toEqual([
      'US',
      'ES',
      'CN',
      'GB',
    ]);
  });

  it.each([
    [{ country: 'XX' }, 'country', 'invalidCountry'],
    [{ country: 'ph' }, 'country', 'invalidCountry'],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'invalidTimeZone'],
    [{ welcome_reward: { type: 'cash', amount: '1.234' } }, 'welcome_reward.amount', 'invalidAmount'],
    [{ welcome_reward: { type: 'game_token', amount: '2.5' } }, 'welcome_reward.amount', 'invalidAmount'],
    [
      { payments: { ...defaultPayments, withdrawal: { min: '500', max: '100' } } },
      'payments.withdrawal.max',
      'maxBelowMin',
    ],
    [
      { payments: { ...defaultPayments, withdrawal: { min: '0', max: '100' } } },
      'payments.withdrawal.min',
      'invalidAmount',
    ],
    [
      {
        payments: {
          ...defaultPayments,
          deposit_methods: [defaultPayments.deposit_methods[0], defaultPayments.deposit_methods[0]],
        },
      },
      'payments.deposit_methods',
      'duplicateMethod',
    ],
  ])('refuses %j at %s with %s', (change, path, message) => {
    const result = brandDocumentSchema.safeParse({ ...makeBrandDocument(), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      message,
    ]);
  });
});

describe('a brand added only by applying its document', () => {
  let t: TestApp;
  const host = 'fortuna.localhost';
  const site = { domain_name: host, external_id: 'fortuna-php-001' };
  const brand = () =>
    makeBrandDocument({
      code: 'fortuna',
      domains: [host],
      site: { ...makeBrandDocument().site, site_name: 'Fortuna', external_id: site.external_id },
      country: 'PH',
      welcome_reward: { type: 'cash', amount: '75.50' },
      payments: {
        deposit_methods: [{ method: 'manual', min: '200', max: '20000' }],
        withdrawal: { min: '300', max: '9000' },
      },
    });
  const apply = (document: unknown) =>
    applyBrand(t.handle.db, document, 'cli:tester', () => t.services.brandBus.publish());
  const post = (path: string, body: object) => t.post(path, { ...site, ...body }, { host, ip: freshIp() });

  beforeAll(async () => {
    t = await createTestApp({ host: lucky.host });
    await apply(brand());
  });
  afterAll(() => t.close());

  it('signs up a local number, texts the code to E.164, pays its welcome reward and offers its methods', async () => {
    const signup = await post('/api/auth/signup', {
      account_id: 'fortuna_fan',
      password: 'a perfectly fine pass',
      contact_phone: '0917 123 4567',
    });
    expect(signup.json).toMatchObject({ statusCode: 1 });
    const [sms] = await t.handle.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.accountId, 'fortuna_fan'))
      .orderBy(desc(smsOutbox.id));
    expect(sms?.phone).toBe('+639171234567');

    const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
    const login = await post('/api/auth/tac/verify', { account_id: 'fortuna_fan', tac: code });
    expect(login.json).toMatchObject({ statusCode: 1 });
    const player = { account_id: 'fortuna_fan', auth: String(login.json.token) };

    const inbox = await post('/api/settings/get_inbox', player);
    expect(inbox.json.value).toEqual([
      expect.objectContaining({ reward: { type: 'cash', amount: '75.50' }, claimed: false }),
    ]);

    const methods = await post('/api/wallet/payment_methods', player);
    expect(methods.json).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      deposit: [{ method: 'manual', min: '200.00', max: '20000.00' }],
      withdrawal: { min: '300.00', max: '9000.00' },
    });
    const deposit = (method: string, amount: string) =>
      post('/api/wallet/deposit', { ...player, method, amount, idempotency_key: `k-${method}-${amount}` });
    expect((await deposit('demo', '500')).json.message).toBe('methodUnavailable');
    expect((await deposit('manual', '150')).json.message).toBe('belowMinimum');
    expect((await deposit('manual', '250')).json).toMatchObject({ statusCode: 1 });

    // Forgot password finds the account however the number is typed this time.
    const forgot = await post('/api/auth/forgot_password', {
      account_id: 'fortuna_fan',
      contact_phone: '+63 917-123-4567',
    });
    expect(forgot.json).toMatchObject({ statusCode: 1 });
    await t.services.accounts.settled();
    expect(await t.outboxCount('fortuna_fan')).toBe(2);

    // Applying a changed document changes what the next call offers, without a restart.
    const changed = brand();
    changed.payments.deposit_methods = [{ method: 'manual', min: '50', max: '100000' }];
    changed.payments.withdrawal = { min: '100', max: '5000' };
    expect((await apply(changed)).changed).toBe(true);
    expect((await post('/api/wallet/payment_methods', player)).json).toMatchObject({
      deposit: [{ method: 'manual', min: '50.00', max: '100000.00' }],
      withdrawal: { min: '100.00', max: '5000.00' },
    });
    expect((await deposit('manual', '60')).json).toMatchObject({ statusCode: 1 });
  });

  it.each([
    ['02 8123 4567', 'a landline'],
    ['0917 123', 'too short'],
  ])('refuses %j (%s) with invalidPhone and creates nothing', async (phone) => {
    const signup = await post('/api/auth/signup', {
      account_id: 'landline_fan',
      password: 'a perfectly fine pass',
      contact_phone: phone,
    });
    expect(signup.status).toBe(400);
    expect(signup.json).toEqual({ statusCode: 0, message: 'invalidPhone' });
    expect(await t.outboxCount('landline_fan')).toBe(0);
  });
});
