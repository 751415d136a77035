/**
 * The fast evaluator's attack map: for every square and colour, how many pieces attack it and
 * the cheapest attacker's value; for each king, the danger units of the enemy pieces that hit
 * its 3×3 zone. Built from scratch at each evaluate in one pass over the pieces (found through
 * the position's occupancy words), with per-variant step tables so a step piece costs one loop
 * over its targets. Kings are left out of the counts: king-danger.ts and threats.ts handle a
 * king's own reach through `zone`.
 */
import {
  NEAR_MASK,
  SLIDE_COUNT,
  SLIDE_DIRS,
  STEP_MASK,
  type Geometry,
} from '../../../shared/rules/attacks.ts';
import type { Position } from '../../../shared/rules/position.ts';
import { KING, KNIGHT, PAWN, PIECE_NB, SQUARE_NB } from '../../../shared/rules/types.ts';
import { KD_ATTACKER_UNIT, MOBILITY_CP, THREAT_VALUE } from './params.ts';

/** Step targets (knight jumps included) of a coloured piece on a square: targets[(pc*81+sq)*8 + i], i < count[pc*81+sq]. */
interface StepTable {
  targets: Int8Array;
  count: Uint8Array;
}

const STEP_TABLES = new Map<Geometry, StepTable>();

/** The step table of a board geometry, built once. */
function stepTableOf(geo: Geometry): StepTable {
  let t = STEP_TABLES.get(geo);
  if (t) return t;
  t = {
    targets: new Int8Array(PIECE_NB * SQUARE_NB * 8),
    count: new Uint8Array(PIECE_NB * SQUARE_NB),
  };
  for (let pc = 0; pc < PIECE_NB; pc++) {
    const pt = pc & 15;
    if (pt === 0 || pt === KING || pt > 14) continue;
    for (const sq of geo.squares) {
      const at = pc * SQUARE_NB + sq;
      let n = 0;
      if (pt === KNIGHT) {
        for (let i = 0; i < 2; i++) {
          const to = geo.knightTo[((pc >> 4) * SQUARE_NB + sq) * 2 + i]!;
          if (to >= 0) t.targets[at * 8 + n++] = to;
        }
      } else {
        for (let d = 0; d < 8; d++) {
          const to = geo.next[sq * 8 + d]!;
          if ((STEP_MASK[pc]! >> d) & 1 && to >= 0) t.targets[at * 8 + n++] = to;
        }
      }
      t.count[at] = n;
    }
  }
  STEP_TABLES.set(geo, t);
  return t;
}

/** `cheapest` of a square no piece of that colour attacks. */
export const NO_ATTACKER = 0xffff;

/** Marks of `zone`: the square is on or next to the black (bit 0) or white (bit 1) king. */
export const ZONE_BIT = [1, 2] as const;

/** See the file comment. One instance per evaluator, rebuilt by `build`. */
export class FastAttackMap {
  /** Attackers of colour c on sq (kings excluded): count[c*81+sq]. */
  readonly count = new Uint8Array(SQUARE_NB * 2);
  /** THREAT_VALUE of colour c's cheapest attacker of sq, NO_ATTACKER when none: cheapest[c*81+sq]. */
  readonly cheapest = new Uint16Array(SQUARE_NB * 2);
  /** ZONE_BIT marks of the squares on or next to each king. */
  readonly zone = new Uint8Array(SQUARE_NB);
  /** Danger units of the pieces attacking colour c's king zone: units[c]. */
  readonly units = new Int32Array(2);
  /** Squares of the pieces on the board other than kings, in scan order: squares[0 .. pieces). */
  readonly squares = new Uint8Array(48);
  pieces = 0;
  /** Files (bit f) holding an unpromoted pawn of colour c, for nifu: pawnFiles[c]. */
  readonly pawnFiles = new Int32Array(2);
  /** Sliding mobility of colour c in centipawns: MOBILITY_CP per square a slider reaches that no own piece holds. */
  readonly mobility = new Int32Array(2);

  /** Recomputes the map for `pos`. */
  build(pos: Position): void {
    const geo = pos.geo;
    const next = geo.next;
    const board = pos.board;
    const count = this.count;
    const cheapest = this.cheapest;
    const zone = this.zone;
    const steps = stepTableOf(geo);
    count.fill(0);
    cheapest.fill(NO_ATTACKER);
    zone.fill(0);
    this.units[0] = this.units[1] = 0;
    this.pawnFiles[0] = this.pawnFiles[1] = 0;
    this.mobility[0] = this.mobility[1] = 0;
    let pieces = 0;
    for (let c = 0; c < 2; c++) {
      const k = pos.kingSq[c]!;
      if (k < 0) continue;
      zone[k]! |= ZONE_BIT[c]!;
      for (let d = 0; d < 8; d++) {
        const s = next[k * 8 + d]!;
        if (s >= 0) zone[s]! |= ZONE_BIT[c]!;
      }
    }
    for (let w = 0; w < 6; w++) {
      let bits = pos.occ[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const sq = ((w % 3) * 27 + 31 - Math.clz32(low)) | 0;
        const pc = board[sq]!;
        const pt = pc & 15;
        if (pt === KING) continue;
        this.squares[pieces++] = sq;
        const c = pc >> 4;
        if (pt === PAWN) this.pawnFiles[c]! |= 1 << ((sq / 9) | 0);
        const base = c * SQUARE_NB;
        const val = THREAT_VALUE[pt]!;
        let hits = 0;
        const at = pc * SQUARE_NB + sq;
        for (let i = 0, n = steps.count[at]!; i < n; i++) {
          const to = steps.targets[at * 8 + i]!;
          const j = base + to;
          count[j]!++;
          if (val < cheapest[j]!) cheapest[j] = val;
          hits |= zone[to]!;
        }
        let reach = 0;
        for (let i = 0, n = SLIDE_COUNT[pc]!; i < n; i++) {
          const d = SLIDE_DIRS[pc * 8 + i]!;
          let to = next[sq * 8 + d]!;
          while (to >= 0) {
            const j = base + to;
            count[j]!++;
            if (val < cheapest[j]!) cheapest[j] = val;
            hits |= zone[to]!;
            const there = board[to]!;
            if (there === 0 || there >> 4 !== c) reach++;
            if (there !== 0) break;
            to = next[to * 8 + d]!;
          }
        }
        // Why: a slider's value grows with the squares it commands (an open rook file, a bishop diagonal).
        this.mobility[c]! += reach * MOBILITY_CP[pt]!;
        // Why: a piece that reaches the enemy king's zone is one more attacker of that king.
        if (hits & ZONE_BIT[c ^ 1]!) this.units[c ^ 1]! += KD_ATTACKER_UNIT[pt]!;
      }
    }
    this.pieces = pieces;
  }
}

/** True when a piece `pc` placed on a square attacks the neighbour in direction d (steps or slides). */
export function reachesNeighbour(pc: number, d: number): boolean {
  return ((NEAR_MASK[pc]! >> d) & 1) === 1;
}
