import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCodes, type LanguageCode } from '#shared/i18n/languages.ts';
import { localeFileUrl, messageGroups, type MessageGroup } from '#shared/i18n/message-groups.ts';
import { createI18n, shellGroups } from './i18n.ts';
import type { Resources, TranslateOptions, Translator } from './translator.ts';

/**
 * The proof that our translator says what i18next said (decision 0038, "Our own translator"):
 * i18next, a development dependency for this test only, is configured as `createI18n` configured
 * it until then, and both answer every key of every group of every language, the same calls with
 * a group prefix, an `ns` option, a count, a default value and none of the values, and the keys
 * and values i18next treats in its own ways. Missing-key reports are compared as well.
 */

const publicDir = new URL('../../../public', import.meta.url);

function load(code: LanguageCode, group: MessageGroup): Record<string, string> {
  const file = new URL(`.${localeFileUrl(code, group)}`, `${publicDir.href}/`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const files = Object.fromEntries(
  languageCodes.map((code) => [
    code,
    Object.fromEntries(messageGroups.map((group) => [group, load(code, group)])),
  ]),
) as Record<LanguageCode, Record<MessageGroup, Record<string, string>>>;

/** i18next as `createI18n` configured it before our translator replaced it. */
function i18nextOf(language: LanguageCode, resources: Resources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'EN',
    resources,
    ns: [...shellGroups],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: (_languages, group, key, _fallback, _update, options) => {
      if ((options as { defaultValue?: unknown }).defaultValue !== undefined) return;
      const chain = instance.language === 'EN' ? ['EN'] : [instance.language, 'EN'];
      if (!chain.every((code) => instance.hasResourceBundle(code, group))) return;
      console.error(`Missing translation: ${group}:${key} (${instance.language})`);
    },
  });
  return instance;
}

/** Two copies of the resources: a group loaded into one must not show in the other. */
function pairOf(language: LanguageCode, resources: () => Resources): { ours: Translator; theirs: i18n } {
  return { ours: createI18n(language, resources()), theirs: i18nextOf(language, resources()) };
}

type Call = [key: string, options?: TranslateOptions];

/** What each side answers and reports, call by call. */
function expectSameAnswers(
  ours: (key: string, options?: TranslateOptions) => unknown,
  i18nextT: unknown,
  calls: Call[],
) {
  // i18next's `t` types refuse a plain options object; its answers are what is compared.
  const theirs = i18nextT as (key: string, options?: object) => unknown;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const [key, options] of calls) {
    const label = `${key} ${JSON.stringify(options)}`;
    errors.mockClear();
    const expected = options ? theirs(key, { ...options }) : theirs(key);
    const expectedErrors = errors.mock.calls.map((args) => args.join(' '));
    errors.mockClear();
    const answer = options ? ours(key, options) : ours(key);
    expect(answer, label).toBe(expected);
    expect(
      errors.mock.calls.map((args) => args.join(' ')),
      label,
    ).toEqual(expectedErrors);
  }
}

function variablesOf(...texts: (string | undefined)[]): string[] {
  const names = texts.flatMap((text) => [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!));
  return [...new Set(names)];
}

afterEach(() => vi.restoreAllMocks());

