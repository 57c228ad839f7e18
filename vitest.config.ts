import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,server,shared,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    setupFiles: ['./server/test-support/fail-on-console-error.ts'],
    globalSetup: ['./server/test-support/database-templates.global-setup.ts'],
  },
});
