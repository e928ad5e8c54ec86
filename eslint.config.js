import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import rule: these module patterns may not be imported from the files it applies to. */
const forbid = (files, patterns, message, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What the browser code may never import. */
const SERVER_SIDE = ['@reelsmith/db', '@reelsmith/db/*', '@reelsmith/engine', '@reelsmith/server', 'node:*', 'pg', 'pg-boss', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'];
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-output/**', '.scratch/**', 'data/**', 'packages/db/migrations/**', 'packages/engine/fixtures/**'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'packages/contracts/vitest.config.ts', 'packages/engine/bin/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Template literals with numbers are how we build messages and paths.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      // Tests reach into responses and logs whose shape they assert.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Handlers under test must return promises whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // Benchmarks and scripts talk to the person who runs them.
  { files: ['**/bench/**', '**/scripts/**', '**/cli/**'], rules: { 'no-console': 'off' } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.browser, sourceType: 'script' },
  },
  { files: ['*.js', 'eslint.config.js'], ...tseslint.configs.disableTypeChecked },

  // Dependencies point one way (DESIGN.md, STYLE.md): apps → packages; the engine knows no HTTP,
  // database or UI; contracts import only zod; the web app never reaches server-side code. In flat
  // config a later no-restricted-imports replaces an earlier one, so each rule lists all it needs.
  {
    files: ['packages/contracts/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'contracts import only zod' }] }],
    },
  },
  forbid(
    ['packages/engine/src/**'],
    ['react', 'react-*', 'hono', 'hono/*', '@hono/*', '@reelsmith/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-boss'],
    'the engine takes its providers as arguments: no HTTP, database, UI or other workspace imports',
  ),
  forbid(['packages/db/src/**'], ['@reelsmith/engine', '@reelsmith/server', '@reelsmith/web', 'react', 'react-dom', 'hono', 'hono/*'], 'db depends on contracts only'),
  forbid(['apps/web/src/**'], SERVER_SIDE, 'the web app talks to the server over HTTP and shares only packages/contracts', WEB_TESTS),
  forbid(['apps/server/src/**'], ['@reelsmith/web', 'react', 'react-dom'], 'no UI code in the server'),

  // The same rules on resolved paths, which no relative spelling can get around.
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      // Another workspace is reached by its package name, never by climbing folders into it.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts/src', from: ['./packages/db', './packages/engine', './apps'], message: 'contracts import only zod' },
            { target: './packages/engine/src', from: ['./packages/db', './packages/contracts', './apps'], message: 'the engine imports nothing of ours' },
            { target: './packages/db/src', from: ['./packages/engine', './apps'], message: 'db depends on contracts only' },
            { target: './apps/web/src', from: ['./apps/server', './packages/db', './packages/engine'], message: 'the web app reaches the server over HTTP only' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared layers use neither features nor the app',
            },
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'features never import each other: routes and layouts compose them',
            })),
          ],
        },
      ],
    },
  },
  { files: ['apps/web/src/**', 'packages/contracts/src/**'], ignores: ['**/*.test.{ts,tsx}'], rules: { 'import-x/no-nodejs-modules': 'error' } },
  // End-to-end tests and the root's start script run the real server entry point on purpose.
  // The web build's prerender reads the blog through the server's own reader, so both show the same posts.
  { files: ['apps/web/e2e/**', 'apps/web/scripts/**', 'scripts/**'], rules: { 'import-x/no-relative-packages': 'off' } },
);
