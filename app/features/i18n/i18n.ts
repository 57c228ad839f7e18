import type { LanguageCode } from '#shared/i18n/languages.ts';
import { localeFileUrl, type MessageGroup } from '#shared/i18n/message-groups.ts';
import { Translator, type Resources } from './translator.ts';

/** Groups every page needs, rendered by the server; the others load on demand in the browser. */
export const shellGroups = ['ui', 'errors', 'gm'] as const satisfies readonly MessageGroup[];

const serverInstances = new WeakMap<Resources, Translator>();

/**
 * The translator of a page. The server keeps one per language's resources and shares it between
 * requests (nothing changes it there: groups load only in the browser), where a new one per
 * request cost a share of every render. The browser makes its own.
 */
export function i18nFor(language: LanguageCode, resources: Resources): Translator {
  if (typeof document !== 'undefined') return createI18n(language, resources);
  let instance = serverInstances.get(resources);
  if (!instance) {
    instance = createI18n(language, resources);
    serverInstances.set(resources, instance);
  }
  return instance;
}

/** A fresh translator (the browser's, and tests'). */
export function createI18n(language: LanguageCode, resources: Resources): Translator {
  return new Translator(language, resources);
}

/** Loads a message group in the browser; a file that cannot load logs 'Failed locale loading'. */
export async function loadMessageGroup(
  instance: Translator,
  language: LanguageCode,
  group: MessageGroup,
): Promise<boolean> {
  if (instance.hasGroup(language, group)) return true;
  try {
    const response = await fetch(localeFileUrl(language, group));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    instance.addGroup(language, group, (await response.json()) as Record<string, string>);
    return true;
  } catch (error) {
    console.error('Failed locale loading', error);
    return false;
  }
}
