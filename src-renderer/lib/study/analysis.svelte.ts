/**
 * The analysis panel's state: an engine session in the main process analysing the record's
 * current position continuously (MultiPV lines arrive as events), mate search on demand, and
 * replaying or inserting a line into the record.
 */
import type {
  BanmenApi,
  EventContract,
  MateAnswer,
  StudyAnalysisLine,
  StudyPosition,
} from '../../../src-main/shared/contract';
import { Game } from '../game/game';
import { positionWithHistory } from './position-path';
import type { StudyState } from './study.svelte';
import type { StudyBoard } from './study-board.svelte';
import { blackChartCp } from '../game/eval-score';
import { EvalHistory } from '../state/eval-history.svelte';
import { PAGE_ID } from '../bridge';
import { claimEngines } from '../engine-claims';
import { engineSetArrows } from './candidate-arrows';
import { LINE_PREVIEW_MOVES } from './overlay-items';
import { ExtraEngine } from './extra-engine.svelte';
import { agreement, type Agreement } from './engine-agreement';
import { MAX_ANALYSIS_ENGINES } from '../../../src-main/shared/study/study-params';

/** What the engine is asked about: the record's cursor with the moves that led to it. */
export function positionOf(study: StudyState): StudyPosition {
  return positionWithHistory(study.editor.record.initialPosition.sfen, study.editor.current);
}

/** Where the arrow cap is kept between sessions (a per-browser setting, like the pane sizes). */
const ARROW_CAP_KEY = 'banmen-study-arrow-cap';

/** The saved arrow cap, or 3 (as many as the default MultiPV) when none or not a count. */
function readArrowCap(): number {
  const n = Number(globalThis.localStorage?.getItem(ARROW_CAP_KEY) ?? 3);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 3;
}

/** The first move of the best line (the engine's MultiPV 1), if any. */
function firstMove(lines: readonly StudyAnalysisLine[]): string | undefined {
  return (lines.find((l) => l.multipv === 1) ?? lines[0])?.pv[0];
}

/** True if two SFENs are of the same position (board, side, hands; the move number aside). */
function samePosition(a: string, b: string): boolean {
  return a.split(' ').slice(0, 3).join(' ') === b.split(' ').slice(0, 3).join(' ');
}

/** Analysis session, lines and mate search. */
export class AnalysisState {
  handle: string | null = $state(null);
  engineName = $state('');
  engineId = $state('builtin');
  multiPV = $state(3);
  /** At most this many candidate arrows on the board (a user setting, 0 = none). */
  maxArrows = $state(readArrowCap());
  lines: StudyAnalysisLine[] = $state([]);
  /** SFEN the lines belong to. */
  linesSfen = $state('');
  starting = $state(false);
  /** True while continuous analysis runs (not while an engine is open only for a mate search). */
  analysing = $state(false);
  error: string | null = $state(null);
  /** The last mate search's answer, with the position and the record it was about. */
  mate: (MateAnswer & { sfen: string; record: object }) | null = $state(null);
  mateRunning = $state(false);
  /** The best line's evaluation at each main-line ply analysed, from Black's side, for the chart. */
  readonly evals = new EvalHistory();
  /** Engines analysing beside the first, each with its own MultiPV (4 engines in all at most). */
  extras: ExtraEngine[] = $state([]);
  /** The Threads each engine got when several started together (0: one engine). */
  threadsEach = $state(0);
  /** The record `evals` belong to (another record starts a new chart). */
  private evalsRecord: object | null = $state.raw(null);
  private lastSfen = '';

  constructor(
    private readonly api: BanmenApi | null,
    private readonly study: StudyState,
    private readonly board: StudyBoard,
  ) {
    api?.on('study:analysis', (e) => {
      if (e.handle !== this.handle) return this.onExtra(e);
      if (e.type === 'error') this.error = e.message;
      else if (samePosition(e.sfen, this.lastSfen)) {
        this.lines = e.lines;
        this.linesSfen = e.sfen;
        this.board.arrow = e.bestMove ?? null;
        this.drawArrows();
        this.chart(e.sfen, e.lines[0]?.score);
      }
    });
  }

