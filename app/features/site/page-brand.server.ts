import type { AppLoadContext } from 'react-router';
import { cmsKeys } from '#shared/brand/brand-site-schema.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import type { PageBrand } from '#server/web/page-services.ts';
import { maintenancePageInit } from './maintenance-page.server.ts';
import { rethrowPageOutage } from './page-outage.ts';
import { cmsPaths, siteStateFromStartup, type SiteState, type StartupAnswer } from './site-state.ts';

export interface PageBrandStep {
  /** The brand's configuration; undefined when start-up failed (the page shows the failure). */
  config: PageBrand | undefined;
  /** The site state the browser starts from: the start-up answer plus what the shell shows. */
  state: SiteState;
  /** Set under maintenance: every path answers the maintenance screen with this status and headers. */
  maintenance: ReturnType<typeof maintenancePageInit>;
}

/**
 * The site state of each start-up answer: a brand version has two answers (maintenance on and off),
 * each with one state every page of that version shares, and so one text (routing/data-text.ts).
 */
const statesOfAnswers = new WeakMap<StartupAnswer, SiteState>();

/** The brand of a page request, from its host, as the start-up call would answer it. */
export async function pageBrandOf(request: Request, context: AppLoadContext): Promise<PageBrandStep> {
  const { siteConfigs } = context.services;
  const domain = baseDomainOf(request.headers.get('host') ?? new URL(request.url).host);
  let state: SiteState;
  let config: PageBrand | undefined;
  try {
    config = await siteConfigs.forPage(domain);
    state = brandSiteState(config, siteConfigs.startupAnswer(config));
  } catch (error) {
    rethrowPageOutage(error);
    state = siteStateFromStartup({
      statusCode: 0,
      message: error instanceof Error ? error.message : 'internalServerError',
    });
  }
  // Under maintenance every path shows the maintenance screen with 503: no 404, guard or redirect.
  return { config, state, maintenance: maintenancePageInit(state.maintenance) };
}

function brandSiteState(config: PageBrand, answer: StartupAnswer): SiteState {
  let state = statesOfAnswers.get(answer);
  if (state) return state;
  state = siteStateFromStartup(answer);
  if (state.template) {
    const { cms, partners, social_accounts: accountList } = config.document;
    state.partners = partners;
    state.accountList = accountList;
    state.cmsPages = cmsKeys.filter((key) => cms[key].status).map((key) => cmsPaths[key]);
    state.cms_status = state.cmsPages.length > 0;
  }
  statesOfAnswers.set(answer, state);
  return state;
}
