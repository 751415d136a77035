/**
 * Simultaneous perturbation stochastic approximation (SPSA, Spall 1992) for engine parameters, as
 * fishtest and shogiarena use it. Each iteration k perturbs every parameter at once by ±c_k (a
 * random sign Δ_i per parameter), plays θ+ = θ + c_k·Δ against θ− = θ − c_k·Δ, and moves
 * θ_i by a_k · result · Δ_i / c_k, where result is θ+'s wins minus losses. The gains shrink as
 *   c_k = c / k^γ,   a_k = a / (A + k)^α   (α = 0.602, γ = 0.101, Spall's practical values),
 * and, as fishtest does, are set from each parameter's final perturbation c_end and final
 * learning rate r_end over N iterations: c = c_end · N^γ, a = r_end · c_end² · (A + N)^α, A = N/10.
 */
import { mulberry32 } from '../../engine/prng.ts';

/** Spall's recommended exponents. */
export const SPSA_ALPHA = 0.602;
export const SPSA_GAMMA = 0.101;

/** One tuned parameter (an integer spin option of the engine). */
export interface SpsaParam {
  name: string;
  start: number;
  min: number;
  max: number;
  /** Perturbation at the last iteration (fishtest's c_end). */
  cEnd: number;
  /** Learning rate at the last iteration (fishtest's r_end): a_end = rEnd · cEnd². */
  rEnd: number;
}

/** The gains of one parameter at iteration k (1-based) of n. */
export interface SpsaGains {
  ck: number;
  ak: number;
}

/** c_k and a_k of a parameter at iteration k of n. */
export function spsaGains(p: SpsaParam, k: number, n: number): SpsaGains {
  const bigA = n / 10;
  const c = p.cEnd * Math.pow(n, SPSA_GAMMA);
  const a = p.rEnd * p.cEnd * p.cEnd * Math.pow(bigA + n, SPSA_ALPHA);
  return { ck: c / Math.pow(k, SPSA_GAMMA), ak: a / Math.pow(bigA + k, SPSA_ALPHA) };
}

/** The random signs Δ of iteration k: fixed by the seed, so a resumed run draws the same ones. */
export function perturbation(seed: number, k: number, count: number): number[] {
  const rand = mulberry32((seed * 1_000_003 + k) >>> 0);
  return Array.from({ length: count }, () => (rand() < 0.5 ? -1 : 1));
}

/** A value as the engine takes it: rounded to an integer within the range. */
export function engineValue(p: SpsaParam, x: number): number {
  return Math.min(p.max, Math.max(p.min, Math.round(x)));
}

/** θ+ and θ− of iteration k as engine values. */
export function perturbed(
  params: readonly SpsaParam[],
  theta: readonly number[],
  delta: readonly number[],
  k: number,
  n: number,
): { plus: number[]; minus: number[] } {
  const step = params.map((p, i) => spsaGains(p, k, n).ck * delta[i]!);
  return {
    plus: params.map((p, i) => engineValue(p, theta[i]! + step[i]!)),
    minus: params.map((p, i) => engineValue(p, theta[i]! - step[i]!)),
  };
}

/**
 * θ after iteration k, given θ+'s wins minus losses against θ−: θ_i + a_k · result · Δ_i / c_k,
 * kept within the range (θ itself stays real-valued; only what the engine gets is rounded).
 */
export function updated(
  params: readonly SpsaParam[],
  theta: readonly number[],
  delta: readonly number[],
  result: number,
  k: number,
  n: number,
): number[] {
  return params.map((p, i) => {
    const { ck, ak } = spsaGains(p, k, n);
    const next = theta[i]! + (ak * result * delta[i]!) / ck;
    return Math.min(p.max, Math.max(p.min, next));
  });
}
