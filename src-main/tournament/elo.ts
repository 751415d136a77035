/**
 * Ratings from game results: a maximum-likelihood logistic (Bradley–Terry) fit over all games with
 * draws as half points, 95% error bars from the sandwich (robust) variance, and LOS.
 *
 * For two engines the fit reduces to the textbook formulas, which the tests check by hand:
 *   score s = (W + D/2)/N, Elo = −400·log10(1/s − 1),
 *   σ(s)² = [W(1−s)² + D(½−s)² + L·s²] / N², σ(Elo) = σ(s) · 400 / (ln10 · s(1−s)),
 *   95% bar = 1.96·σ(Elo);  LOS = ½·[1 + erf((W − L)/√(2(W + L)))].
 * The sandwich variance uses the observed spread of the results, so draws narrow the bars as they do
 * in cutechess/ordo; a plain Fisher-information variance would ignore them.
 */

/** One game for rating purposes: engine indices and the first engine's score (1, ½ or 0). */
export interface RatedGame {
  a: number;
  b: number;
  /** Score of engine a: 1 win, 0.5 draw, 0 loss. */
  score: number;
}

/** One engine's rating relative to engine 0 (fixed at 0). */
export interface Rating {
  elo: number;
  /** Half-width of the 95% interval; NaN when it cannot be estimated (e.g. all wins). */
  error95: number;
}

const C = Math.LN10 / 400;
/** Elo bounds: a perfect score has no finite maximum-likelihood estimate. */
export const ELO_CAP = 2000;

/** Expected score of a over b with logistic Elo. */
export function expectedScore(eloA: number, eloB: number): number {
  return 1 / (1 + Math.pow(10, (eloB - eloA) / 400));
}

/**
 * Fits ratings for `n` engines by Newton's method on the log-likelihood, engine 0 fixed at 0.
 * Engines without games keep 0 with a NaN error bar.
 */
export function fitElo(n: number, games: readonly RatedGame[]): Rating[] {
  const r = new Array<number>(n).fill(0);
  for (let iter = 0; iter < 100; iter++) {
    const { grad, hess } = derivatives(r, games);
    const step = solve(reduce(hess), grad.slice(1));
    if (!step) break;
    let maxStep = 0;
    for (let i = 1; i < n; i++) {
      const d = Math.max(-200, Math.min(200, step[i - 1]!)); // damped: far from the optimum Newton overshoots
      r[i] = Math.max(-ELO_CAP, Math.min(ELO_CAP, r[i]! + d));
      maxStep = Math.max(maxStep, Math.abs(d));
    }
    if (maxStep < 1e-7) break;
  }
  return withErrors(r, games);
}

/** Gradient and (negated) Hessian of the log-likelihood in Elo units. */
function derivatives(
  r: number[],
  games: readonly RatedGame[],
): { grad: number[]; hess: number[][] } {
  const n = r.length;
  const grad = new Array<number>(n).fill(0);
  const hess = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const g of games) {
    const e = expectedScore(r[g.a]!, r[g.b]!);
    const d = C * (g.score - e);
    grad[g.a]! += d;
    grad[g.b]! -= d;
    const h = C * C * e * (1 - e);
    hess[g.a]![g.a]! += h;
    hess[g.b]![g.b]! += h;
    hess[g.a]![g.b]! -= h;
    hess[g.b]![g.a]! -= h;
  }
  return { grad, hess };
}

/** Drops row/column 0 (the fixed reference engine). */
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

/** Sandwich variance H⁻¹ J H⁻¹ with J the sum of per-game gradient outer products. */
function withErrors(r: number[], games: readonly RatedGame[]): Rating[] {
  const n = r.length;
  const out: Rating[] = r.map((elo) => ({ elo, error95: NaN }));
  out[0]!.error95 = 0;
  if (n < 2) return out;
  const hInv = inverse(reduce(derivatives(r, games).hess));
  if (!hInv) return out;
  const j = Array.from({ length: n - 1 }, () => new Array<number>(n - 1).fill(0));
  for (const g of games) {
    const d = C * (g.score - expectedScore(r[g.a]!, r[g.b]!));
    const v = new Array<number>(n - 1).fill(0);
    if (g.a > 0) v[g.a - 1] = d;
    if (g.b > 0) v[g.b - 1] = -d;
    for (let x = 0; x < n - 1; x++) for (let y = 0; y < n - 1; y++) j[x]![y]! += v[x]! * v[y]!;
  }
  for (let i = 0; i < n - 1; i++) {
    let v = 0;
    for (let x = 0; x < n - 1; x++)
      for (let y = 0; y < n - 1; y++) v += hInv[i]![x]! * j[x]![y]! * hInv[y]![i]!;
    out[i + 1]!.error95 = Math.abs(r[i + 1]!) >= ELO_CAP ? NaN : 1.96 * Math.sqrt(v);
  }
  return out;
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
