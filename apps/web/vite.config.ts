import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server (apps/server) listens here in development and serves the built SPA in production.
const apiTarget = 'http://127.0.0.1:3000';

/**
 * The public pages arrive rendered (docs/architecture.md §12): their first paint needs the HTML and the
 * stylesheet, and the JavaScript only makes them interactive. Vite writes the stylesheet after the entry
 * script and its modulepreloads; this puts it first and asks for the scripts at low priority, so that on a
 * phone's slow network the stylesheet and the page's largest image are not queued behind the code
 * (docs/decisions/0157-first-paint-before-code.md).
 */
function paintBeforeCode(): Plugin {
  return {
    name: 'hv:paint-before-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n/g) ?? [];
        const rest = sheets.reduce((doc, sheet) => doc.replace(sheet, ''), html);
        // The start of the line that holds the entry script.
        const code = rest.lastIndexOf('\n', rest.indexOf('<script type="module"')) + 1;
        if (code === 0) return html;
        const scripts = rest.slice(code).replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
        return rest.slice(0, code) + sheets.join('') + scripts;
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), lingui({ cwd: root }), tailwindcss(), paintBeforeCode()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/storage': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/storage': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one file, the entry. Left to itself, Rolldown
        // split the modules the lazy admin screens also use (the router, the query hooks, the icons'
        // base) into a dozen small shared files that every public page downloaded, 3–5 KB gzipped more
        // than one file (docs/decisions/0160-first-load-weight.md). The group's modules' static imports
        // are initial too, so leaving out their dependencies cannot strand one in another chunk.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
      treeshake: {
        // @hv/shared builds its zod schemas at module top level, so without this hint the
        // public bundle carries all of zod just to format a price. The package is pure
        // (constants, schemas, helpers); `"sideEffects": false` in its package.json would
        // make this unnecessary.
        moduleSideEffects: (id) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A whole dialog flow typed key by key takes 2–8 s on a busy 2-core CI machine with two
    // workers; the timeout only stops a test that hangs, it measures nothing.
    testTimeout: 30_000,
  },
});
