/**
 * `npm run -s bench:records`: parses and validates 1,000 copies of a 120-move KIF and, side by
 * side in the same run, parses them with tsshogi alone (no decoding, detection or validation).
 * Prints the median CPU time of 3 rounds of each and the ratio. A benchmark, not a test: no assertion.
 */
import { Record, importKIF } from 'tsshogi';
import { Position } from '../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { exportRecord, importRecord } from '../../src-main/shared/records/index.ts';
import { median } from '../../src-main/bench-stats.ts';

const COPIES = 1000;
const PLIES = 120;
const ROUNDS = 3;

/** A deterministic 120-ply game: a fixed-seed random walk over legal moves, with times and comments. */
function benchGame(): Record {
  let seed = 12345;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
  for (;;) {
    const pos = Position.startpos();
    const record = new Record();
    for (let ply = 0; ply < PLIES; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      const m = moves[rand(moves.length)]!;
      record.append(record.position.createMoveByUSI(moveToUsi(m))!);
      record.current.setElapsedMs(1000 * (1 + rand(60)));
      if (ply % 20 === 0) record.current.comment = `${ply + 1}手目のコメント`;
      pos.doMove(m);
    }
    if (record.current.ply === PLIES) return record;
  }
}

/** CPU time (user + system) of `fn` in milliseconds (why: the machine is shared; wall time measures the neighbours). */
function time(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
}

const written = exportRecord(benchGame(), 'kif');
if (!written.ok) throw new Error(written.error.message);
const bytes = written.bytes;
const text = new TextDecoder('shift_jis').decode(bytes);
const ours: number[] = [];
const tsshogiOnly: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  tsshogiOnly.push(
    time(() => {
      for (let i = 0; i < COPIES; i++)
        if (importKIF(text) instanceof Error) throw new Error('tsshogi failed');
    }),
  );
  ours.push(
    time(() => {
      for (let i = 0; i < COPIES; i++)
        if (!importRecord(bytes, 'bench.kif').ok) throw new Error('import failed');
    }),
  );
}
const a = median(ours);
const b = median(tsshogiOnly);
console.log(
  `${COPIES} × ${PLIES}-move KIF (${bytes.length} bytes, Shift_JIS), median CPU time of ${ROUNDS} rounds:`,
);
console.log(
  `  importRecord (decode + detect + parse + validate every move): ${(a / 1000).toFixed(2)} s`,
);
console.log(
  `  tsshogi importKIF alone (parse only):                         ${(b / 1000).toFixed(2)} s`,
);
console.log(`  ratio: ${(a / b).toFixed(2)}×`);
