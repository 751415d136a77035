/**
 * Who attacks what: for every piece, the squares it attacks; for every square and colour, how
 * many pieces attack it and the cheapest attacker. King safety, camps, mobility and threats all
 * read this one map, built in one pass over the board.
 */
import { KNIGHT, SQUARE_NB, colorOf, typeOf } from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import type { BoardView } from './board-view.ts';
import { GEOMETRY, SLIDE_DIRS, STEP_DIRS } from './geometry.ts';

/** Rough piece values (in pawns) for "cheapest attacker" and threat sizes; index = piece type. */
export const ROUGH_VALUE = [0, 1, 3, 4, 5, 8, 10, 6, 50, 6, 6, 6, 6, 11, 13];

/** The attack map of one position (reused between positions). */
export class AttackMap {
  /** Attackers of colour c on sq: count[c*81+sq]. */
  readonly count = new Uint8Array(SQUARE_NB * 2);
  /** Cheapest attacker's ROUGH_VALUE (0 when none): cheapest[c*81+sq]. */
  readonly cheapest = new Uint8Array(SQUARE_NB * 2);
  /** Squares attacked by the piece on sq: list[start[sq] .. start[sq]+len[sq]). */
  readonly start = new Uint16Array(SQUARE_NB);
  readonly len = new Uint8Array(SQUARE_NB);
  list = new Uint8Array(1024);
  private used = 0;

  /** Recomputes the map for `v`. */
  build(v: BoardView): void {
    const g = GEOMETRY[v.variant];
    this.count.fill(0);
    this.cheapest.fill(0);
    this.len.fill(0);
    this.used = 0;
    for (const sq of g.squares) {
      const pc = v.board[sq]!;
      if (pc === 0) continue;
      this.start[sq] = this.used;
      this.addPieceAttacks(v, sq, colorOf(pc), typeOf(pc));
      this.len[sq] = this.used - this.start[sq]!;
    }
  }

  /** Attacks of the piece of type pt and colour c on sq. */
  private addPieceAttacks(v: BoardView, sq: number, c: Color, pt: number): void {
    const g = GEOMETRY[v.variant];
    const val = ROUGH_VALUE[pt]!;
    if (pt === KNIGHT) {
      for (let i = 0; i < 2; i++) {
        const to = g.knight[(c * SQUARE_NB + sq) * 2 + i]!;
        if (to >= 0) this.add(c, to, val);
      }
      return;
    }
    for (const d of STEP_DIRS[c]![pt]!) {
      const to = g.next[sq * 8 + d]!;
      if (to >= 0) this.add(c, to, val);
    }
    for (const d of SLIDE_DIRS[c]![pt]!) {
      let to = g.next[sq * 8 + d]!;
      while (to >= 0) {
        this.add(c, to, val);
        if (v.board[to] !== 0) break;
        to = g.next[to * 8 + d]!;
      }
    }
  }

  private add(c: Color, to: number, val: number): void {
    const i = c * SQUARE_NB + to;
    this.count[i] = this.count[i]! + 1;
    if (this.cheapest[i] === 0 || val < this.cheapest[i]!) this.cheapest[i] = val;
    if (this.used === this.list.length) {
      const bigger = new Uint8Array(this.list.length * 2);
      bigger.set(this.list);
      this.list = bigger;
    }
    this.list[this.used++] = to;
  }

  /** Attackers of colour c on sq. */
  attackers(c: Color, sq: number): number {
    return this.count[c * SQUARE_NB + sq]!;
  }
}
