/**
 * The analysis panel's state: an engine session in the main process analysing the record's
 * current position continuously (MultiPV lines arrive as events), mate search on demand, and
 * replaying or inserting a line into the record.
 */
import type {
  BanmenApi,
  MateAnswer,
  StudyAnalysisLine,
  StudyPosition,
} from '../../../src-main/ipc/contract';
import { Game } from '../game/game';
import { positionWithHistory } from './position-path';
import type { StudyState } from './study.svelte';
import type { StudyBoard } from './study-board.svelte';
import { blackChartCp } from '../game/eval-score';
import { EvalHistory } from '../state/eval-history.svelte';
import { PAGE_ID } from '../bridge';
import { claimEngines } from '../engine-claims';
import { candidateArrows } from './candidate-arrows';
import { LINE_PREVIEW_MOVES } from './overlay-items';

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
  /** The record `evals` belong to (another record starts a new chart). */
  private evalsRecord: object | null = $state.raw(null);
  private lastSfen = '';

  constructor(
    private readonly api: BanmenApi | null,
    private readonly study: StudyState,
    private readonly board: StudyBoard,
  ) {
    api?.on('study:analysis', (e) => {
      if (e.handle !== this.handle) return;
      if (e.type === 'error') this.error = e.message;
      else if (
        e.sfen.split(' ').slice(0, 3).join(' ') === this.lastSfen.split(' ').slice(0, 3).join(' ')
      ) {
        this.lines = e.lines;
        this.linesSfen = e.sfen;
        this.board.arrow = e.bestMove ?? null;
        this.drawArrows();
        this.chart(e.sfen, e.lines[0]?.score);
      }
    });
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
    this.board.candidates = candidateArrows(this.lines, this.maxArrows);
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

  /** Opens the engine session without sending a position; false if it could not start. */
  private async open(): Promise<boolean> {
    if (!this.api || this.handle || this.starting) return false;
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

  /** Sends the record's current position when it changed (called on every cursor move). */
  follow(): void {
    const here = this.study.editor.current.sfen;
    if (!this.handle || !this.api || here === this.lastSfen) return;
    this.lastSfen = here;
    this.lines = [];
    this.board.arrow = null;
    this.board.candidates = [];
    this.board.linePreview = [];
    void this.api.invoke('study:analysis-position', this.handle, positionOf(this.study));
  }

  /** Stops and closes the engine. */
  async stop(): Promise<void> {
    const h = this.handle;
    this.handle = null;
    this.analysing = false;
    claimEngines('analysis', 0);
    this.lines = [];
    this.lastSfen = '';
    this.board.arrow = null;
    this.board.candidates = [];
    this.board.linePreview = [];
    if (h) await this.api?.invoke('study:analysis-close', h);
  }

  /**
   * Mate search from the current position. Continuous analysis resumes afterwards only if it was
   * running before; otherwise the engine opened for the search is closed again.
   */
  async searchMate(timeMs: number): Promise<void> {
    const analysing = this.handle !== null;
    if (!analysing && !(await this.open())) return;
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
