/**
 * Every tuned constant of the search in one place, each with where its value comes from (the
 * classical evaluation's are in eval/classical/params.ts).
 * Changing one changes the bench node count: record the new `Bench: N` in the commit message.
 */

/** Scores. Mate scores are VALUE_MATE − plies to mate, as in every alpha-beta engine. */
export const VALUE_ZERO = 0;
export const VALUE_DRAW = 0;
export const VALUE_MATE = 32000;
export const VALUE_INFINITE = 32001;
export const VALUE_NONE = 32002;
/** Deepest ply the search can reach; mate scores beyond MATE_IN_MAX_PLY are real mates. */
export const MAX_PLY = 128;
export const VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;
export const VALUE_MATED_IN_MAX_PLY = -VALUE_MATE_IN_MAX_PLY;

/** Piece values for move ordering and SEE, in centipawns (origin: common shogi engine values, Bonanza-like). */
export const ORDER_VALUE: readonly number[] = [
  0, // none
  90, // pawn
  315, // lance
  405, // knight
  495, // silver
  855, // bishop
  990, // rook
  540, // gold
  15000, // king
  540, // promoted pawn (tokin moves as a gold)
  540, // promoted lance
  540, // promoted knight
  540, // promoted silver
  945, // horse
  1395, // dragon
];

/**
 * Null move: reduction R = NULL_BASE + depth / NULL_DIV + min((eval − beta) / NULL_EVAL_DIV,
 * NULL_EVAL_MAX) (origin: the shape and order of magnitude of Stockfish 16's, facts only; accepted
 * by self-play SPRT at 100 ms over sessions 37–38, docs/strength-log.md).
 */
export const NULL_BASE = 4;
export const NULL_DIV = 3;
export const NULL_EVAL_DIV = 150;
export const NULL_EVAL_MAX = 6;
/** Null move is tried only from this depth on (origin: common practice; shallower nodes gain little). */
export const NULL_MIN_DEPTH = 2;

/**
 * ProbCut (Buro 1995, in the shape engines use since): from this depth, a capture whose search at
 * depth − PROBCUT_REDUCTION beats beta + PROBCUT_MARGIN cuts the node. Origin: hand-set at about
 * two pawns of margin and a four-ply reduction, then judged by self-play SPRT.
 */
export const PROBCUT_MIN_DEPTH = 5;
/**
 * ProbCut skipped where the table already says no: a value below its raised beta stored at most
 * three plies shallower (Stockfish's and YaneuraOu's gate, facts only). With it YaneuraOu 9.70
 * tries ProbCut from depth 3. Origin: off (0) until an SPRT at 60,000 nodes (session 55).
 */
export const PROBCUT_TT_GATE = 0;
/**
 * Small ProbCut: a table lower bound SMALL_PROBCUT_MARGIN above beta, stored at most
 * SMALL_PROBCUT_DEPTH plies shallower, cuts the node before its moves (not in check: a shallower
 * bound there misses mating attacks). Origin: YaneuraOu 9.70's step 12 (beta + 416, depth − 4) on
 * the same net's scale; off (0) until an SPRT at 60,000 nodes (session 55).
 */
export const SMALL_PROBCUT_MARGIN = 0;
export const SMALL_PROBCUT_DEPTH = 4;
export const PROBCUT_MARGIN = 200;
export const PROBCUT_REDUCTION = 4;
/** Late-move reductions: r = log(depth)·log(moveCount)/LMR_DIV (origin: Stockfish's log·log table). */
export const LMR_DIV = 2.25;
/** LMR applies from this depth and after this many moves (origin: conventional values). */
export const LMR_MIN_DEPTH = 3;
export const LMR_MIN_MOVES = 3;
/**
 * LMR is summed in 1/LMR_UNIT plies and rounded down once at the end, so each adjustment can be
 * a fraction of a ply (origin: Stockfish's reductions in 1024ths, facts only). The adjustments,
 * in those units: more at non-PV nodes, at expected cut nodes and when the evaluation is not
 * improving; less for a killer and for a check (origin: the whole plies hand-set before, kept as
 * the defaults).
 */
