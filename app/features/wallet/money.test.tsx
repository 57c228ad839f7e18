// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { afterEach, describe, expect, it } from 'vitest';
import ui from '#public/locales/en/ui.json';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { Amount } from './money.tsx';

afterEach(cleanup);

function shown(element: React.ReactElement): string {
  const i18n = createI18n('EN', { EN: { ui } });
  const { container } = render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
  return container.textContent ?? '';
}

describe('Amount (spec §5 number display)', () => {
  it('zero shows nothing: no currency, no 0, whatever the scale', () => {
    for (const zero of ['0', '0.00', '-0.00', '0.00001'])
      expect(shown(<Amount value={zero} currency="PHP" />)).toBe('');
    expect(shown(<Amount value="0.00" currency="PHP" unit="game_token" />)).toBe('');
  });

  it('shows other amounts trimmed to 2 decimals from 10 up, with the currency and a sign', () => {
    expect(shown(<Amount value="12.345" currency="PHP" />)).toBe('PHP 12.34');
    expect(shown(<Amount value="9.87654" currency="PHP" />)).toBe('PHP 9.8765');
    expect(shown(<Amount value="100.00" currency="PHP" signed />)).toBe('PHP +100.00');
  });
});
