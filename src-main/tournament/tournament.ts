/**
 * The tournament service (main process, plain Node): runs the schedule with N games at once, keeps
 * the journal and the output folder up to date after every game, resumes from the journal, and
 * reports progress through events for the CLI and the app.
 *
 * Events: 'game-started' (GameStartedEvent), 'move' (MoveEvent), 'game-finished' (GameFinishedEvent),
 * 'standings' (Standings), 'warning' (string).
 * Pause lets running games finish and starts no new one; stop abandons running games between two
 * moves (they are not journaled and will be played by a resumed run).
 */
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TournamentConfig } from './config.ts';
import { buildSchedule, type GameSpec } from './schedule.ts';
import { knockoutSchedule, totalGames } from './knockout.ts';
import { loadOpenings, type Opening } from './openings.ts';
import { EnginePool } from './engine-pool.ts';
import { nodeTransports, type TransportFactory } from '../usi/launcher.ts';
import { playGame, type GameResult } from './game.ts';
import { startSfen } from './referee.ts';
import { Journal } from './journal.ts';
import { StandingsTally, type Standings } from './standings.ts';
import { debugLogPath, gameFiles, writeAtomic } from './outputs.ts';
import { SummaryFiles } from './summary-files.ts';
import { buildManifest, configHash, type BookUse } from './manifest.ts';
import { loadTournamentBook, type TournamentBook } from './tournament-book.ts';
import { EngineHealth } from './engine-health.ts';
import { StallWatch } from './stall-watch.ts';
import { checkEngines } from './preflight.ts';
import { prepareOutputFolder } from './output-folder.ts';
import { journalProcesses, processIdentity, sweepOrphans, type ProcessRecord } from './orphans.ts';
import type { Failure } from '../shared/result.ts';

/** Minimum time between two rewrites of the summary files during a run. */
const SUMMARY_INTERVAL_MS = 1000;

/** A game has begun. */
export interface GameStartedEvent {
  game: GameSpec;
  black: string;
  white: string;
  /** The game's start position and the opening moves played from it (for live boards). */
  startSfen: string;
  openingMoves: string[];
}

/** A game has been journaled. */
export interface GameFinishedEvent {
  result: GameResult;
  progress: Progress;
}

/** Games done/left and an estimate of the time left. */
export interface Progress {
  done: number;
  total: number;
  /** Estimated milliseconds to finish, from this run's pace (undefined before the first game). */
  etaMs?: number;
}

/** Why a tournament could not run. */
export type TournamentError = Failure<
  | 'OPENINGS_UNREADABLE'
  | 'OPENINGS_BAD_LINE'
  | 'OPENINGS_EMPTY'
  | 'BOOK_UNREADABLE'
  | 'JOURNAL_OTHER_TOURNAMENT'
  | 'JOURNAL_CORRUPT'
  | 'ENGINE_CHECK_FAILED'
  | 'OUTPUT_NOT_A_FOLDER'
  | 'OUTPUT_UNWRITABLE'
>;

/** The end of `run`: finished (every game or an SPRT decision), or stopped. */
export type TournamentOutcome =
  | { ok: true; standings: Standings; status: 'finished' | 'sprt-decided' | 'stopped' }
  | { ok: false; error: TournamentError };

/** Runs one tournament into its output folder. */
export class Tournament extends EventEmitter {
  private results: GameResult[] = [];
  private schedule: GameSpec[] = [];
  /** Games in the whole run (a knockout's later rounds are scheduled as earlier ones finish). */
  private total = 0;
  private openings: Opening[] = [];
  /** The book that plays for every engine (config `book`), loaded by `run`. */
  private book: TournamentBook | undefined;
  private queue: GameSpec[] = [];
  private stopped = false;
  private paused = false;
  private resumeWaiters: Array<() => void> = [];
  private runStart = 0;
  private doneThisRun = 0;
  private readonly warnings: string[] = [];
  private summaryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSummaryAt = 0;
  private tally: StandingsTally;
  private current: Standings;
  private summaries: SummaryFiles;
  private health: EngineHealth | undefined;
  private journal: Journal | undefined;
  /** The runner's event-loop stalls, not charged to the engines' clocks. */
  private readonly stalls = new StallWatch();
  /** Engines started before the journal was open (the checks before game 1). */
  private readonly unjournaledProcesses: ProcessRecord[] = [];

  constructor(
    readonly config: TournamentConfig,
    private readonly transportFactory: TransportFactory = nodeTransports,
  ) {
    super();
    this.tally = new StandingsTally(config);
    this.current = this.tally.standings(0);
    this.summaries = new SummaryFiles(config);
  }

