import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.mjs', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Classic scripts the apps load before their bundles (theme set before first paint).
  {
    files: ['packages/*/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/console/**/*.{ts,tsx}', 'packages/experience/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Layers point downward only: schemas and phrases depend on nothing of ours.
  {
    files: ['packages/schemas/**/*.ts', 'packages/phrases/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@tessera/server*', '@tessera/console*', '@tessera/experience*'] }],
    },
  },
  // Console: ds → nothing above; components → ds only; pages may use both.
  {
    files: ['packages/console/src/ds/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/components/**', '**/pages/**', '**/app/**'] }] },
  },
  {
    files: ['packages/console/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/pages/**', '**/app/**'] }] },
  },
  // Server: SQL lives in queries; modules do not reach into http.
  {
    files: ['packages/server/src/modules/**/*.ts', 'packages/server/src/db/**/*.ts', 'packages/server/src/oidc/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/main', '**/http/server'] }] },
  },
);