export const LMR_UNIT = 1024;
export const LMR_NON_PV = LMR_UNIT;
export const LMR_CUT_NODE = LMR_UNIT;
export const LMR_NOT_IMPROVING = LMR_UNIT;
export const LMR_KILLER = LMR_UNIT;
export const LMR_CHECK = LMR_UNIT;
/**
 * Less reduction at a ttPv node (one on or once on a principal variation, a flag the table keeps;
 * Stockfish's and YaneuraOu's idea, facts only). Origin: off (0) until an SPRT at 60,000 nodes
 * says otherwise (docs/strength-log.md, session 55).
 */
export const LMR_TT_PV = 0;

/**
 * Mate in one (mate/mate1.ts) at nodes the table does not know, a bit per use: 1 the main search,
 * 2 the first quiescence ply (drops only), 3 both, 0 off. Origin: YaneuraOu asks its mate-in-one
 * routine at both (its published notes); judged by self-play SPRT from session 53 (strength log).
 */
export const MATE_IN_ONE = 0;

/** Reverse futility's margin per depth (origin: hand-set, ~a silver per ply). */
export const FUTILITY_MARGIN = 200;
/**
 * History from the static evaluation: at each node not in check, the opponent's last move (a quiet,
 * its node not in check) gains butterfly history EVAL_DIFF_HISTORY × (the evaluation's change
 * across it, clamped to [EVAL_DIFF_MIN, EVAL_DIFF_MAX], + EVAL_DIFF_OFFSET). Origin: 0, the tree
 * so far; YaneuraOu 9.70 and Stockfish do this with 10, −214, 171 and 60 (facts only), but 10 won
 * 1 of 45 games against YaneuraOu where 0 won 12 (session 66): our cutoff bonuses are far smaller
 * (16 × depth²), so a scale of 10 floods the table; smaller scales are untried.
 */
export const EVAL_DIFF_HISTORY = 0;
export const EVAL_DIFF_MIN = -214;
export const EVAL_DIFF_MAX = 171;
export const EVAL_DIFF_OFFSET = 60;
/**
 * Quiescence move-count pruning: out of check, once QS_MOVE_COUNT moves were searched, a capture
 * neither recapturing on the last move's square nor checking is skipped; 0 off. Origin: 0, the
 * tree so far; YaneuraOu 9.70 skips after two (facts only); level in self-play (session 36), but
 * 2 scored 17.5 % against YaneuraOu at 100,000 nodes where 0 scored 29.0 % (session 66).
 */
export const QS_MOVE_COUNT = 0;

/**
 * Whether the picker tries the two killers and the counter-move before the other quiets (1), or
 * orders every quiet by history alone (0), as YaneuraOu 9.70's picker does (facts only); LMR
 * still reduces a killer less either way. Origin: 1, the picker so far; 0 was undecided in
 * self-play at 60,000 nodes (session 74, docs/strength-log.md).
 */
export const REFUTATION_MOVES = 1;

/** Aspiration window half-width at the root (origin: Stockfish's initial delta order of magnitude). */
export const ASPIRATION_DELTA = 40;

/**
 * Check extension: 1 extends every check whose SEE is at least CHECK_EXTENSION_SEE by a ply (below
 * twice the iteration's depth), 0 extends none, as Stockfish and YaneuraOu 9.70 (facts only).
 * Origin: 1, the tree since session 5; 0 buys 0.7 ply at 50,000 nodes (bench:depth) and lost
 * self-play SPRTs at 100 ms (session 41, H0) and 60,000 nodes (session 52, stopped); in session
 * 63 it played level against YaneuraOu at 100,000 nodes (300 games) and 300 ms, and in self-play
 * at 60,000 nodes (279 games, stopped) (docs/strength-log.md).
 */
