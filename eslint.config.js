import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['accounting', 'applications', 'audit', 'auth', 'borrower-home', 'calculator', 'email', 'payments', 'users', 'whats-new'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['client/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Features do not import each other; pages compose them (DESIGN section 10).
  ...FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURES.filter((f) => f !== feature).map((f) => ({
            group: [`@/features/${f}/*`, `../../${f}/*`, `../${f}/*`],
            message: 'Features do not import each other; compose them in a page under src/app.',
          })),
        },
      ],
    },
  })),
  // common/ is shared by both sides: no Node, React or database code in it.
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'react', 'react-dom', 'drizzle-orm*', 'fastify*', '../server/*', '../client/*'], message: 'common/ must stay platform-neutral.' }] },
      ],
    },
  },
);
