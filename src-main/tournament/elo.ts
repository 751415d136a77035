/**
 * Ratings from game results: a maximum-likelihood logistic (Bradley–Terry) fit over all engines and
 * all games at once, draws as half points, with a prior so that every estimate is finite, centred on
 * the engines' average (or on an anchor engine), 95% error bars from the sandwich (robust) variance,
 * and LOS.
 *
 * Prior: every engine gets PRIOR_DRAWS virtual draws, spread evenly over the other engines (each pair
 * gets PRIOR_DRAWS/(n−1)), in the spirit of BayesElo's virtual draws. It keeps a perfect or zero score
 * finite (10–0 between two engines reads as 11/12, +416 Elo apart, not +∞) and connects engines that
 * have not met yet; its pull fades as games accumulate.
 *
 * For two engines the fit reduces to formulas the tests check by hand: with W, D, L from the first
 * engine's side and N = W + D + L, the prior adds 2 draws: s = (W + (D + 2)/2)/(N + 2), the gap is
 * Δ = 400·log10(s/(1 − s)), each engine sits at ±Δ/2 from the average, and
 * σ(Δ)² = [W(1−s)² + D(½−s)² + L·s²] / (c·(N + 2)·s(1 − s))² with c = ln10/400; each 95% bar is
 * 1.96·σ(Δ)/2. The sandwich variance uses the observed spread of the results, so draws narrow the
 * bars as they do in cutechess/ordo.
 */

/** One game for rating purposes: engine indices and the first engine's score (1, ½ or 0). */
export interface RatedGame {
  a: number;
  b: number;
  /** Score of engine a: 1 win, 0.5 draw, 0 loss. */
  score: number;
}

/** Results between two engines (a < b), from a's side. */
export interface PairResults {
  a: number;
  b: number;
  wins: number;
  draws: number;
  losses: number;
}

/** One engine's rating. */
export interface Rating {
  /** Elo relative to the average of the engines with games (or to the anchor). */
  elo: number;
  /** Half-width of the 95% interval; NaN for an engine without games; 0 for the anchor. */
  error95: number;
}

/** Virtual draws per engine (see the module comment). */
export const PRIOR_DRAWS = 2;

const C = Math.LN10 / 400;
/** Elo bounds of the fit (never reached with the prior; a guard against divergence). */
export const ELO_CAP = 2000;

/** Expected score of a over b with logistic Elo. */
export function expectedScore(eloA: number, eloB: number): number {
  return 1 / (1 + Math.pow(10, (eloB - eloA) / 400));
}

/** Sums games into per-pair results (a < b). */
export function pairResults(games: readonly RatedGame[]): PairResults[] {
  const byKey = new Map<string, PairResults>();
  for (const g of games) {
    const [a, b, score] = g.a < g.b ? [g.a, g.b, g.score] : [g.b, g.a, 1 - g.score];
    const key = `${a},${b}`;
    let p = byKey.get(key);
    if (!p) byKey.set(key, (p = { a, b, wins: 0, draws: 0, losses: 0 }));
    if (score === 1) p.wins++;
    else if (score === 0) p.losses++;
    else p.draws++;
  }
  return [...byKey.values()];
}

/** Ratings of `n` engines from their games; `anchor` (an engine index) is fixed at 0 if given. */
export function fitElo(n: number, games: readonly RatedGame[], anchor?: number): Rating[] {
  return fitEloPairs(n, pairResults(games), anchor);
}

/**
 * Ratings of `n` engines from per-pair results (the cost depends on the number of engines, not of
 * games). Engines without games get Elo 0 and a NaN error bar and are left out of the average.
 */
export function fitEloPairs(n: number, pairs: readonly PairResults[], anchor?: number): Rating[] {
  const played = new Array<boolean>(n).fill(false);
  for (const p of pairs) if (p.wins + p.draws + p.losses > 0) played[p.a] = played[p.b] = true;
  const active = played.flatMap((x, i) => (x ? [i] : []));
  const out: Rating[] = Array.from({ length: n }, () => ({ elo: 0, error95: NaN }));
  if (active.length < 2) return out;
  const m = active.length;
  const local = new Map(active.map((g, i) => [g, i]));
  const real = pairs
    .filter((p) => p.wins + p.draws + p.losses > 0)
    .map((p) => ({ ...p, a: local.get(p.a)!, b: local.get(p.b)! }));
  const prior = PRIOR_DRAWS / (m - 1);
  const r = newton(m, real, prior);
  const cov = sandwich(r, real, prior);
  const anchorLocal = anchor !== undefined ? local.get(anchor) : undefined;
  const t = centring(m, anchorLocal);
  const centred = t.map((row) => row.reduce((s, x, j) => s + x * r[j]!, 0));
  for (const [i, g] of active.entries()) {
    let v = 0;
    for (let x = 0; x < m; x++)
      for (let y = 0; y < m; y++) v += t[i]![x]! * cov[x]![y]! * t[i]![y]!;
    out[g] = { elo: centred[i]!, error95: 1.96 * Math.sqrt(Math.max(0, v)) };
  }
  return out;
}

