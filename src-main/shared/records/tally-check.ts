/**
 * The final tally of a KIF or KI2 (`まで111手で先手の勝ち`) checked against the moves (why: a
 * record that lost its last move but kept its 投了 loads with the other side resigning, so the
 * winner a player sees, and the explorer counts, would be reversed without a word).
 */
import type { ImmutableRecord } from 'tsshogi';
import { recordOutcome } from './outcome.ts';
import type { LineScan } from './line-scan.ts';

/** What is wrong with the tally line, in words, or null if it agrees with the moves. */
export function tallyMismatch(record: ImmutableRecord, scan: LineScan): string | null {
  const tally = scan.tally;
  if (!tally) return null;
  const plies = scan.mainPlies ?? 0;
  if (tally.plies !== plies) {
    const diff = tally.plies - plies;
    const what =
      diff > 0
        ? `${diff === 1 ? 'a move is' : `${diff} moves are`} missing before the ending`
        : `${-diff === 1 ? 'a move is' : `${-diff} moves are`} more than it counts`;
    return `"${tally.text}" counts ${tally.plies} moves, but the main line has ${plies}: ${what}, so the result cannot be trusted`;
  }
  const outcome = recordOutcome(record);
  if (tally.winner && (outcome === 'black' || outcome === 'white') && outcome !== tally.winner) {
    const says = tally.winner === 'black' ? 'black' : 'white';
    return `"${tally.text}" says ${says} won, but the ending of the moves makes ${outcome} the winner`;
  }
  return null;
}
