// ESLint flat config: `npm run lint` runs it after the type checks (see package.json).
// Formatting is prettier's job; these rules look for bugs only.
//
// No typed linting (no-floating-promises, no-misused-promises): those rules need a full
// TypeScript program per file set. Measured on packages/*/src + site-theme/src it cost 36 s CPU
// and 2.4 GB of memory — as much again as the type check `npm run lint` already runs — and
// found no floating promise and one harmless async listener (typedoc-worker.ts, which catches
// everything itself). Without type information they cannot run at all, so they stay off.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Inputs the tests feed to the CLI, some of them broken on purpose: not our code.
      'packages/*/test/fixtures/**',
      'packages/cli/test/hostile/**',
      'build/**',
      'build.*/**',
      '.cache/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Bugs the recommended sets let through.
      eqeqeq: ['error', 'smart'],
      'no-self-compare': 'error',
      'no-unreachable-loop': 'error',
      'no-constructor-return': 'error',
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Diagnostics print `file:line:col  error  reason`: the tests' regexes match those two
      // spaces literally, which reads better than ` {2}`.
      'no-regex-spaces': 'off',
    },
  },
  {
    // Only the two rules about hooks; the plugin's React Compiler rules judge style.
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // TypeScript reports unused names itself (noUnusedLocals / noUnusedParameters in
    // tsconfig.base.json); a second report of the same finding is noise.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The client script runs in the browser.
    files: ['site-theme/client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
