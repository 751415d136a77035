#!/usr/bin/env node
// Runs every test/**/*.test.ts file with Node's own test runner (Node 20 has no glob support in --test).
// Usage: npm test [-- <path-substring> ...] to run only the files whose path contains a substring;
// `--unit` (npm run test:unit) keeps only the pure suites (scripts/test-suites.mjs).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { isUnitTest } from './test-suites.mjs';

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const args = process.argv.slice(2);
const unit = args.includes('--unit');
const filters = args.filter((a) => a !== '--unit');
const files = walk('test', [])
  .filter((f) => !unit || isUnitTest(f))
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
