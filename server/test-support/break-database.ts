import type { DatabaseHandle } from '#server/db/database.ts';

/**
 * Makes every query of a handle's driver (the PGlite instance or the pg pool under Drizzle) fail
 * with the error `failWith` makes, as a lost database does; `undefined` makes it work again.
 */
export function breakDatabase(handle: DatabaseHandle): (failWith: (() => Error) | undefined) => void {
  const client = (handle.db as unknown as { $client: Record<string, unknown> }).$client;
  const originals = new Map(
    ['query', 'transaction', 'connect'].flatMap((name) =>
      typeof client[name] === 'function' ? [[name, client[name]] as const] : [],
    ),
  );
  return (failWith) => {
    for (const [name, original] of originals) {
      client[name] = failWith ? () => Promise.reject(failWith()) : original;
    }
  };
}

/** The error node-postgres raises when nothing listens at the database's address. */
export function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
}
