/**
 * The classical evaluation's tuned constants (the fast evaluator's king danger, threats, mobility
 * and tempo), each with its origin. The search's constants are in ../../params.ts; these sit here
 * so that file stays one concept (the search) and under the size limit.
 */

// King danger and threats (king-danger.ts, threats.ts). Origin: hand-set in danger units (issue
// 17, item 2), then checked by self-play SPRT at fixed nodes (README, Strength / Evaluation). A
// king's danger d turns into d²/KD_DIV centipawns.

/** Danger units of a board piece that attacks the enemy king's 3×3 zone, by piece type (P L N S B R G K +P +L +N +S +B +R). */
export const KD_ATTACKER_UNIT: readonly number[] = [0, 1, 2, 2, 3, 3, 4, 3, 0, 3, 3, 3, 3, 5, 6];
/** Units per attack on a square next to the king or on it (each attacker of each square counts). */
export const KD_ZONE_ATTACK = 1;
/** Units per square next to the king that the enemy attacks and only the king defends. */
export const KD_WEAK_SQUARE = 3;
/** Units of a checking drop next to the king (or a knight's checking square), by hand type (P L N S B R G). */
export const KD_DROP_UNIT: readonly number[] = [0, 1, 3, 3, 4, 4, 6, 5];
/** Multiplier (/4) of a drop unit: on a square the dropper supports and only the king defends, or otherwise. */
export const KD_DROP_SUPPORTED = 8;
export const KD_DROP_UNSUPPORTED = 2;
/** Units per empty hole next to the king (no defender but the king) per weighted piece in the enemy hand (/8). */
export const KD_HOLE_HAND = 4;
/** Weight of each hand type in the hole × hand term (P L N S B R G). */
export const KD_HAND_WEIGHT: readonly number[] = [0, 1, 2, 2, 3, 3, 4, 3];
/** Units taken off per escape square (empty or enemy, not attacked) and per gold, silver or tokin next to the king. */
export const KD_ESCAPE = 2;
export const KD_DEFENDER = 3;
/** Units added when the king has no escape square. */
export const KD_NO_ESCAPE = 4;
/**
 * Danger → centipawns: d² / KD_DIV, at most KD_MAX. Origin: 4 hand-set (session 9, when 3 and 6
 * both lost); 3 gained once sliding mobility was in (session 12, README Strength / Evaluation).
 */
export const KD_DIV = 3;
export const KD_MAX = 2000;

/** Threat size of a piece by type, in centipawns (ORDER_VALUE-like; the king never counts). */
export const THREAT_VALUE: readonly number[] = [
  0, 90, 315, 405, 495, 855, 990, 540, 0, 540, 540, 540, 540, 945, 1395,
];
/** Threats (/16): the side to move may capture the biggest piece of the side that just moved. */
export const THREAT_OPPONENT_MAX = 3;
/** Threats (/16): the side to move saves its biggest threatened piece, the rest are at risk. */
export const THREAT_MOVER_MAX = 1;
export const THREAT_MOVER_REST = 6;

/**
 * Sliding mobility, centipawns per square a slider reaches that no own piece holds, by piece type
 * (P L N S B R G K +P +L +N +S +B +R; only sliders count). Origin: hand-set (session 10) at about a
 * twentieth of the piece's value per square (lance 1, bishop and rook 3, horse and dragon 2), then
 * doubled and tripled (session 11): an open rook (about 12 squares) is worth some 100 cp more than
 * a boxed-in one. Each step gained in self-play SPRTs (README, Strength / Evaluation).
 */
export const MOBILITY_CP: readonly number[] = [0, 0, 3, 0, 0, 9, 9, 0, 0, 0, 0, 0, 0, 6, 6];

/**
 * Tempo: centipawns the side to move gets in the fast evaluation, for the move it is about to
 * make. Origin: hand-set at the usual small size (session 12); gained in a self-play SPRT.
 */
export const TEMPO_CP = 20;
