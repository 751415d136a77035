/**
 * Pentanomial SPRT for two engines, as fishtest computes it (GSPRT approximation, logistic Elo):
 * game pairs (one opening, colours swapped) score 0, ½, 1, 1½ or 2 points for the first engine;
 * with x_k = k/4 the per-game score of outcome k and p_k the observed frequencies,
 *   μ = Σ p_k x_k,  σ² = Σ p_k (x_k − μ)²,  s_i = 1/(1 + 10^(−elo_i/400)),
 *   LLR = N_pairs · (s1 − s0) · (2μ − s0 − s1) / (2σ²),
 * accepted H1 when LLR ≥ ln((1−β)/α), H0 when LLR ≤ ln(β/(1−α)).
 */
import type { SprtConfig } from './config.ts';

/** Counts of pair outcomes: index k = points of the first engine in the pair × 2 (0..4). */
export type Pentanomial = [number, number, number, number, number];

/** The SPRT state after some pairs. */
export interface SprtStatus {
  llr: number;
  lower: number;
  upper: number;
  /** 'H1' (elo ≥ elo1 accepted), 'H0' (elo ≤ elo0 accepted) or undefined while undecided. */
  decision?: 'H0' | 'H1';
  pairs: number;
}

/** Log-likelihood ratio of H1 (elo1) against H0 (elo0) for the observed pairs. */
export function pentanomialLlr(penta: Pentanomial, elo0: number, elo1: number): number {
  const n = penta.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const s = (elo: number) => 1 / (1 + Math.pow(10, -elo / 400));
  const [s0, s1] = [s(elo0), s(elo1)];
  let mu = 0;
  for (let k = 0; k < 5; k++) mu += (penta[k]! / n) * (k / 4);
  let variance = 0;
  for (let k = 0; k < 5; k++) variance += (penta[k]! / n) * (k / 4 - mu) ** 2;
  if (variance === 0) variance = 1e-6; // every pair alike: a tiny spread keeps the ratio finite and signed
  return (n * (s1 - s0) * (2 * mu - s0 - s1)) / (2 * variance);
}

/** The SPRT decision for the observed pairs. */
export function sprtStatus(penta: Pentanomial, cfg: SprtConfig): SprtStatus {
  const llr = pentanomialLlr(penta, cfg.elo0, cfg.elo1);
  const lower = Math.log(cfg.beta / (1 - cfg.alpha));
  const upper = Math.log((1 - cfg.beta) / cfg.alpha);
  const pairs = penta.reduce((a, b) => a + b, 0);
  const decision = llr >= upper ? 'H1' : llr <= lower ? 'H0' : undefined;
  return decision ? { llr, lower, upper, pairs, decision } : { llr, lower, upper, pairs };
}
