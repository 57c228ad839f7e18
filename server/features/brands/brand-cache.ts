/**
 * Per-domain cache of resolved brands. A hit costs no database round trip; a miss loads once even
 * under concurrent requests (the pending promise is shared). Unknown domains are remembered briefly
 * so random hosts cannot turn every request into a query.
 */
export class BrandCache<T> {
  private readonly entries = new Map<string, { value: Promise<T | null>; expiresAt: number }>();

  constructor(
    private readonly load: (domain: string) => Promise<T | null>,
    private readonly unknownTtlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(domain: string): Promise<T | null> {
    const now = Date.now();
    const entry = this.entries.get(domain);
    if (entry && entry.expiresAt > now) return entry.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = this.load(domain).then(
      (loaded) => {
        if (loaded === null) {
          const current = this.entries.get(domain);
          if (current?.value === value) current.expiresAt = Date.now() + this.unknownTtlMs;
        }
        return loaded;
      },
      (error: unknown) => {
        // A failed load must not stay cached.
        if (this.entries.get(domain)?.value === value) this.entries.delete(domain);
        throw error;
      },
    );
    this.entries.set(domain, { value, expiresAt: Number.POSITIVE_INFINITY });
    return value;
  }

  /** Forget everything; the next request of each domain reloads. */
  clear(): void {
    this.entries.clear();
  }
}