  /** Plays every game not yet in the journal. Resolves when done, decided by SPRT, or stopped. */
  async run(): Promise<TournamentOutcome> {
    const c = this.config;
    const knockout = c.format === 'knockout';
    this.schedule =
      c.format === 'knockout'
        ? knockoutSchedule(c.engines.length, c.gamesPerPair, []).games
        : buildSchedule(c.format, c.engines.length, c.gamesPerPair);
    this.total = totalGames(c);
    if (c.openings) {
      const rounds = Math.ceil(c.gamesPerPair / 2);
      const r = loadOpenings(c.openings, c.variant, c.seed, rounds);
      if (!r.ok) return { ok: false, error: r.error };
      this.openings = r.openings;
    }
    if (c.book) {
      const r = loadTournamentBook(c.book);
      if (!r.ok) return { ok: false, error: r.error };
      this.book = r.book;
    }
    const folder = prepareOutputFolder(c.output);
    if (!folder.ok) return { ok: false, error: folder.error };
    const journalPath = join(c.output, 'journal.jsonl');
    const swept = sweepOrphans(journalProcesses(journalPath));
    if (swept.length > 0)
      this.warn(
        `killed ${swept.length} engine process(es) left running by an earlier run: ${swept.map((p) => `${p.engine} (pid ${p.pid})`).join(', ')}`,
      );
    const factory = this.recordingFactory();
    this.health = new EngineHealth(c.engines.length, (i, why) => {
      const w = `engine "${c.engines[i]!.name}" disabled: it ${why}; its remaining games are scored as losses`;
      this.warn(w);
    });
    const pools = Array.from(
      { length: c.concurrency },
      () => new EnginePool(c.engines, c.variant, factory, this.health, c.startTimeoutMs),
    );
    try {
      // Checked before the journal exists, so that a corrected config may use the same folder.
      const checked = await checkEngines(pools[0]!, c.engines);
      if (!checked.ok) return { ok: false, error: checked.error };
      const j = Journal.open(journalPath, configHash(c));
      if (!j.ok) return { ok: false, error: j.error };
      this.journal = j.journal;
      for (const p of this.unjournaledProcesses.splice(0)) j.journal.appendProcess(p);
      this.results = j.games;
      for (const g of this.results) this.count(g);
      this.refreshStandings();
      this.queueUnplayed();
      this.runStart = performance.now();
      mkdirSync(join(c.output, 'games'), { recursive: true });
      await this.writeSummaries();
      if (!existsSync(join(c.output, 'manifest.json'))) this.writeManifest();
      try {
        this.stalls.start();
        // A knockout's next round exists once the previous one is over: run round after round.
        do await Promise.all(pools.map((p) => this.worker(p, j.journal)));
        while (knockout && !this.stopped && this.queueUnplayed() > 0);
      } finally {
        this.stalls.stop();
        this.journal = undefined;
        j.journal.close();
      }
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    for (const w of pools.flatMap((p) => p.warnings))
      if (!this.warnings.includes(w)) this.warnings.push(w);
    clearTimeout(this.summaryTimer);
    this.summaryTimer = undefined;
    this.refreshStandings(); // an engine may have been disabled after the last game
    await this.writeSummaries();
    this.writeManifest();
    const standings = this.standings();
    const status = this.sprtDecided()
      ? 'sprt-decided'
      : // An abandoned game is never journaled, so a stop is real whenever games are missing,
        // even when the queue was already empty because the last game was running.
        this.stopped && this.results.length < this.total
        ? 'stopped'
        : 'finished';
    return { ok: true, standings, status };
  }

  /**
   * Queues the scheduled games the journal does not hold; in a knockout, first extends the
   * schedule with the rounds the finished games allow. Returns how many were queued.
   */
  private queueUnplayed(): number {
    const c = this.config;
    if (c.format === 'knockout') {
      const k = knockoutSchedule(c.engines.length, c.gamesPerPair, this.results);
      this.schedule = k.games;
      if (k.champion !== undefined) this.champion = c.engines[k.champion]!.name;
    }
    const done = new Set(this.results.map((g) => g.index));
    this.queue = this.schedule.filter((g) => !done.has(g.index));
    return this.queue.length;
  }

  /** The knockout's winner, once its final is over. */
  champion: string | undefined;

  /** Records a warning and reports it. */
  private warn(w: string): void {
    this.warnings.push(w);
    this.emit('warning', w);
  }

  /**
   * The transport factory, recording each engine process it starts in the journal (or until the
   * journal is open), so that a resumed run can end the engines of a killed one.
   */
  private recordingFactory(): TransportFactory {
    return (spec) => {
      const t = this.transportFactory(spec);
      const start = t.pid === undefined ? undefined : processIdentity(t.pid);
      if (t.pid !== undefined && start !== undefined) {
        const rec: ProcessRecord = { type: 'process', pid: t.pid, start, engine: spec.name };
        if (this.journal) this.journal.appendProcess(rec);
        else this.unjournaledProcesses.push(rec);
      }
      return t;
    };
  }

  /** Starts no new game until `resume`. */
  pause(): void {
    this.paused = true;
  }

  /** Continues after `pause`. */
  resume(): void {
    this.paused = false;
    for (const w of this.resumeWaiters.splice(0)) w();
  }

  /** Stops: running games are abandoned between moves; `run` then resolves with status 'stopped'. */
  stop(): void {
    this.stopped = true;
    this.resume();
  }

  /** Games done and left, with an ETA from this run's pace. */
  progress(): Progress {
    const total = this.total;
    const done = this.results.length;
    if (this.doneThisRun === 0) return { done, total };
    const perGame = (performance.now() - this.runStart) / this.doneThisRun;
    return { done, total, etaMs: perGame * (total - done) };
  }

  /** Current standings over the journaled games (updated once per finished game). */
  standings(): Standings {
    return this.current;
  }

  /** Counts a journaled game in the standings tally and the summary files. */
  private count(g: GameResult): void {
    this.tally.add(g);
    this.summaries.add(g);
  }

  /** Recomputes the standings from the tally (a fit over the engines, not over the games). */
  private refreshStandings(): void {
    this.current = this.markDisabled(this.tally.standings(this.total));
  }

  /** Flags the engines disabled during this run in a standings table. */
  private markDisabled(s: Standings): Standings {
    for (const i of this.health?.disabledEngines() ?? []) s.engines[i]!.disabled = true;
    return s;
  }

  /** One concurrency slot: takes games from the queue until it is empty or the run ends. */
  private async worker(pool: EnginePool, journal: Journal): Promise<void> {
    for (;;) {
      while (this.paused && !this.stopped)
        await new Promise<void>((res) => this.resumeWaiters.push(res));
      if (this.stopped || this.sprtDecided()) return;
      const spec = this.queue.shift();
      if (!spec) return;
      const opening =
        this.openings.length > 0 ? this.openings[spec.opening % this.openings.length] : undefined;
      this.emit('game-started', {
        game: spec,
        black: this.config.engines[spec.black]!.name,
        white: this.config.engines[spec.white]!.name,
        startSfen: startSfen(opening?.sfen ?? 'startpos', this.config.variant),
        openingMoves: opening?.moves ?? [],
      } satisfies GameStartedEvent);
      const ioLog = this.config.debugLog ? [] : undefined;
      const result = await playGame({
        config: this.config,
        spec,
        opening,
        pool,
        onMove: (e) => this.emit('move', e),
        aborted: () => this.stopped,
        stalls: this.stalls,
        ...(ioLog ? { ioLog } : {}),
        ...(this.book ? { book: this.book.forGame(this.config.seed, spec.index) } : {}),
      });
      if (!result) return;
      await this.record(result, journal, ioLog);
      for (const w of pool.warnings) {
        if (this.warnings.includes(w)) continue;
        this.warnings.push(w);
        this.emit('warning', w);
      }
    }
  }

  /**
   * Game files first, then the journal line (the commit point), then the standings (once) and the
   * summaries. The disk writes go through the thread pool: the event loop, which times the games
   * still running, only formats the records and updates the tally.
   */
  private async record(result: GameResult, journal: Journal, ioLog?: string[]): Promise<void> {
    const files = gameFiles(this.config.output, this.config, result);
    if (ioLog) files.push([debugLogPath(this.config.output, result), ioLog.join('\n') + '\n']);
    await Promise.all(files.map(([p, t]) => writeFile(p, t)));
    await journal.appendGameDurably(result);
    this.results.push(result);
    this.count(result);
    this.refreshStandings();
    this.doneThisRun++;
    this.scheduleSummaries();
    this.emit('game-finished', { result, progress: this.progress() } satisfies GameFinishedEvent);
    this.emit('standings', this.current);
  }

  /**
   * Rewrites results.json/csv and standings.txt at most every SUMMARY_INTERVAL_MS (and at the end):
   * they are derived from the journal, so a kill between two rewrites loses nothing.
   */
  private scheduleSummaries(): void {
    if (this.summaryTimer) return;
    const wait = Math.max(0, this.lastSummaryAt + SUMMARY_INTERVAL_MS - performance.now());
    this.summaryTimer = setTimeout(() => {
      this.summaryTimer = undefined;
      this.writeSummaries().catch((e: unknown) =>
        this.warn(`could not write the summary files: ${(e as Error).message}`),
      );
    }, wait);
  }

  private async writeSummaries(): Promise<void> {
    this.lastSummaryAt = performance.now();
    await this.summaries.write(this.current);
  }

  private writeManifest(): void {
    writeAtomic(
      join(this.config.output, 'manifest.json'),
      JSON.stringify(buildManifest(this.config, this.warnings, this.bookUse()), null, 2) + '\n',
    );
  }

  /** The book's size and how many moves it played in the journaled games (manifest). */
  private bookUse(): BookUse | undefined {
    if (!this.book) return undefined;
    const bookMoves = this.results.reduce((n, g) => n + g.moves.filter((m) => m.book).length, 0);
    return { positions: this.book.positions, bookMoves };
  }

  private sprtDecided(): boolean {
    if (!this.config.sprt) return false;
    return this.current.sprt?.decision !== undefined;
  }
}
