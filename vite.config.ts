import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web build of the site; the kiosk's renderer is built from the same src/ by electron.vite.config.ts.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