describe('our translator and i18next', () => {
  const allGroups = () => structuredClone(files) as Resources;
  const shellOnly = () =>
    Object.fromEntries(
      languageCodes.map((code) => [
        code,
        Object.fromEntries(shellGroups.map((group) => [group, { ...files[code][group] }])),
      ]),
    ) as Resources;

  describe.each(languageCodes)('%s', (language) => {
    /** EN's texts and the page language's (in one group each when the page is EN). */
    function both(en: Record<string, Record<string, string>>, own: Record<string, Record<string, string>>) {
      if (language === 'EN') return { EN: { ui: { ...en['ui'], ...own['ui'] } } } as Resources;
      return { EN: en, [language]: own } as Resources;
    }

    it.each(messageGroups)('give the same text for every key of %s, however it is asked', (group) => {
      for (const resources of [allGroups, shellOnly]) {
        const { ours, theirs } = pairOf(language, resources);
        expect(ours.language).toBe(theirs.language);
        const bound = theirs.getFixedT(language, group);
        const keys = Object.keys(files.EN[group]);
        const calls: Call[] = [];
        const prefixed: Call[] = [];
        for (const key of keys) {
          const names = variablesOf(files.EN[group][key], files[language][group][key]);
          const values = Object.fromEntries(names.map((name, index) => [name, `‹${name} ${index}›`]));
          calls.push(
            [key],
            [key, values],
            [key, { ...values, count: 3 }],
            [key, { defaultValue: 'D {{x}}' }],
          );
          prefixed.push(
            [`${group}:${key}`, values],
            [key, { ns: group, ...values }],
            [`${group}:${key}`, { ns: 'ui', count: 1, ...values }],
          );
        }
        expectSameAnswers(ours.fixedT(group), bound, calls);
        expectSameAnswers(ours.t, theirs.t.bind(theirs), prefixed);
        for (const key of [...keys, 'noSuchKey'])
          expect(ours.exists(key, { ns: group }), key).toBe(theirs.exists(key, { ns: group }));
      }
    });

    it('give the same answer for keys missing, odd or in a group not there, with and without defaults', () => {
      const { ours, theirs } = pairOf(language, shellOnly);
      const keys = [
        'noSuchKey',
        'gm:noSuchKey',
        'messages:passwordSaved',
        'nope:deposit',
        'ui:deposit',
        'errors:pageNotFound',
        'a:b:c',
        ':deposit',
        'deposit:',
        'PG Soft',
        'Sports: Live',
        'what? ui:deposit',
        'ui.x:deposit',
        'x.y, z:w',
        'deposit.length',
        'constructor',
        '__proto__',
        'toString',
        'ui:hasOwnProperty',
        'constructor:x',
        '{{site}} key',
        // Not '$t(deposit)': i18next would nest the text of `deposit` into a missing key or a default
        // value holding it; ours does not (no message holds one, the file test below makes sure).
        '',
      ];
      const calls: Call[] = keys.flatMap((key): Call[] => [
        [key],
        [key, { site: 'Lucky' }],
        [key, { defaultValue: key }],
        [key, { defaultValue: 'For {{site}}', site: 'Lucky $& $1 {{site}}' }],
        [key, { defaultValue: '' }],
        [key, { defaultValue: undefined }],
        [key, { defaultValue: 'one', defaultValue_other: 'many {{count}}', count: 4 }],
        [key, { ns: 'gm', defaultValue: key }],
        [key, { ns: 'validation' }],
      ]);
      expectSameAnswers(ours.t, theirs.t.bind(theirs), calls);
      expectSameAnswers(ours.fixedT('errors'), theirs.getFixedT(language, 'errors'), calls);
      expectSameAnswers(ours.fixedT(undefined), theirs.getFixedT(language, null), calls);
    });

    it('interpolate values as i18next does: numbers, null, missing, named but undefined, nested, objects', () => {
      const texts = {
        one: '{{a}} and {{ b }} and {{a}}',
        nested: 'Hi {{who.name}} of {{who.town.name}}',
        formatted: 'Sum: {{amount, currency}}',
        unescaped: 'Raw {{- html}} and {{html}}',
        dollars: '{{a}}{{b}}',
        empty: '',
      };
      const resources = (): Resources => ({ ...both({ ui: texts }, { ui: { empty: '' } }) });
      const { ours, theirs } = pairOf(language, resources);
      const worth = { valueOf: () => 42, toString: () => 'forty-two' };
      const valueSets: Record<string, unknown>[] = [
        {},
        { a: 0, b: false },
        { a: null, b: undefined },
        { a: 'x{{b}}', b: 'y' },
        { a: '$1$&$$', b: '$' },
        { a: worth, b: [1, 2] },
        { who: { name: 'Ana', town: { name: 'Cebu' } } },
        { who: { name: 0 }, 'who.name': 'flat' },
        { 'who.name': 'flat' },
        { amount: 12.5, html: '<b>' },
        { count: 0 },
      ];
      const calls: Call[] = Object.keys(texts).flatMap((key) =>
        valueSets.map((values): Call => [key, values as TranslateOptions]),
      );
      expectSameAnswers(ours.t, theirs.t.bind(theirs), calls);
    });

    it('look up the plural form of a count first, in the language then in EN', () => {
      const resources = (): Resources =>
        both(
          { ui: { spins_one: '{{count}} spin', spins_other: '{{count}} spins', spins: 'spins', bare: 'b' } },
          { ui: { spins_zero: 'no spins', tokens_other: '{{count}} tokens', tokens_one: '' } },
        );
      const { ours, theirs } = pairOf(language, resources);
      const calls: Call[] = ['spins', 'tokens', 'bare', 'none'].flatMap((key) =>
        [0, 1, 2, 5, 1.5, -1].map((count): Call => [key, { count }]),
      );
      expectSameAnswers(ours.t, theirs.t.bind(theirs), calls);
      for (const [key, options] of calls) expect(ours.exists(key, options)).toBe(theirs.exists(key, options));
    });
  });

  it('fall back to EN for a text missing or empty in the page language', () => {
    const resources = (): Resources => ({
      EN: { ui: { deposit: 'Deposit', only: 'Only EN {{n}}' }, errors: {}, gm: {} },
      CN: { ui: { deposit: '' }, errors: {}, gm: {} },
    });
    const { ours, theirs } = pairOf('CN', resources);
    const calls: Call[] = [['deposit'], ['only', { n: 1 }], ['deposit', { defaultValue: 'x' }]];
    expectSameAnswers(ours.t, theirs.t.bind(theirs), calls);
    expect(ours.t('deposit')).toBe('Deposit');
  });

  it('give the same text after a group is added (the browser loading one)', () => {
    const { ours, theirs } = pairOf('CN', shellOnly);
    const calls: Call[] = [['messages:passwordSaved'], ['passwordSaved', { ns: 'messages' }]];
    expectSameAnswers(ours.t, theirs.t.bind(theirs), calls);
    for (const code of ['CN', 'EN'] as const) {
      ours.addGroup(code, 'messages', files[code].messages);
      theirs.addResourceBundle(code, 'messages', files[code].messages, true, true);
      expect(ours.hasGroup(code, 'messages')).toBe(true);
    }
    expectSameAnswers(ours.t, theirs.t.bind(theirs), [...calls, ['messages:noSuchKey']]);
  });
});

