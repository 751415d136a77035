/**
 * The children of an expert position, the unit the tuners work on: the position is parsed, the
 * expert's move found, and every legal move played once to extract the child's classical feature
 * vector. The feature cache (GA) and the move prior's samples both walk positions this way.
 */
import type { Position } from '../shared/rules/position.ts';
import { generateLegal } from '../shared/rules/movegen.ts';
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { MOVE_NONE, type Move, type Variant } from '../shared/rules/types.ts';
import { createBoardView, fillBoardView } from '../engine/eval/classical/board-view.ts';
import type { FeatureExtractor } from '../engine/eval/classical/extract.ts';
import type { MoveContext } from '../engine/eval/classical/family-threat.ts';
import type { ExpertPosition } from './expert-positions.ts';

/** A walked expert position: the parent, the expert's move, its child index and the child count. */
export interface ExpertNode {
  readonly pos: Position;
  readonly expert: Move;
  readonly expertChild: number;
  readonly children: number;
}

/** Called once per child, with `pos` back at the parent and the child's features in `out(i)`. */
export type ChildVisitor = (i: number, m: Move, pos: Position) => void;

/** Walks expert positions child by child, reusing its buffers across positions. */
export class ExpertChildren {
  private readonly moves = new Int32Array(1024);
  private readonly view = createBoardView();
  private readonly ctx: MoveContext = { move: 0, captured: 0, previousTo: -1, inCheck: false };

  constructor(private readonly variant: Variant = 'shogi') {}

  /**
   * Plays every legal move of `ep` once; `extractor` writes the child's features into `out(i)`
   * (with the position for the position-dependent families when `withPosition`), then `visit`
   * sees the child. Returns undefined, visiting nothing, when the SFEN or the move is invalid.
   */
  walk(
    ep: ExpertPosition,
    extractor: FeatureExtractor,
    out: (i: number) => Int32Array,
    visit: ChildVisitor,
    withPosition = true,
  ): ExpertNode | undefined {
    const parsed = parseSfen(ep.sfen, this.variant);
    if (!parsed.ok) return undefined;
    const pos = parsed.position;
    const expert = parseUsiMove(pos, ep.move);
    if (expert === MOVE_NONE) return undefined;
    const n = generateLegal(pos, this.moves, 0);
    let expertChild = -1;
    // The context the features see: the move before (records only) and whether it was check.
    this.ctx.previousTo = previousMoveTo(ep.previous);
    this.ctx.inCheck = pos.inCheck();
    for (let i = 0; i < n; i++) {
      const m = this.moves[i]!;
      pos.doMove(m);
      this.ctx.move = m;
      this.ctx.captured = pos.capturedPiece();
      extractor.extract(
        fillBoardView(pos, this.view),
        this.ctx,
        out(i),
        withPosition ? pos : undefined,
      );
      pos.undoMove(m);
      if (m === expert) expertChild = i;
      visit(i, m, pos);
    }
    return { pos, expert, expertChild, children: n };
  }
}

/** Destination square of the move before, from its USI text (−1 when unknown). */
export function previousMoveTo(usi: string | undefined): number {
  if (!usi) return -1;
  const m = /([1-9])([a-i])\+?$/.exec(usi);
  return m ? (Number(m[1]) - 1) * 9 + (m[2]!.charCodeAt(0) - 97) : -1;
}
