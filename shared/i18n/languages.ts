/** Language codes of the spec (section 9). The lower-cased code is the path prefix. */
export const languageCodes = ['EN', 'PHP', 'CN', 'ESP', 'RUS', 'MMK', 'MNT', 'IDR'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export interface LanguageInfo {
  code: LanguageCode;
  /** Empty for the languages the spec lists without a name. */
  name: string;
  icon: string;
  dateLocale: string;
}

export const languages: Record<LanguageCode, LanguageInfo> = {
  EN: { code: 'EN', name: 'English', icon: 'en.svg', dateLocale: 'en' },
  PHP: { code: 'PHP', name: 'Filipino', icon: 'php.svg', dateLocale: 'en' },
  CN: { code: 'CN', name: '中文', icon: 'cn.svg', dateLocale: 'zh' },
  ESP: { code: 'ESP', name: 'Español', icon: 'esp.svg', dateLocale: 'es' },
  RUS: { code: 'RUS', name: 'Русский', icon: 'rus.svg', dateLocale: 'ru' },
  MMK: { code: 'MMK', name: '', icon: 'mmk.svg', dateLocale: 'en' },
  MNT: { code: 'MNT', name: '', icon: 'mnt.svg', dateLocale: 'en' },
  IDR: { code: 'IDR', name: '', icon: 'idr.svg', dateLocale: 'en' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
