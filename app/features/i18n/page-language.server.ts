import { data, redirect } from 'react-router';
import {
  detectLanguage,
  languageCookieName,
  languageOfPath,
  languagesFromAcceptLanguage,
  localisedPath,
} from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { readCookie } from '#app/features/device/browser-cookies.ts';
import { defaultLanguageOf, type SiteState } from '#app/features/site/site-state.ts';
import { pageMessagesOf, registerPageMessages } from './page-messages.ts';
import { shellMessagesOf } from './shell-messages.server.ts';

export interface PageLanguageStep {
  language: LanguageCode;
  /** The brand's default language: the one whose paths have no prefix. */
  defaultLanguage: LanguageCode;
}

/**
 * The language of a page request: the path's prefix (`/cn/slots`; an unknown or disabled prefix is
 * the 404 page), else the player's choice (cookie, then the browser's languages), which redirects
 * to its prefixed path when it is not the brand's default.
 */
export async function pageLanguageOf(
  request: Request,
  langParam: string | undefined,
  state: SiteState,
  underMaintenance: boolean,
): Promise<PageLanguageStep> {
  const url = new URL(request.url);
  const enabled =
    state.language.length > 0 ? state.language.map((entry) => entry.code) : (['EN'] as LanguageCode[]);
  const brandDefault = defaultLanguageOf(state);
  // The language home pages and the 404 page (`/cn`, `/cn/nowhere`) have no lang parameter: the
  // language is the path's prefix.
  const prefix = langParam ?? languageOfPath(url.pathname)?.toLowerCase();
  let language: LanguageCode;
  if (prefix !== undefined) {
    const prefixed = languageOfPath(`/${prefix}`);
    if ((!prefixed || !enabled.includes(prefixed)) && !underMaintenance) {
      throw data({ path: url.pathname }, { status: 404 });
    }
    language = prefixed ?? brandDefault;
  } else {
    language = detectLanguage({
      cookie: readCookie(request.headers.get('cookie'), languageCookieName),
      browserLanguages: languagesFromAcceptLanguage(request.headers.get('accept-language')),
      enabled,
      brandDefault,
    });
    if (language !== brandDefault) {
      throw redirect(`${localisedPath(url.pathname, language, brandDefault)}${url.search}`);
    }
  }
  // The page's messages are not in its data: the page names their file (page-messages.ts).
  await loadResources(language);
  return { language, defaultLanguage: brandDefault };
}

/**
 * The shell's messages of a language, registered once for the life of the process: the server's
 * translator is kept per resources object (`i18nFor`), and the page names their file.
 */
async function loadResources(language: LanguageCode): Promise<void> {
  const messages = await shellMessagesOf(language);
  if (pageMessagesOf(language) !== messages) registerPageMessages(language, messages);
}
