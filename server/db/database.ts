import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { installPreparedStatements } from './prepared-statements.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The pg pool, for LISTEN/NOTIFY; absent on PGlite. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded database only: its whole cluster as a tar archive, to open copies of it. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /**
   * How long a query may wait for a connection (a new one to be made, or a busy pool to free one)
   * before it fails as serviceUnavailable; default 3 s. Without it a query waits for ever while the
   * database is unreachable.
   */
  connectTimeoutMs?: number;
  /**
   * Embedded database only: start from this dump of another one (PGlite's `dumpDataDir`) instead
   * of an empty cluster. Tests open copies of one migrated, seeded database this way.
   */
  loadDataDir?: Blob;
}

/** Long enough for a loaded pool and a slow network, short enough that a caller is not left hanging. */
const defaultConnectTimeoutMs = 3_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
      // TCP keep-alive notices a peer that vanished without closing (a cut network) on idle
      // connections, which are then dropped instead of failing the next query.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Idle clients can lose their connection (a restart, a cut network): the pool drops them and
    // opens new ones on demand. Without a listener that error would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  // The cluster lives in a sub-folder: the data folder also holds the server's lock file.
  const clusterDir = join(options.dataDir, 'pgdata');
  if (!inMemory) mkdirSync(clusterDir, { recursive: true });
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: clusterDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite sends its client debug messages (client_min_messages debug3): a notice for every
  // statement parsed or bound, which costs the backend and the client a message each time.
  await client.exec('set client_min_messages to notice');
  installPreparedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
