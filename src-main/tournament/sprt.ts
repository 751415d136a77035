/**
 * Pentanomial SPRT for two engines, in the GSPRT formulation of fishtest, OpenBench and fastchess
 * (logistic Elo, the normal approximation of the generalised log-likelihood ratio):
 * game pairs (one opening, colours swapped) score 0, ½, 1, 1½ or 2 points for the first engine;
 * with x_k = k/4 the per-game score of outcome k and p_k the estimated outcome frequencies,
 *   μ = Σ p_k x_k,  σ² = Σ p_k (x_k − μ)²,  s_i = 1/(1 + 10^(−elo_i/400)),
 *   LLR = N_pairs · (s1 − s0) · (2μ − s0 − s1) / (2σ²),
 * accepted H1 when LLR ≥ ln((1−β)/α), H0 when LLR ≤ ln(β/(1−α)).
 *
 * Small samples. The plug-in estimate p_k = n_k / N has σ² = 0 after one pair (and nearly 0
 * while every pair so far fell in one or two buckets), which sends the LLR to ±∞: the old
 * runner accepted H0 after 4 games between identical engines. The frequencies are therefore
 * estimated with a symmetric Dirichlet prior, p_k = (n_k + a) / (N + 5a) with a = SPRT_PRIOR_COUNT
 * (a standard pseudo-count estimate of a multinomial), while the LLR still counts only the N real
 * pairs. The prior adds 5a imaginary pairs spread over every outcome: σ² can never collapse, and
 * its pull on μ fades as 5a/N (under 2.5% after 100 pairs).
 */
import type { SprtConfig } from './config.ts';
import type { Pentanomial, SprtStatus } from '../shared/standings-data.ts';

export type { Pentanomial, SprtStatus };

/**
 * Pseudo-count added to each of the five pair outcomes. Origin: `npm run -s bench:sprt` (table in
 * src-main/tournament/README.md). Every value from 0.05 to 0.5 keeps SPRT(0, 10) between identical
 * engines undecided for 40 games in all simulated runs while α and power stay at 5% and 95%;
 * 0.25 is the middle of that range. A mere floor against division by zero (0.001) is not enough:
 * half the identical-engine runs then decide within 40 games.
 */
export const SPRT_PRIOR_COUNT = 0.25;

/** Expected per-game score of an Elo difference under the logistic model. */
function expectedScore(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

/**
 * Log-likelihood ratio of H1 (elo1) against H0 (elo0) for the observed pairs.
 * `prior` is the pseudo-count per outcome (see the file comment); 0 gives the raw plug-in estimate.
 */
export function pentanomialLlr(
  penta: Pentanomial,
  elo0: number,
  elo1: number,
  prior = SPRT_PRIOR_COUNT,
): number {
  const n = penta.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const total = n + 5 * prior;
  let mu = 0;
  for (let k = 0; k < 5; k++) mu += ((penta[k]! + prior) / total) * (k / 4);
  let variance = 0;
  for (let k = 0; k < 5; k++) variance += ((penta[k]! + prior) / total) * (k / 4 - mu) ** 2;
  // Only a zero prior with every pair alike gets here: nothing has been learnt about the spread yet.
  if (variance === 0) return 0;
  const [s0, s1] = [expectedScore(elo0), expectedScore(elo1)];
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
