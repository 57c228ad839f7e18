import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { launchBrowser, type GuardedPage, type NewPageOptions, type TestBrowser } from './launch-browser.ts';
import { prepareDemoData, type PreparedData } from './prepared-data.ts';
import { startServer, type RunningServer, type StartServerOptions } from './start-server.ts';

export interface BrowserSuiteOptions {
  server?: StartServerOptions;
  /**
   * Changes the seeded demo data before the server starts on it (data the API would refuse to write,
   * see prepared-data.ts); the folder is removed after the server stops.
   */
  prepare?: (db: Database) => Promise<void>;
  /** Start Chromium too; default true (a suite of raw HTTP requests needs none). */
  browser?: boolean;
}

export interface BrowserSuite {
  /** The running server; usable inside tests and hooks that run after the suite's beforeAll. */
  server: RunningServer;
  browser: TestBrowser;
  /** A guarded page whose actions fail after 10 s instead of waiting for the test's own timeout. */
  openPage(options?: NewPageOptions): Promise<GuardedPage>;
  /** Goes to a path of a brand's demo host (none: plain localhost) and waits for hydration. */
  open(page: Page, path: string, brand?: string): Promise<void>;
  /** POSTs JSON to the server as a brand's host (none: plain localhost); answers the parsed body. */
  post(path: string, body: unknown, brand?: string): Promise<Record<string, unknown>>;
  /** The brand's external_id, as its start-up answer gives it. */
  externalIdOf(brand?: string): Promise<string>;
}

/**
 * Waits until the page is hydrated: React Router's client router exists and the root wrote the
 * clientDomain cookie. Acting before that would race the server-rendered markup.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => '__reactRouterDataRouter' in window && document.cookie.includes('clientDomain='),
  );
}

/**
 * Logs a demo player in on /login (`url` gives the page's address on the suite's server) and
 * answers the session token of the login answer, once the browser is back on the home page.
 */
export async function logInThroughForm(
  page: Page,
  url: (path: string) => string,
  accountId: string,
): Promise<string> {
  await page.goto(url('/login'));
  await hydrated(page);
  const form = page.getByTestId('login-password-form');
  await form.getByLabel('Account ID').fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(demoPassword);
  const answer = page.waitForResponse('**/api/auth/login');
  await form.getByRole('button', { name: 'Log In' }).click();
  const { token } = (await (await answer).json()) as { token: string };
  await page.waitForURL(url('/'));
  return token;
}

/**
 * A value that exists once a beforeAll has run, usable as if it were there already, so a test file
 * can name it at the top (`const { server } = browserSuite()`).
 */
function late<T extends object>(name: string, get: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      if (!target) throw new Error(`the suite's ${name} is not started yet: use it inside a test or hook`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Starts the built server (a private snapshot on a fresh demo database) and Chromium before the
 * file's tests and stops them after: the one bootstrap of the browser tests.
 */
export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: TestBrowser | undefined;
  let data: PreparedData | undefined;

  beforeAll(async () => {
    if (options.prepare) data = await prepareDemoData(options.prepare);
    const serverOptions = data ? { ...options.server, dataDir: data.dataDir } : options.server;
    [server, browser] = await Promise.all([
      startServer(serverOptions),
      options.browser === false ? undefined : launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    data?.remove();
  });

  const suite: BrowserSuite = {
    server: late('server', () => server),
    browser: late('browser', () => browser),
    async openPage(pageOptions) {
      const guarded = await suite.browser.newPage(pageOptions);
      guarded.page.setDefaultTimeout(10_000);
      return guarded;
    },
    async open(page, path, brand) {
      await page.goto(suite.server.url(path, brand));
      await hydrated(page);
    },
    post(path, body, brand) {
      const port = suite.server.port;
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: {
              host: `${brand ? `${brand}.` : ''}localhost:${port}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
            response.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    async externalIdOf(brand) {
      const domain = `${brand ? `${brand}.` : ''}localhost`;
      const startup = await suite.post('/api/startup', { domain_name: domain }, brand);
      return (startup.site as { external_id: string }).external_id;
    },
  };
  return suite;
}