/** Maximises the log-posterior by damped Newton steps, engine 0 fixed at 0 (ratings are relative). */
function newton(m: number, pairs: readonly PairResults[], prior: number): number[] {
  const r = new Array<number>(m).fill(0);
  for (let iter = 0; iter < 100; iter++) {
    const { grad, hess } = derivatives(r, pairs, prior);
    const step = solve(reduce(hess), grad.slice(1));
    if (!step) break;
    let maxStep = 0;
    for (let i = 1; i < m; i++) {
      const d = Math.max(-200, Math.min(200, step[i - 1]!)); // damped: far from the optimum Newton overshoots
      r[i] = Math.max(-ELO_CAP, Math.min(ELO_CAP, r[i]! + d));
      maxStep = Math.max(maxStep, Math.abs(d));
    }
    if (maxStep < 1e-7) break;
  }
  return r;
}

/** Visits every pair with its games (prior draws included when `prior` > 0): (a, b, W, D, L). */
function forEachPair(
  m: number,
  pairs: readonly PairResults[],
  prior: number,
  f: (a: number, b: number, w: number, d: number, l: number) => void,
): void {
  const key = (a: number, b: number) => a * m + b;
  const seen = new Map<number, PairResults>();
  for (const p of pairs) seen.set(key(p.a, p.b), p);
  for (let a = 0; a < m; a++)
    for (let b = a + 1; b < m; b++) {
      const p = seen.get(key(a, b));
      f(a, b, p?.wins ?? 0, (p?.draws ?? 0) + prior, p?.losses ?? 0);
    }
}

/** Gradient and (negated) Hessian of the log-posterior in Elo units. */
function derivatives(
  r: number[],
  pairs: readonly PairResults[],
  prior: number,
): { grad: number[]; hess: number[][] } {
  const m = r.length;
  const grad = new Array<number>(m).fill(0);
  const hess = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  forEachPair(m, pairs, prior, (a, b, w, d, l) => {
    const e = expectedScore(r[a]!, r[b]!);
    const n = w + d + l;
    const g = C * (w + d / 2 - n * e);
    grad[a]! += g;
    grad[b]! -= g;
    const h = C * C * n * e * (1 - e);
    hess[a]![a]! += h;
    hess[b]![b]! += h;
    hess[a]![b]! -= h;
    hess[b]![a]! -= h;
  });
  return { grad, hess };
}

/**
 * Covariance of the ratings (engine 0 fixed, so its row and column are 0): H⁻¹ J H⁻¹ with H the
 * posterior's Hessian and J the sum over real games of the per-game gradient outer products.
 */
function sandwich(r: number[], pairs: readonly PairResults[], prior: number): number[][] {
  const m = r.length;
  const cov = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  const hInv = inverse(reduce(derivatives(r, pairs, prior).hess));
  if (!hInv) return cov.map((row) => row.map(() => NaN));
  const j = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  forEachPair(m, pairs, 0, (a, b, w, d, l) => {
    const e = expectedScore(r[a]!, r[b]!);
    const s2 = C * C * (w * (1 - e) ** 2 + d * (0.5 - e) ** 2 + l * e * e);
    j[a]![a]! += s2;
    j[b]![b]! += s2;
    j[a]![b]! -= s2;
    j[b]![a]! -= s2;
  });
  const jr = reduce(j);
  for (let x = 1; x < m; x++)
    for (let y = 1; y < m; y++) {
      let v = 0;
      for (let p = 0; p < m - 1; p++)
        for (let q = 0; q < m - 1; q++) v += hInv[x - 1]![p]! * jr[p]![q]! * hInv[q]![y - 1]!;
      cov[x]![y] = v;
    }
  return cov;
}

/** The linear map from ratings to reported ratings: minus the average, or minus the anchor's rating. */
function centring(m: number, anchor: number | undefined): number[][] {
  return Array.from({ length: m }, (_, i) =>
    Array.from(
      { length: m },
      (_, j) => (i === j ? 1 : 0) - (anchor === undefined ? 1 / m : j === anchor ? 1 : 0),
    ),
  );
}

/** Drops row/column 0 (the engine fixed during the fit). */
function reduce(m: number[][]): number[][] {
  return m.slice(1).map((row) => row.slice(1));
}

/** Gaussian elimination with partial pivoting; undefined if singular. */
function solve(a: number[][], b: number[]): number[] | undefined {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let i = c + 1; i < n; i++) if (Math.abs(m[i]![c]!) > Math.abs(m[p]![c]!)) p = i;
    if (Math.abs(m[p]![c]!) < 1e-15) return undefined;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let i = 0; i < n; i++) {
      if (i === c) continue;
      const f = m[i]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[i]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Inverse of a small matrix (column by column); undefined if singular. */
function inverse(a: number[][]): number[][] | undefined {
  const n = a.length;
  const cols: number[][] = [];
  for (let j = 0; j < n; j++) {
    const col = solve(
      a,
      Array.from({ length: n }, (_, i) => (i === j ? 1 : 0)),
    );
    if (!col) return undefined;
    cols.push(col);
  }
  return Array.from({ length: n }, (_, i) => cols.map((c) => c[i]!));
}

/** Error function (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7). */
export function erf(x: number): number {
  const s = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return s * y;
}

/** Likelihood of superiority from wins and losses (draws carry no information); 0.5 with no decisive game. */
export function los(wins: number, losses: number): number {
  if (wins + losses === 0) return 0.5;
  return 0.5 * (1 + erf((wins - losses) / Math.sqrt(2 * (wins + losses))));
}
