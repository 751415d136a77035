/**
 * Perft from the command line:
 *   npm run -s perft -- <depth> [<sfen>] [--variant shogi|minishogi]
 * Prints "<usi move>: <count>" per root move, then "Nodes: N" and "Nodes/second: N" as the last
 * two lines. Bad arguments or SFEN: a message on stderr and exit code 2.
 */
import { Position } from '../../src-main/shared/rules/position.ts';
import { parseSfen, moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { generateLegal } from '../../src-main/shared/rules/movegen.ts';
import { perft } from '../../src-main/shared/rules/perft.ts';
import type { Variant } from '../../src-main/shared/rules/types.ts';

/** Prints a usage error and exits with code 2. */
function fail(message: string): never {
  process.stderr.write(
    `perft: ${message}\nusage: perft <depth> [<sfen>] [--variant shogi|minishogi]\n`,
  );
  process.exit(2);
}

/** Parses argv into depth, sfen text (may be split over several arguments) and variant. */
function parseArgs(argv: string[]): { depth: number; sfen: string | null; variant: Variant } {
  let variant: Variant = 'shogi';
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--variant' || a.startsWith('--variant=')) {
      const v = a.includes('=') ? a.slice(10) : argv[++i];
      if (v !== 'shogi' && v !== 'minishogi') fail(`unknown variant '${v ?? ''}'`);
      variant = v;
    } else rest.push(a);
  }
  if (rest.length === 0) fail('missing depth');
  if (!/^\d+$/.test(rest[0]!) || Number(rest[0]) < 1 || Number(rest[0]) > 20)
    fail(`depth must be an integer 1..20, got '${rest[0]}'`);
  return {
    depth: Number(rest[0]),
    sfen: rest.length > 1 ? rest.slice(1).join(' ') : null,
    variant,
  };
}

const args = parseArgs(process.argv.slice(2));
let pos: Position;
if (args.sfen === null || args.sfen === 'startpos') pos = Position.startpos(args.variant);
else {
  const r = parseSfen(args.sfen, args.variant);
  if (!r.ok) fail(`bad SFEN (${r.error.code}): ${r.error.message}`);
  pos = r.position;
}
const start = process.hrtime.bigint();
const buf = new Int32Array(1024);
const n = generateLegal(pos, buf, 0);
let total = 0;
const lines: string[] = [];
for (let i = 0; i < n; i++) {
  const m = buf[i]!;
  pos.doMove(m);
  const c = perft(pos, args.depth - 1);
  pos.undoMove(m);
  total += c;
  lines.push(`${moveToUsi(m)}: ${c}`);
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
process.stdout.write(
  `${lines.join('\n')}${lines.length ? '\n' : ''}Nodes: ${total}\nNodes/second: ${Math.round(total / Math.max(seconds, 1e-9))}\n`,
);
