/**
 * `npm run -s nnue:pack -- pack <nn.bin> <out.bnnue> | unpack <in.bnnue> <out nn.bin> | info <file>`
 *
 * Converts between YaneuraOu's nn.bin and the packed net the engine ships (packed-net.ts).
 * `pack` of a plain nn.bin has no factor rows (only `train:nnue --packed` knows them), so it only
 * drops zero rows and compresses; `unpack` writes the exact nn.bin; `info` loads either kind and
 * prints its size and the CPU time of the load.
 * Exit codes: 0 done, 1 a bad or unreadable file, 2 bad arguments.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomicSync } from '../../src-main/atomic-write.ts';
import { isPackedNnue, packNnue, unpackNnue } from '../../src-main/engine/eval/nnue/packed-net.ts';
import { parseNnue } from '../../src-main/engine/eval/nnue/reader.ts';
import { writeNnue } from '../../src-main/engine/eval/nnue/writer.ts';
import type { NnueNet } from '../../src-main/engine/eval/nnue/net.ts';

const USAGE =
  'usage: npm run -s nnue:pack -- pack <nn.bin> <out.bnnue> | unpack <in.bnnue> <out.bin> | info <file>';

function die(message: string, code = 1): never {
  console.error(`nnue:pack: ${message}`);
  process.exit(code);
}

/** Reads and decodes a net of either kind, or exits naming the file and the error code. */
function readNet(path: string): { net: NnueNet; packed: boolean; factors: boolean; bytes: number } {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    die(`cannot read ${path}: ${(e as Error).message}`);
  }
  if (isPackedNnue(bytes)) {
    const r = unpackNnue(bytes);
    if (!r.ok) die(`${path}: ${r.error.message} (${r.error.code})`);
    return { net: r.net, packed: true, factors: r.factors !== null, bytes: bytes.length };
  }
  const r = parseNnue(bytes);
  if (!r.ok) die(`${path}: ${r.error.message} (${r.error.code})`);
  return { net: r.net, packed: false, factors: false, bytes: bytes.length };
}

/**
 * Writes atomically (an interrupted run leaves no half net) into a folder made if missing
 * (YaneuraOu's EvalDir is often a fresh one), or exits naming the file.
 */
function write(path: string, bytes: Uint8Array): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomicSync(path, bytes);
  } catch (e) {
    die(`cannot write ${path}: ${(e as Error).message}`);
  }
}

function main(): void {
  const [verb, from, to] = process.argv.slice(2);
  if (verb === 'info' && from) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const n = readNet(from);
    const used = process.cpuUsage(cpu);
    console.log(
      `${from}: ${n.packed ? `packed net${n.factors ? ' with factor rows' : ''}` : 'nn.bin'}, ${n.bytes} bytes; ` +
        `loaded in ${((used.user + used.system) / 1000).toFixed(0)} ms CPU (${(performance.now() - wall).toFixed(0)} ms wall)`,
    );
  } else if (verb === 'pack' && from && to) {
    const n = readNet(from);
    write(to, packNnue(n.net));
    console.log(`wrote ${to}`);
  } else if (verb === 'unpack' && from && to) {
    write(to, writeNnue(readNet(from).net));
    console.log(`wrote ${to}`);
  } else die(USAGE, 2);
}

main();
