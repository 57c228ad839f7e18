import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppParts } from '../../app.ts';
import { loadEnv, type Env } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { smsOutbox } from '../../db/schema.ts';
import { demoBrands } from '../../db/seed/demo-brands.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createLocalChangeBus } from '../brands/brand-change-bus.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

/** A demo brand as the account calls address it. */
export interface BrandHost {
  host: string;
  domain_name: string;
  external_id: string;
}

export function brandHost(code: string): BrandHost {
  const brand = demoBrands.find((candidate) => candidate.code === code);
  if (!brand) throw new Error(`no demo brand ${code}`);
  const host = brand.domains[brand.domains.length - 1]!;
  return { host, domain_name: host, external_id: brand.site.external_id };
}

export const lucky = brandHost('lucky');
export const spin = brandHost('spinpalace');

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: Record<string, unknown>;
  text: string;
  cookies: string[];
}

export interface PostOptions {
  host?: string;
  /** Client address (rate limits per IP); default: a fresh address per request. */
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;

/** A fresh client address, so per-IP limits only apply where a test means them to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The app with a clock the test moves (expiries without waiting). */
export interface AccountTestApp {
  app: FastifyInstance;
  services: AppParts;
  handle: DatabaseHandle;
  clock: { now: Date; advance(ms: number): void };
  post(path: string, body: unknown, options?: PostOptions): Promise<Answer>;
  /** The newest code texted to an account of a brand (from the outbox). */
  latestCode(accountId: string, brandCode?: string): Promise<string | undefined>;
  outboxCount(accountId?: string): Promise<number>;
  close(): Promise<void>;
}

export async function createAccountTestApp(
  env: Partial<Record<keyof Env, string>> = {},
): Promise<AccountTestApp> {
  const handle = await openTestDatabase();
  await seedDemo(handle.db);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const { app, services } = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    db: handle.db,
    brandBus: createLocalChangeBus(),
    clock: () => clock.now,
  });
  await app.ready();
  const brandIds = new Map<string, number>();
  async function brandId(code: string): Promise<number> {
    const known = brandIds.get(code);
    if (known !== undefined) return known;
    const config = await services.siteConfigs.byDomain(brandHost(code).host);
    if (!config) throw new Error(`brand ${code} not seeded`);
    brandIds.set(code, config.id);
    return config.id;
  }
  return {
    app,
    services,
    handle,
    clock,
    async post(path, body, options = {}) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        remoteAddress: options.ip ?? freshIp(),
        headers: { host: options.host ?? lucky.host, 'content-type': 'application/json', ...options.headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const setCookie = response.headers['set-cookie'];
      return {
        status: response.statusCode,
        headers: response.headers,
        text: response.body,
        json: JSON.parse(response.body) as Record<string, unknown>,
        cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      };
    },
    async latestCode(accountId, brandCode = 'lucky') {
      // Some codes are sent after the answer (forgot password): wait for that work first.
      await services.accounts.settled();
      const id = await brandId(brandCode);
      const rows = await handle.db
        .select({ body: smsOutbox.body, brandId: smsOutbox.brandId })
        .from(smsOutbox)
        .where(eq(smsOutbox.accountId, accountId))
        .orderBy(desc(smsOutbox.id));
      const row = rows.find((candidate) => candidate.brandId === id);
      return row?.body.match(/\b(\d{6})\b/)?.[1];
    },
    async outboxCount(accountId) {
      await services.accounts.settled();
      const rows = await handle.db
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(accountId ? eq(smsOutbox.accountId, accountId) : undefined);
      return rows.length;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export const demoPhoneOfLuckyDemo1 = '+639171234501';

export function signupBody(
  brand: BrandHost,
  fields: { account_id: string; password?: string; contact_phone: string; contact_email?: string },
) {
  return {
    domain_name: brand.domain_name,
    external_id: brand.external_id,
    account_id: fields.account_id,
    password: fields.password ?? 'correct horse battery',
    contact_phone: fields.contact_phone,
    contact_email: fields.contact_email ?? '',
    referrer_code: 'REF42',
    ch: 'google',
    cm: 'spring',
    pp: 'landing2',
    affiliate_code: 'AFF7',
    fbp: 'fb.1.1700000000.123',
    appsflyer_id: 'af-123',
    visitor_id: 'v-9',
  };
}

/** Signs up and verifies a player; answers the login answer of the verification. */
export async function registerPlayer(
  t: AccountTestApp,
  brand: BrandHost,
  fields: { account_id: string; password?: string; contact_phone: string; contact_email?: string },
): Promise<{ token: string; answer: Answer }> {
  const signup = await t.post('/api/auth/signup', signupBody(brand, fields), { host: brand.host });
  if (signup.json.statusCode !== 1) throw new Error(`signup failed: ${signup.text}`);
  const code = await t.latestCode(fields.account_id, brandCodeOf(brand));
  const answer = await t.post(
    '/api/auth/tac/verify',
    {
      domain_name: brand.domain_name,
      external_id: brand.external_id,
      account_id: fields.account_id,
      tac: code,
    },
    { host: brand.host },
  );
  if (answer.json.statusCode !== 1) throw new Error(`verify failed: ${answer.text}`);
  return { token: String(answer.json.token), answer };
}

function brandCodeOf(brand: BrandHost): string {
  const found = demoBrands.find((candidate) => candidate.domains.includes(brand.host));
  if (!found) throw new Error(`no demo brand at ${brand.host}`);
  return found.code;
}

export function loginBody(brand: BrandHost, account_id: string, password: string) {
  return { account_id, password, domain_name: brand.domain_name, external_id: brand.external_id };
}
