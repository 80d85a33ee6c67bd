import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is served from the app's own files (Electron: app:// protocol; web shell:
// its loopback server), so every asset URL is relative.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  worker: { format: 'es' },
});
