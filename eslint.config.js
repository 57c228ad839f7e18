import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The Rules of React (hooks and the compiler's checks), every one an error: lint allows no warnings. */
const reactHooksRecommended = reactHooks.configs.flat.recommended;
const reactHooksAsErrors = {
  files: ['**/*.{ts,tsx}'],
  plugins: reactHooksRecommended.plugins,
  rules: Object.fromEntries(Object.keys(reactHooksRecommended.rules).map((rule) => [rule, 'error'])),
};

/**
 * Imports flow one way: shared → server features / app → server app. `shared/` imports nothing
 * of ours outside itself; the web app never imports server code; server code never imports app code.
 */
/** Schemas built in the browser must not make zod probe for eval (shared/contract/zod-without-eval.ts). */
const zodInTheBrowser = {
  name: 'zod',
  allowTypeImports: true,
  message: "Import z from shared/contract/zod-without-eval.ts: the page's CSP forbids zod's eval probe.",
};

export default tseslint.config(
  { ignores: ['build/**', 'data/**', '.react-router/**', 'node_modules/**', 'coverage/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooksAsErrors,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the defining module.' },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#server/**', '\\#app/**', '**/server/**', '**/app/**'],
              message: 'shared/ imports only shared/.',
            },
          ],
          paths: [zodInTheBrowser],
        },
      ],
    },
  },
  {
    files: ['shared/contract/zod-without-eval.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#server/**', '**/server/**'],
              allowTypeImports: true,
              message: 'The web app reaches the server only through the API contract or type imports.',
            },
          ],
          paths: [zodInTheBrowser],
        },
      ],
    },
  },
  {
    files: ['server/features/**', 'server/http/**', 'server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['\\#app/**', '**/app/**'], message: 'Server features do not import the web app.' },
          ],
        },
      ],
    },
  },
);
