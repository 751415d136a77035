#!/usr/bin/env node
// Builds the NNUE addon (native/) with node-gyp. Run by `npm install` (the package's `install`
// script) and by hand with `node scripts/build-native.mjs [--arch x64|arm64] [--strict] [--dry-run]`.
//
// It never fails the install: if there is no compiler or no Node headers it prints a warning and
// exits 0, and the engine uses the pure-TS NNUE backend instead. With --strict (the packaging
// workflow) a failed build exits 1.
//
// Every build is also copied to native/arch/<arch>/banmen_nnue.node, the folder electron-builder
// ships for that architecture (electron-builder.yml: `from: native/arch/${arch}`). --arch builds
// for another architecture than this Node's (node-gyp rebuild --arch, from clean: objects of the
// other architecture must not be reused); the macOS workflow builds x64 and arm64 so that the
// universal app's two slices carry their own addon, which @electron/universal joins with lipo.
// --dry-run prints where the addon would go and builds nothing.
//
// Node headers: node-gyp would download them, which fails offline. We look for headers already on
// the machine, in this order: npm's `nodedir` setting (npm_config_nodedir), NODE_GYP_NODEDIR, the
// prefix of the running node binary (<prefix>/include/node, e.g. /usr on Debian, the install
// directory of the official tarballs), and node-gyp's own header cache. Whichever has
// include/node/node_api.h is passed as --nodedir. Node-API is ABI-stable, so the same binary also
// loads in Electron.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nativeDir = join(root, 'native');

/** Candidate directories that may hold include/node/node_api.h, most specific first. */
function headerCandidates() {
  const version = process.versions.node;
  return [
    process.env.npm_config_nodedir,
    process.env.NODE_GYP_NODEDIR,
    resolve(dirname(process.execPath), '..'),
    join(homedir(), '.cache', 'node-gyp', version),
    join(homedir(), 'Library', 'Caches', 'node-gyp', version),
    process.env.LOCALAPPDATA && join(process.env.LOCALAPPDATA, 'node-gyp', 'Cache', version),
  ].filter((d) => typeof d === 'string' && d.length > 0);
}

function findNodeDir() {
  return headerCandidates().find((d) => existsSync(join(d, 'include', 'node', 'node_api.h')));
}

/** Command-line options: the target architecture, whether failure is an error, dry run. */
function parseArgs(argv) {
  const i = argv.indexOf('--arch');
  const arch = i >= 0 ? argv[i + 1] : undefined;
  if (i >= 0 && !['x64', 'arm64', 'ia32'].includes(arch ?? '')) {
    console.error('usage: build-native.mjs [--arch x64|arm64|ia32] [--strict] [--dry-run]');
    process.exit(2);
  }
  return { arch, strict: argv.includes('--strict'), dryRun: argv.includes('--dry-run') };
}

const options = parseArgs(process.argv.slice(2));

function warn(message) {
  console.warn(`[banmen] warning: the native NNUE addon was not built (${message}).`);
  console.warn(
    '[banmen] The engine will use the pure-TypeScript NNUE backend (slower, same results).',
  );
  if (options.strict) process.exit(1);
}

/** Where the addon for an architecture is staged for packaging (electron-builder.yml). */
function stagedAddon(arch) {
  return join(nativeDir, 'arch', arch, 'banmen_nnue.node');
}

function main() {
  const arch = options.arch ?? process.arch;
  if (options.dryRun) return console.log(`[banmen] would build ${stagedAddon(arch)} for ${arch}`);
  if (process.env.BANMEN_SKIP_NATIVE === '1') return warn('BANMEN_SKIP_NATIVE=1');
  const require = createRequire(import.meta.url);
  let gyp;
  try {
    gyp = require.resolve('node-gyp/bin/node-gyp.js');
  } catch {
    return warn('node-gyp is not installed');
  }
  // configure + build (not rebuild): a failed compile leaves a previously built addon in place.
  // Another architecture rebuilds from clean instead.
  const common = ['--directory', nativeDir];
  if (options.arch) common.push(`--arch=${options.arch}`);
  const nodedir = findNodeDir();
  if (nodedir) common.push(`--nodedir=${nodedir}`);
  else console.warn('[banmen] no local Node headers found; node-gyp will try to download them');
  const jobs = `--jobs=${process.env.BANMEN_NATIVE_JOBS ?? 2}`;
  const steps = options.arch ? [['rebuild', jobs]] : [['configure'], ['build', jobs]];
  for (const step of steps) {
    const result = spawnSync(process.execPath, [gyp, ...step, ...common], {
      stdio: 'inherit',
      cwd: root,
    });
    if (result.status !== 0)
      return warn(`node-gyp ${step[0]} exited with ${result.status ?? result.signal}`);
  }
  const release = join('native', 'build', 'Release');
  const built = join(nativeDir, 'build', 'Release', 'banmen_nnue.node');
  mkdirSync(dirname(stagedAddon(arch)), { recursive: true });
  copyFileSync(built, stagedAddon(arch));
  // Why the trainer too: Engine › Train network… runs it in the packaged app.
  copyFileSync(
    join(nativeDir, 'build', 'Release', 'banmen_train.node'),
    join(dirname(stagedAddon(arch)), 'banmen_train.node'),
  );
  console.log(
    `[banmen] built ${join(release, 'banmen_nnue.node')} and ${join(release, 'banmen_train.node')} for ${arch}`,
  );
}

main();
