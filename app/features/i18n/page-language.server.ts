import { data, redirect } from 'react-router';
import {
  detectLanguage,
  languageCookieName,
  languageOfPath,
  languagesFromAcceptLanguage,
  localisedPath,
} from '#shared/i18n/detect-language.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';
import { readCookie } from '#app/features/device/browser-cookies.ts';
import { defaultLanguageOf, type SiteState } from '#app/features/site/site-state.ts';
import { shellGroups, type Resources } from './i18n.ts';
import { readMessageGroup } from './locale-files.server.ts';
import { pageMessagesFrom, registerPageMessages } from './page-messages.ts';

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
  // The page's messages are written into it from the registry (page-messages.ts), not its data.
  await loadResources(language);
  return { language, defaultLanguage: brandDefault };
}

const resourcesByLanguage = new Map<LanguageCode, Promise<Resources>>();

/**
 * The shell's messages of a language, read and registered once per language for the life of the
 * process: the server's i18next instance is kept per resources object (`i18nFor`).
 */
function loadResources(language: LanguageCode): Promise<Resources> {
  let resources = resourcesByLanguage.get(language);
  if (!resources) {
    resources = readResources(language).then((read) => {
      registerPageMessages(language, pageMessagesFrom(read));
      return read;
    });
    resourcesByLanguage.set(language, resources);
    resources.catch(() => resourcesByLanguage.delete(language));
  }
  return resources;
}

async function readResources(language: LanguageCode): Promise<Resources> {
  const languagesToLoad: LanguageCode[] = language === 'EN' ? ['EN'] : [language, 'EN'];
  const resources: Resources = {};
  for (const code of languagesToLoad) {
    const groups = await Promise.all(shellGroups.map((group) => readMessageGroup(code, group)));
    resources[code] = Object.fromEntries(shellGroups.map((group, i) => [group, groups[i]])) as Partial<
      Record<MessageGroup, Record<string, string>>
    >;
  }
  return resources;
}
