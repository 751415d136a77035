/**
 * The refutation set of bench:refutations (refutations.ts): moves of ours in a vs-yaneuraou run
 * that YaneuraOu's own scores judge as losing, each with the position after it and the reply that
 * refuted it. Plain data from the run's journal, so tests need no engine.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJournalGames } from '../../src-main/services/tournament/results-folder.ts';
import type { Score } from '../../src-main/shared/usi-protocol.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

/** Refutations are looked for from this game ply on (the taya36 lines are 36 plies). */
export const MIN_PLY = 50;
/** Positions YaneuraOu already judged decided are left out. */
export const MAX_BEFORE = 600;

/** A position after a move of ours and the reply that refuted it. */
export interface Refutation {
  startSfen: string;
  moves: string[];
  reply: string;
}

/**
 * A score the runner recorded, in centipawns, or undefined for a mate. Why bounds count: YaneuraOu
 * often ends on an aspiration bound, and its bound is still its deepest judgement.
 */
function scoreCp(s: Score | undefined): number | undefined {
  return s && s.kind === 'cp' ? s.value : undefined;
}

/** The refutations in one game, judged by the opponent's scores on both sides of our move. */
export function gameRefutations(g: GameResult, ours: string, minLoss: number): Refutation[] {
  const out: Refutation[] = [];
  const startColor = g.startSfen.split(' ')[1] === 'w' ? 1 : 0;
  const ourColor = g.black === ours ? 0 : g.white === ours ? 1 : -1;
  if (ourColor < 0) return out;
  const n0 = g.openingMoves.length;
  for (let i = 1; i + 1 < g.moves.length; i++) {
    if ((startColor + n0 + i) % 2 !== ourColor || n0 + i < MIN_PLY) continue;
    // Why the opponent's scores: it searched both positions deeper than we did.
    const before = scoreCp(g.moves[i - 1]!.score);
    const after = scoreCp(g.moves[i + 1]!.score);
    if (before === undefined || after === undefined || Math.abs(before) >= MAX_BEFORE) continue;
    if (after - before < minLoss) continue;
    const moves = [...g.openingMoves, ...g.moves.slice(0, i + 1).map((m) => m.usi)];
    out.push({ startSfen: g.startSfen, moves, reply: g.moves[i + 1]!.usi });
  }
  return out;
}

/**
 * Every run's refutations, each position once. Throws naming the folder that has no journal, or
 * the name `ours` when no game has a player of that name (a misspelt name would find nothing).
 */
export function collect(runs: readonly string[], ours: string, minLoss: number): Refutation[] {
  const seen = new Set<string>();
  const out: Refutation[] = [];
  let played = 0;
  for (const run of runs) {
    if (!existsSync(join(run, 'journal.jsonl'))) throw new Error(`${run} has no journal.jsonl`);
    for (const g of readJournalGames(run)) {
      if (g.black === ours || g.white === ours) played++;
      for (const r of gameRefutations(g, ours, minLoss)) {
        const key = `${r.startSfen} ${r.moves.join(' ')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(r);
      }
    }
  }
  if (played === 0) throw new Error(`no game in ${runs.join(', ')} has a player named "${ours}"`);
  return out;
}
