/**
 * The kernel test harness (native/test/kernel_harness.cc) compares every kernel with the scalar
 * one bit for bit: natively on this machine (every x86 kernel the CPU has) and, when Debian's
 * aarch64 cross compiler and qemu-user are installed, the NEON kernels (base and SDOT)
 * cross-compiled and run under qemu-aarch64, on an emulated CPU with and without the dot product. The harness's own --broken kernel shows that a difference is caught.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { arch } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadAddon } from '../../src-main/engine/eval/nnue/addon.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/kernel-harness.mjs', import.meta.url));
/** kernel-harness.mjs's exit status when the compiler or emulator is missing. */
const MISSING_TOOL = 3;

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

/** Builds (when out of date) and runs the harness for a target through the script. */
function harness(
  target: 'native' | 'aarch64',
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Ran {
  const r = spawnSync(process.execPath, [SCRIPT, '--target', target, '--', ...args], {
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, ...env },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The kernels the harness ran, from its first line. */
function kernelsOf(stdout: string): string[] {
  const m = /kernels:((?: \S+)+)\n/.exec(stdout);
  assert.ok(m, stdout);
  return m[1]!.trim().split(' ');
}

/** Asserts that every kernel but scalar was found bit-identical to the scalar one. */
function assertIdentical(r: Ran, kernels: string[]): void {
  assert.equal(r.status, 0, r.stdout + r.stderr);
  for (const k of kernels.filter((k) => k !== 'scalar'))
    assert.match(
      r.stdout,
      new RegExp(`^${k}: \\d+ checks on 4 nets: bit-identical to scalar`, 'm'),
    );
}

const native = harness('native');
const nativeSkip = native.status === MISSING_TOOL ? native.stderr.trim() : false;

test('every kernel this CPU has is bit-identical to the scalar one', { skip: nativeSkip }, () => {
  const kernels = kernelsOf(native.stdout);
  assert.equal(kernels.at(-1), 'scalar');
  if (arch() === 'x64') assert.ok(kernels.includes('sse2'), 'every x86-64 CPU has SSE2');
  if (arch() === 'arm64') assert.ok(kernels.includes('neon'), 'every AArch64 CPU has NEON');
  // The harness and the addon detect the same kernels (they share cpu.cc).
  const addon = loadAddon();
  if (addon.ok) assert.deepEqual(kernels, addon.addon.kernels());
  assertIdentical(native, kernels);
});

test('the harness catches a kernel that differs in any entry point', { skip: nativeSkip }, () => {
  const r = harness('native', ['--broken', '--rounds', '100']);
  assert.equal(r.status, 1, r.stdout + r.stderr);
  const m = /^broken: .*DIFFERS .*refresh (\d+), update (\d+), propagate (\d+)\)$/m.exec(r.stdout);
  assert.ok(m, r.stdout);
  for (const count of m.slice(1)) assert.ok(Number(count) > 0, r.stdout);
});

const aarch64 = harness('aarch64');
const crossSkip = aarch64.status === MISSING_TOOL ? aarch64.stderr.trim() : false;

test(
  'the NEON kernels, with and without SDOT, are bit-identical to the scalar ones (AArch64, qemu)',
  { skip: crossSkip },
  () => {
    assert.match(aarch64.stdout, /^kernel harness \(aarch64\)/, aarch64.stderr);
    // qemu's default CPU has every extension, the dot product included.
    assert.deepEqual(kernelsOf(aarch64.stdout), ['neon-dotprod', 'neon', 'scalar']);
    assertIdentical(aarch64, ['neon-dotprod', 'neon']);
  },
);

test(
  'a CPU without the dot-product extension runs the base NEON kernels (qemu cortex-a53)',
  { skip: crossSkip },
  () => {
    const r = harness('aarch64', ['--rounds', '300'], { QEMU_CPU: 'cortex-a53' });
    assert.deepEqual(kernelsOf(r.stdout), ['neon', 'scalar']);
    assertIdentical(r, ['neon']);
  },
);
