/**
 * Makes sure the built renderer exists and is newer than its sources, building it with Vite
 * when it is not (why: `npm run start:web` must serve the REAL renderer without a manual build).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Sources the renderer bundle is built from. */
const SOURCE_DIRS = [
  'electron.vite.config.ts',
  'src-renderer',
  'src-main/shared',
  // Help ▸ About reads the version and the notices from these.
  'package.json',
  'THIRD_PARTY_NOTICES.md',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) max = Math.max(max, newestMtime(join(path, name)));
  return max;
}

/** Takes a directory lock (why: parallel test files may start hosts at once). */
async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      mkdirSync(dir, { recursive: false });
      break;
    } catch {
      // A lock older than 2 minutes is left over from a killed build.
      if (existsSync(dir) && Date.now() - statSync(dir).mtimeMs > 120_000)
        rmSync(dir, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder of the built renderer, built first if missing or stale. */
export async function ensureRendererBuilt(
  log: (msg: string) => void = console.log,
): Promise<string> {
  const { rendererConfig, RENDERER_OUT_DIR } = await import('../../electron.vite.config.ts');
  const index = join(RENDERER_OUT_DIR, 'index.html');
  const fresh = () => {
    const srcTime = Math.max(...SOURCE_DIRS.map((d) => newestMtime(join(REPO, d))));
    return existsSync(index) && statSync(index).mtimeMs >= srcTime;
  };
  if (fresh()) return RENDERER_OUT_DIR;
  mkdirSync(join(REPO, 'out'), { recursive: true });
  await withLock(join(REPO, 'out', '.renderer-build.lock'), async () => {
    if (fresh()) return;
    log('Building the renderer…');
    const { build } = await import('vite');
    await build({ ...rendererConfig, configFile: false });
  });
  return RENDERER_OUT_DIR;
}
