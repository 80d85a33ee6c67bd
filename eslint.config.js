// The house plan's import rules are lint errors here, not conventions
// (docs/architecture.md, "Import rules").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rendererRooms from './scripts/lint/renderer-rooms.js';
import uiText from './scripts/lint/ui-text.js';
import coreCodes from './scripts/lint/core-codes.js';

const nodeBuiltins = { group: ['node:*'], message: 'shared/ and renderer/ run in the browser too: no Node built-ins.' };
const electronModule = {
  group: ['electron', 'electron-store', 'electron/*'],
  message: 'Only electron/main and electron/preload may import electron or electron-store.',
};

const coreFrontDoor = {
  group: ['**/core/*', '**/core/**', '!**/core/index', '!**/core/index.ts'],
  message: 'Shells import core only through electron/core/index.ts (its public face).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            electronModule,
            {
              group: ['**/electron/**', '**/renderer/**'],
              message: 'shared/ is imported by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            electronModule,
            {
              group: ['**/electron/**'],
              message: 'The renderer reaches core only through window.mdm (shared/ipc.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The renderer's rooms: ui/ and stores/ import no feature, a feature no other feature,
    // ui/ no stores/ or bridge/, bridge/ only shared/ (scripts/lint/renderer-rooms.js).
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'renderer-rooms': rendererRooms },
    rules: { 'renderer-rooms/one-way-doors': 'error' },
  },
  {
    // Every word a person reads comes from the catalogues, in English and German (scripts/lint/ui-text.js).
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'ui-text': uiText },
    rules: { 'ui-text/no-literal': 'error' },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/main/**', 'electron/preload/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [electronModule, { group: ['**/renderer/**'], message: 'Node code does not import the renderer.' }],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document'],
    },
  },
  {
    // The shells reach core through its public face only (electron/core/index.ts).
    files: ['electron/main/**/*.ts', 'electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/renderer/**'], message: 'Node code does not import the renderer.' }, coreFrontDoor],
        },
      ],
    },
  },
  {
    files: ['electron/web/**/*.ts', 'electron/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            electronModule,
            { group: ['**/renderer/**'], message: 'Node code does not import the renderer.' },
            coreFrontDoor,
          ],
        },
      ],
    },
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            electronModule,
            { group: ['**/renderer/**'], message: 'Node code does not import the renderer.' },
            {
              group: ['**/main/**', '**/preload/**', '**/web/**', '**/cli/**'],
              message: 'core never imports a shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // Core speaks in codes: no literal sentence as a message, nor anywhere a person reads it (scripts/lint/core-codes.js).
    files: ['electron/core/**/*.ts'],
    plugins: { 'core-codes': coreCodes },
    rules: { 'core-codes/no-message-literal': 'error', 'core-codes/no-sentence-literal': 'error' },
  },
);
