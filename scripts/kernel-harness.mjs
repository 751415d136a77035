#!/usr/bin/env node
// Builds and runs the NNUE kernel test harness (native/test/kernel_harness.cc), which compares
// every kernel the CPU has with the scalar one bit for bit. No Node headers or node-gyp: a plain
// C++ compiler, each kernel file with the flags binding.gyp gives it.
//
//   node scripts/kernel-harness.mjs [--target native|aarch64] [-- harness arguments]
//
// --target aarch64 cross-compiles with aarch64-linux-gnu-g++ (Debian: g++-aarch64-linux-gnu) and
// runs the binary under qemu-aarch64 -L /usr/aarch64-linux-gnu (Debian: qemu-user), to check the
// NEON kernels on an x86 machine. qemu emulates a CPU with every extension (so both NEON kernels
// run); QEMU_CPU=cortex-a53 emulates one without the dot-product extension. Exits with the harness's status (0: every kernel bit-identical),
// or 3 when the toolchain is missing (the message says what to install).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { arch as hostArch } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nativeDir = join(root, 'native');

/** Exit status when the compiler or emulator is absent (the test skips on it). */
const MISSING_TOOL = 3;

/** Flags of the kernel files that binding.gyp compiles for a wider instruction set, per target. */
const X86_FLAGS = {
  'src/kernels_avx2.cc': ['-mavx2', '-mpopcnt'],
  'src/kernels_vnni.cc': ['-mavx2', '-mpopcnt', '-mavx512vl', '-mavx512vnni'],
};
const ARM64_FLAGS = { 'src/kernels_neon_dot.cc': ['-march=armv8.2-a+dotprod'] };
const SOURCES = [
  'test/kernel_harness.cc',
  'src/net.cc',
  'src/cpu.cc',
  'src/kernels_scalar.cc',
  'src/kernels_sse2.cc',
  'src/kernels_neon.cc',
  'src/kernels_neon_dot.cc',
  'src/kernels_avx2.cc',
  'src/kernels_vnni.cc',
];

/** Whether a command can be started (PATH lookup). */
function have(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * How to build and run the harness for a target: the compiler, per-file flags and the command
 * prefix that runs the binary (qemu for a foreign architecture); `missing` names what to install.
 */
function toolchain(target) {
  if (target === 'aarch64') {
    const cxx = 'aarch64-linux-gnu-g++';
    const native = hostArch() === 'arm64';
    const run = native ? [] : ['qemu-aarch64', '-L', '/usr/aarch64-linux-gnu'];
    const missing = [];
    if (!have(cxx)) missing.push(`${cxx} (apt-get install g++-aarch64-linux-gnu)`);
    if (!native && !have('qemu-aarch64')) missing.push('qemu-aarch64 (apt-get install qemu-user)');
    return { cxx, flags: (file) => ARM64_FLAGS[file] ?? [], run, missing };
  }
  const cxx = process.env.CXX || 'g++';
  const table = { x64: X86_FLAGS, ia32: X86_FLAGS, arm64: ARM64_FLAGS }[hostArch()] ?? {};
  return {
    cxx,
    flags: (file) => table[file] ?? [],
    run: [],
    missing: have(cxx) ? [] : [`${cxx} (a C++ compiler)`],
  };
}

/** Newest modification time of the harness's inputs (sources and headers). */
function newestInput() {
  const files = [...SOURCES, 'src/nnue.h', 'src/net.h', 'src/kernels_x86.h', 'src/kernels_neon.h'];
  return Math.max(...files.map((f) => statSync(join(nativeDir, f)).mtimeMs));
}

/** Compiles each file to an object with its own flags and links; skipped when up to date. */
function build(target) {
  const tc = toolchain(target);
  if (tc.missing.length > 0) return { ok: false, missing: tc.missing };
  const outDir = join(nativeDir, 'build', 'harness', target);
  const binary = join(outDir, 'kernel_harness');
  if (existsSync(binary) && statSync(binary).mtimeMs > newestInput())
    return { ok: true, binary, tc };
  mkdirSync(outDir, { recursive: true });
  const objects = [];
  for (const file of SOURCES) {
    const object = join(outDir, file.replace(/[/.]/g, '_') + '.o');
    const args = ['-O3', '-std=c++17', '-I', join(nativeDir, 'src'), ...tc.flags(file)];
    const r = spawnSync(tc.cxx, [...args, '-c', join(nativeDir, file), '-o', object], {
      encoding: 'utf8',
    });
    if (r.status !== 0) return { ok: false, error: `${tc.cxx} ${file}: ${r.stderr || r.error}` };
    objects.push(object);
  }
  const link = spawnSync(tc.cxx, [...objects, '-o', binary], {
    encoding: 'utf8',
  });
  if (link.status !== 0) return { ok: false, error: `link: ${link.stderr || link.error}` };
  return { ok: true, binary, tc };
}

/** Runs the built harness; returns its exit status and output. */
function run(built, args = []) {
  const [command, ...prefix] = [...built.tc.run, built.binary];
  const r = spawnSync(command, [...prefix, ...args], { encoding: 'utf8' });
  return { status: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? String(r.error) };
}

function main() {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const passed = dash < 0 ? [] : argv.slice(dash + 1);
  const t = own.indexOf('--target');
  const target = t < 0 ? 'native' : own[t + 1];
  if (target !== 'native' && target !== 'aarch64') {
    console.error('usage: kernel-harness.mjs [--target native|aarch64] [-- harness arguments]');
    process.exit(2);
  }
  const built = build(target);
  if (!built.ok) {
    if (built.missing) console.error(`kernel harness: missing ${built.missing.join(', ')}`);
    else console.error(`kernel harness: build failed: ${built.error}`);
    process.exit(built.missing ? MISSING_TOOL : 1);
  }
  const r = run(built, passed);
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exit(r.status);
}

main();
