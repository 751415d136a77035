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
import { join } from 'node:path';
import type { TournamentConfig } from './config.ts';
import { buildSchedule, type GameSpec } from './schedule.ts';
import { loadOpenings, type Opening } from './openings.ts';
import { EnginePool } from './engine-pool.ts';
import { nodeTransports, type TransportFactory } from '../usi/launcher.ts';
import { playGame, type GameResult } from './game.ts';
import { startSfen } from './referee.ts';
import { Journal } from './journal.ts';
import { computeStandings, formatStandings, type Standings } from './standings.ts';
import { resultsCsv, resultsJson, writeAtomic, writeGameFiles } from './outputs.ts';
import { buildManifest, configHash } from './manifest.ts';

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
export interface TournamentError {
  code:
    | 'OPENINGS_UNREADABLE'
    | 'OPENINGS_BAD_LINE'
    | 'OPENINGS_EMPTY'
    | 'JOURNAL_OTHER_TOURNAMENT'
    | 'JOURNAL_CORRUPT';
  message: string;
}

/** The end of `run`: finished (every game or an SPRT decision), or stopped. */
export type TournamentOutcome =
  | { ok: true; standings: Standings; status: 'finished' | 'sprt-decided' | 'stopped' }
  | { ok: false; error: TournamentError };

/** Runs one tournament into its output folder. */
export class Tournament extends EventEmitter {
  private results: GameResult[] = [];
  private schedule: GameSpec[] = [];
  private openings: Opening[] = [];
  private queue: GameSpec[] = [];
  private stopped = false;
  private paused = false;
  private resumeWaiters: Array<() => void> = [];
  private runStart = 0;
  private doneThisRun = 0;
  private readonly warnings: string[] = [];
  private summaryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSummaryAt = 0;

  constructor(
    readonly config: TournamentConfig,
    private readonly transportFactory: TransportFactory = nodeTransports,
  ) {
    super();
  }

  /** Plays every game not yet in the journal. Resolves when done, decided by SPRT, or stopped. */
  async run(): Promise<TournamentOutcome> {
    const c = this.config;
    mkdirSync(c.output, { recursive: true });
    this.schedule = buildSchedule(c.format, c.engines.length, c.gamesPerPair);
    if (c.openings) {
      const rounds = Math.ceil(c.gamesPerPair / 2);
      const r = loadOpenings(c.openings, c.variant, c.seed, rounds);
      if (!r.ok) return { ok: false, error: r.error };
      this.openings = r.openings;
    }
    const j = Journal.open(join(c.output, 'journal.jsonl'), configHash(c));
    if (!j.ok) return { ok: false, error: j.error };
    this.results = j.games;
    const done = new Set(this.results.map((g) => g.index));
    this.queue = this.schedule.filter((g) => !done.has(g.index));
    this.runStart = performance.now();
    this.writeSummaries();
    if (!existsSync(join(c.output, 'manifest.json'))) this.writeManifest();
    const pools = Array.from(
      { length: c.concurrency },
      () => new EnginePool(c.engines, c.variant, this.transportFactory),
    );
    try {
      await Promise.all(pools.map((p) => this.worker(p, j.journal)));
    } finally {
      await Promise.all(pools.map((p) => p.close()));
      j.journal.close();
    }
    for (const w of pools.flatMap((p) => p.warnings))
      if (!this.warnings.includes(w)) this.warnings.push(w);
    clearTimeout(this.summaryTimer);
    this.summaryTimer = undefined;
    this.writeSummaries();
    this.writeManifest();
    const standings = this.standings();
    const status = this.sprtDecided()
      ? 'sprt-decided'
      : // An abandoned game is never journaled, so a stop is real whenever games are missing,
        // even when the queue was already empty because the last game was running.
        this.stopped && this.results.length < this.schedule.length
        ? 'stopped'
        : 'finished';
    return { ok: true, standings, status };
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
    const total = this.schedule.length;
    const done = this.results.length;
    if (this.doneThisRun === 0) return { done, total };
    const perGame = (performance.now() - this.runStart) / this.doneThisRun;
    return { done, total, etaMs: perGame * (total - done) };
  }

  /** Current standings over the journaled games. */
  standings(): Standings {
    return computeStandings(this.config, this.results, this.schedule.length);
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
      const result = await playGame({
        config: this.config,
        spec,
        opening,
        pool,
        onMove: (e) => this.emit('move', e),
        aborted: () => this.stopped,
      });
      if (!result) return;
      this.record(result, journal);
      for (const w of pool.warnings) {
        if (this.warnings.includes(w)) continue;
        this.warnings.push(w);
        this.emit('warning', w);
      }
    }
  }

  /** Game files first, then the journal line (the commit point), then the summaries. */
  private record(result: GameResult, journal: Journal): void {
    writeGameFiles(this.config.output, this.config, result);
    journal.appendGame(result);
    this.results.push(result);
    this.doneThisRun++;
    this.scheduleSummaries();
    this.emit('game-finished', { result, progress: this.progress() } satisfies GameFinishedEvent);
    this.emit('standings', this.standings());
  }

  /**
   * Rewrites results.json/csv and standings.txt at most every SUMMARY_INTERVAL_MS (and at the end):
   * they are derived from the journal, and rewriting them after every game would stall the event
   * loop — and with it the clocks of the games still running — as the tournament grows.
   */
  private scheduleSummaries(): void {
    if (this.summaryTimer) return;
    const wait = Math.max(0, this.lastSummaryAt + SUMMARY_INTERVAL_MS - performance.now());
    this.summaryTimer = setTimeout(() => {
      this.summaryTimer = undefined;
      this.writeSummaries();
    }, wait);
  }

  private writeSummaries(): Standings {
    this.lastSummaryAt = performance.now();
    const out = this.config.output;
    const sorted = [...this.results].sort((a, b) => a.index - b.index);
    const standings = computeStandings(this.config, sorted, this.schedule.length);
    writeAtomic(join(out, 'results.json'), resultsJson(this.config, sorted, standings));
    writeAtomic(join(out, 'results.csv'), resultsCsv(sorted));
    writeAtomic(join(out, 'standings.txt'), formatStandings(this.config, standings));
    return standings;
  }

  private writeManifest(): void {
    writeAtomic(
      join(this.config.output, 'manifest.json'),
      JSON.stringify(buildManifest(this.config, this.warnings), null, 2) + '\n',
    );
  }

  private sprtDecided(): boolean {
    if (!this.config.sprt) return false;
    return this.standings().sprt?.decision !== undefined;
  }
}
