import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';

/**
 * Our translator: the part of i18next the site uses, in a small fraction of the bytes of i18next's
 * and react-i18next's 14 KiB of the home page's JavaScript (decision 0038, "Our own translator").
 * It answers exactly what i18next answered as `createI18n` configured it (fallback EN, default
 * group `ui`, no escaping, an empty text counts as missing); translator.test.ts proves it on every
 * text of every language against i18next itself, and refuses a message file that would need a
 * feature of i18next left out here (nesting `$t(…)`, formats, `{{- …}}`, context keys).
 */

export type Resources = Partial<Record<LanguageCode, Partial<Record<MessageGroup, Record<string, string>>>>>;

export interface TranslateOptions {
  /** The group to read the key from (a `group:` prefix of the key wins); else the bound one, else `ui`. */
  ns?: string;
  /** The text (interpolated) of a key no language has; naming one means the call chose it: no report. */
  defaultValue?: string;
  /** A value like any other, and the plural form looked up first (`key_one`, `key_other`). */
  count?: number;
  /** Interpolation values: `{{name}}` (or `{{a.b}}`) in the text. */
  [variable: string]: unknown;
  // Options of i18next this translator does not implement: a call needing one does not compile.
  lng?: never;
  lngs?: never;
  context?: never;
  ordinal?: never;
  returnObjects?: never;
  replace?: never;
  keyPrefix?: never;
  postProcess?: never;
  interpolation?: never;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

const fallbackLanguage = 'EN';
const defaultGroup = 'ui';
const noOptions: TranslateOptions = {};
const maxRememberedTexts = 5_000;

/** i18next's test for a key that is a sentence rather than `group:key` (then no group is split off). */
const sentenceMark = /[ ,?!;]/;
/** A key holding a nested translation is never split either. */
const nesting = /\$t\(((?:[^()"']+|"[^"]*"|'[^']*'|\((?:[^()]|"[^"]*"|'[^']*')*\))*?)\)/;

function splitGroup(key: string, group: string): [group: string, key: string] {
  if (!key.includes(':')) return [group, key];
  if (sentenceMark.test(key)) {
    const dot = key.indexOf('.');
    if (!(dot > 0 && !sentenceMark.test(key.slice(0, dot)))) return [group, key];
  }
  if (key.includes('$t(') && nesting.test(key)) return [group, key];
  const colon = key.indexOf(':');
  if (!key.includes(':', colon + 1)) return [key.slice(0, colon), key.slice(colon + 1)];
  const [prefix = '', ...rest] = key.split(':');
  // i18next joins the rest with its key separator.
  return [prefix, rest.join('.')];
}

function own<T>(object: Partial<Record<string, T>> | undefined, name: string): T | undefined {
  return object !== undefined && Object.hasOwn(object, name) ? object[name] : undefined;
}

/** i18next's valid lookup: an empty text (returnEmptyString: false) is as good as none. */
function isText(text: string | undefined): text is string {
  return text !== undefined && text !== '';
}

// Intl.PluralRules per language code, as i18next makes them (an unknown code resolves as the
// runtime's default locale, there as here).
type PluralRule = Pick<Intl.PluralRules, 'select' | 'resolvedOptions'>;
const pluralRules = new Map<string, PluralRule>();
const oneOrOther = {
  select: (count: number) => (count === 1 ? 'one' : 'other'),
  resolvedOptions: () => ({ pluralCategories: ['one', 'other'] }) as Intl.ResolvedPluralRulesOptions,
};
const formOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

function pluralRuleOf(code: string): PluralRule {
  const cleaned = code.replace(/_/g, '-');
  let rule = pluralRules.get(cleaned);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(cleaned, { type: 'cardinal' });
    } catch {
      rule = oneOrOther;
    }
    pluralRules.set(cleaned, rule);
  }
  return rule;
}

function pluralSuffix(code: string, count: unknown): string {
  return `_${pluralRuleOf(code).select(count as number)}`;
}

