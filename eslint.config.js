import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// Read on every run so a new feature folder is fenced in without touching this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layersBelowFeatures = ['./src/ui', './src/platform', './src/services', './src/lib'];

// Imports flow one way: app → features → (ui, platform, services, lib). Paths are resolved (the `@` alias and
// relative paths alike), so `@/features/b/x` and `../../b/x` are the same import to these zones.
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in app/ (routes or slots), or move what both need down into ui/, platform/, services/ or lib/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import app/: app composes features, never the other way round.',
  },
  {
    target: layersBelowFeatures,
    from: ['./src/features', './src/app'],
    message: 'ui/, platform/, services/ and lib/ sit below the features: they import no feature and no app code.',
  },
];

// Production code must never pull in the mock platform except through main.tsx's lazy import.
const noMockImports = { group: ['**/mocks/*', '@mocks/*'], message: 'Only main.tsx (lazily) and tests may import the mock platform.' };

// One place names the router library, so a change of router stays one folder's change.
const noRouterLibrary = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*', 'wouter', 'wouter/*'],
  message: 'Import routing from @/platform/router, the one place that names the router library.',
};

// Every app path is made by platform/router's href builder (issue 36), from the patterns the route tree matches:
// a string or template literal starting with an app route (/supplier/…, /source-supplier…, /invite-supplier…) is a
// hand-built link. \x2F is "/" (esquery's regex literals end at a bare slash). Tagged templates (apiPath`…`) are
// service calls, not app paths.
const APP_PATH = '^\\x2F(supplier|source-supplier|invite-supplier)(\\x2F|\\?|$)';
const handBuiltPathMessage = 'Build app paths with href from @/platform/router (the one href builder), not by hand.';
const noHandBuiltPaths = [
  { selector: `Literal[value=/${APP_PATH}/]`, message: handBuiltPathMessage },
  {
    selector: `:not(TaggedTemplateExpression) > TemplateLiteral > TemplateElement:first-child[value.raw=/${APP_PATH}/]`,
    message: handBuiltPathMessage,
  },
];

// Tests, like main.tsx, sit outside the layers they test, so they may pull in the mock platform.
const testFiles = ['src/test/**', '**/*.test.{ts,tsx}', '**/__tests__/**'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      // Deliberate violations that src/test/lintBoundaries.test.ts lints on purpose.
      'src/test/lintFixtures',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noMockImports, noRouterLibrary] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The builder itself, the service clients (another host's API paths) and tests (URLs typed as a user would).
    ignores: ['src/platform/router/routePaths.ts', 'src/platform/router/href.ts', 'src/services/**', ...testFiles],
    rules: { 'no-restricted-syntax': ['error', ...noHandBuiltPaths] },
  },
  {
    files: ['src/platform/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMockImports] }] },
  },
  {
    files: ['src/main.tsx', ...testFiles, 'mocks/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x only reads .js files and no-cycle silently walks nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // tsconfig's paths: `@/` → src/, `@mocks/` → mocks/ (the same aliases as vite.config.ts).
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Cycles make module start-up order matter (a slice read before it is defined) and tangle layers.
      // Only src/ is linted and node_modules is not walked; the walk is unbounded because it costs well under a
      // second here (add maxDepth if src/ grows enough for that to change). Type-only imports are erased at build
      // time and never counted by this rule.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The test harness composes the real app (store, providers, routes) the way main.tsx does, so it may import
    // app/; it is never imported by production code. A test next to the code it tests keeps that code's boundaries
    // (a feature's test does not reach into another feature or into app/ except through the harness).
    files: ['src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|react-dom)(/.*)?$', message: 'lib/ holds pure helpers: no React.' }] },
      ],
    },
  },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-redux|redux|redux-saga|@reduxjs/toolkit)(/.*)?$',
              message: 'services/ are thin HTTP clients: typed functions in, DTOs out; no React, no Redux.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