export const CHECK_EXTENSION = 1;
/**
 * Promotion as a quiet: 1 treats a non-capturing promotion of any piece but the pawn as a quiet
 * move (late-move, history and futility pruning, reductions with history, quiet history on a
 * cutoff), as YaneuraOu's generator classes only captures and pawn promotions as tactical (facts
 * only); 0 keeps every promotion tactical, exempt from quiet pruning. Origin: session 64's tree
 * comparison with YaneuraOu 9.70 (our fail-low nodes of depth 1–2 made 0.86 such promotions each,
 * YaneuraOu's 0.09); against YaneuraOu at 100,000 nodes 1 scored 33.2 % over 300 games where 0
 * scored 21.7 %, and level at 300 ms (9.0 against 8.5 %) (docs/strength-log.md, session 64).
 */
export const PROMOTION_QUIET = 1;
/**
 * Late-move pruning of quiet checks: 1 lets late-move and history pruning drop a quiet check too
 * at non-PV nodes, and once the move count passes the limit the rest of the quiet stage is
 * skipped, as YaneuraOu 9.70's skip_quiet_moves does (facts only); 0 keeps every quiet check, as
 * a late one may be the mate. Origin: 0, the tree since session 24; session 64's tree comparison
 * found our fail-low nodes of depth 1–2 making 0.75 quiet checks each where YaneuraOu's made 0.29,
 * but 1 scored 15.0 % against YaneuraOu at 100,000 nodes where 0 scored 42.5 % (lines 1500–1549,
 * session 65, docs/strength-log.md).
 */
export const LMP_CHECKS = 0;
/**
 * Pruning's reduced depth: futility and SEE pruning judge a late quiet at depth − 1 − r, r the
 * late-move table's reduction plus PRUNE_REDUCTION_EXTRA/1024 plies, plus r·PRUNE_NOT_IMPROVING/512
 * when the evaluation is not improving. Origin: 0 and 0, the tree so far; YaneuraOu 9.70's pruning
 * reads the r of its reduction(), which adds 1089 and that term with 216 (facts only), but those
 * two scored 26.5 % against YaneuraOu at 100,000 nodes where 0 and 0 scored 42.5 % (session 65).
 */
export const PRUNE_REDUCTION_EXTRA = 0;
export const PRUNE_NOT_IMPROVING = 0;
/** Check extensions are limited to moves with non-negative SEE (origin: Stockfish's rule). */
export const CHECK_EXTENSION_SEE = 0;

/** History table saturation (origin: Stockfish's gravity formula bound). */
export const HISTORY_MAX = 16384;
/** A cutoff's history bonus: min(depth² × SCALE, MAX) (origin: hand-set in session 5, kept since). */
export const HISTORY_BONUS_SCALE = 16;
export const HISTORY_BONUS_MAX = 2000;
/**
 * The history malus of the moves tried before a cutoff: min(HISTORY_MALUS_DEPTH × depth,
 * HISTORY_MALUS_MAX), so that a move that failed beside the refutation soon looks bad to pruning
 * and LMR; HISTORY_MALUS_DEPTH 0 keeps the malus equal to the bonus. Origin: session 73. Counted
 * against YaneuraOu 9.70 at equal nodes, our all nodes at depths 5–9 search 1.6 to 2.3
 * times as many moves, and its malus is about 882 × depth capped at 2122 (facts only). In
 * self-play at 60,000 nodes 882 scored 6 of 33 and 120 121.5 of 222 (undecided), and 120 scored
 * 16.0 % against YaneuraOu where main's mean is 21.6 %. So 0 stays (docs/strength-log.md).
 */
export const HISTORY_MALUS_DEPTH = 0;
export const HISTORY_MALUS_MAX = 2122;
/** Capture history's weight in capture ordering: its value / DIV is added to MVV × 16 (hand-set: ±4 pawns of MVV at saturation). */
export const CAPTURE_HISTORY_DIV = 4;

