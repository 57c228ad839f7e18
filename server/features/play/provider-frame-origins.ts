import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';

/**
 * What a page's frame-src must allow besides the site itself: the origins the brand's providers
 * launch their games from (decision 0030). A launch address that is a path of the site (the demo
 * providers' local driver) is covered by 'self'.
 */

/** scheme://host[:port] with nothing that could end a CSP source expression or start another. */
const safeOrigin = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * The origin of an absolute http(s) launch address template, or undefined: a site path, another
 * scheme, or a template whose placeholders stand in the host (its origin is not known before the
 * launch, so it cannot be allowed ahead of time).
 */
export function launchOriginOf(launchUrl: string): string | undefined {
  if (!/^https?:\/\//i.test(launchUrl)) return undefined;
  let origin: string;
  try {
    origin = new URL(launchUrl).origin;
  } catch {
    return undefined;
  }
  return safeOrigin.test(origin) ? origin : undefined;
}

/** The distinct launch origins of these launch address templates, sorted (a stable header). */
export function frameOriginsOf(launchUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of launchUrls) {
    const origin = launchOriginOf(url);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** What the origins are computed from: a loaded brand configuration object. */
interface FramingBrand {
  document: { providers: readonly string[] };
}

/**
 * The frame origins of each brand, loaded once per brand configuration object. The site
 * configuration cache loads a new object whenever the brand change bus fires (a brand document
 * applied, a provider applied, enabled or disabled with the catalogue command), so keying on the
 * object drops the origins exactly when the brand's providers or their launch addresses may have
 * changed, on every server copy, with no cache of its own to invalidate.
 */
export class ProviderFrameOrigins {
  private readonly loaded = new WeakMap<FramingBrand, readonly string[]>();
  private readonly loading = new WeakMap<FramingBrand, Promise<readonly string[]>>();

  constructor(private readonly db: Database) {}

  /** The brand's providers' launch origins; a hit answers without a promise of its own. */
  of(brand: FramingBrand): readonly string[] | Promise<readonly string[]> {
    const known = this.loaded.get(brand);
    if (known) return known;
    let pending = this.loading.get(brand);
    if (!pending) {
      pending = this.load(brand.document.providers).then(
        (origins) => {
          this.loaded.set(brand, origins);
          this.loading.delete(brand);
          return origins;
        },
        (error: unknown) => {
          // A failed load (database outage) is not remembered: the next page asks again.
          this.loading.delete(brand);
          throw error;
        },
      );
      this.loading.set(brand, pending);
    }
    return pending;
  }

  private async load(providerCodes: readonly string[]): Promise<readonly string[]> {
    if (providerCodes.length === 0) return [];
    const rows = await this.db
      .select({ launchUrl: providers.launchUrl })
      .from(providers)
      .where(inArray(providers.code, [...providerCodes]));
    return Object.freeze(frameOriginsOf(rows.map((row) => row.launchUrl)));
  }
}
