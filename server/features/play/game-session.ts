import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { brands, gameSessions } from '#server/db/schema.ts';
import { hashSessionToken, newSessionToken } from '#server/features/accounts/session-token.ts';

/**
 * How long a game session takes bets: a long evening of play, like the player session's absolute
 * expiry (SESSION_ABSOLUTE_HOURS, 12 h by default). Wins and rollbacks are taken after it too.
 */
const gameSessionHours = 12;

interface OpenGameSession {
  brandId: number;
  accountPk: number;
  providerCode: string;
  gameCode: string;
  /** Default: the brand's currency (the wallet's). */
  currency?: string;
  /** Default: now. */
  now?: Date;
}

/**
 * Opens a game session for a launch: an opaque random token (256 bits) the provider's callbacks
 * carry. Only its SHA-256 is stored, so a leaked table opens nothing.
 */
export async function openGameSession(
  db: Executor,
  session: OpenGameSession,
): Promise<{ token: string; expiresAt: Date }> {
  const now = session.now ?? new Date();
  let currency = session.currency;
  if (currency === undefined) {
    const [brand] = await db
      .select({ currency: sql<string>`${brands.document} -> 'site' ->> 'currency'` })
      .from(brands)
      .where(eq(brands.id, session.brandId));
    if (!brand) throw new Error(`brand ${session.brandId} does not exist`);
    currency = brand.currency;
  }
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + gameSessionHours * 3_600_000);
  await db.insert(gameSessions).values({
    tokenHash: hashSessionToken(token),
    brandId: session.brandId,
    accountPk: session.accountPk,
    providerCode: session.providerCode,
    gameCode: session.gameCode,
    currency,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export interface GameSession {
  brandId: number;
  accountPk: number;
  providerCode: string;
  gameCode: string;
  currency: string;
  expiresAt: Date;
}

/** The session a provider's token opens, expired or not; undefined for any other provider's token. */
export async function findGameSession(
  db: Executor,
  providerCode: string,
  token: string,
): Promise<GameSession | undefined> {
  const [row] = await db
    .select({
      brandId: gameSessions.brandId,
      accountPk: gameSessions.accountPk,
      providerCode: gameSessions.providerCode,
      gameCode: gameSessions.gameCode,
      currency: gameSessions.currency,
      expiresAt: gameSessions.expiresAt,
    })
    .from(gameSessions)
    .where(
      and(eq(gameSessions.tokenHash, hashSessionToken(token)), eq(gameSessions.providerCode, providerCode)),
    );
  return row;
}