// ---------------------------------------------------------------------------------------------
// Search (search.ts, qsearch.ts). Origins "hand-set" are first guesses in the usual range of the
// engines that published the idea (Chess Programming Wiki), judged as a bundle by self-play SPRT at
// 60,000 nodes (docs/strength-log.md); they are the next SPSA run's starting point.
// ---------------------------------------------------------------------------------------------

/** Reverse futility applies up to this depth (origin: Stockfish's order of magnitude). */
export const RFP_MAX_DEPTH = 6;
/** Late-move pruning: quiets beyond LMP_BASE + depth² are skipped (halved when not improving). */
export const LMP_BASE = 3;
/**
 * Whether late-move, history and futility pruning of quiet non-checks also run at PV nodes (1), as
 * in Stockfish and YaneuraOu (facts only), or at non-PV nodes only (0). 1 costs about 12 % of the
 * nodes a second (the moves it skips cost time yet counted as nodes). Origin: 1 since session 69.
 * For 1: 60,000 nodes in self-play (+15.7 ± 14.1 centred, session 55); YaneuraOu at 100,000 nodes
 * on three line sets, 31.7 % against 0's 19.3 %; 1.1 plies deeper at 50,000 nodes. For 0: self-play
 * at 100 ms (+17.8 ± 16.4 centred, session 68). Level at 300 ms against fairy-stockfish (84.0 %
 * both, 200 games each) and YaneuraOu (9.0 against 6.5 %). The 300 ms self-play is still to run.
 */
export const PV_PRUNING = 1;
/**
 * Late interposed drops in check, two bits. Bit 1: late-move and history pruning drop them at non-PV
 * nodes once one evasion has scored above a mated value; Stockfish prunes late evasions of every
 * kind (facts only), but with king moves too, mate-in-5 problem 5-141 is lost at depth 9. Bit 2:
 * late-move reductions reduce them (Stockfish reduces evasions too). Origin: off (0); bit 1 level
 * in an SPRT at 60,000 nodes (session 55); bit 2 scored 15.5 % against YaneuraOu at 100,000 nodes
 * where 0 scores 23.0 % (same 100 games, session 59).
 */
export const EVASION_PRUNING = 0;
/**
 * Quiet ordering: from this depth, and at PV nodes, every quiet is sorted by history; otherwise
 * only the first 12 picks are (movepick.ts), the rest follow the generator's order, which then
 * decides which late quiets are pruned and how far the kept ones are reduced. 0 = off. Origin: 0,
 * the tree until session 60; 4 (late-move pruning keeps more than 12 quiets from depth 4) was
 * level in self-play in session 36 and halves the bench's tree today, yet scored 19.5 % against
 * YaneuraOu at 100,000 nodes where 0 scores 24.3 % (same 200 games, session 60).
 */
export const QUIET_SORT_DEPTH = 0;
/** SEE pruning of noisy moves at depth ≤ SEE_PRUNE_MAX_DEPTH: below −SEE_NOISY × depth. */
export const SEE_PRUNE_MAX_DEPTH = 4;
export const SEE_NOISY = 100;
/**
 * Whether checks fall under that SEE pruning too (1), as in Stockfish (facts only), or are exempt
 * (0): YaneuraOu's attacks on our king are often sacrificial drop checks (session 31), pruned at
 * depth ≤ 4 when their exchange loses more than 100 × depth. Origin: 1, the tree until session 59;
 * 0 scored 17.5 % against YaneuraOu at 100,000 nodes where 1 scores 23.5 % (same 300 games).
 */
