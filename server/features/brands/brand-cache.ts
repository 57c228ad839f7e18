interface Entry<T> {
  value: Promise<T | null>;
  expiresAt: number;
  /** Set once the load has succeeded: lets a hit be answered without waiting on the promise. */
  loaded?: { value: T | null };
}

/**
 * Per-domain cache of resolved brands. A hit costs no database round trip; a miss loads once even
 * under concurrent requests (the pending promise is shared). Unknown domains are remembered briefly
 * so random hosts cannot turn every request into a query.
 */
export class BrandCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly load: (domain: string) => Promise<T | null>,
    private readonly unknownTtlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(domain: string): Promise<T | null> {
    const entry = this.entries.get(domain);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const created: Entry<T> = { value: Promise.resolve(null), expiresAt: Number.POSITIVE_INFINITY };
    created.value = this.load(domain).then(
      (loaded) => {
        created.loaded = { value: loaded };
        if (loaded === null && this.entries.get(domain) === created) {
          created.expiresAt = Date.now() + this.unknownTtlMs;
        }
        return loaded;
      },
      (error: unknown) => {
        // A failed load must not stay cached.
        if (this.entries.get(domain) === created) this.entries.delete(domain);
        throw error;
      },
    );
    this.entries.set(domain, created);
    return created.value;
  }

  /**
   * The loaded value of a live entry, without waiting; undefined when there is none yet (no entry,
   * expired, or its load still running): then `get` is the way.
   */
  peek(domain: string): { value: T | null } | undefined {
    const entry = this.entries.get(domain);
    return entry && entry.expiresAt > Date.now() ? entry.loaded : undefined;
  }

  /** Forget everything; the next request of each domain reloads. */
  clear(): void {
    this.entries.clear();
  }
}
