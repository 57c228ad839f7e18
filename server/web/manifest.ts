import type { FastifyInstance } from 'fastify';
import { languageTags } from '#shared/i18n/language-tags.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { themeStyle } from '#shared/theme/tokens.ts';
import type { PageBrand, PageServices } from './page-services.ts';
import { ApiError } from '#server/http/api-error.ts';

export const manifestPath = '/manifest.webmanifest';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose: string;
}

/** The image type of an icon URL by its extension; omitted when unknown (the browser sniffs it). */
function iconType(src: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    webp: 'image/webp',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    ico: 'image/x-icon',
  };
  return extension ? types[extension] : undefined;
}

/**
 * The brand's icon, once for `any` and once for `maskable`: Chrome advises against one entry with
 * both purposes (a maskable icon has a safe-zone margin that looks shrunken where `any` is used),
 * and two entries let an operator later give each its own image.
 */
function iconsOf(src: string): ManifestIcon[] {
  const type = iconType(src);
  // A vector icon serves every size; a raster one's size is unknown here, so none is claimed.
  const sizes = type === 'image/svg+xml' ? 'any' : undefined;
  return (['any', 'maskable'] as const).map((purpose) => ({
    src,
    ...(sizes ? { sizes } : {}),
    ...(type ? { type } : {}),
    purpose,
  }));
}

/** The web app manifest of a brand: name, icons and colours from its configuration and theme. */
function manifestOf(config: PageBrand): Record<string, unknown> {
  const { site, languages, seo } = config.document;
  const tokens = themeStyle(site.theme_code, site.theme_color);
  // The home page's SEO description says what the site is, in the brand's default language.
  const description = seo.find((entry) => entry.page_name === 'home')?.meta_desc.trim();
  return {
    id: '/',
    name: site.site_name,
    short_name: site.logo_text.trim() || site.site_name,
    ...(description ? { description } : {}),
    lang: languageTags[languages.default],
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokens['--color-primary'],
    background_color: tokens['--color-bg'],
    categories: ['games', 'entertainment'],
    icons: iconsOf(site.manifest_icon),
  };
}

/** Serialised once per loaded brand: a brand change loads a new config object. */
const bodies = new WeakMap<PageBrand, string>();

/**
 * `GET /manifest.webmanifest` for the brand of the request host. An unknown, disabled or expired
 * brand has none (404 with the `errors` key); a brand under maintenance keeps its manifest.
 */
export function registerManifest(app: FastifyInstance, services: Pick<PageServices, 'siteConfigs'>): void {
  app.get(manifestPath, async (request, reply) => {
    const domain = baseDomainOf(request.host);
    let config: PageBrand;
    try {
      config = await services.siteConfigs.forPage(domain);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 0, message: error.key });
    }
    let body = bodies.get(config);
    if (body === undefined) {
      body = JSON.stringify(manifestOf(config));
      bodies.set(config, body);
    }
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/manifest+json; charset=utf-8')
      .send(body);
  });
}
