/**
 * The strategies of one game's two sides: for each colour, the first castle family it completes
 * within the first plies and the rook strategy of its opening. The tree builder and the
 * measurement script classify records with it.
 */
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE } from '../../shared/rules/types.ts';
import type { Color } from '../../shared/rules/types.ts';
import { createBoardView, fillBoardView } from '../eval/classical/board-view.ts';
import { castleFamilies, rookStrategy, type CastleFamily, type RookStrategy } from './formation.ts';

/** Plies searched for a completed castle (why 80: castles are built in the first 40 moves or not at all). */
export const CASTLE_PLIES = 80;
/** Plies over which the rook strategy is read (why 30: a ranging rook moves within its first 15 moves). */
export const ROOK_PLIES = 30;

/** What one side of a game reached. */
export interface SideStrategy {
  /** First castle family completed, or null. */
  castle: CastleFamily | null;
  /** Ply (number of moves played) at which `castle` was first complete; 0 when none. */
  castlePly: number;
  /** Rook strategy of the opening, or null when the rook never stood in a telling place. */
  rook: RookStrategy | null;
}

/** Result of {@link classifyGame}: both sides, or why the game could not be replayed. */
export type GameStrategyResult =
  { ok: true; sides: [SideStrategy, SideStrategy]; plies: number } | { ok: false; message: string };

/** Updates colour c's strategy after a ply (why one function: both sides are read the same way). */
function observe(
  side: SideStrategy,
  view: ReturnType<typeof createBoardView>,
  c: Color,
  ply: number,
): void {
  if (side.castle === null && ply <= CASTLE_PLIES) {
    const fam = castleFamilies(view, c);
    if (fam.length > 0) [side.castle, side.castlePly] = [fam[0]!, ply];
  }
  // Why ranging wins over static: every rook starts static; moving it is the decision.
  if (ply <= ROOK_PLIES && side.rook !== 'ranging-rook') {
    const r = rookStrategy(view, c);
    if (r !== null) side.rook = r;
  }
}

/** Replays a game and classifies each side (only the moves the engine's rules accept count). */
export function classifyGame(startSfen: string, moves: readonly string[]): GameStrategyResult {
  const parsed = parseSfen(startSfen);
  if (!parsed.ok) return { ok: false, message: `bad start position: ${parsed.error.message}` };
  const pos = parsed.position;
  const sides: [SideStrategy, SideStrategy] = [
    { castle: null, castlePly: 0, rook: null },
    { castle: null, castlePly: 0, rook: null },
  ];
  const view = createBoardView();
  const limit = Math.min(moves.length, Math.max(CASTLE_PLIES, ROOK_PLIES));
  let ply = 0;
  for (; ply < limit; ply++) {
    const m = parseUsiMove(pos, moves[ply]!);
    if (m === MOVE_NONE)
      return { ok: false, message: `move ${ply + 1} "${moves[ply]}" is illegal or malformed` };
    pos.doMove(m);
    fillBoardView(pos, view);
    observe(sides[0], view, 0, ply + 1);
    observe(sides[1], view, 1, ply + 1);
  }
  return { ok: true, sides, plies: ply };
}
