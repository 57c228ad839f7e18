import { defineConfig } from 'vitest/config';

/**
 * Test files whose tests need modules nobody has loaded yet in the process: a part loaded on first
 * use, a tracker that sends once, a zone read at start-up. They each get a fresh process; every
 * other file shares its worker's modules with the files before it, which took the whole suite
 * from 742 s to 420 s on a slow host (decision 0075).
 */
const freshModuleFiles = [
  'app/features/accounts/local-time.test.tsx',
  'app/features/api/use-api.test.tsx',
  'app/features/feedback/modal-host.test.tsx',
  'app/features/feedback/shell-on-demand.test.tsx',
  'app/features/feedback/toasts.test.tsx',
  'app/features/floating/floating-elements.test.tsx',
  'app/features/i18n/page-messages.test.ts',
  'app/features/site/on-demand.test.tsx',
  'app/features/tracking/ads-visit.test.tsx',
  'app/features/tracking/analytics.test.tsx',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    setupFiles: ['./server/test-support/fail-on-console-error.ts'],
    globalSetup: ['./server/test-support/database-templates.global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,server,shared,scripts}/**/*.test.{ts,tsx}'],
          exclude: freshModuleFiles,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // After the others: a pool that mixes both kinds of worker ran the whole suite slower.
        test: { name: 'fresh modules', include: freshModuleFiles, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
