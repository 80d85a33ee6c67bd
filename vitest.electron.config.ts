import { defineConfig } from 'vitest/config';

// `npm run test:electron` (scripts/test-electron.mjs): the flows in a real Electron window, one
// file at a time (each starts its own app processes). Not part of vitest.config.ts's projects:
// it needs an Electron binary, which the runner finds first.
export default defineConfig({
  test: {
    name: 'electron-e2e',
    include: ['test/electron-e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['test/electron-e2e/global-setup.ts'],
  },
});