/** A count asks for plural forms: any value but undefined and a string. */
function isCount(count: unknown): boolean {
  return count !== undefined && typeof count !== 'string';
}

// Module-wide: interpolation runs to its end without calling out, so nothing reenters them.
const unescapedVariable = /\{\{-(.+?)\}\}/g;
const variable = /\{\{(.+?)\}\}/g;

/** A value of `{{a.b}}`: i18next walks own properties, then tries the whole name. */
function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!name.includes('.')) return own(values, name);
  let walked: unknown = values;
  for (const part of name.split('.')) {
    if (!walked || typeof walked === 'string' || !Object.hasOwn(walked as object, part)) {
      walked = undefined;
      break;
    }
    walked = (walked as Record<string, unknown>)[part];
  }
  return walked || !Object.hasOwn(values, name) ? walked : values[name];
}

/**
 * i18next's interpolation with `escapeValue: false` and `skipOnVariables`: a variable with no value
 * stays as written unless the call names it (then it is empty); `{{name, format}}` reads `name`.
 * Replacing the first occurrence and moving past the inserted value is i18next's own loop.
 */
function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  // i18next's first pass, for `{{- name}}`: the same as the second one without escaping.
  if (text.includes('{{-')) text = replaceVariables(text, values, unescapedVariable);
  return replaceVariables(text, values, variable);
}

function replaceVariables(text: string, values: Record<string, unknown>, pattern: RegExp): string {
  pattern.lastIndex = 0;
  let replaces = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const name = (match[1] ?? '').trim();
    const comma = name.indexOf(',');
    let value = valueOf(values, comma < 0 ? name : name.slice(0, comma).trim());
    if (value === undefined) {
      if (!Object.hasOwn(values, name)) continue;
      value = '';
    } else if (typeof value !== 'string') {
      // As i18next: `'' + value` (an object's valueOf before its toString).
      value = value === null ? '' : '' + (value as string);
    }
    const inserted = value as string;
    text = text.replace(match[0], inserted.includes('$') ? inserted.replace(/\$/g, '$$$$') : inserted);
    pattern.lastIndex += inserted.length - match[0].length;
    replaces += 1;
    if (replaces >= 1000) break;
  }
  return text;
}

/**
 * The messages of a page in one language (EN standing in for a missing text) and its `t`. The
 * server shares one per language between requests; in the browser, groups load into it on demand
 * (`addGroup`) and the components that read it re-render (`subscribe`).
 */
export class Translator {
  readonly language: LanguageCode;
  private readonly resources: Resources;
  private readonly chain: readonly LanguageCode[];
  private readonly listeners = new Set<() => void>();
  private readonly bound = new Map<string, Translate>();
  private revisionCount = 0;

  constructor(language: LanguageCode, resources: Resources) {
    this.language = language;
    this.resources = resources;
    this.chain = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  }

  /** `t` with no bound group (`ui` unless the key or `ns` names one). */
  readonly t: Translate = (key, options) => this.translate(key, options, undefined);

  /**
   * `t` bound to a group; the same function until a group loads. It remembers the text of a key
   * asked with no options (most calls of a render: menu labels, headings), as the hook over
   * i18next did (decision 0037): a map read is what a shared server translator costs for them.
   * A missing one is reported the first time, as then.
   */
  fixedT(group: string | undefined): Translate {
    const name = group ?? '';
    let t = this.bound.get(name);
    if (!t) {
      const texts = new Map<string, string>();
      t = (key, options) => {
        if (options !== undefined) return this.translate(key, options, group);
        let text = texts.get(key);
        if (text === undefined) {
          text = this.translate(key, undefined, group);
          // Keys built from data (menu names) are many: the memory stays bounded.
          if (texts.size >= maxRememberedTexts) texts.clear();
          texts.set(key, text);
        }
        return text;
      };
      this.bound.set(name, t);
    }
    return t;
  }

