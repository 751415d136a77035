/**
 * Threats for the fast evaluator: pieces attacked and undefended (hanging), and pieces attacked
 * by a cheaper piece, read from the attack map. A king counts as an attacker and a defender of
 * its neighbours. Seen from the side to move:
 * - it may take the biggest threatened piece of the side that just moved (THREAT_OPPONENT_MAX);
 *   quiescence search finds captures too, so this weight is small;
 * - of its own threatened pieces it can save one move's worth, the biggest (THREAT_MOVER_MAX);
 *   the others are still lost (THREAT_MOVER_REST), e.g. after a fork.
 */
import type { Position } from '../../../shared/rules/position.ts';
import { SQUARE_NB } from '../../../shared/rules/types.ts';
import {
  THREAT_MOVER_MAX,
  THREAT_MOVER_REST,
  THREAT_OPPONENT_MAX,
  THREAT_VALUE,
} from './params.ts';
import { ZONE_BIT, type FastAttackMap } from './fast-attack-map.ts';

/** Biggest and summed threat (centipawns at risk) against each colour's pieces, filled by `threatScore`. */
const biggest = new Int32Array(2);
const summed = new Int32Array(2);

/** What the piece of colour c and type pt on sq risks: its value if hanging, the value gap to a cheaper attacker, else 0. */
function pieceThreat(map: FastAttackMap, c: number, pt: number, sq: number): number {
  const them = c ^ 1;
  const attackers = map.count[them * SQUARE_NB + sq]!;
  const zone = map.zone[sq]!;
  if (attackers === 0 && !(zone & ZONE_BIT[them]!)) return 0;
  const value = THREAT_VALUE[pt]!;
  if (map.count[c * SQUARE_NB + sq] === 0 && !(zone & ZONE_BIT[c]!)) return value;
  if (attackers === 0) return 0;
  const cheapest = map.cheapest[them * SQUARE_NB + sq]!;
  return cheapest < value ? value - cheapest : 0;
}

/** The threat term in centipawns from the side to move's point of view (map built for pos). */
export function threatScore(pos: Position, map: FastAttackMap): number {
  biggest[0] = biggest[1] = 0;
  summed[0] = summed[1] = 0;
  const board = pos.board;
  for (let i = 0, n = map.pieces; i < n; i++) {
    const sq = map.squares[i]!;
    const pc = board[sq]!;
    const t = pieceThreat(map, pc >> 4, pc & 15, sq);
    if (t === 0) continue;
    const c = pc >> 4;
    summed[c]! += t;
    if (t > biggest[c]!) biggest[c] = t;
  }
  const us = pos.sideToMove;
  const them = us ^ 1;
  const gain = biggest[them]! * THREAT_OPPONENT_MAX;
  const risk = biggest[us]! * THREAT_MOVER_MAX + (summed[us]! - biggest[us]!) * THREAT_MOVER_REST;
  return (gain - risk) >> 4;
}
