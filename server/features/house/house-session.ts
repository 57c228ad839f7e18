import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProviderResponse, ProviderStatus } from '#shared/contract/provider-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { gameSessions, games } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { hashSessionToken } from '#server/features/accounts/session-token.ts';
import { builtInProviderSecret, sendProviderCallback } from '#server/features/play/provider-callback.ts';

/** The house games' provider in the catalogue: its secret signs the wallet callbacks. */
const houseProviderCode = 'HOUSE';

/** A HOUSE game session, opened by the token the game page carries. */
export interface HouseSession {
  id: number;
  brandId: number;
  accountPk: number;
  gameCode: string;
  gameName: string;
  gameType: string;
  currency: string;
  createdAt: Date;
  expiresAt: Date;
}

/** What a refused bet tells the player, by the wallet's status. */
export const houseRefusalKeys: Partial<Record<ProviderStatus, string>> = {
  INSUFFICIENT_FUNDS: 'insufficientBalance',
  PLAYER_BLOCKED: 'playerBlocked',
  LIMIT_REACHED: 'limitReached',
  INVALID_TOKEN: 'gameSessionEnded',
};

/** The token's HOUSE game session on `brandId`; another brand's token opens nothing here. */
export async function openHouseSession(db: Executor, token: string, brandId: number): Promise<HouseSession> {
  const [row] = await db
    .select({
      id: gameSessions.id,
      brandId: gameSessions.brandId,
      accountPk: gameSessions.accountPk,
      gameCode: gameSessions.gameCode,
      gameName: games.gameName,
      gameType: games.gameType,
      currency: gameSessions.currency,
      createdAt: gameSessions.createdAt,
      expiresAt: gameSessions.expiresAt,
    })
    .from(gameSessions)
    .innerJoin(
      games,
      and(eq(games.gameCode, gameSessions.gameCode), eq(games.providerCode, gameSessions.providerCode)),
    )
    .where(
      and(
        eq(gameSessions.tokenHash, hashSessionToken(token)),
        eq(gameSessions.providerCode, houseProviderCode),
      ),
    );
  // The same answer as an unknown token: a token proves nothing about another brand.
  if (!row || row.brandId !== brandId) throw new ApiError('gameSessionEnded');
  return row;
}

/**
 * One HOUSE wallet callback through the real provider routes. A database outage answers 503: the
 * round stays as it is and the next call completes it (the transaction ids make that safe).
 */
export async function houseWalletCall(
  deps: { app: FastifyInstance; db: Executor; clock: () => Date },
  action: 'bet' | 'win',
  payload: Record<string, unknown>,
): Promise<ProviderResponse> {
  const secret = await builtInProviderSecret(deps.db, houseProviderCode);
  const sent = await sendProviderCallback(
    deps.app,
    { code: houseProviderCode, secret },
    action,
    payload,
    deps.clock(),
  );
  if (sent.statusCode !== 200) throw new ApiError('serviceUnavailable', 503, 0, 5);
  return sent.answer;
}