  /** An added engine's update or error (none if the handle is not one of them). */
  private onExtra(e: EventContract['study:analysis']): void {
    const x = this.extras.find((x) => x.handle === e.handle);
    if (!x) return;
    if (e.type === 'error') this.error = `${x.name}: ${e.message}`;
    else if (samePosition(e.sfen, this.lastSfen)) {
      x.lines = e.lines;
      x.linesSfen = e.sfen;
      this.drawArrows();
    }
  }

  /** True when another engine may be added (4 in all at most, none while analysing). */
  get canAddEngine(): boolean {
    return !this.running && !this.starting && this.extras.length < MAX_ANALYSIS_ENGINES - 1;
  }

  /** Adds an engine beside the first: the first of `ids` not chosen yet (else the first). */
  addEngine(ids: readonly string[]): void {
    if (!this.canAddEngine || ids.length === 0) return;
    const used = [this.engineId, ...this.extras.map((x) => x.engineId)];
    this.extras.push(new ExtraEngine(ids.find((id) => !used.includes(id)) ?? ids[0]!));
  }

  /** Removes an added engine (not while analysing). */
  removeEngine(x: ExtraEngine): void {
    if (!this.running) this.extras = this.extras.filter((y) => y !== x);
  }

  /** The added engines that are analysing. */
  private get runningExtras(): ExtraEngine[] {
    return this.extras.filter((x) => x.handle !== null);
  }

  /** The move most engines rank first, when at least two of those analysing do. */
  get agreed(): Agreement | null {
    const extras = this.runningExtras;
    if (extras.length === 0) return null;
    return agreement([firstMove(this.lines), ...extras.map((x) => firstMove(x.lines))]);
  }

  /** The line (of the first agreeing engine) that starts with the agreed move, for its notation. */
  get agreedLine(): StudyAnalysisLine | null {
    const a = this.agreed;
    if (!a) return null;
    const lines = [this.lines, ...this.runningExtras.map((x) => x.lines)][a.slots[0]!] ?? [];
    return lines.find((l) => l.pv[0] === a.usi) ?? null;
  }

  /**
   * The mate-search answer for the record's current position: null once the cursor moves on or
   * another record is opened (even one with the same position).
   */
  get currentMate(): (MateAnswer & { sfen: string }) | null {
    const m = this.mate;
    return m && m.record === this.study.editor && m.sfen === this.study.editor.current.sfen
      ? m
      : null;
  }

  get running(): boolean {
    return this.handle !== null;
  }

  /**
   * Plots the best line's score at the cursor's ply when the cursor is on the main line (a
   * variation's positions would mix with the game's on one axis).
   */
  private chart(sfen: string, score: StudyAnalysisLine['score']): void {
    const editor = this.study.editor;
    if (this.evalsRecord !== editor) {
      this.evals.clear();
      this.evalsRecord = editor;
    }
    if (!score || !editor.currentPath.every((i) => i === 0)) return;
    const side = sfen.split(' ')[1] === 'w' ? 1 : 0;
    const value = blackChartCp(
      score.kind === 'mate' ? { mate: score.value } : { cp: score.value },
      side,
    );
    this.evals.set(editor.current.ply, value);
  }

  /** Redraws the candidate arrows from the current lines and the cap (also when the cap changes). */
  drawArrows(): void {
    const engines = [
      { lines: this.lines, name: this.engineName },
      ...this.runningExtras.map((x) => ({ lines: x.lines, name: x.name })),
    ];
    this.board.candidates = engineSetArrows(engines, this.maxArrows, this.agreed);
    globalThis.localStorage?.setItem(ARROW_CAP_KEY, String(this.maxArrows));
  }

  /** The chart's points for the open record (none yet for a record just opened). */
  get chartPoints() {
    const points = this.evals.points;
    return this.evalsRecord === this.study.editor ? points : [];
  }

  /** Starts the engine and analyses the current position. */
  async start(): Promise<void> {
    if (!(await this.open())) return;
    this.analysing = true;
    this.follow();
  }

