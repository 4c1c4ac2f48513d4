import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './vite.catalogues.js';
import { pinProductionBuild } from './vite.production.js';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
/** Rules both sides use, read from their sources as in vite.config.ts. */
const sharedSrc = decodeURIComponent(new URL('../shared/src', import.meta.url).pathname);

/**
 * The server renderers that the API requires (backend/src/common/ssr), CommonJS with React inside:
 * visitor-server.cjs for the visitor pages, spa-server.cjs for the SPA's public pages (landing,
 * legal, blog). Outside dist/, so they are never served as static files.
 */
export default defineConfig((env) => {
  pinProductionBuild(env);
  return {
    plugins: [react(), compiledCatalogues()],
    resolve: { alias: { '@': srcDir, '@fairleads/shared': sharedSrc } },
    ssr: { noExternal: true, target: 'node' },
    // React's production build: the development one is larger and slower per render
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // and JSX compiled for it: its runtime has jsx, not the development runtime's jsxDEV
    oxc: { jsx: { development: false } },
    publicDir: false,
    build: {
      ssr: true,
      outDir: 'dist-ssr',
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      rolldownOptions: {
        input: { 'visitor-server': 'src/visitor/server.tsx', 'spa-server': 'src/app/server.tsx' },
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
      },
    },
  };
});
