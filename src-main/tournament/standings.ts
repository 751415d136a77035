/**
 * Standings from the finished games: points, W/D/L, crosstable, Elo (maximum likelihood over all
 * engines, centred on their average or on the config's `eloAnchor`) with 95% error bars, LOS against
 * the reference engine (the anchor, else the first engine), draw rate, and the SPRT state for two
 * engines. `StandingsTally` keeps the counts up to date one game at a time, so a finished game costs
 * a fit over the engines, not a pass over every game played so far.
 */
import { PRIOR_DRAWS, fitEloPairs, los, type PairResults } from './elo.ts';
import { sprtStatus } from './sprt.ts';
import type { EngineStanding, Pentanomial, Standings } from '../shared/standings-data.ts';
import type { GameResult } from './game.ts';
import type { TournamentConfig } from './config.ts';
export { formatElo } from '../shared/contract/tournament.ts';
export type { EngineStanding, Standings };

/** Points of the black player of a game: 1, ½ or 0. */
function blackPoints(g: Pick<GameResult, 'winner'>): number {
  return g.winner === 'black' ? 1 : g.winner === 'white' ? 0 : 0.5;
}

/** The engine LOS is measured against: the Elo anchor if the config names one, else the first. */
export function referenceEngine(config: TournamentConfig): number {
  const i = config.engines.findIndex((e) => e.name === config.eloAnchor);
  return i < 0 ? 0 : i;
}

/** The game fields the tally needs. */
export type TalliedGame = Pick<GameResult, 'blackIndex' | 'whiteIndex' | 'winner' | 'pairId'>;

/** Running counts of a tournament, updated once per finished game. */
export class StandingsTally {
  private readonly n: number;
  private readonly crossPoints: number[][];
  private readonly crossGames: number[][];
  private readonly wdl: { w: number; d: number; l: number }[];
  private readonly pairs = new Map<number, PairResults>();
  /** Games seen per game pair and the first engine's points in them (two-engine runs). */
  private readonly openPairs = new Map<number, { games: number; points: number }>();
  private readonly penta: Pentanomial = [0, 0, 0, 0, 0];
  private done = 0;

  constructor(private readonly config: TournamentConfig) {
    this.n = config.engines.length;
    const matrix = () => Array.from({ length: this.n }, () => new Array<number>(this.n).fill(0));
    this.crossPoints = matrix();
    this.crossGames = matrix();
    this.wdl = Array.from({ length: this.n }, () => ({ w: 0, d: 0, l: 0 }));
  }

  /** Counts one finished game. */
  add(g: TalliedGame): void {
    const [b, w, p] = [g.blackIndex, g.whiteIndex, blackPoints(g)];
    this.done++;
    this.crossPoints[b]![w]! += p;
    this.crossPoints[w]![b]! += 1 - p;
    this.crossGames[b]![w]!++;
    this.crossGames[w]![b]!++;
    const [bk, wk] =
      p === 1 ? (['w', 'l'] as const) : p === 0 ? (['l', 'w'] as const) : (['d', 'd'] as const);
    this.wdl[b]![bk]++;
    this.wdl[w]![wk]++;
    const [lo, hi, loPts] = b < w ? [b, w, p] : [w, b, 1 - p];
    const key = lo * this.n + hi;
    let pr = this.pairs.get(key);
    if (!pr) this.pairs.set(key, (pr = { a: lo, b: hi, wins: 0, draws: 0, losses: 0 }));
    if (loPts === 1) pr.wins++;
    else if (loPts === 0) pr.losses++;
    else pr.draws++;
    if (this.n === 2) this.addToPair(g.pairId, b === 0 ? p : 1 - p);
  }

  /** Pentanomial bookkeeping: a game pair counts once both of its games are in. */
  private addToPair(pairId: number, firstEnginePoints: number): void {
    const op = this.openPairs.get(pairId) ?? { games: 0, points: 0 };
    op.games++;
    op.points += firstEnginePoints;
    if (op.games === 2) {
      this.penta[Math.round(op.points * 2)]!++;
      this.openPairs.delete(pairId);
    } else this.openPairs.set(pairId, op);
  }

  /** The standings now (a fresh object each call). */
  standings(gamesTotal: number): Standings {
    const ref = referenceEngine(this.config);
    const anchored = this.config.eloAnchor !== undefined;
    const ratings = fitEloPairs(this.n, [...this.pairs.values()], anchored ? ref : undefined);
    const engines = this.config.engines.map((e, i): EngineStanding => {
      const { w, d, l } = this.wdl[i]!;
      const games = w + d + l;
      return {
        index: i,
        name: e.name,
        games,
        wins: w,
        draws: d,
        losses: l,
        points: w + d / 2,
        elo: ratings[i]!.elo,
        error95: Number.isFinite(ratings[i]!.error95) ? ratings[i]!.error95 : null,
        los: i === ref ? null : this.headToHeadLos(i, ref),
        drawRate: games === 0 ? 0 : d / games,
      };
    });
    const out: Standings = {
      engines,
      crossPoints: this.crossPoints.map((r) => [...r]),
      crossGames: this.crossGames.map((r) => [...r]),
      gamesDone: this.done,
      gamesTotal,
    };
    if (this.n === 2) {
      out.pentanomial = [...this.penta] as Pentanomial;
      if (this.config.sprt) out.sprt = sprtStatus(out.pentanomial, this.config.sprt);
    }
    return out;
  }

