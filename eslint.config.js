// ESLint flat config. Besides the usual TS/Svelte rules it enforces the module boundaries:
// - pure modules (rules core, record formats, the IPC contract, the USI protocol) import no Node,
//   DOM-only or Electron API, so the renderer can share them;
// - the renderer imports nothing else from src-main/.
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

/**
 * The pure code under src-main/ (rules core, record formats, study, USI protocol, IPC contract,
 * the shared Result): one folder, which the renderer may import and which uses no Node API.
 */
export const PURE_MODULES = ['src-main/shared/**'];

const nodeAndElectron = {
  patterns: [
    {
      group: [
        'node:*',
        'fs',
        'path',
        'child_process',
        'worker_threads',
        'os',
        'electron',
        'electron-store',
      ],
      message: 'Pure modules must not use Node or Electron APIs.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'native/build/**',
      'test-results/**',
      'tmp/**',
      '.bench/**',
    ],
  },
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] },
    },
  },
  { files: PURE_MODULES, rules: { 'no-restricted-imports': ['error', nodeAndElectron] } },
  {
    files: ['src-renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'src-main/(?!shared/)',
              message:
                'The renderer may import only the pure shared code of src-main (src-main/shared/).',
            },
            {
              group: ['node:*', 'electron', 'electron-store'],
              message: 'The renderer runs sandboxed: no Node or Electron APIs.',
            },
          ],
        },
      ],
    },
  },
);
