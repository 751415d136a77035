/** Test helper: the move-prior table keys of one move, as the tests of the prior tools need them. */
import { STARTPOS_SFEN, parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { fillBoardView } from '../../src-main/engine/eval/classical/board-view.ts';
import { AttackMap } from '../../src-main/engine/eval/classical/attack-map.ts';
import { PRIOR_TABLES, priorKeys } from '../../src-main/engine/eval/classical/move-prior.ts';

/** The even start position. */
export const START = STARTPOS_SFEN;

/** The prior keys (in PRIOR_TABLES order) of a USI move played from `sfen`. */
export function keysOf(sfen: string, usi: string): number[] {
  const r = parseSfen(sfen);
  if (!r.ok) throw new Error(sfen);
  const pos = r.position;
  const m = parseUsiMove(pos, usi);
  const mover = pos.sideToMove;
  pos.doMove(m);
  const keys = new Int32Array(PRIOR_TABLES.length);
  const v = fillBoardView(pos);
  const att = new AttackMap();
  att.build(v);
  priorKeys(v, att, mover, { move: m, captured: 0, previousTo: -1 }, 0, 0, keys);
  return Array.from(keys);
}
