import i18next, { type TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation.ts';

async function instanceWith(texts: Record<string, string>) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'EN',
    ns: ['ui'],
    defaultNS: 'ui',
    resources: { EN: { ui: texts } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The `t` a component gets, read out of a server render. */
function tOf(instance: Awaited<ReturnType<typeof instanceWith>>): TFunction {
  let t: TFunction | undefined;
  function Probe() {
    t = useTranslation().t;
    return null;
  }
  renderToString(
    <I18nextProvider i18n={instance}>
      <Probe />
    </I18nextProvider>,
  );
  return t!;
}

describe('useTranslation', () => {
  it("answers i18next's text for plain keys, defaults, interpolation and counts, asked once or many times", async () => {
    const instance = await instanceWith({
      hello: 'Hello',
      welcome: 'Welcome to {{site}}',
      spins_one: '{{count}} spin',
      spins_other: '{{count}} spins',
    });
    const t = tOf(instance);
    const plain = instance.getFixedT('EN', 'ui');
    const calls: [string, Record<string, unknown>?][] = [
      ['hello'],
      ['missing', { defaultValue: 'Fallback' }],
      ['welcome', { site: 'Lucky' }],
      ['welcome', { site: 'Spin Palace' }],
      ['spins', { count: 1 }],
      ['spins', { count: 3 }],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [key, options] of calls) {
        const expected = options ? plain(key, options) : plain(key);
        expect(options ? t(key, options) : t(key)).toBe(expected);
      }
    }
    expect(t('spins', { count: 3 })).toBe('3 spins');
  });

  it('passes calls with object options through: their text may change with the object', async () => {
    const instance = await instanceWith({ hello: 'Hello', list: 'x' });
    const t = tOf(instance);
    expect(t('hello')).toBe('Hello');
    expect(t('hello', { defaultValue: 'D' })).toBe('Hello');
    const nested = { name: 'Ana' };
    expect(t('missing', { defaultValue: '{{who.name}}', who: nested })).toBe('Ana');
    nested.name = 'Ben';
    expect(t('missing', { defaultValue: '{{who.name}}', who: nested })).toBe('Ben');
  });
});
