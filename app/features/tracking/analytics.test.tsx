// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsItem } from '#shared/brand/brand-site-schema.ts';
import { emptySiteState, type SiteState } from '#app/features/site/site-state.ts';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import { analyticsAttribute, createAnalyticsLoader, type AnalyticsLoader } from './analytics.ts';
import { useAnalytics } from './use-tracking.tsx';

const items: AnalyticsItem[] = [
  { section: 'HEAD', script: 'window.__headAnalytics = (window.__headAnalytics || 0) + 1;' },
  { section: 'BODY', script: 'window.__bodyAnalytics = (window.__bodyAnalytics || 0) + 1;' },
];

function injectedNodes(): Element[] {
  return [...document.querySelectorAll(`[${analyticsAttribute}]`)];
}

function answering(body: unknown) {
  return vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status: 200 }));
}

/** A fresh app's loader for each test. */
let analytics: AnalyticsLoader;

beforeEach(() => {
  analytics = createAnalyticsLoader();
  for (const node of injectedNodes()) node.remove();
  document.body.innerHTML = '<div id="app"></div>';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the analytics loader: inject', () => {
  it('puts HEAD items into <head> and BODY items at the end of <body>', () => {
    expect(analytics.inject(items, 'lucky')).toBe(2);
    const head = document.head.querySelector(`script[${analyticsAttribute}="lucky#0"]`);
    expect(head?.textContent).toContain('__headAnalytics');
    const last = document.body.lastElementChild;
    expect(last?.localName).toBe('script');
    expect(last?.getAttribute(analyticsAttribute)).toBe('lucky#1');
    expect(last?.textContent).toContain('__bodyAnalytics');
    expect(document.body.querySelector(`[${analyticsAttribute}="lucky#0"]`)).toBeNull();
  });

  it('injects each item once, however often it is asked', () => {
    analytics.inject(items, 'lucky');
    expect(analytics.inject(items, 'lucky')).toBe(0);
    analytics.inject(items, 'lucky');
    expect(injectedNodes()).toHaveLength(2);
  });

  it('recognises scripts already in the document (another copy of the module, a hot reload)', () => {
    const existing = document.createElement('script');
    existing.setAttribute(analyticsAttribute, 'lucky#0');
    document.head.appendChild(existing);
    expect(analytics.inject(items, 'lucky')).toBe(1);
    expect(document.head.querySelectorAll(`[${analyticsAttribute}="lucky#0"]`)).toHaveLength(1);
  });

  it('turns a vendor HTML snippet into runnable scripts and keeps its noscript part', () => {
    // happy-dom fetches no script files; let the vendor script "load" quietly instead of failing.
    const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
    settings['handleDisabledFileLoadingAsSuccess'] = true;
    const snippet: AnalyticsItem = {
      section: 'HEAD',
      script:
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>\n' +
        "<script>window.dataLayer = window.dataLayer || []; dataLayer.push(['config', 'G-TEST']);</script>\n" +
        '<noscript><img height="1" width="1" src="https://www.facebook.com/tr?id=1&ev=PageView"></noscript>',
    };
    analytics.inject([snippet], 'jade');
    const nodes = [...document.head.querySelectorAll(`[${analyticsAttribute}="jade#0"]`)];
    expect(nodes.map((node) => node.localName)).toEqual(['script', 'script', 'noscript']);
    expect(nodes[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(nodes[0]?.hasAttribute('async')).toBe(true);
    expect(nodes[1]?.textContent).toContain("dataLayer.push(['config', 'G-TEST'])");
  });
});

describe('the analytics loader: load', () => {
  it('asks for the analytics of the base domain once and injects them', async () => {
    const fetch = answering({ statusCode: 1, message: 'OK', value: items });
    expect(await analytics.load({ hostname: 'www.lucky.example', brand: 'lucky-1', fetch })).toBe(2);
    expect(await analytics.load({ hostname: 'www.lucky.example', brand: 'lucky-1', fetch })).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/settings/get_analytics');
    expect(JSON.parse(String(init.body))).toEqual({ domain_name: 'lucky.example' });
    expect(injectedNodes()).toHaveLength(2);
  });

  it('drops a failure silently and may try again later', async () => {
    const failing = answering({ statusCode: 0, message: 'unknownDomain' });
    expect(await analytics.load({ hostname: 'lucky.example', brand: 'lucky-1', fetch: failing })).toBe(0);
    const working = answering({ statusCode: 1, message: 'OK', value: items.slice(0, 1) });
    expect(await analytics.load({ hostname: 'lucky.example', brand: 'lucky-1', fetch: working })).toBe(1);
  });
});

function siteState(overrides: Partial<SiteState> = {}): SiteState {
  return {
    ...emptySiteState(),
    template: 'template1',
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
    ...overrides,
  };
}

function Analytics() {
  useAnalytics();
  return <p>page</p>;
}

describe('useAnalytics', () => {
  it('injects once after mount, asks nothing more on re-render, and adds nothing twice on remount', async () => {
    const fetch = answering({ statusCode: 1, message: 'OK', value: items });
    vi.stubGlobal('fetch', fetch);
    const view = render(
      <SiteStoreProvider initial={siteState()}>
        <Analytics />
      </SiteStoreProvider>,
    );
    await vi.waitFor(() => expect(injectedNodes()).toHaveLength(2));
    view.rerender(
      <SiteStoreProvider initial={siteState()}>
        <Analytics />
      </SiteStoreProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    view.unmount();
    // A new app on the same page: its loader is its own, the page already holds the scripts.
    render(
      <SiteStoreProvider initial={siteState()}>
        <Analytics />
      </SiteStoreProvider>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(injectedNodes()).toHaveLength(2);
  });

  it('does nothing under maintenance', async () => {
    const fetch = answering({ statusCode: 1, message: 'OK', value: items });
    vi.stubGlobal('fetch', fetch);
    render(
      <SiteStoreProvider
        initial={siteState({ maintenance: { is_maintenance: true, start_date: null, end_date: null } })}
      >
        <Analytics />
      </SiteStoreProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(injectedNodes()).toHaveLength(0);
  });
});
