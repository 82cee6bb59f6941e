import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { siteAliases } from './aliases.config.ts';
import { WIDGET_FONT_PATH } from './src/shared/growth.ts';

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

/**
 * The site's font for the widget (issue 44, item 7), at a fixed address beside widget.js: the
 * latin subset of the same variable file the site uses; the widget declares it on the host page.
 */
function widgetFont(): Plugin {
  const file = createRequire(import.meta.url).resolve(
    '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  );
  return {
    name: 'synapse-widget-font',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_FONT_PATH.slice(1),
        source: readFileSync(file),
      });
    },
  };
}

// The embeddable widget (issue 29): GET /widget.js, one classic script with no framework, its
// proof-of-work worker inlined. Built after the site into the same web root (npm run build:web).
export default defineConfig({
  resolve: { alias: siteAliases },
  publicDir: false,
  plugins: [gzipBudget(), widgetFont()],
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
