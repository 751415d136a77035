/**
 * Runs tournaments for the app (plain Node): starts a `Tournament` from the new-tournament form,
 * streams its events to the renderer as `tournament:event` (each move with the position after it,
 * so live boards need no rules of their own), forwards pause/resume/stop, and reloads result
 * folders. Only folders this service started, opened or listed may have their games read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type {
  EventSink,
  ExternalEngineSpec,
  Result,
  TournamentAction,
  TournamentForm,
  TournamentListing,
  TournamentResults,
  TournamentStarted,
  SpsaRun,
} from '../../shared/contract.ts';
import {
  Tournament,
  type GameFinishedEvent,
  type GameStartedEvent,
} from '../../tournament/tournament.ts';
import type { MoveEvent } from '../../tournament/game.ts';
import { nodeTransports, type TransportFactory } from '../../usi/launcher.ts';
import { totalGames } from '../../tournament/knockout.ts';
import type { Standings } from '../../tournament/standings.ts';
import { LiveBoards } from './live-boards.ts';
import { formToConfig } from './form-config.ts';
import { readSpsaRun } from './spsa-folder.ts';
import {
  FORM_FILE,
  gameSummary,
  listFolders,
  plainStandings,
  readGame,
  readResults,
} from './results-folder.ts';

/** One tournament this service runs. */
interface Running {
  tournament: Tournament;
  folder: string;
  done: boolean;
}

/** The app's tournament runner. */
export class TournamentService {
  private readonly running = new Map<string, Running>();
  private readonly allowed = new Set<string>();
  private nextId = 1;

  constructor(
    private readonly sink: EventSink,
    /** Folder under which new tournaments get their own folder. */
    readonly outputRoot: string,
    private readonly externals: () => readonly ExternalEngineSpec[],
    /** The app's one launcher (composition root). */
    private readonly transports: TransportFactory = nodeTransports,
  ) {}

  /** Validates the form and starts the tournament; it runs until it finishes or is stopped. */
  start(form: TournamentForm): Result<TournamentStarted> {
    const c = formToConfig(form, this.externals(), this.outputRoot);
    if (!c.ok) return c;
    const config = c.value;
    const where = outputRefusal(form.output, config.output, this.allowed, this.outputRoot);
    if (where)
      return { ok: false, error: { code: 'FILE_NOT_ALLOWED', message: where, detail: 'output' } };
    if ([...this.running.values()].some((r) => !r.done && r.folder === config.output))
      return {
        ok: false,
        error: { code: 'ENGINE_BUSY', message: `${config.output} is already running` },
      };
    const id = `t${this.nextId++}`;
    const tournament = new Tournament(config, this.transports);
    const entry: Running = { tournament, folder: config.output, done: false };
    this.running.set(id, entry);
    this.allowed.add(config.output);
    this.forward(id, tournament, config.variant);
    // Why once a game starts: by then the folder's journal has been accepted as this tournament's.
    tournament.once('game-started', () => saveForm(form, config.output));
    void tournament.run().then(
      (out) => {
        entry.done = true;
        this.sink(
          'tournament:event',
          out.ok
            ? { id, type: 'ended', status: endStatus(out.status, out.standings) }
            : { id, type: 'ended', status: 'error', error: out.error },
        );
      },
      (err: Error) => {
        entry.done = true;
        this.sink('tournament:event', {
          id,
          type: 'ended',
          status: 'error',
          error: { code: 'INTERNAL', message: err.message },
        });
      },
    );
    const total = totalGames(config);
    return { ok: true, value: { id, folder: config.output, total } };
  }

  /** Sends the tournament's events to the renderer. */
  private forward(id: string, t: Tournament, variant: 'shogi' | 'minishogi'): void {
    const boards = new LiveBoards(variant);
    t.on('game-started', (e: GameStartedEvent) => {
      const sfen = boards.start(e.game.index, e.startSfen, e.openingMoves);
      this.sink('tournament:event', {
        id,
        type: 'game-started',
        index: e.game.index,
        black: e.black,
        white: e.white,
        sfen,
      });
    });
    t.on('move', (e: MoveEvent) => {
      const sfen = boards.play(e.game.index, e.move.usi);
      this.sink('tournament:event', {
        id,
        type: 'move',
        index: e.game.index,
        ply: e.ply,
        usi: e.move.usi,
        sfen,
        timeMs: Math.round(e.move.timeMs),
        ...(e.move.clocks ? { clocks: e.move.clocks } : {}),
      });
    });
    t.on('game-finished', (e: GameFinishedEvent) => {
      boards.end(e.result.index);
      this.sink('tournament:event', {
        id,
        type: 'game-finished',
        game: gameSummary(e.result),
        progress: e.progress,
      });
    });
    t.on('standings', (s: Standings) =>
      this.sink('tournament:event', { id, type: 'standings', standings: plainStandings(s) }),
    );
    t.on('warning', (text: string) => this.sink('tournament:event', { id, type: 'warning', text }));
  }

