import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { failOnPageErrors, type PageErrorGuard, type PageErrorOptions } from './page-errors.ts';

export interface NewPageOptions extends PageErrorOptions {
  /** Passed to the page's own browser context (viewport, locale, colour scheme, ...). */
  context?: BrowserContextOptions;
}

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  errors: PageErrorGuard;
}

export interface TestBrowser {
  browser: Browser;
  /**
   * A page in its own fresh context (no cookies or storage shared with other pages), guarded so
   * that a console error or uncaught exception fails the current test. Call inside a test.
   */
  newPage(options?: NewPageOptions): Promise<GuardedPage>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext(options.context);
      const page = await context.newPage();
      const errors = failOnPageErrors(page, { allow: options.allow });
      return { page, context, errors };
    },
    async close() {
      await browser.close();
    },
  };
}
