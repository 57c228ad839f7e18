// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { afterEach, describe, expect, it } from 'vitest';
import cnUi from '#public/locales/cn/ui.json';
import ui from '#public/locales/en/ui.json';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { DeviceProvider } from '#app/features/device/device-context.tsx';
import { deviceInfoFromUserAgent } from '#app/features/device/device-info.ts';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { emptySiteState, type SiteState } from '#app/features/site/site-state.ts';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import ContactPage from './contact-page.tsx';
import DownloadPage from './download-page.tsx';

afterEach(cleanup);

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

function state(
  site: Partial<NonNullable<SiteState['site']>> = {},
  changes: Partial<SiteState> = {},
): SiteState {
  return {
    ...emptySiteState(),
    template: 'template1',
    site: {
      site_name: 'Lucky Casino',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '/l1.svg',
      logo2: '/l2.svg',
      logo3: '/l3.svg',
      status: true,
      expired_date: null,
      logo_text: 'LUCKY',
      external_id: 'lucky',
      android_sub: 'https://download.lucky.example/lucky.apk',
      ios_sub: 'https://apps.apple.com/app/lucky/id123',
      manifest_icon: '/brands/lucky/manifest-icon.svg',
      gamify_status: true,
      ...site,
    },
    ...changes,
  };
}

function renderPage(page: ReactNode, initial: SiteState, userAgent = desktop, language: LanguageCode = 'EN') {
  const i18n = createI18n(language, { EN: { ui }, CN: { ui: cnUi } });
  return render(
    <I18nProvider i18n={i18n}>
      <SiteStoreProvider initial={initial}>
        <DeviceProvider device={deviceInfoFromUserAgent(userAgent)} viewport="desktop">
          {page}
        </DeviceProvider>
      </SiteStoreProvider>
    </I18nProvider>,
  );
}

describe('/download', () => {
  it('links the Android and iOS apps in a new tab, with the download prompt', () => {
    renderPage(<DownloadPage />, state());
    expect(screen.getByRole('heading', { level: 1, name: 'Download App' })).toBeTruthy();
    expect(screen.getByText(/Get the Lucky Casino app/)).toBeTruthy();
    const androidLink = screen.getByRole('link', { name: /Download for Android/ });
    expect(androidLink.getAttribute('href')).toBe('https://download.lucky.example/lucky.apk');
    expect(androidLink.getAttribute('target')).toBe('_blank');
    expect(androidLink.getAttribute('rel')).toBe('noopener noreferrer');
    const iosLink = screen.getByRole('link', { name: /Download for iPhone & iPad/ });
    expect(iosLink.getAttribute('href')).toBe('https://apps.apple.com/app/lucky/id123');
    expect(screen.queryByText('For your device')).toBeNull();
  });

  it("puts the visitor's own platform first and marks it", () => {
    const { container } = renderPage(<DownloadPage />, state(), iphone);
    const platforms = [...container.querySelectorAll('.store-badge')].map((a) =>
      a.getAttribute('data-platform'),
    );
    expect(platforms).toEqual(['ios', 'android']);
    const first = container.querySelector('.store-badges > li') as HTMLElement;
    expect(within(first).getByText('For your device')).toBeTruthy();
    cleanup();
    const onAndroid = renderPage(<DownloadPage />, state(), android);
    expect(
      [...onAndroid.container.querySelectorAll('.store-badge')].map((a) => a.getAttribute('data-platform')),
    ).toEqual(['android', 'ios']);
  });

  it('hides a platform without a link, and says so when there is none', () => {
    renderPage(<DownloadPage />, state({ ios_sub: '' }));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /iPhone/ })).toBeNull();
    cleanup();
    renderPage(<DownloadPage />, state({ ios_sub: '', android_sub: '' }));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/not available for download yet/)).toBeTruthy();
  });

  it('speaks the page language', () => {
    renderPage(<DownloadPage />, state(), desktop, 'CN');
    expect(screen.getByRole('heading', { level: 1, name: '下载应用' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /安卓版/ })).toBeTruthy();
  });
});

describe('/contact-us', () => {
  const accountList: SiteState['accountList'] = [
    { type: 'telegram', name: '@luckycasino_ph', url: 'https://t.me/luckycasino_ph' },
    { type: 'email', name: 'support@luckycasino.example', url: 'mailto:support@luckycasino.example' },
    { type: 'phone', name: '+63 2 8123 4567', url: 'tel:+63281234567' },
  ];

  it('lists each social account as a link with its type name', () => {
    renderPage(<ContactPage />, state({}, { accountList }));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Telegram@luckycasino_ph(opens in a new tab)',
      'Emailsupport@luckycasino.example',
      'Phone+63 2 8123 4567',
    ]);
    const telegram = screen.getByRole('link', { name: /Telegram/ });
    expect(telegram.getAttribute('href')).toBe('https://t.me/luckycasino_ph');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    const email = screen.getByRole('link', { name: /Email/ });
    expect(email.getAttribute('href')).toBe('mailto:support@luckycasino.example');
    expect(email.hasAttribute('target')).toBe(false);
  });

  it('says so when the brand lists no accounts', () => {
    renderPage(<ContactPage />, state());
    expect(screen.getByText('No contact channels are listed yet.')).toBeTruthy();
  });

  it('shows live chat online only when it is enabled and has a chat id', () => {
    renderPage(
      <ContactPage />,
      state({}, { live_chat: { chat_id: 'lucky-ph', status: true, image_id: '' } }),
    );
    expect(screen.getByText(/Live chat is online/)).toBeTruthy();
    cleanup();
    renderPage(<ContactPage />, state({}, { live_chat: { chat_id: '', status: true, image_id: '' } }));
    expect(screen.getByText('Live chat is not available at the moment.')).toBeTruthy();
    cleanup();
    renderPage(<ContactPage />, state({}, { live_chat: { chat_id: 'x', status: false, image_id: '' } }));
    expect(screen.getByText('Live chat is not available at the moment.')).toBeTruthy();
  });
});
