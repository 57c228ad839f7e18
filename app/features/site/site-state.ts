import type { CmsKey, Partner, SocialAccount } from '#shared/brand/brand-site-schema.ts';
import type { CallResponse } from '#shared/contract/call-types.ts';
import type { startupCall } from '#shared/contract/site-contract.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { TemplateName } from '#shared/theme/themes.ts';
import { checkTheme } from './theme-check.ts';

/** The client route of each CMS page. */
export const cmsPaths: Record<CmsKey, string> = {
  about_us: '/about',
  privacy_policy: '/privacy-policy',
  banking: '/banking',
  faqs: '/faqs',
  responsible_gaming: '/responsible-gaming',
  term_condition: '/term-condition',
};

export type StartupAnswer = CallResponse<typeof startupCall>;

/** The spec's "Layout and site state" (section 3). */
export interface SiteState {
  /** The start-up or theme failure shown instead of the site; '' when all is well. */
  message: string;
  template: TemplateName | null;
  maintenance: StartupAnswer['maintenance'];
  language: StartupAnswer['language'];
  content: StartupAnswer['content'];
  accountList: SocialAccount[];
  site: StartupAnswer['site'] | null;
  cms: Record<string, { status: boolean; en_body: string; local_body: string }> | null;
  cms_status: boolean;
  /** Paths of the CMS pages whose status is on (footer links). */
  cmsPages: string[];
  provider_count: StartupAnswer['provider_count'];
  aff_domain: string;
  live_chat: StartupAnswer['live_chat'];
  partners: Partner[];
  flags: {
    preloader: boolean;
    hotGames: boolean;
    announcementModal: boolean;
    appDownloadPrompt: boolean;
    downloadBar: boolean;
  };
}

export function emptySiteState(message = ''): SiteState {
  return {
    message,
    template: null,
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    language: [],
    content: { menu: [], game_menu: [] },
    accountList: [],
    site: null,
    cms: null,
    cms_status: false,
    cmsPages: [],
    provider_count: [],
    aff_domain: '',
    live_chat: { chat_id: '', status: false, image_id: '' },
    partners: [],
    flags: {
      preloader: false,
      hotGames: false,
      announcementModal: false,
      appDownloadPrompt: false,
      downloadBar: false,
    },
  };
}

/**
 * Spec §4 start-up: maintenance on → only maintenance is applied; status ≠ 1 → reset and keep the
 * server's message; otherwise theme check, then site, content and theme are applied.
 */
export function siteStateFromStartup(
  answer: { statusCode: number; message: string } & Partial<Omit<StartupAnswer, 'statusCode'>>,
): SiteState {
  if (answer.statusCode !== 1 || !answer.site || !answer.maintenance) return emptySiteState(answer.message);
  if (answer.maintenance.is_maintenance) {
    return { ...emptySiteState(), maintenance: answer.maintenance, site: answer.site };
  }
  const theme = checkTheme(answer.site.theme_code, answer.site.theme_color);
  if (!theme.ok) return emptySiteState(theme.message);
  return {
    ...emptySiteState(),
    template: theme.template,
    maintenance: answer.maintenance,
    language: answer.language ?? [],
    content: answer.content ?? { menu: [], game_menu: [] },
    site: answer.site,
    provider_count: answer.provider_count ?? [],
    aff_domain: answer.aff_domain ?? '',
    live_chat: answer.live_chat ?? { chat_id: '', status: false, image_id: '' },
  };
}

export function defaultLanguageOf(state: SiteState): LanguageCode {
  return state.language.find((entry) => entry.is_default)?.code ?? 'EN';
}
