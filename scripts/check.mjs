#!/usr/bin/env node
// The tree's static checks, each its own step (CI runs `npm run -s check` beside `npm test`):
// ESLint (module boundaries included), the TypeScript type check, svelte-check, Prettier, the
// tree's shape (file sizes, src-main not using tools/) and clang-format for the native C++.
// Usage: npm run -s check [-- <step> ...] to run only some steps.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);

/** The C++ sources clang-format owns (native/src and native/test, recursively). */
function cppFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) cppFiles(path, out);
    else if (/\.(cc|h)$/.test(name)) out.push(path);
  }
  return out;
}

const steps = {
  eslint: () => [bin('eslint'), ['.']],
  tsc: () => [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  'svelte-check': () => [
    bin('svelte-check'),
    ['--tsconfig', 'src-renderer/tsconfig.json', '--fail-on-warnings'],
  ],
  prettier: () => [bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  tree: () => [process.execPath, ['scripts/check-tree.mjs']],
  'clang-format': () => [
    'clang-format',
    ['--dry-run', '--Werror', ...cppFiles('native/src'), ...cppFiles('native/test')],
  ],
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((s) => !(s in steps));
if (unknown.length > 0) {
  console.error(`unknown step ${unknown.join(', ')}; steps: ${Object.keys(steps).join(', ')}`);
  process.exit(2);
}
const failed = [];
for (const name of wanted.length > 0 ? wanted : Object.keys(steps)) {
  const [cmd, args] = steps[name]();
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.error?.code === 'ENOENT') {
    // Why fail rather than skip: CI installs clang-format, so a missing tool means an unchecked tree.
    console.error(`check ${name}: ${cmd} is not installed`);
    failed.push(name);
  } else if (r.status !== 0) {
    console.error(`check ${name}: failed (${seconds} s)`);
    failed.push(name);
  } else console.log(`check ${name}: ok (${seconds} s)`);
}
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
