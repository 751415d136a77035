/**
 * A problem's difficulty on a rating scale (pure TS), so that a player's Glicko-2 rating can
 * pick problems near it. It grows with the mate length and with the solver's effort, a proxy
 * for how many lines a solver (human or machine) must read.
 */

/** Base of the scale: a one-ply mate the solver sees at once sits near this value. */
export const DIFFICULTY_BASE = 600;
/** Points per ply of the solution (a mate in 11 adds 880 over a mate in 1 at equal effort). */
export const DIFFICULTY_PER_PLY = 80;
/** Points per doubling of the solver's nodes. */
export const DIFFICULTY_PER_DOUBLING = 60;

/** Difficulty of a problem of `plies` plies that took the solver `nodes` nodes (rounded). */
export function difficultyOf(plies: number, nodes: number): number {
  const effort = Math.log2(Math.max(1, nodes));
  return Math.round(
    DIFFICULTY_BASE + DIFFICULTY_PER_PLY * plies + DIFFICULTY_PER_DOUBLING * effort,
  );
}
