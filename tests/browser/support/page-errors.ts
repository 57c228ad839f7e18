import type { Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

export interface PageErrorGuard {
  /** Console errors and uncaught exceptions seen so far that no allow pattern matched. */
  readonly unexpected: readonly string[];
  /** Everything seen so far, expected or not, for tests that assert an expected error happened. */
  readonly all: readonly string[];
  /** Throws when an unexpected error was seen; runs by itself when the test finishes. */
  check(): void;
}

export interface PageErrorOptions {
  /** Errors the test expects (e.g. a deliberately failed request); matched against the message. */
  allow?: RegExp[];
}

/**
 * A page that logs a console error or throws is broken for a player even when the test's own
 * assertions pass, so every guarded page fails its test on either. Call inside a test.
 */
export function failOnPageErrors(page: Page, options: PageErrorOptions = {}): PageErrorGuard {
  const allow = options.allow ?? [];
  const all: string[] = [];
  const unexpected: string[] = [];
  const record = (message: string) => {
    all.push(message);
    if (!allow.some((pattern) => pattern.test(message))) unexpected.push(message);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
    record(`console.error: ${message.text()}${where}`);
  });
  page.on('pageerror', (error) => record(`pageerror: ${error.stack ?? error.message}`));

  const guard: PageErrorGuard = {
    unexpected,
    all,
    check() {
      if (unexpected.length > 0) {
        throw new Error(`The page reported errors on ${page.url()}:\n${unexpected.join('\n')}`);
      }
    },
  };
  onTestFinished(() => guard.check());
  return guard;
}
