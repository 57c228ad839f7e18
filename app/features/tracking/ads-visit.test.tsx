// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySiteState, type SiteState } from '#app/features/site/site-state.ts';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import { adsVisitSessionKey, createAdsVisitReporter, type AdsVisitReporter } from './ads-visit.ts';
import { appsflyerStorageKey } from './tracking-ids.ts';
import { useAdsVisit } from './use-tracking.tsx';

function answering(body: unknown) {
  return vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status: 200 }));
}

function sentBody(fetch: ReturnType<typeof answering>, call = 0): unknown {
  const [, init] = fetch.mock.calls[call] as [string, RequestInit];
  return JSON.parse(String(init.body));
}

/** A fresh app's reporter for each test. */
let reporter: AdsVisitReporter;

beforeEach(() => {
  reporter = createAdsVisitReporter();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = '_fbp=fb.1.1596403881668.1116446470; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = '_fbp=; max-age=0; path=/';
});

describe('the ads visit reporter', () => {
  it('posts the base domain, external id, fbp and appsflyer_id', async () => {
    localStorage.setItem(appsflyerStorageKey, '1596403881668-1116446470');
    const fetch = answering({ statusCode: 1, message: 'OK' });
    const onError = vi.fn();
    expect(
      await reporter.send({ hostname: 'm.lucky.example', externalId: 'lucky-php-001', onError, fetch }),
    ).toBe('sent');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/settings/adsvisit');
    expect(sentBody(fetch)).toEqual({
      domain_name: 'lucky.example',
      external_id: 'lucky-php-001',
      fbp: 'fb.1.1596403881668.1116446470',
      appsflyer_id: '1596403881668-1116446470',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends empty ids when there are none', async () => {
    document.cookie = '_fbp=; max-age=0; path=/';
    const fetch = answering({ statusCode: 1, message: 'OK' });
    await reporter.send({ hostname: 'lucky.example', externalId: 'x', onError: vi.fn(), fetch });
    expect(sentBody(fetch)).toMatchObject({ fbp: '', appsflyer_id: '' });
  });

  it('is sent once per session', async () => {
    const fetch = answering({ statusCode: 1, message: 'OK' });
    const options = { hostname: 'lucky.example', externalId: 'x', onError: vi.fn(), fetch };
    const [first, second] = await Promise.all([reporter.send(options), reporter.send(options)]);
    expect([first, second]).toEqual(['sent', 'skipped']);
    reporter = createAdsVisitReporter(); // a new page in the same session
    expect(await reporter.send(options)).toBe('skipped');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(adsVisitSessionKey)).toBeTruthy();
  });

  it('passes a refused visit to the error handler, once', async () => {
    const fetch = answering({ statusCode: 0, message: 'siteMismatch' });
    const onError = vi.fn();
    const options = { hostname: 'lucky.example', externalId: 'x', onError, fetch };
    expect(await reporter.send(options)).toBe('failed');
    expect(onError).toHaveBeenCalledWith({ statusCode: 0, message: 'siteMismatch' });
    reporter = createAdsVisitReporter(); // a new page
    expect(await reporter.send(options)).toBe('skipped');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('passes a network failure as the settings failure of spec §8', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const onError = vi.fn();
    await reporter.send({ hostname: 'lucky.example', externalId: 'x', onError, fetch });
    expect(onError).toHaveBeenCalledWith({
      statusCode: 0,
      message: 'disconnect',
      statusMessage: 'disconnect',
    });
  });
});

function siteState(maintenance: boolean): SiteState {
  return {
    ...emptySiteState(),
    template: 'template1',
    maintenance: { is_maintenance: maintenance, start_date: null, end_date: null },
    site: {
      site_name: 'Lucky',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '/l1.svg',
      logo2: '/l2.svg',
      logo3: '/l3.svg',
      status: true,
      expired_date: null,
      logo_text: 'LUCKY',
      external_id: 'lucky-php-001',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '/icon.svg',
      gamify_status: true,
    },
  };
}

function AdsVisit({ onError }: { onError: (failure: unknown) => void }) {
  useAdsVisit(onError);
  return null;
}

describe('useAdsVisit', () => {
  it("keeps the landing URL's appsflyer_id and reports the visit with the brand's external id", async () => {
    history.replaceState(null, '', '/?appsflyer_id=af-777');
    const fetch = answering({ statusCode: 1, message: 'OK' });
    vi.stubGlobal('fetch', fetch);
    render(
      <SiteStoreProvider initial={siteState(false)}>
        <AdsVisit onError={vi.fn()} />
      </SiteStoreProvider>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(appsflyerStorageKey)).toBe('af-777');
    expect(sentBody(fetch)).toEqual({
      domain_name: 'localhost',
      external_id: 'lucky-php-001',
      fbp: 'fb.1.1596403881668.1116446470',
      appsflyer_id: 'af-777',
    });
    history.replaceState(null, '', '/');
  });

  it('hands a failure to the callback it was given', async () => {
    vi.stubGlobal('fetch', answering({ statusCode: 0, message: 'siteDisabled' }));
    const onError = vi.fn();
    render(
      <SiteStoreProvider initial={siteState(false)}>
        <AdsVisit onError={onError} />
      </SiteStoreProvider>,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith({ statusCode: 0, message: 'siteDisabled' }));
  });

  it('does not report a visit under maintenance', async () => {
    const fetch = answering({ statusCode: 1, message: 'OK' });
    vi.stubGlobal('fetch', fetch);
    render(
      <SiteStoreProvider initial={siteState(true)}>
        <AdsVisit onError={vi.fn()} />
      </SiteStoreProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(adsVisitSessionKey)).toBeNull();
  });
});
