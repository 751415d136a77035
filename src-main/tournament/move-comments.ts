/**
 * The engine's view of each move in the records: score (black's point of view, centipawns, mates
 * as ±(100000 − plies)), search depth and principal variation. CSA gets floodgate's
 * `'** <score> <PV in CSA moves>` line; KIF gets the comment lines ShogiHome writes for a player's
 * search (`*評価値=…`, `*読み筋=…`, `*深さ=…`, shown in the file as `**評価値=…`). The PV is the
 * expected continuation after the move played (the opponent's reply first), as in floodgate.
 * A move the tournament's book played says so instead (`book move (value 32, count 120)`, in KIF
 * `定跡手（評価値32、出現120回）`, the value from the mover's point of view).
 */
import { formatCSAMove, formatPV, type ImmutablePosition, type Move } from 'tsshogi';
import type { MoveRecord } from './game.ts';
import { blackPovCp } from './score.ts';
import { kifBookMoveNote } from './kif-notes-ja.ts';

/** The comment text of one move in both formats (empty when the engine sent nothing). */
export interface MoveComments {
  csa: string;
  kif: string;
}

/** The PV after the move: the engine's PV without its first move, legal moves only. */
function continuation(before: ImmutablePosition, m: MoveRecord): Move[] {
  if (!m.pv || m.pv[0] !== m.usi) return [];
  const pos = before.clone();
  const out: Move[] = [];
  for (const [i, usi] of m.pv.entries()) {
    const move = pos.createMoveByUSI(usi);
    if (!move || !pos.isValidMove(move)) break;
    pos.doMove(move);
    if (i > 0) out.push(move);
  }
  return out;
}

/** Comments for a move played from `before` (the position before it) by black or white. */
export function moveComments(
  before: ImmutablePosition,
  m: MoveRecord,
  moverIsBlack: boolean,
): MoveComments {
  if (m.book) {
    const value = m.book.value === null ? '' : `value ${m.book.value}, `;
    return { csa: `book move (${value}count ${m.book.count})`, kif: kifBookMoveNote(m.book) };
  }
  if (!m.score && m.depth === undefined) return { csa: '', kif: '' };
  const pv = continuation(before, m);
  const csa: string[] = [];
  const kif: string[] = [];
  if (m.score) {
    const cp = blackPovCp(m.score, moverIsBlack);
    csa.push(['*', cp, ...pv.map((x) => formatCSAMove(x))].join(' '));
    kif.push(`*評価値=${cp}`);
    if (pv.length > 0) {
      const after = before.clone();
      after.doMove(before.createMoveByUSI(m.usi)!);
      kif.push(`*読み筋=${formatPV(after, pv)}`);
    }
  }
  if (m.depth !== undefined) {
    csa.push(`depth ${m.depth}`);
    kif.push(`*深さ=${m.depth}`);
  }
  return { csa: csa.join('\n'), kif: kif.join('\n') };
}