  /** Pause, resume or stop. */
  control(id: string, action: TournamentAction): Result<void> {
    const r = this.running.get(id);
    if (!r || r.done)
      return {
        ok: false,
        error: { code: 'NO_SUCH_SESSION', message: `no running tournament ${id}` },
      };
    if (action === 'pause') r.tournament.pause();
    else if (action === 'resume') r.tournament.resume();
    else if (action === 'stop') r.tournament.stop();
    else
      return {
        ok: false,
        error: { code: 'BAD_ARGS', message: `unknown action ${String(action)}` },
      };
    return { ok: true, value: undefined };
  }

  /** Reloads a folder (a path the user typed or picked from the list). */
  open(folder: string): Result<TournamentResults> {
    if (typeof folder !== 'string' || !folder.trim())
      return { ok: false, error: { code: 'BAD_ARGS', message: 'Give a tournament folder' } };
    const full = resolve(this.outputRoot, folder.trim());
    const running = [...this.running.values()].some((r) => !r.done && r.folder === full);
    const r = readResults(full, running);
    if (r.ok) this.allowed.add(full);
    return r;
  }

  /** Reads an SPSA tuning folder (a path the user typed; relative ones inside the output root). */
  openSpsa(folder: string): Result<SpsaRun> {
    if (typeof folder !== 'string' || !folder.trim())
      return { ok: false, error: { code: 'BAD_ARGS', message: 'Give an SPSA tuning folder' } };
    return readSpsaRun(resolve(this.outputRoot, folder.trim()));
  }

  /** Folders under the output root. */
  list(): TournamentListing {
    const l = listFolders(this.outputRoot);
    for (const f of l.folders) this.allowed.add(f.folder);
    return l;
  }

  /** One game's record bytes, from a folder opened before (why: the renderer is untrusted). */
  game(folder: string, index: number): Result<{ name: string; base64: string }> {
    if (typeof folder !== 'string' || !this.allowed.has(folder))
      return {
        ok: false,
        error: { code: 'FILE_NOT_ALLOWED', message: 'Open the tournament folder first' },
      };
    if (!Number.isInteger(index) || index < 0)
      return { ok: false, error: { code: 'BAD_ARGS', message: 'bad game index' } };
    return readGame(folder, index);
  }

  /** Stops every tournament (app shutdown): finished games are journaled, running ones replay on resume. */
  stopAll(): void {
    for (const r of this.running.values()) if (!r.done) r.tournament.stop();
  }
}

/**
 * Why a tournament may not write to `full` (what the form's `output` resolved to), or null.
 * Allowed: empty (a fresh folder), a plain folder name inside the tournaments root, or a folder
 * this service started, opened or listed before (resuming). Why: the renderer is untrusted, and
 * a tournament overwrites results.json, standings.txt and manifest.json in its folder.
 */
export function outputRefusal(
  output: string,
  full: string,
  known: ReadonlySet<string>,
  root: string,
): string | null {
  const typed = output.trim();
  if (!typed || known.has(full)) return null;
  const plainName = !/[/\\\0]/.test(typed) && typed !== '.' && typed !== '..';
  if (plainName && dirname(full) === resolve(root)) return null;
  return (
    `The output folder must be a folder name inside ${root} ` +
    `(or a tournament folder opened before), not ${typed}`
  );
}

/**
 * The status to show: a stop that abandoned the last scheduled game is reported by `run` as
 * 'finished' (its queue is empty), but games are missing, so it is a stop.
 */
function endStatus(
  status: 'finished' | 'sprt-decided' | 'stopped',
  s: Standings,
): 'finished' | 'sprt-decided' | 'stopped' {
  return status === 'finished' && s.gamesDone < s.gamesTotal ? 'stopped' : status;
}

/**
 * Keeps the form in the folder: Open results can then resume an interrupted tournament with the
 * same settings (the journal refuses any other).
 */
function saveForm(form: TournamentForm, folder: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, FORM_FILE),
    JSON.stringify({ ...form, output: folder }, null, 2) + '\n',
  );
}

/** The default output root under a data folder. */
export function tournamentsRoot(dataDir: string): string {
  return join(dataDir, 'tournaments');
}
