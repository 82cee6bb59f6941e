import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { siteAliases } from './aliases.config.ts';

/**
 * The kiosk is served over HTTP by the embedded server, so deep links such as /admin/dashboard
 * need absolute asset URLs. electron-vite forces base './' for file:// renderers; this puts '/' back.
 */
function absoluteBase(): Plugin {
  return { name: 'synapse:absolute-base', enforce: 'post', config: () => ({ base: '/' }) };
}

// Main (with the embedded Express server), a sandboxed preload and the same site as the web build.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: { input: { index: resolve('electron/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one CommonJS file that requires nothing but 'electron'.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: '.',
    plugins: [react(), absoluteBase()],
    resolve: { alias: siteAliases },
    build: {
      outDir: 'out/renderer',
      rolldownOptions: { input: resolve('index.html') },
    },
  },
});
