import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { siteAliases } from './aliases.config.ts';

/** Issue 29: the widget must stay small enough for any page to load it. */
export const WIDGET_GZIP_BUDGET = 15 * 1024;

/** Fails the build when widget.js outgrows its budget, and says its size either way. */
function gzipBudget(): Plugin {
  return {
    name: 'synapse-widget-budget',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.fileName !== 'widget.js') continue;
        const size = gzipSync(output.code, { level: 9 }).length;
        const line = `widget.js: ${(size / 1024).toFixed(1)} KB gzipped (budget ${WIDGET_GZIP_BUDGET / 1024} KB)`;
        if (size > WIDGET_GZIP_BUDGET) this.error(line);
        this.info(line);
      }
    },
  };
}

// The embeddable widget (issue 29): GET /widget.js, one classic script with no framework, its
// proof-of-work worker inlined. Built after the site into the same web root (npm run build:web).
export default defineConfig({
  resolve: { alias: siteAliases },
  publicDir: false,
  plugins: [gzipBudget()],
  worker: { format: 'iife' },
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/widget/widget.ts',
      name: 'SynapseWaitlist',
      formats: ['iife'],
      fileName: () => 'widget.js',
    },
  },
});
