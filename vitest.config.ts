import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One run, three projects. Renderer unit tests opt into a DOM with
// `// @vitest-environment happy-dom` at the top of the file.
export default defineConfig({
  plugins: [react()],
  test: {
    server: { deps: { inline: ['electron-store'] } },
    setupFiles: ['test/support/fast-check-sizes.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
