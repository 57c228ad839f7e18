import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import { secondsUntilMaintenanceEnds } from '#shared/brand/maintenance-retry.ts';
import type { startupCall, startupLanguageSchema } from '#shared/contract/site-contract.ts';
import { languages } from '#shared/i18n/languages.ts';
import { isIpAddress } from '#shared/tenancy/base-domain.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { BrandCache } from '#server/features/brands/brand-cache.ts';
import { findBrandByDomain } from '#server/features/brands/brand-repository.ts';
import { countGamesByCategory } from '#server/features/catalogue/game-repository.ts';
import { ApiError } from '#server/http/api-error.ts';
import { precompress, type PrecompressedBody } from '#server/http/content-encoding.ts';
import { startupAnswerAt } from './startup-answer.ts';

/** A brand as the site calls need it, with its start-up answers pre-serialised. */
export interface SiteConfig {
  id: number;
  code: string;
  version: number;
  document: BrandDocument;
  providerCount: { category: string; count: number }[];
  startup: { maintenanceOn: StartupAnswer; maintenanceOff: StartupAnswer };
  /** The answers as bytes in every encoding: neither encoded nor compressed per request. */
  startupBodies: { maintenanceOn: PrecompressedBody; maintenanceOff: PrecompressedBody };
}

export type StartupAnswer = z.output<typeof startupCall.response>;

function startupLanguages(document: BrandDocument): z.input<typeof startupLanguageSchema>[] {
  return document.languages.enabled.map((code) => ({
    code,
    name: languages[code].name,
    icon: languages[code].icon,
    is_default: code === document.languages.default,
  }));
}

function buildStartupAnswer(
  document: BrandDocument,
  providerCount: SiteConfig['providerCount'],
  maintenanceOn: boolean,
): StartupAnswer {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { ...document.maintenance, is_maintenance: maintenanceOn },
    content: document.content,
    site: document.site,
    language: startupLanguages(document),
    provider_count: providerCount,
    aff_domain: document.aff_domain,
    live_chat: document.live_chat,
  };
}

/** How a call is admitted to its brand. */
export interface AdmissionOptions {
  now?: Date;
  /**
   * Admit the call while the brand is in maintenance. Only for what the maintenance screen itself
   * needs: the start-up call (it reports the window), page renders (the root shows the screen) and
   * the web manifest. Every other call is refused with `maintenance` (decision 0017).
   */
  duringMaintenance?: boolean;
}

/**
 * A maintenance refusal: HTTP 503, as for any planned unavailability, with Retry-After when the
 * end of the window is announced.
 */
function maintenanceError(document: BrandDocument, now: Date): ApiError {
  return new ApiError('maintenance', 503, 0, secondsUntilMaintenanceEnds(document.maintenance, now));
}

/**
 * The brand if a site call may use it: known, enabled, not expired, the external_id it names, and
 * not in maintenance unless the call is one the maintenance screen needs.
 */
function admitted(
  config: SiteConfig | null,
  externalId: string | undefined,
  { now = new Date(), duringMaintenance = false }: AdmissionOptions,
): SiteConfig {
  if (!config) throw new ApiError('unknownDomain');
  const { site } = config.document;
  if (!site.status) throw new ApiError('siteDisabled');
  if (site.expired_date && Date.parse(site.expired_date) <= now.getTime()) throw new ApiError('siteExpired');
  if (externalId !== undefined && externalId !== site.external_id) throw new ApiError('siteMismatch');
  if (!duringMaintenance && isUnderMaintenance(config.document.maintenance, now)) {
    throw maintenanceError(config.document, now);
  }
  return config;
}

export class SiteConfigs {
  private readonly cache: BrandCache<SiteConfig>;

  constructor(
    private readonly db: Database,
    private readonly defaultDomain: string,
  ) {
    this.cache = new BrandCache((domain) => this.load(domain));
  }

  private async load(domain: string): Promise<SiteConfig | null> {
    const row = await findBrandByDomain(this.db, domain);
    if (!row) return null;
    const providerCount = await countGamesByCategory(this.db, row.document);
    const maintenanceOn = buildStartupAnswer(row.document, providerCount, true);
    const maintenanceOff = buildStartupAnswer(row.document, providerCount, false);
    return {
      ...row,
      providerCount,
      startup: { maintenanceOn, maintenanceOff },
      startupBodies: {
        maintenanceOn: precompress(JSON.stringify(maintenanceOn)),
        maintenanceOff: precompress(JSON.stringify(maintenanceOff)),
      },
    };
  }

  /** The brand at a base domain; an IP address stands for the default domain. */
  byDomain(domain: string): Promise<SiteConfig | null> {
    return this.cache.get(this.cacheKey(domain));
  }

  private cacheKey(domain: string): string {
    return isIpAddress(domain) ? this.defaultDomain : domain;
  }

  /**
   * The brand a site call is for. The tenant is the request host's; the body's domain_name must
   * name the same base domain (a client cannot reach another brand by changing the body). Every
   * call goes through here, so this is where a brand in maintenance refuses calls (see
   * `AdmissionOptions.duringMaintenance`).
   */
  async forCall(
    hostDomain: string,
    bodyDomain: string,
    externalId?: string,
    options: AdmissionOptions = {},
  ): Promise<SiteConfig> {
    return this.forCallNow(hostDomain, bodyDomain, externalId, options);
  }

  /**
   * The brand of a page request (or the web manifest) at the request host's base domain. Admitted
   * as a call is, but maintenance does not refuse it: the page shows the maintenance screen itself.
   */
  forPage(domain: string, now = new Date()): Promise<SiteConfig> {
    return this.forCall(domain, domain, undefined, { now, duringMaintenance: true });
  }

  /**
   * `forCall` answered at once when the brand is cached, the hot path of cached answers: no promise
   * is made per request. It throws its ApiError instead of rejecting; a miss returns the promise.
   */
  forCallNow(
    hostDomain: string,
    bodyDomain: string,
    externalId?: string,
    options: AdmissionOptions = {},
  ): SiteConfig | Promise<SiteConfig> {
    if (bodyDomain !== hostDomain) throw new ApiError('domainMismatch');
    const key = this.cacheKey(hostDomain);
    const cached = this.cache.peek(key);
    if (cached) return admitted(cached.value, externalId, options);
    return this.cache.get(key).then((config) => admitted(config, externalId, options));
  }

  /** The start-up answer as sent on the wire (pre-serialised and precompressed). */
  startupBody(config: SiteConfig, now = new Date()): PrecompressedBody {
    return startupAnswerAt(config.document.maintenance, config.startupBodies, now);
  }

  /** The same answer as an object, for server rendering. Shared: never mutate it. */
  startupAnswer(config: SiteConfig, now = new Date()): StartupAnswer {
    return startupAnswerAt(config.document.maintenance, config.startup, now);
  }

  invalidate(): void {
    this.cache.clear();
  }
}
