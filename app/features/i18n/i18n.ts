import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { localeFileUrl, type MessageGroup } from '../../../shared/i18n/message-groups.ts';

/** Groups every page needs, rendered by the server; the others load on demand in the browser. */
export const shellGroups = ['ui', 'errors', 'gm'] as const satisfies readonly MessageGroup[];

export type Resources = Partial<Record<LanguageCode, Partial<Record<MessageGroup, Record<string, string>>>>>;

/** A fresh i18next instance (one per server request, one in the browser). */
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
  });
  return instance;
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
