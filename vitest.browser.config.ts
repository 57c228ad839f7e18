import { defineConfig } from 'vitest/config';

/**
 * Browser tests drive the real built server in Chromium. One file at a time, because two
 * Chromiums and two servers on a 2-core machine make every timing flaky.
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    setupFiles: ['./server/test-support/fail-on-console-error.ts'],
    globalSetup: ['./tests/browser/support/demo-data-template.ts'],
  },
});
