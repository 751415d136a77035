/**
 * electron-vite build of the app: main (ESM), preload (CJS, as sandboxed preloads must be) and
 * the renderer. The built-in engine is bundled as a second main entry so the app can run it in
 * a utilityProcess (with its search worker). The browser host builds the same renderer with {@link rendererConfig}.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import type { UserConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const engineEntry = here('./src-main/engine/main.ts');
const searchWorkerEntry = here('./src-main/engine/search-worker.ts');
/** The tuner's worker threads (Engine › Train classical evaluation…), loaded as ./<name>.js. */
const tuneWorkerEntries = {
  'cache-worker': here('./src-main/tune/cache-worker.ts'),
  'fitness-worker': here('./src-main/tune/fitness-worker.ts'),
  'nnue-data/gensfen-worker': here('./src-main/tune/nnue-data/gensfen-worker.ts'),
};

/** Output folder of the built renderer (what both hosts serve). */
export const RENDERER_OUT_DIR = here('./out/renderer');

/** The renderer's Vite config (relative base so file:// loading works in Electron). */
export const rendererConfig: UserConfig = {
  root: here('./src-renderer'),
  base: './',
  plugins: [svelte({ configFile: here('./src-renderer/svelte.config.js') })],
  build: {
    outDir: RENDERER_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rollupOptions: { input: here('./src-renderer/index.html') },
  },
  logLevel: 'warn',
};

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: here('./src-main/app/main.ts'),
          ...(existsSync(engineEntry) ? { engine: engineEntry } : {}),
          // The engine starts its search in a worker loaded from ./search-worker.js beside it.
          ...(existsSync(searchWorkerEntry) ? { 'search-worker': searchWorkerEntry } : {}),
          // The training service's tuner starts these beside the main bundle too.
          ...tuneWorkerEntries,
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: here('./src-main/app/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
});
