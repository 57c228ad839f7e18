import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categorySlugs } from '#shared/brand/categories.ts';
import { errorKeys } from '#shared/contract/api-call.ts';
import { englishBetLabels } from '#shared/rules/bet-display.ts';
import { invalidEmailAddress, invalidUrl } from '#shared/rules/dialog-checks.ts';
import { languageCodes, type LanguageCode } from './languages.ts';
import { localeFileUrl, messageGroups, type MessageGroup } from './message-groups.ts';

/** Spec section 9: "MMK, MNT and IDR are listed with empty message sets". */
const emptyLanguages: LanguageCode[] = ['MMK', 'MNT', 'IDR'];
const fullLanguages = languageCodes.filter((code) => !emptyLanguages.includes(code));

const publicDir = new URL('../../public', import.meta.url);

function fileOf(code: LanguageCode, group: MessageGroup): URL {
  return new URL(`.${localeFileUrl(code, group)}`, `${publicDir.href}/`);
}

function load(code: LanguageCode, group: MessageGroup): Record<string, unknown> {
  return JSON.parse(readFileSync(fileOf(code, group), 'utf8')) as Record<string, unknown>;
}

function variables(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!).sort();
}

const en = Object.fromEntries(messageGroups.map((group) => [group, load('EN', group)])) as Record<
  MessageGroup,
  Record<string, string>
>;

describe('message files', () => {
  it('are served at /locales/<lower-case code>/<group>.json for every language and group', () => {
    expect(messageGroups).toEqual(['ui', 'validation', 'errors', 'messages', 'gm']);
    expect(localeFileUrl('CN', 'gm')).toBe('/locales/cn/gm.json');
    expect(localeFileUrl('ESP', 'validation')).toBe('/locales/esp/validation.json');
    for (const code of languageCodes)
      for (const group of messageGroups)
        expect(existsSync(fileOf(code, group)), `${code}/${group}`).toBe(true);
  });

  describe.each(fullLanguages)('%s', (code) => {
    it.each(messageGroups)('%s has exactly the EN keys, each with a non-empty text', (group) => {
      const messages = load(code, group);
      const keys = Object.keys(messages);
      const enKeys = Object.keys(en[group]);
      expect(
        enKeys.filter((key) => !keys.includes(key)),
        'missing',
      ).toEqual([]);
      expect(
        keys.filter((key) => !enKeys.includes(key)),
        'extra',
      ).toEqual([]);
      for (const [key, text] of Object.entries(messages)) {
        expect(typeof text, key).toBe('string');
        expect(String(text).trim(), key).not.toBe('');
      }
    });

    it.each(messageGroups)('%s uses the same interpolation variables as EN', (group) => {
      const messages = load(code, group);
      for (const [key, text] of Object.entries(en[group]))
        expect(variables(messages[key]), key).toEqual(variables(text));
    });

    it.each(messageGroups)('%s writes variables only as {{name}}', (group) => {
      for (const [key, text] of Object.entries(load(code, group))) {
        const withoutVariables = String(text).replace(/\{\{\s*\w+\s*\}\}/g, '');
        expect(withoutVariables, key).not.toMatch(/[{}]/);
      }
    });
  });

  it.each(emptyLanguages)('%s has empty message sets in every group (they fall back to EN)', (code) => {
    for (const group of messageGroups) expect(load(code, group), group).toEqual({});
  });

  it('Filipino, Chinese, Spanish and Russian are translated, not copies of EN', () => {
    for (const code of fullLanguages.filter((language) => language !== 'EN')) {
      for (const group of messageGroups) {
        const messages = load(code, group);
        const same = Object.keys(en[group]).filter((key) => messages[key] === en[group][key]);
        // Brand-like words (VIP, Bingo, Poker) may stay as they are; most texts must not.
        expect(same.length, `${code}/${group}: ${same.join(', ')}`).toBeLessThan(
          Object.keys(en[group]).length / 2,
        );
      }
    }
    expect(load('CN', 'ui')['deposit']).toMatch(/\p{Script=Han}/u);
    expect(load('RUS', 'ui')['deposit']).toMatch(/\p{Script=Cyrillic}/u);
  });
});

