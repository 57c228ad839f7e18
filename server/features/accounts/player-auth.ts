import type { LimitSetting } from '#shared/protection/protection-rules.ts';
import type { Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { sessionPastLimit } from '#server/features/protection/protection-service.ts';
import { sharedInPageRequest } from './page-request-lookups.ts';
import type { SessionPolicy } from './session-policy.ts';
import {
  findSessionByTokenHash,
  touchSession,
  type AccountRow,
  type SessionRow,
} from './session-repository.ts';
import { hashSessionToken, looksLikeSessionToken } from './session-token.ts';

/** The cookie that carries the session token for server rendering (HttpOnly; the body carries it too). */
export const sessionCookieName = 'marquee_session';

export interface PlayerCredentials {
  account_id: string;
  /** The session token. */
  auth: string;
}

export interface LiveSession {
  account: AccountRow;
  session: SessionRow;
}

/** Whether a session is usable at `now`: not revoked, within its absolute and idle expiry. */
function sessionIsLive(session: SessionRow, now: Date, policy: SessionPolicy): boolean {
  if (session.revokedAt) return false;
  if (session.expiresAt.getTime() <= now.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() < policy.idleMs;
}

type Refusal = 'sessionExpired' | 'sessionLimitReached' | 'BLOCK' | 'CLOSE';

/**
 * The session a token opens on a brand, or the reason it does not:
 * 'sessionExpired' (unknown, revoked, expired, another brand's or another account's token),
 * 'sessionLimitReached', 'BLOCK' or 'CLOSE' (the account's status). Refreshes last_seen_at at most
 * once a minute. Asked several times while one page renders, it is looked up once
 * (page-request-lookups.ts); the account a call names is checked on that shared answer.
 */
async function resolveSession(
  db: Executor,
  token: string,
  brandId: number,
  now: Date,
  policy: SessionPolicy,
  accountId?: string,
): Promise<LiveSession | Refusal> {
  if (!looksLikeSessionToken(token)) return 'sessionExpired';
  const found = await sharedInPageRequest(`session ${brandId} ${token}`, () =>
    sessionOnBrand(db, token, brandId, now, policy),
  );
  if (found === undefined) return 'sessionExpired';
  if (accountId !== undefined && found.account.accountId !== accountId.toLowerCase()) return 'sessionExpired';
  return found.verdict;
}

/** The account behind a brand's token and what its session allows, whichever account a call names. */
async function sessionOnBrand(
  db: Executor,
  token: string,
  brandId: number,
  now: Date,
  policy: SessionPolicy,
): Promise<{ account: AccountRow; verdict: LiveSession | Refusal } | undefined> {
  const found = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!found || found.account.brandId !== brandId) return undefined;
  return { account: found.account, verdict: await sessionVerdict(db, found, now, policy) };
}

async function sessionVerdict(
  db: Executor,
  { session, account, sessionLimit }: LiveSession & { sessionLimit: LimitSetting | null },
  now: Date,
  policy: SessionPolicy,
): Promise<LiveSession | Refusal> {
  if (!sessionIsLive(session, now, policy)) return 'sessionExpired';
  if (account.status === 'blocked') return 'BLOCK';
  if (account.status === 'closed') return 'CLOSE';
  if (account.status !== 'active') return 'sessionExpired';
  // The player's own session time limit (decision 0034) ends the session with its own explanation.
  if (await sessionPastLimit(db, { id: account.id, brandId: account.brandId }, session, sessionLimit, now))
    return 'sessionLimitReached';
  if (now.getTime() - session.lastSeenAt.getTime() >= policy.touchEveryMs) {
    await touchSession(db, session, now);
    session.lastSeenAt = now;
  }
  return { account, session };
}

/**
 * The live session behind a player call's {account_id, auth} on a brand (the call registration
 * resolves it before every player call). Throws ApiError with message 'sessionExpired', 'BLOCK' or
 * 'CLOSE' (HTTP 200, statusCode 0): the web client's session-expired flow.
 */
export async function authenticateSession(
  db: Executor,
  credentials: PlayerCredentials,
  brandId: number,
  now: Date,
  policy: SessionPolicy,
): Promise<LiveSession> {
  const result = await resolveSession(db, credentials.auth, brandId, now, policy, credentials.account_id);
  if (typeof result === 'string') throw new ApiError(result);
  return result;
}

/** The token in a Cookie header, if any (no cookie plugin needed for one name). */
export function sessionTokenFromCookieHeader(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== sessionCookieName) continue;
    const value = part.slice(index + 1).trim();
    return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

/**
 * The signed-in player of a page request (server rendering), from the marquee_session cookie:
 * the live session and its token while it holds on this brand, otherwise null.
 */
export async function sessionFromCookie(
  db: Executor,
  cookieHeader: string | undefined,
  brandId: number,
  now: Date,
  policy: SessionPolicy,
): Promise<(LiveSession & { token: string }) | null> {
  const token = sessionTokenFromCookieHeader(cookieHeader);
  if (!token) return null;
  const result = await resolveSession(db, token, brandId, now, policy);
  if (typeof result === 'string') return null;
  return { ...result, token };
}
