import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // The SDK's generated code is checked against its generator instead (check:generated).
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'coverage/**',
      '.reelsmith/**',
      'bench/out/**',
      'libs/sdk/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program for the Node workspaces (tsconfig.lint.json says why), one each for the two
      // browser ones; a file is read with the first that includes it.
      parserOptions: {
        project: ['./tsconfig.lint.json', './apps/web/tsconfig.json', './libs/sdk/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
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
      // Promises that nobody awaits lose their errors, and a switch over a union must name every
      // member: the type checker knows both, so lint enforces them.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      // Request handlers are typed to answer a Promise (libs/messaging HandleRequest); `async` is
      // how a handler whose work happens to be synchronous says so.
      '@typescript-eslint/require-await': 'off',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Jest's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`, and tests
    // read untyped JSON documents on purpose; the unsafe-any rules guard production code.
    files: ['**/*.spec.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // The dashboard runs in browsers.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        history: 'readonly',
        sessionStorage: 'readonly',
        HTMLElement: 'readonly',
        HTMLDialogElement: 'readonly',
      },
    },
  },
  {
    // Scripts and configs are plain JavaScript outside every tsconfig: syntax rules only.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    // CommonJS loads its modules with require.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