  /** Whether a key has a text (in the page language or EN); an empty one counts, as in i18next. */
  exists(key: string, options: TranslateOptions = noOptions): boolean {
    const [group, name] = splitGroup(key, options.ns || defaultGroup);
    return this.lookUp(group, name, options) !== undefined;
  }

  hasGroup(language: LanguageCode, group: string): boolean {
    return own(this.resources[language], group) !== undefined;
  }

  /** Adds (or completes) a group's texts, and re-renders the components reading them. */
  addGroup(language: LanguageCode, group: MessageGroup, texts: Record<string, string>): void {
    const groups = (this.resources[language] ??= {});
    groups[group] = { ...groups[group], ...texts };
    this.revisionCount += 1;
    // A component asking again must get a new `t`: its memos and effects depend on it.
    this.bound.clear();
    for (const listener of this.listeners) listener();
  }

  /** For useSyncExternalStore: the count of groups added so far. */
  readonly revision = (): number => this.revisionCount;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(key: string, options: TranslateOptions = noOptions, bound: string | undefined): string {
    const [group, name] = splitGroup(key, options.ns || bound || defaultGroup);
    const found = this.lookUp(group, name, options);
    if (isText(found)) return interpolate(found, options);
    const chosen = this.defaultOf(options);
    this.reportMissing(group, name, options);
    return interpolate(isText(chosen) ? chosen : name, options);
  }

  /**
   * The text of a key: the page language's, else EN's; with a `count`, the plural form first
   * (`_zero` for 0, then the language's form, then the bare key). Undefined when none has it; as
   * in i18next, the last text looked at when it is empty.
   */
  private lookUp(group: string, name: string, options: TranslateOptions): string | undefined {
    const { count } = options;
    const plural = isCount(count);
    let found: string | undefined;
    for (const code of this.chain) {
      const texts = own(this.resources[code], group);
      if (plural) {
        if (count === 0) {
          found = own(texts, `${name}_zero`);
          if (isText(found)) return found;
        }
        found = own(texts, name + pluralSuffix(code, count));
        if (isText(found)) return found;
      }
      found = own(texts, name);
      if (isText(found)) return found;
    }
    return found;
  }

  /** i18next's default value: `defaultValue_zero` / `defaultValue_<plural form>` before `defaultValue`. */
  private defaultOf(options: TranslateOptions): string | undefined {
    let named = false;
    for (const option in options)
      if (
        option.startsWith('defaultValue') &&
        Object.hasOwn(options, option) &&
        options[option] !== undefined
      )
        named = true;
    if (!named) return undefined;
    const { count } = options;
    if (isCount(count)) {
      const zero = count === 0 ? options.defaultValue_zero : undefined;
      const form = options[`defaultValue${pluralSuffix(this.language, count)}`];
      return (zero || form || options.defaultValue) as string | undefined;
    }
    return options.defaultValue;
  }

  /**
   * A key with no text in the page language nor EN is a defect: reported as an error (which fails
   * every browser test), never passed off as text. A group the browser is still fetching is not
   * there yet rather than missing, and a call that names its own default value (a game type the
   * `gm` group may not know) has chosen its fallback. With a count, i18next names each plural
   * form of EN (the language it saves missing keys to) instead of the key.
   */
  private reportMissing(group: string, name: string, options: TranslateOptions): void {
    if (options.defaultValue !== undefined) return;
    if (!this.chain.every((code) => this.hasGroup(code, group))) return;
    let keys = [name];
    if (isCount(options.count)) {
      const forms = [...pluralRuleOf(fallbackLanguage).resolvedOptions().pluralCategories];
      if (options.count === 0 && options.defaultValue_zero && !forms.includes('zero')) forms.push('zero');
      forms.sort((a, b) => formOrder.indexOf(a) - formOrder.indexOf(b));
      keys = forms.map((form) => `${name}_${form}`);
    }
    for (const key of keys) console.error(`Missing translation: ${group}:${key} (${this.language})`);
  }
}
