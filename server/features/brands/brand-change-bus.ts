import pg from 'pg';

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

/** What the listening connection went through, for the server's log. */
export type ListenerEvent =
  | { kind: 'lost'; error: unknown }
  | { kind: 'retry-failed'; error: unknown; attempt: number; nextDelayMs: number }
  | { kind: 'restored'; attempts: number };

export interface PostgresChangeBusOptions {
  /** First reconnect delay; it doubles on each failed attempt up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  onEvent?: (event: ListenerEvent) => void;
}

/**
 * The delay before reconnect attempt `attempt` (0-based): exponential, capped, with jitter so many
 * server copies that lost the database together do not all knock at the same instant.
 */
export function reconnectDelay(attempt: number, initialMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * LISTEN on a connection of its own (not one borrowed from the pool: it is held for the life of the
 * process, and a broken one must not go back into the pool). When that connection is lost, it
 * reconnects with backoff; once listening again it calls every listener, since notifications sent
 * while it was away are lost for good and the caches must not keep what they may have missed.
 */
export async function createPostgresChangeBus(
  pool: pg.Pool,
  options: PostgresChangeBusOptions = {},
): Promise<BrandChangeBus> {
  const initialDelayMs = options.initialDelayMs ?? 100;
  // The delay cap keeps recovery within a few seconds of the database returning.
  const maxDelayMs = options.maxDelayMs ?? 2_000;
  const listeners: (() => void)[] = [];
  const notifyAll = () => {
    for (const listener of listeners) listener();
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  /**
   * Opens a listening connection and makes it the current one; a failure leaves nothing open
   * behind it. A loss before it is listening counts as a failure of this attempt.
   */
  async function listen(): Promise<void> {
    const fresh = new pg.Client(pool.options);
    let listening = false;
    let lostEarly: unknown;
    const lose = (error: unknown) => {
      if (listening) connectionLost(fresh, error);
      else lostEarly ??= error;
    };
    // Both may fire for one loss; 'error' without a listener would crash the process.
    fresh.on('error', lose);
    fresh.on('end', () => lose(new Error('Connection terminated')));
    fresh.on('notification', (message) => {
      if (message.channel === brandChannel) notifyAll();
    });
    try {
      await fresh.connect();
      await fresh.query(`LISTEN ${brandChannel}`);
      if (lostEarly !== undefined) throw lostEarly;
    } catch (error) {
      await fresh.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await fresh.end().catch(() => {});
      return;
    }
    listening = true;
    client = fresh;
  }

  function connectionLost(lostClient: pg.Client, error: unknown) {
    if (closed || client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => {});
    options.onEvent?.({ kind: 'lost', error });
    attempt = 0;
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed) return;
    const delay = reconnectDelay(attempt, initialDelayMs, maxDelayMs);
    retryTimer = setTimeout(() => void reconnect(), delay);
  }

  async function reconnect() {
    retryTimer = undefined;
    if (closed) return;
    attempt += 1;
    try {
      await listen();
    } catch (error) {
      if (closed) return;
      options.onEvent?.({
        kind: 'retry-failed',
        error,
        attempt,
        nextDelayMs: reconnectDelay(attempt, initialDelayMs, maxDelayMs),
      });
      scheduleReconnect();
      return;
    }
    if (closed) return;
    options.onEvent?.({ kind: 'restored', attempts: attempt });
    notifyAll();
  }

  await listen();

  return {
    async publish() {
      // This copy forgets at once, so its next answer shows the change it just wrote; its own
      // notification arrives later (and forgets again, harmlessly), as the other copies' do.
      notifyAll();
      await pool.query(`NOTIFY ${brandChannel}`);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      if (!open) return;
      await open.query(`UNLISTEN ${brandChannel}`).catch(() => {});
      await open.end().catch(() => {});
    },
  };
}
