import { eq } from 'drizzle-orm';
import type { ProviderResponse } from '#shared/contract/provider-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { makeLedgerBrand } from '#server/test-support/ledger-brand.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import { openGameSession } from './game-session.ts';
import { signProviderCallback } from './provider-signature.ts';

/** The provider the play tests call as: the demo catalogue's built-in house provider. */
export const testProvider = 'HOUSE';
export const testGame = 'house-test-game';

export async function walletSecretOf(db: Executor, code = testProvider): Promise<string> {
  const [row] = await db
    .select({ secret: providers.walletSecret })
    .from(providers)
    .where(eq(providers.code, code));
  if (!row?.secret) throw new Error(`provider ${code} has no wallet secret`);
  return row.secret;
}

export interface SignedCall {
  http: number;
  body: ProviderResponse;
}

/** Sends a callback through app.inject, signed at the test clock's time unless told otherwise. */
export async function providerCall(
  t: TestApp,
  secret: string,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  payload: unknown,
  options: {
    raw?: string;
    timestamp?: number;
    signature?: string;
    provider?: string;
    contentType?: string;
  } = {},
): Promise<SignedCall> {
  const raw = options.raw ?? JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now.getTime() / 1000));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/provider/${options.provider ?? testProvider}/${action}`,
    headers: {
      host: 'localhost',
      'content-type': options.contentType ?? 'application/json',
      'x-marquee-timestamp': timestamp,
      'x-marquee-signature': options.signature ?? signProviderCallback(secret, timestamp, raw),
    },
    payload: raw,
  });
  return { http: response.statusCode, body: JSON.parse(response.body) as ProviderResponse };
}

/** Players of a brand of their own, each with `cash` minor units and a live game session. */
export async function fundedPlayers(
  t: TestApp,
  brandCode: string,
  count: number,
  cash: bigint,
): Promise<{ brandId: number; players: { pk: number; token: string }[] }> {
  const db = t.handle.db;
  const { brandId, accountPks } = await makeLedgerBrand(db, brandCode, count);
  const players = [];
  for (const pk of accountPks) {
    await postOperation(db, {
      accountPk: pk,
      brandId,
      idempotencyKey: `test:fund:${pk}`,
      kind: 'deposit',
      changes: [{ balance: 'cash', amount: cash }],
    });
    const { token } = await openGameSession(db, {
      brandId,
      accountPk: pk,
      providerCode: testProvider,
      gameCode: testGame,
      now: t.clock.now,
    });
    players.push({ pk, token });
  }
  return { brandId, players };
}
