#!/usr/bin/env node
// Runs every test/**/*.test.ts file with Node's own test runner (Node 20 has no glob support in --test).
// Usage: npm test [-- <path-substring> ...] to run only the files whose path contains a substring;
// `--unit` (npm run test:unit) keeps only the pure suites (scripts/test-suites.mjs).
//
// The TAP stream passes through unchanged; at the end the failing tests are printed again, with
// their error blocks, because a CI log often keeps only its tail. A file with a failure is then
// run once more on its own: if it passes alone, the failure was load-dependent and is reported as
// such (the run still passes, and the names are printed so the flake can be fixed); if it fails
// again, the run fails.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isUnitTest } from './test-suites.mjs';

/**
 * How long one test file may run before it fails as timed out. Why: a file that never ends (a
 * test awaiting forever, or a handle left open) held CI's whole run until its 90-minute limit
 * with nothing named (stop 85); now it fails by name and is run once more alone, as any failure.
 * The whole suite takes about 30 minutes, its slowest file a few. BANMEN_TEST_FILE_TIMEOUT_MS sets
 * another limit (test/ci/run-tests.test.ts).
 */
const FILE_TIMEOUT_MS = Number(process.env.BANMEN_TEST_FILE_TIMEOUT_MS) || 10 * 60_000;
/** The reporter that lists the slowest files at the end, after the TAP stream. */
const FILE_TIMES = fileURLToPath(new URL('./test-file-times.mjs', import.meta.url));

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/**
 * Runs node --test on `files`, echoing its TAP output, and returns the exit code with every
 * `not ok` block (the line and its indented YAML until `...`).
 */
function runTap(files) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=2',
        `--test-timeout=${FILE_TIMEOUT_MS}`,
        '--test-reporter=tap',
        '--test-reporter-destination=stdout',
        `--test-reporter=${FILE_TIMES}`,
        '--test-reporter-destination=stdout',
        ...files,
      ],
      { stdio: ['inherit', 'pipe', 'inherit'] },
    );
    const failures = [];
    let current = null;
    let pending = '';
    const take = (line) => {
      if (current) {
        current.lines.push(line);
        if (/^\s*\.\.\.\s*$/.test(line)) current = null;
        return;
      }
      const m = /^(\s*)not ok \d+ - (.*)$/.exec(line);
      if (m) {
        current = { indent: m[1].length, name: m[2], lines: [line] };
        failures.push(current);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(take);
    });
    child.on('close', (code) => {
      if (pending) take(pending);
      resolve({ code: code ?? 1, failures });
    });
  });
}

/** The test files named by the failures' `location:` fields (paths relative to the repository). */
function failingFiles(failures, files) {
  const out = new Set();
  for (const f of failures) {
    // A file that fails as a whole (it does not load, or it crashes) is named by its path.
    const named = /([^\s']*test\/[^\s']+\.test\.ts)/.exec(f.name);
    if (named) {
      const path = named[1].startsWith('/') ? relative(process.cwd(), named[1]) : named[1];
      if (files.includes(path)) out.add(path);
    }
    for (const line of f.lines) {
      const m = /location:\s*'(?:file:\/\/)?([^:']+\.test\.ts)/.exec(line);
      if (!m) continue;
      const path = m[1].startsWith('/') ? relative(process.cwd(), m[1]) : m[1];
      if (files.includes(path)) out.add(path);
    }
  }
  return [...out];
}

function printFailures(title, failures) {
  console.log(`\n# ===== ${title} =====`);
  for (const f of failures) console.log(f.lines.join('\n'));
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
const first = await runTap(files);
if (first.code === 0) process.exit(0);
// Only the innermost failures name a test; a file-level `not ok` repeats them.
const leaves = first.failures.filter((f) => !/\.test\.ts'?$/.test(f.name));
printFailures(
  `${leaves.length || first.failures.length} failing test(s)`,
  leaves.length ? leaves : first.failures,
);
const again = failingFiles(first.failures, files);
if (again.length === 0) {
  console.log('# could not tell which files failed; not re-running');
  process.exit(first.code);
}
console.log(`\n# re-running alone: ${again.join(' ')}`);
const second = await runTap(again);
if (second.code !== 0) {
  printFailures('failing again when run alone', second.failures);
  process.exit(second.code);
}
console.log('\n# ===== FLAKY: these failed under load and passed alone; fix them =====');
for (const f of leaves) console.log(`# flaky: ${f.name}`);
process.exit(0);
