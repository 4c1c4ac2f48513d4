import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { compiledCatalogues } from './vite.catalogues.js';
import { defineConfig } from 'vitest/config';
import { pinProductionBuild } from './vite.production.js';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const indexHtml = decodeURIComponent(new URL('./index.html', import.meta.url).pathname);
const visitorHtml = decodeURIComponent(new URL('./visitor.html', import.meta.url).pathname);
/** Rules both sides use (VAT, slugs, limits, the visitor pages' data model), read from their sources. */
const sharedSrc = decodeURIComponent(new URL('../shared/src', import.meta.url).pathname);

/**
 * The visitor pages (form, e-mail confirmation, double opt-in) are rendered by the API (React on
 * the server); `vite` and `vite preview` hand their page loads and posts to it as well.
 */
const VISITOR_PAGES = '^/(form/|confirm/|email-confirmation|(?!(api|assets|blog|verify-email)/)[^/]+/(confirm/|email-confirmation))';
/** Chunks imported on a server-rendered page's way to hydration (its route) or once it is idle. */
const NO_SCRIPT_PRELOAD = /^assets\/(landing|impressum|datenschutz|blog|blog-post|consent|toaster)-[\w-]+\.js$/;
const API = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig((env) => {
  pinProductionBuild(env);
  return {
    plugins: [
      react(),
      compiledCatalogues(),
      // .br and .gz copies (best settings, once at build time) that the API serves as they are
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
        threshold: 1024,
      }),
    ],
    resolve: {
      alias: { '@': srcDir, '@fairleads/shared': sharedSrc },
    },
    server: {
      port: 5173,
      proxy: { '/api': API, [VISITOR_PAGES]: API },
    },
    preview: {
      proxy: { '/api': API, [VISITOR_PAGES]: API },
    },
    build: {
      outDir: 'dist',
      // .vite/manifest.json: the server sends a server-rendered page's route styles and scripts with it
      manifest: true,
      sourcemap: 'hidden',
      modulePreload: {
        // Every supported browser has <link rel=modulepreload>; saves a request on the visitor pages.
        polyfill: false,
        // Vite's loader adds a <link rel=modulepreload> per dependency of an imported chunk: on a
        // slow phone a few ms each, inside the tasks that hydrate a server-rendered page. For those
        // pages' route modules and for what loads when the page is idle, the browser finds the
        // scripts in the chunk itself (a round trip later; most are loaded with the app already).
        resolveDependencies: (filename, deps) => (NO_SCRIPT_PRELOAD.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
      },
      rolldownOptions: {
        // Two entries: the full SPA, and the visitor pages' small script (no React: the API renders them).
        input: { main: indexHtml, visitor: visitorHtml },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
    },
  };
});
