import type { Page } from 'playwright-core';

/**
 * When things happened, measured by the page itself (`performance.now()` of the current document), so
 * that timing assertions hold on a busy machine where the test's own polling may notice them late.
 */
export interface PageTimeline {
  /** First write of each cookie, by name: `clientDomain` is written when the app has mounted. */
  cookies: Record<string, number>;
  /** First time an element matching each watched selector was in the document. */
  appeared: Record<string, number>;
  /** First time, after it appeared, that no element matched the selector any more. */
  disappeared: Record<string, number>;
}

/** Starts recording for every document the page loads from now on. */
export async function recordTimeline(page: Page, selectors: readonly string[]): Promise<void> {
  await page.addInitScript(
    (watched: string[]) => {
      const timeline = { cookies: {}, appeared: {}, disappeared: {} } as {
        cookies: Record<string, number>;
        appeared: Record<string, number>;
        disappeared: Record<string, number>;
      };
      (window as unknown as { __timeline: typeof timeline }).__timeline = timeline;

      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      if (cookie?.get && cookie.set) {
        const { get, set } = cookie;
        Object.defineProperty(Document.prototype, 'cookie', {
          configurable: true,
          get() {
            return get.call(this) as string;
          },
          set(value: string) {
            const name = String(value).split('=')[0]?.trim() ?? '';
            if (name && !(name in timeline.cookies)) timeline.cookies[name] = performance.now();
            set.call(this, value);
          },
        });
      }

      const check = () => {
        const now = performance.now();
        for (const selector of watched) {
          const present = document.querySelector(selector) !== null;
          if (present && !(selector in timeline.appeared)) timeline.appeared[selector] = now;
          if (!present && selector in timeline.appeared && !(selector in timeline.disappeared))
            timeline.disappeared[selector] = now;
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    },
    [...selectors],
  );
}

export async function timelineOf(page: Page): Promise<PageTimeline> {
  return page.evaluate(() => (window as unknown as { __timeline: PageTimeline }).__timeline);
}
