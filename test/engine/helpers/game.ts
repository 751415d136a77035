/**
 * Plays one game between two USI engines, refereed by our rules core: every bestmove must be
 * legal, and the game ends on mate, resignation, a (valid) declaration, sennichite, perpetual
 * check or the ply limit.
 */
import assert from 'node:assert/strict';
import type { UsiHarness } from './usi-harness.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import {
  MOVE_NONE,
  REP_DRAW,
  REP_LOSE,
  REP_WIN,
  type Variant,
} from '../../../src-main/shared/rules/types.ts';

export interface GameResult {
  winner: 'black' | 'white' | 'draw';
  reason: string;
  plies: number;
  moves: string[];
}

export interface GameOptions {
  variant: Variant;
  /** The `go` line sent for every move. */
  go: string;
  maxPlies: number;
  /** Extra setup per engine (e.g. fairy-stockfish needs USI_Variant). */
  setup?: (e: UsiHarness, color: 'black' | 'white') => Promise<void>;
}

export async function playGame(
  black: UsiHarness,
  white: UsiHarness,
  o: GameOptions,
): Promise<GameResult> {
  for (const [e, c] of [
    [black, 'black'],
    [white, 'white'],
  ] as const) {
    if (o.setup) await o.setup(e, c);
    else await e.handshake({ USI_Variant: o.variant });
    e.send('usinewgame');
  }
  const pos = Position.startpos(o.variant);
  const moves: string[] = [];
  const side = () => (pos.sideToMove === 0 ? 'black' : 'white');
  const other = () => (pos.sideToMove === 0 ? 'white' : 'black');
  for (;;) {
    if (legalMoves(pos).length === 0)
      return { winner: other(), reason: 'checkmate', plies: moves.length, moves };
    if (moves.length >= o.maxPlies)
      return { winner: 'draw', reason: 'max plies', plies: moves.length, moves };
    const e = pos.sideToMove === 0 ? black : white;
    e.send(`position startpos${moves.length ? ' moves ' + moves.join(' ') : ''}`);
    const best = await e.go(o.go);
    if (best.move === 'resign')
      return { winner: other(), reason: 'resign', plies: moves.length, moves };
    if (best.move === 'win') {
      assert.ok(pos.canDeclareWin(27), `${side()} declared a win that the rules do not allow`);
      return { winner: side(), reason: 'declaration', plies: moves.length, moves };
    }
    const m = parseUsiMove(pos, best.move);
    assert.notEqual(
      m,
      MOVE_NONE,
      `${side()} played an illegal move ${best.move} after ${moves.join(' ')}`,
    );
    pos.doMove(m);
    moves.push(best.move);
    const rep = pos.repetitionState(Infinity, 4);
    if (rep === REP_DRAW)
      return { winner: 'draw', reason: 'sennichite', plies: moves.length, moves };
    if (rep === REP_WIN)
      return { winner: side(), reason: 'perpetual check', plies: moves.length, moves };
    if (rep === REP_LOSE)
      return { winner: other(), reason: 'perpetual check', plies: moves.length, moves };
  }
}
