// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import type { Translate, Translator } from './translator.ts';
import { I18nProvider, useTranslation } from './use-translation.ts';

const resources = () => ({
  EN: { ui: { hello: 'Hello', welcome: 'Welcome to {{site}}' }, errors: { oops: 'Oops' }, gm: {} },
});

/** The `t` a component gets, read out of a server render. */
function tOf(instance: Translator, groups?: string | string[]): Translate {
  let t: Translate | undefined;
  function Probe() {
    t = useTranslation(groups).t;
    return null;
  }
  renderToString(
    <I18nProvider i18n={instance}>
      <Probe />
    </I18nProvider>,
  );
  return t!;
}

afterEach(cleanup);

describe('useTranslation', () => {
  it("answers the translator's text, bound to the first group named (ui when none)", () => {
    const instance = createI18n('EN', resources());
    expect(tOf(instance)('hello')).toBe('Hello');
    expect(tOf(instance)('welcome', { site: 'Lucky' })).toBe('Welcome to Lucky');
    expect(tOf(instance, ['errors', 'ui'])('oops')).toBe('Oops');
    expect(tOf(instance, ['errors', 'ui'])('ui:hello')).toBe('Hello');
    // The same function per group between renders: memos and effects that depend on it hold.
    expect(tOf(instance, 'errors')).toBe(tOf(instance, ['errors']));
  });

  it('re-renders with a new `t` when a message group loads', () => {
    const instance = createI18n('EN', resources());
    const seen = new Set<Translate>();
    function Notice() {
      const { t } = useTranslation('messages');
      seen.add(t);
      return <p>{t('saved', { defaultValue: '…' })}</p>;
    }
    render(
      <I18nProvider i18n={instance}>
        <Notice />
      </I18nProvider>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    act(() => instance.addGroup('EN', 'messages', { saved: 'Saved' }));
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(seen.size).toBe(2);
  });

  it('fails outside the provider', () => {
    function Lost() {
      useTranslation();
      return null;
    }
    expect(() => renderToString(<Lost />)).toThrow('useTranslation outside the I18nProvider');
  });
});
