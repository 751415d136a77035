/**
 * Standings from the finished games: points, W/D/L, crosstable, Elo relative to the first engine with
 * 95% error bars, LOS against the first engine, draw rate, and the SPRT state for two engines.
 */
import { ELO_CAP, fitElo, los } from './elo.ts';
import { sprtStatus, type Pentanomial, type SprtStatus } from './sprt.ts';
import type { GameResult } from './game.ts';
import type { TournamentConfig } from './config.ts';

/** One engine's line of the standings. */
export interface EngineStanding {
  index: number;
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  /** Elo relative to the first engine of the config. */
  elo: number;
  error95: number;
  /**
   * Likelihood of superiority over the first engine, from their head-to-head games; null for the
   * first engine itself (null, not NaN, so that results.json reads back the same).
   */
  los: number | null;
  drawRate: number;
  /** Set when the engine was disabled during the run (its remaining games are forfeits). */
  disabled?: boolean;
}

/** The whole table. */
export interface Standings {
  engines: EngineStanding[];
  /** points[i][j]: points of engine i against engine j; games[i][j]: games they played. */
  crossPoints: number[][];
  crossGames: number[][];
  gamesDone: number;
  gamesTotal: number;
  sprt?: SprtStatus;
  pentanomial?: Pentanomial;
}

/** Points of the black player of a game: 1, ½ or 0. */
function blackPoints(g: GameResult): number {
  return g.winner === 'black' ? 1 : g.winner === 'white' ? 0 : 0.5;
}

/** Computes the standings of a tournament from its finished games. */
export function computeStandings(
  config: TournamentConfig,
  results: readonly GameResult[],
  gamesTotal: number,
): Standings {
  const n = config.engines.length;
  const matrix = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const crossPoints = matrix();
  const crossGames = matrix();
  const wdl = Array.from({ length: n }, () => ({ w: 0, d: 0, l: 0 }));
  for (const g of results) {
    const [b, w, p] = [g.blackIndex, g.whiteIndex, blackPoints(g)];
    crossPoints[b]![w]! += p;
    crossPoints[w]![b]! += 1 - p;
    crossGames[b]![w]!++;
    crossGames[w]![b]!++;
    const [bk, wk] =
      p === 1 ? (['w', 'l'] as const) : p === 0 ? (['l', 'w'] as const) : (['d', 'd'] as const);
    wdl[b]![bk]++;
    wdl[w]![wk]++;
  }
  const ratings = fitElo(
    n,
    results.map((g) => ({ a: g.blackIndex, b: g.whiteIndex, score: blackPoints(g) })),
  );
  const engines = config.engines.map((e, i): EngineStanding => {
    const { w, d, l } = wdl[i]!;
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
      error95: ratings[i]!.error95,
      los: i === 0 ? null : headToHeadLos(results, i, 0),
      drawRate: games === 0 ? 0 : d / games,
    };
  });
  const out: Standings = {
    engines,
    crossPoints,
    crossGames,
    gamesDone: results.length,
    gamesTotal,
  };
  if (n === 2) {
    out.pentanomial = pentanomial(results);
    if (config.sprt) out.sprt = sprtStatus(out.pentanomial, config.sprt);
  }
  return out;
}

/** LOS of engine a over engine b from the games between them. */
function headToHeadLos(results: readonly GameResult[], a: number, b: number): number {
  let wins = 0;
  let losses = 0;
  for (const g of results) {
    const aIsBlack = g.blackIndex === a && g.whiteIndex === b;
    const aIsWhite = g.whiteIndex === a && g.blackIndex === b;
    if ((!aIsBlack && !aIsWhite) || g.winner === null) continue;
    const aWon = (g.winner === 'black') === aIsBlack;
    if (aWon) wins++;
    else losses++;
  }
  return los(wins, losses);
}

/** Pentanomial counts of complete game pairs, from the first engine's side. */
export function pentanomial(results: readonly GameResult[]): Pentanomial {
  const byPair = new Map<number, GameResult[]>();
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
/** Elo with sign; a perfect or zero score has no finite estimate and shows as ±inf. */
const signed = (x: number) =>
  Number.isNaN(x)
    ? '-'
    : Math.abs(x) >= ELO_CAP
      ? x > 0
        ? '+inf'
        : '-inf'
      : (x >= 0 ? '+' : '') + x.toFixed(1);
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
    `Elo is relative to ${config.engines[0]!.name} (maximum likelihood over all games, 95% error bars); LOS is against ${config.engines[0]!.name}.`,
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
        lpad(fmt(e.error95), 7),
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