export const CHECK_SEE_PRUNE = 1;
/** ProbCut's margin shrinks by this much when the evaluation is improving; it tries 2 captures (4 at cut nodes). */
export const PROBCUT_IMPROVING = 50;
export const PROBCUT_TRIES = 2;
/** Quiescence: deepest capture sequence (plies) before the static evaluation is taken. */
export const QSEARCH_MAX_PLIES = 12;
/** Delta pruning: a capture is skipped when eval + victim × 1.2 + DELTA_MARGIN ≤ alpha. */
export const DELTA_MARGIN = 150;
/**
 * Quiescence in check: once an evasion has scored above a mated value, at most this many quiet
 * evasions (mostly interposed drops) are still searched. Origin: 64 (every evasion). 2 (Stockfish's
 * count) won an SPRT against 64 at 60,000 nodes in session 56 (H1, about +30), but lost to
 * YaneuraOu 16.8 % against 64's 23.5 % on the same 300 games at 100,000 nodes (sessions 57–58), so
 * 64 came back; 0 was level at 100 ms in session 44 (docs/strength-log.md).
 */
export const QS_QUIET_EVASIONS = 64;

/**
 * Singular extensions: from this depth, when the TT entry is a lower bound at most 3 plies
 * shallower (origin: hand-set at 6 when they came in, 2026-11-24. Depth 8 won at 100 ms in
 * session 50 and was taken out in session 52 with the three changes before it: at 60,000 nodes
 * a move the search without them won; 4, Stockfish's and YaneuraOu's depth, lost heavily).
 */
export const SINGULAR_MIN_DEPTH = 6;
/** Singular beta = TT value − SINGULAR_MARGIN × depth (origin: the early Stockfish 2 × depth, in our centipawns). */
export const SINGULAR_MARGIN = 2;
/**
 * Razoring: at a non-PV node whose static evaluation is below alpha by RAZOR_BASE + RAZOR_DEPTH ×
 * depth², a quiescence search decides; if it stays below alpha the node fails low (origin: the shape
 * of Stockfish 16's razoring, facts only, its margins scaled from its pawn of about 208 to ours of 90).
 */
export const RAZOR_BASE = 200;
export const RAZOR_DEPTH = 110;
/** Razoring applies up to this depth (origin: hand-set; deeper, it hid short mates in the mate sets). */
export const RAZOR_MAX_DEPTH = 3;
/**
 * Razoring applies from this depth (origin: session 72. A depth-1 node's checks are what
 * quiescence cannot see: with 2, bench:refutations found 31 of 46 blind spots for 4 % more nodes,
 * yet it lost −5.8 ± 6.0 points against YaneuraOu over two line sets, so 1 stays).
 */
export const RAZOR_MIN_DEPTH = 1;
/** Internal iterative reduction: a PV or cut node without a TT move loses a ply from this depth. */
export const IIR_MIN_DEPTH = 4;
/** History pruning: a late quiet whose continuation score is below −HISTORY_PRUNE × depth is skipped. */
export const HISTORY_PRUNE = 4000;
/** LMR: the reduction falls by (2·butterfly + continuation − LMR_STAT_OFFSET) / LMR_STAT_DIV. */
export const LMR_STAT_OFFSET = 4000;
export const LMR_STAT_DIV = 12000;
/**
 * LMR of late noisy moves (non-capturing promotions, captures SEE calls losing): LMR_NOISY_LESS
 * (in 1/LMR_UNIT plies) less than a quiet; a capture whose capture history is at least
 * LMR_NOISY_HISTORY is not reduced (origin: hand-set; engines that publish their search reduce
 * captures less than quiets).
 */
export const LMR_NOISY_LESS = LMR_UNIT;
export const LMR_NOISY_HISTORY = 2000;
/** Correction history (correction.ts): entries are centipawns × GRAIN, at most ±LIMIT; weight min(depth + 1, WEIGHT_MAX)/256. */
export const CORRECTION_GRAIN = 8;
export const CORRECTION_LIMIT = 8 * 150;
export const CORRECTION_WEIGHT_MAX = 16;
/**
 * Pruning of late quiet non-checks at the depth their late-move reduction would leave, moved by
 * history: lmrDepth = depth − 1 − LMR + (continuation + MAIN_HISTORY/32 × butterfly) / HISTORY_DIV.
 * Futility below lmrDepth MAX_DEPTH when eval + BASE (+ NO_BEST before any move beat alpha) +
 * DEPTH × lmrDepth ≤ alpha; SEE below −SEE × lmrDepth² (origin: YaneuraOu 9.70's published
 * constants, facts only, in the same centipawn scale as ours; accepted by self-play SPRT at 100 ms
 * in session 47). BASE, NO_BEST, DEPTH and SEE are tunables (QuietFutility*, QuietSee).
 */