describe('errors group', () => {
  it('has an EN text for every message key the server answers with', () => {
    for (const key of errorKeys) expect(en.errors[key], key).toMatch(/\S/);
  });

  it("EN pageNotFound is exactly 'Page not found: {{path}}' (spec section 8: 'Page not found: {path}')", () => {
    expect(en.errors['pageNotFound']).toBe('Page not found: {{path}}');
  });

  it('has the texts of the spec: invalid theme, dialog checks, session flow', () => {
    expect(en.errors['invalidThemeCode']).toBe('Invalid theme code');
    expect(en.errors['invalidThemeColor']).toBe('Invalid theme color');
    expect(en.errors['invalidEmailAddress']).toBe(invalidEmailAddress);
    expect(en.errors['invalidUrl']).toBe(invalidUrl);
    for (const key of [
      'errorTitle',
      'unknownError',
      'invalidSession',
      'sessionExpired',
      'permissionDenied',
      'disconnect',
    ])
      expect(en.errors[key], key).toMatch(/\S/);
    for (const key of ['accountBlocked', 'accountClosed', 'internalServerError', 'serviceUnavailable'])
      expect(en.errors[key], key).toMatch(/\S/);
  });

  it('states the password limits of our rules (8 to 64 characters)', () => {
    expect(en.errors['passwordTooShort']).toContain('8');
    expect(en.errors['passwordTooLong']).toContain('64');
  });
});

describe('ui group', () => {
  /** The client routes of spec section 2. */
  const routes = `/ /about /account /add-bank /arcade /bank-details /banking /bet-history /bingo /casino
    /change-password /contact-us /crash /deposit /download /edit-profile /faqs /fishing /forgot-password
    /hash-game /horse-racing /hot /inbox /leaderboard /login /lottery /minigame /mission /news /playnow /poker
    /preloader /privacy-policy /profile /promotions /referral /register /responsible-gaming /sabong /security
    /slots /spin /sports /statement /term-condition /transaction-history /vip /withdrawal`.split(/\s+/);

  it('has a page title for every client route', () => {
    expect(routes).toHaveLength(48);
    for (const route of routes) {
      const key =
        route === '/'
          ? 'home'
          : route.slice(1).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      expect(en.ui[key], route).toMatch(/\S/);
    }
  });

  it('has the shell texts with their variables', () => {
    expect(variables(en.ui['maintenanceWindow'])).toEqual(['end', 'start']);
    expect(variables(en.ui['copyright'])).toEqual(['site', 'year']);
    expect(variables(en.ui['welcome'])).toEqual(['name']);
    expect(en.ui['responsibleGamingNotice']).toContain('18+');
    for (const code of fullLanguages)
      expect(load(code, 'ui')['responsibleGamingNotice'], code).toContain('18');
  });
});

describe('validation group', () => {
  it('has the length and format texts with their limits as variables', () => {
    expect(variables(en.validation['minLength'])).toEqual(['min']);
    expect(variables(en.validation['maxLength'])).toEqual(['max']);
    expect(variables(en.validation['passwordLength'])).toEqual(['max', 'min']);
    expect(en.validation['tacFormat']).toContain('6-digit');
  });
});

describe('gm group', () => {
  it('names every product category by its slug', () => {
    for (const code of fullLanguages) {
      const gm = load(code, 'gm');
      for (const slug of categorySlugs) expect(gm[slug], `${code} ${slug}`).toMatch(/\S/);
    }
  });

  it('holds the English bet words the bet display uses by default', () => {
    for (const [key, text] of Object.entries(englishBetLabels)) expect(en.gm[key], key).toBe(text);
  });
});
