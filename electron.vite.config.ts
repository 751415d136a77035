/**
 * electron-vite build of the app: main (ESM), preload (CJS, as sandboxed preloads must be) and
 * the renderer. The built-in engine is bundled as a second main entry so the app can run it in
 * a utilityProcess (with its search worker). The browser host builds the same renderer with {@link rendererConfig}.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import type { Plugin, UserConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const engineEntry = here('./src-main/engine/main.ts');
const searchWorkerEntry = here('./src-main/engine/search-worker.ts');
/** The Lazy SMP helper threads, started by the search worker from ./smp/helper-worker.js. */
const helperWorkerEntry = here('./src-main/engine/smp/helper-worker.ts');
/** The tuner's worker threads (Engine › Train classical evaluation… and › Train network…), loaded as ./<name>.js. */
const tuneWorkerEntries = {
  'ga/cache-worker': here('./src-main/tune/ga/cache-worker.ts'),
  'ga/fitness-worker': here('./src-main/tune/ga/fitness-worker.ts'),
  'nnue-data/gensfen-worker': here('./src-main/tune/nnue-data/gensfen-worker.ts'),
  'nnue-train/train-worker': here('./src-main/tune/nnue-train/train-worker.ts'),
};

/**
 * Drops the bundler's `// src-main/…` module markers, so a build names no source path at all
 * (test/e2e/built-bundle.test.ts checks that nothing under out/ refers to src-main/ or tsx).
 */
function stripRegionMarkers(): Plugin {
  return {
    name: 'banmen-strip-region-markers',
    renderChunk: (code) => ({ code: code.replace(/^\/\/ src-main\/.*\n/gm, ''), map: null }),
  };
}

/** Output folder of the built renderer (what both hosts serve). */
export const RENDERER_OUT_DIR = here('./out/renderer');

/** The renderer's Vite config (relative base so file:// loading works in Electron). */
export const rendererConfig: UserConfig = {
  root: here('./src-renderer'),
  base: './',
  plugins: [svelte({ configFile: here('./src-renderer/svelte.config.js') }), stripRegionMarkers()],
  build: {
    outDir: RENDERER_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rollupOptions: { input: here('./src-renderer/index.html'), output: { comments: false } },
  },
  logLevel: 'warn',
};

export default defineConfig({
  main: {
    // The build never reaches tsx or the sources (usi/launcher.ts, the worker boots): they are not packaged.
    define: { 'globalThis.BANMEN_BUNDLED': 'true' },
    plugins: [stripRegionMarkers()],
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // Why topLevelVar false: Vite turns top-level `const` into `var`, which V8 cannot fold;
        // the engine's search reads module constants per node and ran 7–9 % slower bundled.
        output: { comments: false, topLevelVar: false },
        input: {
          index: here('./src-main/app/main.ts'),
          // The plain-Node services, so the built bundle can be tested without Electron.
          services: here('./src-main/services/create-services.ts'),
          ...(existsSync(engineEntry) ? { engine: engineEntry } : {}),
          // The engine starts its search in a worker loaded from ./search-worker.js beside it.
          ...(existsSync(searchWorkerEntry) ? { 'search-worker': searchWorkerEntry } : {}),
          ...(existsSync(helperWorkerEntry) ? { 'smp/helper-worker': helperWorkerEntry } : {}),
          // The training service's tuner starts these beside the main bundle too.
          ...tuneWorkerEntries,
        },
      },
    },
  },
  preload: {
    plugins: [stripRegionMarkers()],
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: here('./src-main/app/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', comments: false },
      },
    },
  },
  renderer: rendererConfig,
});
