import type pg from 'pg';

/**
 * Tells every server copy that brand configuration changed, so each drops its cache.
 * PostgreSQL: LISTEN/NOTIFY on one channel. Embedded database: in-process only (one server owns it).
 */
export interface BrandChangeBus {
  publish(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export const brandChannel = 'marquee_brand_changed';

export function createLocalChangeBus(): BrandChangeBus {
  const listeners: (() => void)[] = [];
  return {
    async publish() {
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}

export async function createPostgresChangeBus(pool: pg.Pool): Promise<BrandChangeBus> {
  const listeners: (() => void)[] = [];
  const client = await pool.connect();
  client.on('notification', (message) => {
    if (message.channel === brandChannel) for (const listener of listeners) listener();
  });
  await client.query(`LISTEN ${brandChannel}`);
  return {
    async publish() {
      // This copy forgets at once, so its next answer shows the change it just wrote; its own
      // notification arrives later (and forgets again, harmlessly), as the other copies' do.
      for (const listener of listeners) listener();
      await pool.query(`NOTIFY ${brandChannel}`);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      await client.query(`UNLISTEN ${brandChannel}`).catch(() => {});
      client.release();
    },
  };
}
