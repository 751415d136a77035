/**
 * Tuned constants of the study features in one place: the undo depth, the win-rate model and
 * the default review thresholds. Pure module.
 */

/** Undo steps kept per editor (older steps are forgotten). */
export const UNDO_LIMIT = 500;

/**
 * Scale of the logistic win-rate model W(cp) = 1 / (1 + exp(−cp / K)), in centipawns. 600 is
 * the constant shogi engine authors commonly use (the "Ponanza constant"): +600 ≈ 73 %,
 * +1200 ≈ 88 %, +2000 ≈ 97 % for the side to move.
 */
export const WIN_RATE_SCALE_CP = 600;

/**
 * Default label thresholds: the drop in the mover's win rate, in percentage points, at or above
 * which a move gets each label (they are user settings; these are the starting values).
 */
export const DEFAULT_THRESHOLDS = { inaccuracy: 5, dubious: 10, mistake: 15, blunder: 25 } as const;

/**
 * Per-move accuracy from the win-rate drop d (percentage points):
 * a(d) = A·exp(−B·d) − C, clamped to 0..100. These are the published constants of the lichess
 * accuracy metric (a 0-point drop gives 100 %, a 10-point drop ≈ 64 %, 30 points ≈ 24 %).
 */
export const ACCURACY_A = 103.1668;
export const ACCURACY_B = 0.04354;
export const ACCURACY_C = 3.1669;

/** Centipawn value a mate score is drawn at on the evaluation graph (cp scores are clamped to it). */
export const GRAPH_CP_CAP = 3000;

/**
 * Why-sentences: how many plies of the engine's line are walked to count material (8 = four
 * moves a side, enough for an exchange and its recapture; beyond it a short search's line is
 * seldom what happens), and the smallest net loss (SEE centipawn scale, a lance ≈ 315) worth
 * the sentence "loses material" — below it the loss is a pawn or two, not a reason a player sees.
 */
export const WHY_LINE_PLIES = 8;
export const WHY_MATERIAL_MIN = 300;
