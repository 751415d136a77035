import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nativeSkipReason } from './backends.ts';

const CHILD = fileURLToPath(new URL('../../../fixtures/nnue/fallback-child.ts', import.meta.url));

/** Runs the child with extra environment variables and returns its JSON report. */
function run(backend: string, env: Record<string, string>): Record<string, unknown> {
  const clean = { ...process.env };
  delete clean.NNUE_BACKEND;
  delete clean.NNUE_KERNEL;
  delete clean.BANMEN_NNUE_ADDON;
  const r = spawnSync(process.execPath, ['--import', 'tsx', CHILD, backend], {
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

test('with the addon made unloadable, NNUE still evaluates with the TS backend and says why', () => {
  const r = run('auto', { BANMEN_NNUE_ADDON: '/nonexistent/banmen_nnue.node' });
  assert.equal(r.ok, true);
  assert.equal(r.name, 'nnue-ts');
  assert.match(
    String(r.describe),
    /^nnue-ts: fallback: native addon not found \(looked for \/nonexistent\/banmen_nnue\.node\)/,
  );
  assert.equal(r.eval, 0);
});

test('a file that is not an addon also falls back, with the loader error', () => {
  // A .node file that is plain text: dlopen refuses it (never point this at a script: it would run).
  const notAddon = fileURLToPath(
    new URL('../../../fixtures/nnue/not-an-addon.node', import.meta.url),
  );
  const r = run('auto', { BANMEN_NNUE_ADDON: notAddon });
  assert.equal(r.name, 'nnue-ts');
  assert.match(String(r.describe), /native addon at .*not-an-addon\.node failed to load/);
});

test('asking for the native backend when it cannot load is a typed error, not a silent fallback', () => {
  const r = run('native', { BANMEN_NNUE_ADDON: '/nonexistent/banmen_nnue.node' });
  assert.equal(r.ok, false);
  assert.equal(r.code, 'NNUE_BACKEND');
});

test('NNUE_BACKEND=ts forces the TS backend; otherwise the native one is used when built', (t) => {
  const forced = run('auto', { NNUE_BACKEND: 'ts' });
  assert.equal(forced.name, 'nnue-ts');
  assert.match(String(forced.describe), /NNUE_BACKEND=ts/);
  const skip = nativeSkipReason();
  if (skip) return t.skip(skip);
  const native = run('auto', {});
  assert.equal(native.name, 'nnue-native');
  assert.match(
    String(native.describe),
    /^nnue-native \((avx512vnni|avx2|sse2|neon-dotprod|neon|scalar)\): native addon /,
  );
  const scalar = run('auto', { NNUE_KERNEL: 'scalar' });
  assert.match(String(scalar.describe), /^nnue-native \(scalar\)/);
});