  /** LOS of engine a over engine b from the games between them. */
  private headToHeadLos(a: number, b: number): number {
    const p = this.pairs.get(Math.min(a, b) * this.n + Math.max(a, b));
    if (!p) return los(0, 0);
    return a < b ? los(p.wins, p.losses) : los(p.losses, p.wins);
  }
}

/** Computes the standings of a tournament from its finished games. */
export function computeStandings(
  config: TournamentConfig,
  results: readonly TalliedGame[],
  gamesTotal: number,
): Standings {
  const tally = new StandingsTally(config);
  for (const g of results) tally.add(g);
  return tally.standings(gamesTotal);
}

/** Pentanomial counts of complete game pairs, from the first engine's side. */
export function pentanomial(results: readonly TalliedGame[]): Pentanomial {
  const byPair = new Map<number, TalliedGame[]>();
  for (const g of results) byPair.set(g.pairId, [...(byPair.get(g.pairId) ?? []), g]);
  const penta: Pentanomial = [0, 0, 0, 0, 0];
  for (const games of byPair.values()) {
    if (games.length !== 2) continue;
    const pts = games.reduce(
      (s, g) => s + (g.blackIndex === 0 ? blackPoints(g) : 1 - blackPoints(g)),
      0,
    );
    penta[Math.round(pts * 2)]!++;
  }
  return penta;
}

const fmt = (x: number, digits = 1) => (Number.isNaN(x) ? '-' : x.toFixed(digits));
/** Elo with its sign, one decimal ('-' for an engine without games). */
const signed = (x: number) => (Number.isNaN(x) ? '-' : (x >= 0 ? '+' : '') + x.toFixed(1));

/** The sentence saying what the Elo column means. */
export function eloNote(config: TournamentConfig): string {
  const ref = config.engines[referenceEngine(config)]!.name;
  const zero =
    config.eloAnchor !== undefined ? `relative to ${ref}` : "centred on the engines' average";
  return `Elo is ${zero} (maximum likelihood over all games with a prior of ${PRIOR_DRAWS} virtual draws per engine, 95% error bars); LOS is against ${ref}.`;
}
const pad = (s: string, w: number) => (s.length >= w ? s : s + ' '.repeat(w - s.length));
const lpad = (s: string, w: number) => (s.length >= w ? s : ' '.repeat(w - s.length) + s);

/** The text of standings.txt: header, ranked table, crosstable, and the SPRT line for two engines. */
export function formatStandings(config: TournamentConfig, s: Standings): string {
  const nameW = Math.max(
    6,
    ...s.engines.map((e) => e.name.length + (e.disabled ? ' (disabled)'.length : 0)),
  );
  const lines = [
    `${config.name}: ${config.format}, ${config.variant}, ${s.gamesDone}/${s.gamesTotal} games`,
    eloNote(config),
    '',
    `Rank ${pad('Engine', nameW)}     Elo    ±95%    LOS  Points  Games    W    D    L  Draw%`,
  ];
  const ranked = [...s.engines].sort(
    (a, b) => b.points / (b.games || 1) - a.points / (a.games || 1) || b.elo - a.elo,
  );
  for (const [r, e] of ranked.entries()) {
    lines.push(
      [
        lpad(String(r + 1), 4),
        pad(e.disabled ? `${e.name} (disabled)` : e.name, nameW),
        lpad(signed(e.elo), 7),
        lpad(e.error95 === null ? '-' : fmt(e.error95), 7),
        lpad(e.los === null ? '-' : `${(e.los * 100).toFixed(1)}%`, 6),
        lpad(fmt(e.points), 7),
        lpad(String(e.games), 6),
        lpad(String(e.wins), 4),
        lpad(String(e.draws), 4),
        lpad(String(e.losses), 4),
        lpad(`${(e.drawRate * 100).toFixed(1)}`, 6),
      ].join(' '),
    );
  }
  lines.push('', 'Crosstable (points/games of the row engine against the column engine):');
  lines.push(
    pad('', nameW) +
      config.engines.map((e) => ' ' + lpad(e.name, Math.max(9, e.name.length))).join(''),
  );
  for (const [i, e] of config.engines.entries()) {
    const cells = config.engines.map((c, j) => {
      const cell =
        i === j
          ? '-'
          : s.crossGames[i]![j]! === 0
            ? ''
            : `${fmt(s.crossPoints[i]![j]!)}/${s.crossGames[i]![j]}`;
      return ' ' + lpad(cell, Math.max(9, c.name.length));
    });
    lines.push(pad(e.name, nameW) + cells.join(''));
  }
  if (s.pentanomial)
    lines.push(
      '',
      `Pentanomial (pairs, ${config.engines[0]!.name}'s points 0..2): [${s.pentanomial.join(', ')}]`,
    );
  if (s.sprt && config.sprt) {
    const { elo0, elo1, alpha, beta } = config.sprt;
    const verdict =
      s.sprt.decision === 'H1'
        ? 'H1 accepted'
        : s.sprt.decision === 'H0'
          ? 'H0 accepted'
          : 'undecided';
    lines.push(
      `SPRT elo0=${elo0} elo1=${elo1} alpha=${alpha} beta=${beta}: LLR ${s.sprt.llr.toFixed(3)} (${s.sprt.lower.toFixed(3)}, ${s.sprt.upper.toFixed(3)}), ${verdict}`,
    );
  }
  return lines.join('\n') + '\n';
}
