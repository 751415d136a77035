// YaneuraOu as a test opponent (issue 39, item 3): its binary, our net in its format, and the
// options both the yardstick match (vs-yaneuraou.ts) and the USI speed bench give it. YaneuraOu
// is GPL: the developer fetches its sources and points YANEURAOU_SRC (or YANEURAOU_BIN) at them;
// nothing of it is copied or shipped. Every function throws an Error that says what to fix.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));
/** The net both engines evaluate with: ours loads it as `default-net`, YaneuraOu as nn.bin. */
export const SHIPPED_NET = join(REPO, 'resources/nnue/nn.bnnue');
/** The build the issue measured: g++, AVX2, the halfkp_256x2-32-32 NNUE edition. */
const MAKE_ARGS = [
  '-j2',
  'normal',
  'COMPILER=g++',
  'TARGET_CPU=AVX2',
  'YANEURAOU_EDITION=YANEURAOU_ENGINE_NNUE',
];
const BINARY = 'YaneuraOu-by-gcc';
/** What to set when neither variable is: a usage error for the tools that need YaneuraOu. */
export const NO_YANEURAOU =
  'set YANEURAOU_SRC to a YaneuraOu source checkout (or YANEURAOU_BIN to a binary)';

/** YaneuraOu's binary: YANEURAOU_BIN, else built (once) in $YANEURAOU_SRC/source. */
export function yaneuraouBinary(env: NodeJS.ProcessEnv): string {
  if (env.YANEURAOU_BIN) {
    if (!existsSync(env.YANEURAOU_BIN))
      throw new Error(`YANEURAOU_BIN ${env.YANEURAOU_BIN} does not exist`);
    return resolve(env.YANEURAOU_BIN);
  }
  if (!env.YANEURAOU_SRC) throw new Error(NO_YANEURAOU);
  const root = resolve(env.YANEURAOU_SRC);
  const source = existsSync(join(root, 'source', 'Makefile')) ? join(root, 'source') : root;
  if (!existsSync(join(source, 'Makefile')))
    throw new Error(`YANEURAOU_SRC ${root}: no Makefile there or in its source/ folder`);
  const binary = join(source, BINARY);
  if (existsSync(binary)) return binary;
  process.stderr.write(`building YaneuraOu in ${source} (make ${MAKE_ARGS.join(' ')})\n`);
  const make = spawnSync('make', MAKE_ARGS, { cwd: source, stdio: 'inherit' });
  if (make.status !== 0 || !existsSync(binary))
    throw new Error(`the YaneuraOu build in ${source} failed (exit ${make.status}); see above`);
  return binary;
}

/** Writes `net` as YaneuraOu's nn.bin into `evalDir` with `nnue:pack unpack` (kept if present). */
export function unpackNet(net: string, evalDir: string): void {
  mkdirSync(evalDir, { recursive: true });
  const target = join(evalDir, 'nn.bin');
  if (existsSync(target)) return; // a resumed run keeps the net it started with
  const r = spawnSync('npm', ['run', '-s', 'nnue:pack', '--', 'unpack', net, target], {
    cwd: REPO,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`could not unpack ${net} into ${target}`);
}

/**
 * YaneuraOu's USI options: one thread and 64 MiB of hash like ours, our net from `evalDir`, no
 * book, and its time rounding off with margins like ours (its defaults keep 1.1 s back and think
 * at least 2 s, which at 300 ms byoyomi would lose on time or waste the period).
 */
export function yaneuraouOptions(evalDir: string): Record<string, string | number | boolean> {
  return {
    USI_Hash: 64,
    Threads: 1,
    EvalDir: evalDir,
    BookFile: 'no_book',
    RoundUpToFullSecond: false,
    NetworkDelay: 40,
    NetworkDelay2: 40,
    MinimumThinkingTime: 100,
  };
}
