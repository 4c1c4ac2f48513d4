import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { isVisitorPath } from './src/visitor/match-route.js';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const indexHtml = decodeURIComponent(new URL('./index.html', import.meta.url).pathname);
const visitorHtml = decodeURIComponent(new URL('./visitor.html', import.meta.url).pathname);
/** The VAT rules are one file shared with the server (backend/src/modules/billing/vat). */
const vatRules = decodeURIComponent(new URL('../backend/src/modules/billing/vat/vat-rules.ts', import.meta.url).pathname);

const SHARED_MODULES =
  /^\0?rolldown[\\/]runtime|[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/](lib[\\/](api-client|navigation|use-document-title)|components[\\/]ui[\\/]banner)\.tsx?$/;

/**
 * The visitor pages (public form, confirmation pages) are a second, small entry: visitor.html.
 * The backend answers their paths with visitor.html; this plugin does the same for
 * `vite` (dev) and `vite preview`, for page loads only (Accept: text/html).
 */
function visitorEntryFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const accept = req.headers.accept ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html') && req.url) {
      const pathname = req.url.split('?')[0];
      if (isVisitorPath(pathname)) req.url = '/visitor.html';
    }
    next();
  };
  return {
    name: 'fairleads-visitor-entry-fallback',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

export default defineConfig({
  plugins: [react(), visitorEntryFallback()],
  resolve: {
    alias: { '@': srcDir, '@billing/vat-rules': vatRules },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Every supported browser has <link rel=modulepreload>; saves a request on the visitor pages.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two entries: the full SPA, and the visitor pages without router, query client, toasts, dialogs.
      input: { main: indexHtml, visitor: visitorHtml },
      output: {
        codeSplitting: {
          groups: [
            {
              // Needed by both entries: React plus the few small helpers the visitor entry shares
              // with the SPA, in one cacheable chunk (instead of several tiny requests).
              name: 'shared',
              test: SHARED_MODULES,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
