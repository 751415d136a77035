// scripts/run-tests.mjs: a test file that never ends fails by name within the file time limit,
// instead of holding the whole run until CI's own limit (stop 85 hung 90 minutes, naming
// nothing); the run then names its slowest files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/run-tests.mjs', import.meta.url));
const MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** A scratch project whose test/ folder holds these files (name → source). */
function projectWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'run-tests-'));
  mkdirSync(join(dir, 'test'));
  symlinkSync(MODULES, join(dir, 'node_modules'), 'junction'); // Why junction: no privilege on Windows
  for (const [name, source] of Object.entries(files))
    writeFileSync(join(dir, 'test', name), source);
  return dir;
}

const HEADER = "import { test } from 'node:test';\n";

test('a file that never ends fails by name at the file limit; the others pass', (t) => {
  const dir = projectWith({
    'awaits.test.ts': `${HEADER}test('awaits forever', async () => {
      setInterval(() => {}, 1000);
      await new Promise(() => {});
    });\n`,
    'leaves-a-handle.test.ts': `${HEADER}test('passes, leaving a timer', () => {
      setInterval(() => {}, 1000);
    });\n`,
    'fine.test.ts': `${HEADER}test('fine', () => {});\n`,
  });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // Why without NODE_TEST_CONTEXT: set by this test's own runner, it makes the inner one report
  // to a parent instead of running as a run of its own.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  // Why 10 s: on a loaded machine (session 67: matches beside the suite) tsx alone took over 3 s
  // to start a file, and the trivial file timed out too.
  const run = spawnSync(process.execPath, [SCRIPT], {
    cwd: dir,
    env: { ...env, BANMEN_TEST_FILE_TIMEOUT_MS: '10000' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  // Why a spawn limit: without the file limit the run would never end.
  assert.equal(run.signal, null, 'the run ended by itself');
  assert.notEqual(run.status, 0, 'the run fails');
  const again = /# re-running alone: (.*)/.exec(run.stdout)?.[1]?.split(' ').sort();
  assert.deepEqual(again, ['test/awaits.test.ts', 'test/leaves-a-handle.test.ts']);
  assert.match(run.stdout, /failing again when run alone/);
  assert.match(run.stdout, /test timed out after 10000ms/);
  assert.match(run.stdout, /ok \d+ - fine/);
  assert.match(run.stdout, /# slowest test files[^\n]*\n#\s+\d+\.\d {2}test\//);
});