export const QUIET_FUTILITY_BASE = 42;
export const QUIET_FUTILITY_NO_BEST = 151;
export const QUIET_FUTILITY_DEPTH = 120;
export const QUIET_FUTILITY_MAX_DEPTH = 13;
export const QUIET_PRUNE_MAIN_HISTORY = 71;
export const QUIET_PRUNE_HISTORY_DIV = 3220;
export const QUIET_SEE_PRUNE = 25;

/**
 * Transposition table: a same-position result of this search more than TT_KEEP_DEPTH plies deeper
 * is kept over a shallower inexact one that has a move (origin: Stockfish's replacement rule,
 * facts only, which asks for move-less results too; tt.ts `keepsDeeper`).
 */
export const TT_KEEP_DEPTH = 3;

/** Nodes between two time checks: small enough to stop within ~2 ms at 500 knps. */
export const TIME_CHECK_NODES = 1024;

/**
 * Skill levels 0..19 (20 = full strength): per level the depth limit, how many root moves (MultiPV)
 * are searched exactly and may be chosen, the most centipawns a chosen move may lose against the
 * level's own best move, and a node cap (about twice what the depth costs at that MultiPV in
 * middlegame positions, so the depth is normally reached and the cap only bounds the time).
 * Origin: hand-set (issue 17, item 5) from `.scratch`-style measurements of nodes per depth and
 * MultiPV on taya36 positions; calibrated in Elo in README "Strength › Levels".
 */
export interface SkillLevelLimits {
  depth: number;
  multiPV: number;
  maxLoss: number;
  nodes: number;
}
export const SKILL_LEVELS: readonly SkillLevelLimits[] = [
  { depth: 1, multiPV: 5, maxLoss: 400, nodes: 1500 },
  { depth: 1, multiPV: 4, maxLoss: 300, nodes: 1500 },
  { depth: 1, multiPV: 4, maxLoss: 200, nodes: 1500 },
  { depth: 2, multiPV: 4, maxLoss: 200, nodes: 4000 },
  { depth: 2, multiPV: 3, maxLoss: 150, nodes: 4000 },
  { depth: 2, multiPV: 3, maxLoss: 100, nodes: 4000 },
  { depth: 3, multiPV: 4, maxLoss: 200, nodes: 10000 },
  { depth: 3, multiPV: 3, maxLoss: 150, nodes: 10000 },
  { depth: 3, multiPV: 3, maxLoss: 100, nodes: 10000 },
  { depth: 4, multiPV: 3, maxLoss: 120, nodes: 20000 },
  { depth: 4, multiPV: 3, maxLoss: 80, nodes: 20000 },
  { depth: 4, multiPV: 2, maxLoss: 60, nodes: 20000 },
  { depth: 5, multiPV: 3, maxLoss: 80, nodes: 40000 },
  { depth: 5, multiPV: 2, maxLoss: 50, nodes: 40000 },
  { depth: 6, multiPV: 2, maxLoss: 50, nodes: 80000 },
  { depth: 6, multiPV: 2, maxLoss: 30, nodes: 80000 },
  { depth: 7, multiPV: 2, maxLoss: 30, nodes: 150000 },
  { depth: 8, multiPV: 2, maxLoss: 25, nodes: 250000 },
  { depth: 9, multiPV: 2, maxLoss: 20, nodes: 400000 },
  { depth: 10, multiPV: 2, maxLoss: 15, nodes: 600000 },
];
/** A level's choice weighs a move losing `loss` cp by exp(−loss / (maxLoss · SKILL_TEMPERATURE)) (origin: hand-set so the best move is chosen most often). */
export const SKILL_TEMPERATURE = 0.4;

