import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * Each built script and stylesheet is also written brotli-compressed at the highest quality (and
 * gzipped at the highest level), once, at build time; the server sends these files as they are
 * (@fastify/static's `preCompressed`, apps/server/src/web/spa.ts). Compressed per request, brotli
 * runs at quality 4 to spare the CPU; quality 11 makes the booking form's code about a sixth smaller,
 * a second less on a slow phone's 400 kbps (docs/decisions/0218-the-booking-form-within-four-seconds.md).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  let ssr = false;
  return {
    name: 'hv:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const files = Object.values(bundle).filter(
        (file) =>
          /^assets\/.*\.(js|css|svg)$/.test(file.fileName) && (file.type === 'chunk' ? file.code : file.source).length > 1024,
      );
      await Promise.all(
        files.map(async (file) => {
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const path = join(outDir, file.fileName);
          const params = {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          await writeFile(`${path}.br`, await brotli(body, { params }));
          await writeFile(`${path}.gz`, await gzipped(body, { level: zlib.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

/**
 * The staff app works at the meeting point without a connection (issue 29 item 5,
 * docs/decisions/0207-offline-check-in.md): a service worker scoped to /admin, registered only by
 * the back office (the public pages get none and load nothing more). It keeps the built app's files
 * and the last /admin pages, session and staff profile seen, so a reload offline still opens the
 * check-in and manifest screens; the manifests' data and the queued check-ins are in IndexedDB.
 */
const staffApp = VitePWA({
  strategies: 'generateSW',
  filename: 'admin-sw.js',
  scope: '/admin',
  // Registered by the admin shell (features/admin/shell/staff-app.ts), never by index.html.
  injectRegister: false,
  // public/admin.webmanifest, linked by the admin shell only (the plugin would link it on every page).
  manifest: false,
  workbox: {
    globPatterns: ['index.html', 'favicon.svg', 'admin.webmanifest', 'assets/**/*.{js,css,woff2}'],
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // A staff page: the server's answer when there is one, else the last one kept, else the app shell.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/admin(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'hv-admin-pages', precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        // Who is signed in, so the guard lets staff in offline; the session's token is not kept.
        urlPattern: ({ url }) => url.pathname === '/api/auth/get-session' || url.pathname === '/api/admin/me',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'hv-admin-session',
          plugins: [
            {
              cacheWillUpdate: async ({ response }) => {
                if (response.status !== 200) return null;
                const body = (await response.clone().json()) as { session?: { token?: unknown } } | null;
                if (body?.session) delete body.session.token;
                return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
              },
            },
          ],
        },
      },
    ],
  },
});

export default defineConfig({
  root,
  plugins: [react(), lingui({ cwd: root }), tailwindcss(), paintBeforeCode(), precompress(), staffApp],
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
    // Which files each module became: the server preloads a detail page's code and its booking
    // form's from it (docs/decisions/0218-the-booking-form-within-four-seconds.md).
    manifest: true,
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
