import type { FastifyReply } from 'fastify';
import { sessionCookieName } from './player-auth.ts';

/**
 * The session cookie: HttpOnly (scripts cannot read it), Secure (browsers also accept it on
 * http://localhost and *.localhost), SameSite=Lax, Path=/, living no longer than the session's
 * absolute expiry.
 */
function sessionCookie(token: string, expiresAt: Date, now: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${sessionCookieName}=${token}`,
    'Path=/',
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'Secure',
    'SameSite=Lax',
  ].join('; ');
}

function clearedSessionCookie(): string {
  return [
    `${sessionCookieName}=`,
    'Path=/',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Max-Age=0',
    'HttpOnly',
    'Secure',
    'SameSite=Lax',
  ].join('; ');
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date): void {
  reply.header('set-cookie', sessionCookie(token, expiresAt, now));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', clearedSessionCookie());
}