  /**
   * Opens the engine session without sending a position, with the added engines too unless
   * `alone` (a mate search); false if it could not start.
   */
  private async open(alone = false): Promise<boolean> {
    if (!this.api || this.handle || this.starting) return false;
    if (!alone && this.extras.length > 0) return this.openSet(this.api);
    this.starting = true;
    this.error = null;
    const r = await this.api.invoke('study:analysis-open', {
      engineId: this.engineId,
      multiPV: this.multiPV,
      owner: PAGE_ID,
    });
    this.starting = false;
    if (!r.ok) {
      this.error = r.error.message;
      return false;
    }
    this.handle = r.value.handle;
    claimEngines('analysis', 1);
    this.engineName = r.value.name;
    return true;
  }

  /** Starts the first engine and the added ones together (main splits the cores among them). */
  private async openSet(api: BanmenApi): Promise<boolean> {
    this.starting = true;
    this.error = null;
    const engines = [this, ...this.extras].map((x) => ({
      engineId: x.engineId,
      multiPV: Number(x.multiPV),
    }));
    const r = await api.invoke('study:analysis-open-set', { engines, owner: PAGE_ID });
    this.starting = false;
    if (!r.ok) {
      this.error = r.error.message;
      return false;
    }
    const [first, ...rest] = r.value;
    this.handle = first!.handle;
    this.engineName = first!.name;
    rest.forEach((m, i) => Object.assign(this.extras[i]!, { handle: m.handle, name: m.name }));
    this.threadsEach = first!.threads;
    claimEngines('analysis', r.value.length);
    return true;
  }

  /** Sends the record's current position when it changed (called on every cursor move). */
  follow(): void {
    const here = this.study.editor.current.sfen;
    if (!this.handle || !this.api || here === this.lastSfen) return;
    this.lastSfen = here;
    this.lines = [];
    this.board.arrow = null;
    this.board.candidates = [];
    this.board.linePreview = [];
    const pos = positionOf(this.study);
    void this.api.invoke('study:analysis-position', this.handle, pos);
    for (const x of this.runningExtras) {
      x.clear();
      void this.api.invoke('study:analysis-position', x.handle!, pos);
    }
  }

  /** Stops and closes the engine. */
  async stop(): Promise<void> {
    const h = this.handle;
    const others = this.runningExtras.map((x) => x.handle!);
    for (const x of this.extras) Object.assign(x, { handle: null }).clear();
    this.handle = null;
    this.analysing = false;
    this.threadsEach = 0;
    claimEngines('analysis', 0);
    this.lines = [];
    this.lastSfen = '';
    this.board.arrow = null;
    this.board.candidates = [];
    this.board.linePreview = [];
    await Promise.all([h, ...others].map((x) => x && this.api?.invoke('study:analysis-close', x)));
  }

  /**
   * Mate search from the current position. Continuous analysis resumes afterwards only if it was
   * running before; otherwise the engine opened for the search is closed again.
   */
  async searchMate(timeMs: number): Promise<void> {
    const analysing = this.handle !== null;
    if (!analysing && !(await this.open(true))) return;
    if (!this.handle || !this.api) return;
    const here = this.study.editor.current.sfen;
    const record = this.study.editor;
    this.mateRunning = true;
    this.mate = null;
    const r = await this.api.invoke('study:mate', this.handle, positionOf(this.study), timeMs);
    this.mateRunning = false;
    if (!r.ok) this.error = r.error.message;
    else this.mate = { ...r.value, sfen: here, record };
    if (!analysing) return void (await this.stop());
    this.lastSfen = '';
    this.follow(); // the mate search stopped the continuous analysis
  }

  /** Inserts a line (PV or mate solution) at the cursor as a variation, with a comment naming its source. */
  insert(usi: string[], comment: string): void {
    this.study.edit((e) => e.insertLine(usi, comment));
  }

  /** Draws a line's first moves as numbered arrows on the board (null ends it). */
  previewLine(usi: readonly string[] | null): void {
    this.board.linePreview = usi ? usi.slice(0, LINE_PREVIEW_MOVES) : [];
  }

  /** Shows the position after the first `count` moves of a PV on the board (0 or null ends it). */
  replay(usi: string[] | null, count = 0): void {
    if (!usi || count <= 0) {
      this.board.preview = null;
      return;
    }
    const g = Game.create('shogi', this.study.editor.current.sfen);
    if (!g.ok) return;
    for (const m of usi.slice(0, count)) if (!g.game.playUsi(m, 0).ok) break;
    this.board.preview = g.game;
  }
}
