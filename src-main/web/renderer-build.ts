/**
 * Makes sure the built renderer exists and is newer than its sources, building it with Vite
 * when it is not (why: `npm run start:web` must serve the REAL renderer without a manual build).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Sources the renderer bundle is built from. */
const SOURCE_DIRS = ['electron.vite.config.ts', 'src-renderer', 'src-main/engine/core', 'src-main/ipc/contract.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) max = Math.max(max, newestMtime(join(path, name)));
  return max;
}

/** The folder of the built renderer, built first if missing or stale. */
export async function ensureRendererBuilt(log: (msg: string) => void = console.log): Promise<string> {
  const { rendererConfig, RENDERER_OUT_DIR } = await import('../../electron.vite.config.ts');
  const index = join(RENDERER_OUT_DIR, 'index.html');
  const srcTime = Math.max(...SOURCE_DIRS.map((d) => newestMtime(join(REPO, d))));
  if (existsSync(index) && statSync(index).mtimeMs >= srcTime) return RENDERER_OUT_DIR;
  log('Building the renderer…');
  const { build } = await import('vite');
  await build({ ...rendererConfig, configFile: false });
  return RENDERER_OUT_DIR;
}
