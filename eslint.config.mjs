import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'coverage/**', '.reelsmith/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Boundaries: libs are used through their package entry, and no app reaches into another.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@reelsmith/*/*'], message: 'Import a lib through its package entry, not a deep path.' },
            {
              group: ['**/apps/*/src/**', '../../*/src/**'],
              message: 'Apps never import other apps; share through libs/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@reelsmith/gateway', '@reelsmith/catalog', '**/apps/**'], message: 'Libs import no app.' },
          ],
        },
      ],
    },
  },
);