describe('the message files', () => {
  const optionNames = /^(ns|lng|lngs|keyPrefix|defaultValue\w*|context|ordinal|replace|returnObjects)$/;

  it.each(languageCodes)('of %s use only what our translator implements', (code) => {
    for (const group of messageGroups) {
      for (const [key, text] of Object.entries(files[code][group])) {
        const where = `${code}/${group}: ${key}`;
        expect(typeof text, where).toBe('string');
        // Nesting (`$t(key)`) and formats (`{{x, number}}`, `{{- x}}`) are i18next's, not ours.
        expect(text, where).not.toContain('$t(');
        for (const [variable, name] of text.matchAll(/\{\{(.*?)\}\}/g)) {
          expect(name, `${where} ${variable}`).toMatch(/^\w+$/);
          // i18next's bound `t` fills these from its own options: the same text would differ.
          expect(name, `${where} ${variable}`).not.toMatch(optionNames);
        }
        // A key of its own with a group separator could not be asked for without a prefix.
        expect(key, where).not.toContain(':');
        // Context forms (`key_male`) are i18next's; plural forms (`key_one`) are ours too.
        expect(key, where).not.toMatch(/_(male|female)$/);
      }
    }
  });

  it('fill the path into the not-found text, in EN and CN', () => {
    expect(createI18n('EN', files).t('pageNotFound', { ns: 'errors', path: '/nowhere' })).toBe(
      'Page not found: /nowhere',
    );
    expect(createI18n('CN', files).t('errors:pageNotFound', { path: '/x' })).toBe('页面未找到：/x');
  });

  it.each(['MMK', 'MNT', 'IDR'] as const)('of %s are empty: EN stands in', (code) => {
    expect(createI18n(code, files).t('deposit')).toBe('Deposit');
    expect(createI18n(code, files).t('slots', { ns: 'gm' })).toBe('Slots');
  });
});
