#!/usr/bin/env node
// `npm start`: builds and runs the Electron app. Where the Electron binary is not installed (or
// cannot run, e.g. a headless CI box) it says so and names the browser host command instead.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';

const WEB_HINT = 'Run the browser host instead:  npm run start:web';

/** The Electron executable path, or null when it is not installed (no download attempt). */
function electronBinary() {
  const require = createRequire(import.meta.url);
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const bin = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(bin) ? bin : null;
}

const bin = electronBinary();
if (!bin) {
  console.error(
    'The Electron binary is not available here (node_modules/electron has no downloaded app).',
  );
  console.error(WEB_HINT);
  process.exit(1);
}
const build = spawnSync(
  process.execPath,
  ['node_modules/electron-vite/bin/electron-vite.js', 'build'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(bin, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.error) {
  console.error(`Electron could not start: ${run.error.message}`);
  console.error(WEB_HINT);
  process.exit(1);
}
process.exit(run.status ?? 0);
