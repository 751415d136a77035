/**
 * Reading a tournament folder back: results.json (standings, game list) completed by the journal
 * (why: results.json is rewritten at most once a second, so an interrupted run's journal may hold
 * games it has not caught up with), the standings text, the list of folders under the app's
 * tournament root, and one game's record file.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type {
  Result,
  TournamentForm,
  TournamentGameSummary,
  TournamentListing,
  TournamentResults,
  TournamentStandings,
  VariantName,
} from '../../shared/contract.ts';
import type { GameResult } from '../../tournament/game.ts';
import type { TournamentConfig } from '../../tournament/config.ts';
import { computeStandings, type Standings } from '../../tournament/standings.ts';
import { gameFileBase } from '../../tournament/outputs.ts';

/** What results.json holds (games without their move lists). */
interface ResultsJson {
  name: string;
  variant: VariantName;
  format: string;
  standings: Standings;
  games: (Omit<GameResult, 'moves'> & { plies: number })[];
}

/** Standings as the renderer gets them: the table without the pentanomial and SPRT pair count. */
export function plainStandings(s: Standings): TournamentStandings {
  return {
    engines: s.engines,
    crossPoints: s.crossPoints,
    crossGames: s.crossGames,
    gamesDone: s.gamesDone,
    gamesTotal: s.gamesTotal,
    ...(s.sprt
      ? {
          sprt: {
            llr: s.sprt.llr,
            lower: s.sprt.lower,
            upper: s.sprt.upper,
            ...(s.sprt.decision ? { decision: s.sprt.decision } : {}),
          },
        }
      : {}),
  };
}

/** A game as the game list shows it. */
export function gameSummary(
  g: Omit<GameResult, 'moves'> & { plies?: number; moves?: unknown[] },
): TournamentGameSummary {
  return {
    index: g.index,
    round: g.round,
    black: g.black,
    white: g.white,
    winner: g.winner,
    reason: g.reason,
    ...(g.detail ? { detail: g.detail } : {}),
    plies: g.plies ?? g.openingMoves.length + (g.moves?.length ?? 0),
    durationMs: Math.round(g.durationMs),
  };
}

/** The finished games of a journal, read only (a torn last line is skipped, never repaired here). */
export function readJournalGames(folder: string): GameResult[] {
  const path = join(folder, 'journal.jsonl');
  if (!existsSync(path)) return [];
  const games = new Map<number, GameResult>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    try {
      const rec = JSON.parse(line) as { type?: string } & GameResult;
      if (rec.type === 'game' && !games.has(rec.index)) games.set(rec.index, rec);
    } catch {
      // an empty or torn line
    }
  }
  return [...games.values()];
}

/** The config fields the standings need, rebuilt from results.json and manifest.json. */
function standingsConfig(folder: string, r: ResultsJson): TournamentConfig {
  let manifest: Pick<TournamentConfig, 'sprt' | 'eloAnchor'>;
  try {
    manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
  } catch {
    manifest = {};
  }
  return {
    name: r.name,
    variant: r.variant,
    format: r.format === 'gauntlet' || r.format === 'knockout' ? r.format : 'round-robin',
    gamesPerPair: 1,
    engines: r.standings.engines.map((e) => ({ name: e.name })),
    timeControl: {},
    concurrency: 1,
    adjudication: {},
    sprt: manifest.sprt,
    ...(manifest.eloAnchor !== undefined ? { eloAnchor: manifest.eloAnchor } : {}),
    seed: 1,
    output: folder,
  };
}

/** Reloads a tournament folder. */
export function readResults(folder: string, running = false): Result<TournamentResults> {
  let r: ResultsJson;
  try {
    r = JSON.parse(readFileSync(join(folder, 'results.json'), 'utf8')) as ResultsJson;
  } catch (err) {
    return {
      ok: false,
      error: {
        code: 'FILE_READ_FAILED',
        message: `${folder} is not a tournament folder (results.json: ${(err as Error).message})`,
      },
    };
  }
  const journal = readJournalGames(folder);
  let standings = r.standings;
  let games = r.games.map(gameSummary);
  if (journal.length > r.games.length) {
    journal.sort((a, b) => a.index - b.index);
    standings = computeStandings(standingsConfig(folder, r), journal, r.standings.gamesTotal);
    games = journal.map(gameSummary);
  }
  const txt = join(folder, 'standings.txt');
  const form = readForm(folder);
  return {
    ok: true,
    value: {
      folder,
      name: r.name,
      variant: r.variant,
      format: r.format,
      standings: plainStandings(standings),
      games,
      standingsText: existsSync(txt) ? readFileSync(txt, 'utf8') : '',
      running,
      ...(form ? { form } : {}),
    },
  };
}

/** File in which the app keeps the form a tournament was started with (for resuming it). */
export const FORM_FILE = 'app-form.json';

/** The app form of a folder, if the app started it. */
function readForm(folder: string): TournamentForm | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, FORM_FILE), 'utf8')) as TournamentForm;
  } catch {
    return undefined;
  }
}

/** Tournament folders under `root`, newest first. */
export function listFolders(root: string): TournamentListing {
  if (!existsSync(root)) return { root, folders: [] };
  const folders = readdirSync(root)
    .map((n) => join(root, n))
    .filter((p) => existsSync(join(p, 'results.json')))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .flatMap((folder) => {
      const r = readResults(folder);
      if (!r.ok) return [];
      const s = r.value.standings;
      return [{ folder, name: r.value.name, done: s.gamesDone, total: s.gamesTotal }];
    });
  return { root, folders };
}

/** One game's record: KIF for shogi, CSA for minishogi (KIF has no 5×5 board). */
export function readGame(folder: string, index: number): Result<{ name: string; base64: string }> {
  const g = readJournalGames(folder).find((x) => x.index === index);
  if (!g)
    return { ok: false, error: { code: 'BAD_ARGS', message: `no game ${index + 1} in ${folder}` } };
  const base = join(folder, 'games', gameFileBase(g));
  const path = [`${base}.kif`, `${base}.csa`].find((p) => existsSync(p));
  if (!path)
    return {
      ok: false,
      error: { code: 'FILE_READ_FAILED', message: `${basename(base)}: no record file` },
    };
  return {
    ok: true,
    value: { name: basename(path), base64: readFileSync(path).toString('base64') },
  };
}
