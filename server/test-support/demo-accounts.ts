import { demoBrands } from '#server/db/seed/demo-brands.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import type { Answer, TestApp } from './test-app.ts';

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
  t: TestApp,
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

/** Logs a demo player in on a brand with the demo password; answers the session token. */
export async function logInDemo(app: TestApp, brand: BrandHost, accountId: string): Promise<string> {
  const answer = await app.post('/api/auth/login', loginBody(brand, accountId, demoPassword), {
    host: brand.host,
  });
  if (answer.json.statusCode !== 1) throw new Error(`login failed: ${answer.text}`);
  return String(answer.json.token);
}
