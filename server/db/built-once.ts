import type { Executor } from './database.ts';

/**
 * A query built once per database or transaction instead of on every call.
 *
 * drizzle builds a statement's SQL text from its query builder on every call: walking the
 * selection, checking each part's kind and escaping each name. For the statements every signed-in
 * request runs (the session, the balance, the VIP standing) that cost more than running them on
 * the embedded database. A prepared drizzle query keeps the text and the result mapping, and takes
 * only its placeholders per call. It belongs to the executor that built it, so it is kept per
 * executor: the database's lives as long as the process, a transaction's goes with it.
 */
export function builtOnce<Query extends object>(build: (db: Executor) => Query): (db: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
