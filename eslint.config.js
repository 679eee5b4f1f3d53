import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'server/db/migrations/**', 'coverage/**', 'scripts/fixtures/**'] },
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
  // Module boundaries (features apart, lib below modules, no cycles) are .dependency-cruiser.cjs's job.
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
  // An idle server keeps these out of memory until first use (server/lib/lazy-packages.ts, the
  // embedded server's idle memory budget): load them through that file only. Tests may import them.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/lib/object-store/s3rver-test-server.ts', 'server/lib/lazy-packages.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'bwip-js', 'bwip-js/*', 'fontkit', 'nodemailer', 'pdfkit', 'sharp', 'openid-client', 'stream-json', 'stream-json/*', 'stream-chain', 'stream-chain/*'],
              allowTypeImports: true,
              message: 'Loaded on first use: go through server/lib/lazy-packages.ts (memory of an idle server).',
            },
          ],
        },
      ],
    },
  },
);
