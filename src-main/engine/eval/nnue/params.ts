/**
 * Tuned and conventional constants of the NNUE evaluation, in one place.
 */

/**
 * Divisor from the network's int32 output to centipawns. YaneuraOu's default `FV_SCALE` is 16
 * (source/eval/nnue/evaluate_nnue.cpp: `int FV_SCALE = 16`, engine option "FV_SCALE", 1..128).
 */
export const FV_SCALE = 16;

/**
 * Largest static evaluation returned to the search (YaneuraOu clamps to VALUE_MAX_EVAL = 27000,
 * source/types.h), which keeps evaluations well clear of mate scores (VALUE_MATE − MAX_PLY).
 */
export const NNUE_MAX_EVAL = 27000;

/**
 * Plies of accumulator stack per evaluator (root = ply 0). The search goes at most MAX_PLY (128)
 * deep from its root; the rest is margin for callers that play a few moves before resetting.
 */
export const NNUE_STACK_PLIES = 512;

/**
 * The name of the shipped net in the resources folder (`resources/nnue/`), a packed net
 * (packed-net.ts). One net ships at a time: a new generation replaces the file.
 */
export const SHIPPED_NET_FILE = 'nn.bnnue';

/**
 * The `EvalFile` value that names the shipped net whatever `SHIPPED_NET_IS_DEFAULT` says.
 */
export const SHIPPED_NET_OPTION = 'default-net';

/**
 * Whether an empty `EvalFile` loads the shipped net (true) or keeps the classical evaluation.
 * Origin: README "NNUE › Shipped net and generations": a generation is the default once it
 * measured at least not weaker than the classical evaluation at equal time. Generation 3
 * (session 13) scored 145/1/54 against it at 100 ms byoyomi, +169 ± 53 Elo.
 */
export const SHIPPED_NET_IS_DEFAULT = true;