// ---------------------------------------------------------------------------------------------
// Search parameters open to tuning. The SPSA tuner (`npm run -s tune:spsa`, src-main/tune/spsa.ts)
// sets them through hidden USI options of the same names (accepted by `setoption`, listed in the
// `usi` answer only when the engine runs with BANMEN_TUNE_OPTIONS=1). The search reads the current
// values from `searchParams`; the defaults are the constants above, with their origins.
// ---------------------------------------------------------------------------------------------

/**
 * The tunable parameters, every constant of the search's pruning, reductions and history above:
 * each its USI option name, default and range (integers, as USI spins; LmrDiv in hundredths).
 * Ranges: wide enough for a tuner, narrow enough to keep the search sane.
 */
export const TUNABLE_PARAMS = [
  { name: 'FutilityMargin', default: FUTILITY_MARGIN, min: 0, max: 600 },
  { name: 'AspirationDelta', default: ASPIRATION_DELTA, min: 5, max: 300 },
  { name: 'NullBase', default: NULL_BASE, min: 1, max: 6 },
  { name: 'NullDiv', default: NULL_DIV, min: 1, max: 8 },
  { name: 'NullEvalDiv', default: NULL_EVAL_DIV, min: 50, max: 600 },
  { name: 'NullEvalMax', default: NULL_EVAL_MAX, min: 0, max: 10 },
  { name: 'RfpDepth', default: RFP_MAX_DEPTH, min: 0, max: 16 },
  { name: 'LmpBase', default: LMP_BASE, min: 0, max: 12 },
  { name: 'PvPruning', default: PV_PRUNING, min: 0, max: 1 },
  { name: 'EvasionPruning', default: EVASION_PRUNING, min: 0, max: 3 },
  { name: 'QuietFutilityBase', default: QUIET_FUTILITY_BASE, min: 0, max: 400 },
  { name: 'QuietFutilityDepth', default: QUIET_FUTILITY_DEPTH, min: 20, max: 400 },
  { name: 'QuietSee', default: QUIET_SEE_PRUNE, min: 0, max: 200 },
  { name: 'QuietSortDepth', default: QUIET_SORT_DEPTH, min: 0, max: 16 },
  { name: 'SeeNoisy', default: SEE_NOISY, min: 0, max: 400 },
  { name: 'SeePruneDepth', default: SEE_PRUNE_MAX_DEPTH, min: 0, max: 12 },
  { name: 'CheckSeePrune', default: CHECK_SEE_PRUNE, min: 0, max: 1 },
  { name: 'HistoryPrune', default: HISTORY_PRUNE, min: 0, max: 16000 },
  { name: 'QuietFutilityNoBest', default: QUIET_FUTILITY_NO_BEST, min: 0, max: 600 },
  { name: 'ProbCutMargin', default: PROBCUT_MARGIN, min: 50, max: 600 },
  { name: 'ProbCutImproving', default: PROBCUT_IMPROVING, min: 0, max: 300 },
  { name: 'ProbCutDepth', default: PROBCUT_MIN_DEPTH, min: 3, max: 8 },
  { name: 'ProbCutTtGate', default: PROBCUT_TT_GATE, min: 0, max: 1 },
  { name: 'SmallProbCutMargin', default: SMALL_PROBCUT_MARGIN, min: 0, max: 600 },
  { name: 'LmrDiv', default: Math.round(LMR_DIV * 100), min: 100, max: 500 },
  { name: 'LmrStatOffset', default: LMR_STAT_OFFSET, min: 0, max: 16000 },
  { name: 'LmrStatDiv', default: LMR_STAT_DIV, min: 2000, max: 40000 },
  { name: 'LmrNoisyHistory', default: LMR_NOISY_HISTORY, min: 0, max: 16000 },
  { name: 'LmrNoisyLess', default: LMR_NOISY_LESS, min: -2048, max: 3072 },
  { name: 'LmrNonPv', default: LMR_NON_PV, min: -1024, max: 3072 },
  { name: 'LmrCutNode', default: LMR_CUT_NODE, min: -1024, max: 4096 },
  { name: 'LmrNotImproving', default: LMR_NOT_IMPROVING, min: -1024, max: 3072 },
  { name: 'LmrKiller', default: LMR_KILLER, min: -1024, max: 3072 },
  { name: 'LmrCheck', default: LMR_CHECK, min: -1024, max: 3072 },
  { name: 'LmrTtPv', default: LMR_TT_PV, min: -1024, max: 4096 },
  { name: 'LmrMinDepth', default: LMR_MIN_DEPTH, min: 2, max: 6 },
  { name: 'LmrMinMoves', default: LMR_MIN_MOVES, min: 1, max: 8 },
  { name: 'SingularMargin', default: SINGULAR_MARGIN, min: 0, max: 12 },
  { name: 'DeltaMargin', default: DELTA_MARGIN, min: 0, max: 600 },
  { name: 'QsQuietEvasions', default: QS_QUIET_EVASIONS, min: 0, max: 64 },
  { name: 'HistoryBonusScale', default: HISTORY_BONUS_SCALE, min: 1, max: 64 },
  { name: 'HistoryBonusMax', default: HISTORY_BONUS_MAX, min: 200, max: 8000 },
  { name: 'HistoryMalusDepth', default: HISTORY_MALUS_DEPTH, min: 0, max: 4000 },
  { name: 'HistoryMalusMax', default: HISTORY_MALUS_MAX, min: 200, max: 8000 },
  { name: 'RazorBase', default: RAZOR_BASE, min: 0, max: 1000 },
  { name: 'RazorDepth', default: RAZOR_DEPTH, min: 0, max: 600 },
  { name: 'RazorMaxDepth', default: RAZOR_MAX_DEPTH, min: 0, max: 16 },
  { name: 'RazorMinDepth', default: RAZOR_MIN_DEPTH, min: 1, max: 16 },
  { name: 'MateInOne', default: MATE_IN_ONE, min: 0, max: 3 },
  { name: 'CheckExtension', default: CHECK_EXTENSION, min: 0, max: 1 },
  { name: 'PromotionQuiet', default: PROMOTION_QUIET, min: 0, max: 1 },
  { name: 'LmpChecks', default: LMP_CHECKS, min: 0, max: 1 },
  { name: 'PruneReductionExtra', default: PRUNE_REDUCTION_EXTRA, min: 0, max: 3072 },
  { name: 'PruneNotImproving', default: PRUNE_NOT_IMPROVING, min: 0, max: 512 },
  { name: 'EvalDiffHistory', default: EVAL_DIFF_HISTORY, min: 0, max: 40 },
  { name: 'QsMoveCount', default: QS_MOVE_COUNT, min: 0, max: 3 },
  { name: 'RefutationMoves', default: REFUTATION_MOVES, min: 0, max: 1 },
] as const satisfies readonly { name: string; default: number; min: number; max: number }[];

/** The names of the tunable search parameters (USI option names), read off the list above. */
export type TunableName = (typeof TUNABLE_PARAMS)[number]['name'];

/** The values the search uses now (per thread: the search worker sets its own at `isready`). */
export const searchParams = Object.fromEntries(
  TUNABLE_PARAMS.map((p) => [p.name, p.default]),
) as Record<TunableName, number>;

/** Sets every tunable to its default, then applies `overrides` (names as in TUNABLE_PARAMS). */
export function applySearchParams(overrides: Readonly<Record<string, number>>): void {
  for (const p of TUNABLE_PARAMS) searchParams[p.name] = overrides[p.name] ?? p.default;
}
