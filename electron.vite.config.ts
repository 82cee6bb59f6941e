import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { siteAliases } from './aliases.config.ts';
import { copyMigrations } from './scripts/build/copyMigrations.mjs';

/**
 * The kiosk is served over HTTP by the embedded server, so deep links such as /admin/dashboard
 * need absolute asset URLs. electron-vite forces base './' for file:// renderers; this puts '/' back.
 */
function absoluteBase(): Plugin {
  return { name: 'synapse:absolute-base', enforce: 'post', config: () => ({ base: '/' }) };
}

/**
 * The embedded server's PostgreSQL migrations are .sql files that migrate.ts reads from the folder
 * beside it at run time: copied beside whichever output chunk holds migrate.ts.
 */
function postgresMigrations(): Plugin {
  return {
    name: 'synapse:postgres-migrations',
    writeBundle(options, bundle) {
      const isRunner = (id: string) => id.endsWith('/server/store/postgres/migrate.ts');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some(isRunner)) {
          copyMigrations(join(options.dir!, dirname(chunk.fileName), 'migrations'));
        }
      }
    },
  };
}

// Main (with the embedded Express server), a sandboxed preload and the same site as the web build.
export default defineConfig({
  main: {
    plugins: [postgresMigrations()],
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
