import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteAliases } from './aliases.config.ts';

// The web build of the site; the kiosk's renderer is built from the same src/ by electron.vite.config.ts.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: siteAliases },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest tells scripts/build/prerender.mjs which chunks each prerendered page needs.
    manifest: true,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The prerender's SSR build (scripts/build/prerender.mjs) renders /josh2, whose console imports
  // xterm: a CommonJS package Node cannot import by name, so the SSR bundle carries it.
  ssr: { noExternal: ['@xterm/xterm', '@xterm/addon-fit'] },
});
