// @ts-check
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '**/.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'static/',
      'api-docs/sidebar.ts',
      '.api-spec/',
      'tools/swizzle/originals/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  // CommonJS modules (webpack loaders) load their dependencies with require().
  {files: ['**/*.cjs'], rules: {'@typescript-eslint/no-require-imports': 'off'}},
  // The benchmark measures the site; the site, its tests and other tools never depend on it.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['tools/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tools/bench', '**/tools/bench/**', '../bench', '../bench/**'],
              message: 'Nothing outside tools/bench imports the benchmark: move what you need out of it.',
            },
          ],
        },
      ],
    },
  },
);
