import type { AppLoadContext } from 'react-router';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { siteConfigOf } from '#app/features/site/site-config.server.ts';
import { checkTheme } from '#app/features/site/theme-check.ts';

/**
 * The brand of a page request when the root shows its site, else null: without a brand, under
 * maintenance, or with a theme the check refuses, the root shows its own screen instead of the
 * page, so the page loads nothing and adds no meta of its own (its title would name a site that is
 * not shown).
 */
export async function shownSiteOf(request: Request, context: AppLoadContext): Promise<PageBrand | null> {
  const config = await siteConfigOf(request, context);
  if (!config || isUnderMaintenance(config.document.maintenance, new Date())) return null;
  const { theme_code: themeCode, theme_color: themeColor } = config.document.site;
  return checkTheme(themeCode, themeColor).ok ? config : null;
}
