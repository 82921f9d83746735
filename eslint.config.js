// Flat config: TypeScript rules everywhere, plus the package boundaries of architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['projects', 'deals', 'crm', 'billing', 'integrations', 'telephony', 'admin'];

const remoteBoundary = (self) => ({
  files: [`mfe-${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@lp/shell', '@lp/shell/*', '**/shell/**'],
            message: 'A remote never imports the shell.',
          },
          ...REMOTES.filter((r) => r !== self).map((r) => ({
            group: [`@lp/mfe-${r}`, `@lp/mfe-${r}/*`, `**/mfe-${r}/**`],
            message: 'A remote never imports another remote; link to it by URL.',
          })),
          { group: ['antd', 'antd/*', '@ant-design/*'], message: 'Use @lp/shared/ui or @lp/shared/ui-data.' },
          { group: ['**/server/**', '@lp/server'], message: 'The browser code never imports the server.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...REMOTES.map(remoteBoundary),
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lp/shell', '@lp/mfe-*', '@lp/server', '**/shell/**', '**/mfe-*/**'],
              message: 'shared depends on no app.',
            },
            { group: ['antd', 'antd/*'], message: 'antd is re-exported only from src/ui.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lp/mfe-*', '**/mfe-*/**'], message: 'The shell loads remotes at runtime only.' },
            {
              group: ['antd', 'antd/*', '@ant-design/*'],
              message: 'Use @lp/shared/ui or @lp/shared/ui-data.',
            },
          ],
        },
      ],
    },
  },
);
