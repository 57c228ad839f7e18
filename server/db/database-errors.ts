/**
 * Recognises a failure caused by the database being out of reach (down, restarting, refused, cut
 * off, or no connection free in time), as opposed to a query that reached it and failed. The first
 * is answered 503 serviceUnavailable and heals by itself; the second is a bug or a refused write.
 */

/** Socket-level codes of a connection that could not be made or was lost. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), the shutdown and
 * start-up states of class 57, and too many connections (53300), which passes when load does.
 */
const serverStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages of node-postgres (pg, pg-pool), which raise these as plain Errors without a code. */
const driverMessages = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'client has encountered a connection error and is not queryable',
  'cannot use a pool after calling end on the pool',
  'client was closed and is not queryable',
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code) || serverStates.has(code) || code.startsWith('08')) return true;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return false;
  const lower = message.toLowerCase();
  return driverMessages.some((text) => lower.startsWith(text));
}

/**
 * True when the error, or anything it wraps (Drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a connection to a host with several addresses fails with an AggregateError), says the
 * database could not be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    pending.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...(inner as unknown[]));
  }
  return false;
}

/** True when the error, or an error it wraps, is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}
