// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// @ts-expect-error eslint-plugin-jsx-a11y ships no types (typed below as this config uses it).
import untypedJsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * @type {import('eslint').ESLint.Plugin & {
 *   flatConfigs: { recommended: import('eslint').Linter.Config },
 * }}
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the plugin ships no types
const jsxA11y = untypedJsxA11y;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];
const remotes = ['mfe-public', 'mfe-properties', 'mfe-masters', 'mfe-users'];
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/src/testing/**',
  'tests/**',
  'api-server/test/**',
];
const testKits = {
  group: ['shared-api/testing', 'shared-ui/testing'],
  message: 'Test kits are for tests and src/testing/ only: they must never reach a bundle.',
};
const routerOutsideItsPackage = {
  group: ['react-router', 'react-router/*'],
  message:
    "Import the router from 'react-router-dom', the shared singleton: a second path would load a second router.",
};
const staffScreensOnly = {
  group: ['shared-ui/admin'],
  message:
    "shared-ui/admin is the staff's screens' entry (decision 050): a visitor's page must not bundle it.",
};
const standaloneMount = {
  group: ['shared-ui/standalone'],
  message: "Only a remote's src/bootstrap.tsx mounts it: exposed modules must not ship it.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'tests/bench/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without these the import rules resolve no TypeScript file and pass silently (a remote
    // importing the host, or a cycle, went unreported), and a package the default resolver cannot
    // place sends the plugin to eslint-import-resolver-node, which is not installed.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'off',
      // Code flows one way: shared packages -> remotes -> host. Remotes never import each other
      // or the host; shared packages import no app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remotes.map((remote) => ({
              target: `./${remote}`,
              from: [
                './host-shell',
                ...remotes.filter((other) => other !== remote),
                './api-server',
              ],
            })),
            {
              target: './shared-api',
              from: ['./host-shell', './shared-ui', './api-server', ...remotes],
            },
            { target: './shared-ui', from: ['./host-shell', './api-server', ...remotes] },
            { target: './api-server', from: ['./host-shell', './shared-ui', ...remotes] },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (webpack's configs and loaders, the process helpers the TypeScript
    // harnesses load) load their modules with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Not in the type check yet (its `web` helper has untyped parameters): linted without types.
    files: ['jest.config.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', 'shared-ui/**/*.ts', 'host-shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    // Browser journeys drive Chromium with Playwright locators, not Testing Library queries.
    ignores: ['tests/e2e/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'api-server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Test kits stay out of production bundles, and the standalone mount out of exposed modules:
    // only tests and `src/testing/` import the kits, only a remote's `src/bootstrap.tsx` the mount.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [...testFiles, '*/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [testKits, standaloneMount, routerOutsideItsPackage] },
      ],
    },
  },
  {
    // What every visitor downloads: the shell and the public remote never take the staff's parts.
    files: [
      'mfe-public/**/*.ts',
      'mfe-public/**/*.tsx',
      'host-shell/**/*.ts',
      'host-shell/**/*.tsx',
    ],
    ignores: [...testFiles, '*/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [testKits, standaloneMount, routerOutsideItsPackage, staffScreensOnly] },
      ],
    },
  },
  {
    files: ['*/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [testKits, routerOutsideItsPackage] }],
    },
  },
  prettier,
);
