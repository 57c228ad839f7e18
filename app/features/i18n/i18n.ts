import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { localeFileUrl, type MessageGroup } from '#shared/i18n/message-groups.ts';

/** Groups every page needs, rendered by the server; the others load on demand in the browser. */
export const shellGroups = ['ui', 'errors', 'gm'] as const satisfies readonly MessageGroup[];

export type Resources = Partial<Record<LanguageCode, Partial<Record<MessageGroup, Record<string, string>>>>>;

const serverInstances = new WeakMap<Resources, i18n>();

/**
 * The i18next instance of a page. The server keeps one per language's resources and shares it
 * between requests (nothing changes it there: groups load and languages change only in the
 * browser), where a new one per request cost a share of every render. The browser makes its own.
 */
export function i18nFor(language: LanguageCode, resources: Resources): i18n {
  if (typeof document !== 'undefined') return createI18n(language, resources);
  let instance = serverInstances.get(resources);
  if (!instance) {
    instance = createI18n(language, resources);
    serverInstances.set(resources, instance);
  }
  return instance;
}

/** A fresh i18next instance (the browser's, and tests'). */
export function createI18n(language: LanguageCode, resources: Resources): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    resources,
    ns: [...shellGroups],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
    react: { useSuspense: false },
    // i18next otherwise prints an advertisement to every player's console.
    showSupportNotice: false,
    // A key with no text in the page language nor EN is a defect: reported as an error (which fails
    // every browser test), never passed off as text. No backend: nothing is saved anywhere.
    saveMissing: true,
    missingKeyHandler: (_languages, group, key, _fallback, _update, options) =>
      reportMissingKey(instance, group, key, options as { defaultValue?: unknown }),
  });
  return instance;
}

/**
 * Logs a key missing from a loaded message group. A group the browser is still fetching is not
 * there yet rather than missing, and a call that names its own default value (a game type the `gm`
 * group may not know) has chosen its fallback.
 */
function reportMissingKey(
  instance: i18n,
  group: string,
  key: string,
  options: { defaultValue?: unknown },
): void {
  if (options.defaultValue !== undefined) return;
  const language = instance.language;
  const chain = language === 'EN' ? ['EN'] : [language, 'EN'];
  if (!chain.every((code) => instance.hasResourceBundle(code, group))) return;
  console.error(`Missing translation: ${group}:${key} (${language})`);
}

/** Loads a message group in the browser; a file that cannot load logs 'Failed locale loading'. */
export async function loadMessageGroup(
  instance: i18n,
  language: LanguageCode,
  group: MessageGroup,
): Promise<boolean> {
  if (instance.hasResourceBundle(language, group)) return true;
  try {
    const response = await fetch(localeFileUrl(language, group));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    instance.addResourceBundle(
      language,
      group,
      (await response.json()) as Record<string, string>,
      true,
      true,
    );
    return true;
  } catch (error) {
    console.error('Failed locale loading', error);
    return false;
  }
}
