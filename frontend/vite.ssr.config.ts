import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
/** The visitor pages' data model, defined beside the API that fills it (as in vite.config.ts). */
const visitorPageModel = decodeURIComponent(
  new URL('../backend/src/modules/leads/visitor-pages/visitor-page.ts', import.meta.url).pathname,
);

/**
 * The visitor pages' server renderer: one CommonJS file with React inside, which the API
 * requires (backend/src/common/ssr). Outside dist/, so it is never served as a static file.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir, '@leads/visitor-page': visitorPageModel } },
  ssr: { noExternal: true, target: 'node' },
  // React's production build: the development one is larger and slower per render
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/visitor/server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'visitor-server.cjs' } },
  },
});
