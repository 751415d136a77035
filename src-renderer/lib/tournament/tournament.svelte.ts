/**
 * The tournament views' state: the new-tournament form, the live view of a running tournament
 * (small boards with clocks, standings, finished games, pause/resume/stop) fed by
 * `tournament:event`, and reloaded result folders whose games open in the study view.
 */
import type {
  BanmenApi,
  TournamentAction,
  TournamentEvent,
  TournamentForm,
  TournamentGameSummary,
  TournamentListing,
  TournamentStandings,
} from '../../../src-main/shared/contract';
import { defaultForm } from './defaults';
import { SpsaState } from './spsa.svelte';

/** A game on a live board. */
export interface LiveGame {
  index: number;
  black: string;
  white: string;
  sfen: string;
  ply: number;
  /** The last move (USI; empty before the first), the SFEN before it and the move before that. */
  lastMove: string;
  before: string;
  previousMove: string;
  /** Remaining main time [black, white] (ms), when the time control has a clock. */
  clocks?: [number, number];
  lastMs: number;
}

/** Where a tournament stands. */
export type TournamentStatus =
  'running' | 'paused' | 'finished' | 'stopped' | 'sprt-decided' | 'error';

/** The shown tournament: the live one, or one reloaded from its folder. */
export interface ShownTournament {
  id: string | null;
  folder: string;
  name: string;
  status: TournamentStatus;
  standings: TournamentStandings | null;
  games: TournamentGameSummary[];
  live: LiveGame[];
  progress: { done: number; total: number; etaMs?: number };
  warnings: string[];
  message: string | null;
  /** The app form it was started with (reloaded folders): starting it again continues the run. */
  form?: TournamentForm;
  /** Main time and byoyomi of the live games' clocks (null: no clock, e.g. fixed nodes). */
  clock: { initialMs: number; byoyomiMs: number } | null;
}

/** Events kept for a tournament whose start has not answered yet. */
const EARLY_LIMIT = 1000;

/** The clock a time control shows (byoyomi only for the byoyomi kind). */
function clockOf(tc: TournamentForm['timeControl']): ShownTournament['clock'] {
  if (tc.kind === 'byoyomi') return { initialMs: tc.initialMs, byoyomiMs: tc.byoyomiMs };
  if (tc.kind === 'fischer' || tc.kind === 'sudden-death')
    return { initialMs: tc.initialMs, byoyomiMs: 0 };
  return null;
}

/** State of the tournament views. */
export class TournamentState {
  /** True while the tournament view replaces the board. */
  visible = $state(false);
  dialog: 'new' | 'open' | null = $state(null);
  form: TournamentForm = $state(defaultForm());
  formError: string | null = $state(null);
  shown: ShownTournament | null = $state(null);
  /** The tournament started last from this window (still updated while another folder is shown). */
  liveRun: ShownTournament | null = $state(null);
  listing: TournamentListing | null = $state(null);
  openError: string | null = $state(null);
  /**
   * Events of a tournament not shown yet (why: its first games start, and their events may
   * arrive, before `tournament:start` has answered with the id).
   */
  private early: TournamentEvent[] = [];
  /** An SPSA tuning folder shown in this view (Tournament › Open SPSA run…). */
  readonly spsa: SpsaState;

  constructor(
    private readonly api: BanmenApi | null,
    /** Opens record bytes in the study view. */
    private readonly openRecord: (bytes: Uint8Array, name: string) => Promise<void>,
  ) {
    this.spsa = new SpsaState(api);
    api?.on('tournament:event', (e) => this.onEvent(e));
  }

  /** Runs a menu command; true if it was a tournament one. */
  menu(command: string): boolean {
    if (command === 'tournament-new') this.dialog = 'new';
    else if (command === 'tournament-open') void this.showOpen();
    else if (command === 'tournament-spsa') this.spsa.showOpen();
    else return false;
    this.visible = true;
    return true;
  }

  /** Opens the open-results dialog with the folders under the app's tournament root. */
  async showOpen(): Promise<void> {
    this.dialog = 'open';
    this.openError = null;
    this.listing = (await this.api?.invoke('tournament:list')) ?? null;
  }

  /** Starts the form's tournament and shows it live. */
  async start(): Promise<void> {
    if (!this.api) return;
    const form = $state.snapshot(this.form) as TournamentForm;
    const r = await this.api.invoke('tournament:start', form);
    if (!r.ok) {
      this.formError = r.error.message;
      return;
    }
    this.formError = null;
    this.dialog = null;
    this.liveRun = {
      id: r.value.id,
      folder: r.value.folder,
      name: form.name,
      status: 'running',
      standings: null,
      games: [],
      live: [],
      progress: { done: 0, total: r.value.total },
      warnings: [],
      message: null,
      clock: clockOf(form.timeControl),
      form: { ...form, output: r.value.folder },
    };
    this.shown = this.liveRun;
    this.spsa.close();
    for (const e of this.early.splice(0)) this.onEvent(e);
  }

  /** Pause, resume or stop the live tournament. */
  async control(action: TournamentAction): Promise<void> {
    const id = this.shown?.id;
    if (!id || !this.api) return;
    const r = await this.api.invoke('tournament:control', id, action);
    if (r.ok && this.shown && (action === 'pause' || action === 'resume'))
      this.shown.status = action === 'pause' ? 'paused' : 'running';
  }

  /** Reloads a tournament folder. */
  async openFolder(folder: string): Promise<void> {
    const r = await this.api?.invoke('tournament:open', folder);
    if (!r) return;
    if (!r.ok) {
      this.openError = r.error.message;
      return;
    }
    const v = r.value;
    this.dialog = null;
    this.spsa.close();
    if (v.running && this.liveRun?.folder === v.folder) {
      this.shown = this.liveRun; // the live view, not a snapshot
      return;
    }
    const s = v.standings;
    this.shown = {
      id: null,
      folder: v.folder,
      name: v.name,
      status: s.gamesDone >= s.gamesTotal || s.sprt?.decision ? 'finished' : 'stopped',
      standings: s,
      games: v.games,
      live: [],
      progress: { done: s.gamesDone, total: s.gamesTotal },
      warnings: [],
      message: null,
      clock: null,
      ...(v.form ? { form: v.form } : {}),
    };
  }

  /** Continues an interrupted tournament from its folder (the journal skips finished games). */
  async continueRun(): Promise<void> {
    const form = this.shown?.form;
    if (!form) return;
    const before = this.shown!;
    this.form = form;
    await this.start();
    const now = this.shown!;
    if (now === before) now.message = this.formError;
    else
      Object.assign(now, {
        games: before.games,
        standings: before.standings,
        progress: { ...now.progress, done: before.progress.done },
      });
  }

  /** Opens a finished game in the study view. */
  async openGame(index: number): Promise<void> {
    const folder = this.shown?.folder;
    if (!folder || !this.api) return;
    const r = await this.api.invoke('tournament:game', folder, index);
    if (!r.ok) {
      if (this.shown) this.shown.message = r.error.message;
      return;
    }
    const bytes = Uint8Array.from(atob(r.value.base64), (c) => c.charCodeAt(0));
    this.visible = false;
    await this.openRecord(bytes, r.value.name);
  }

  /** Shows the tournament started last again. */
  showLive(): void {
    this.shown = this.liveRun;
    this.spsa.close();
    this.visible = true;
  }

  /** Applies a live event to the tournament it belongs to. */
  private onEvent(e: TournamentEvent): void {
    const t = this.liveRun;
    if (!t || t.id !== e.id) {
      if (this.early.push(e) > EARLY_LIMIT) this.early.shift();
      return;
    }
    if (e.type === 'game-started') {
      const g = { index: e.index, black: e.black, white: e.white, sfen: e.sfen };
      t.live.push({ ...g, ply: 0, lastMove: '', before: '', previousMove: '', lastMs: 0 });
    } else if (e.type === 'move') {
      const g = t.live.find((x) => x.index === e.index);
      if (!g) return;
      // The position and move before it too, so the board can write the move in words (同, 打…).
      const before = { before: g.sfen, previousMove: g.lastMove };
      Object.assign(g, { ...before, sfen: e.sfen, ply: e.ply, lastMove: e.usi, lastMs: e.timeMs });
      if (e.clocks) g.clocks = e.clocks;
    } else if (e.type === 'game-finished') {
      t.live = t.live.filter((x) => x.index !== e.game.index);
      t.games.push(e.game);
      t.progress = e.progress;
    } else if (e.type === 'standings') t.standings = e.standings;
    else if (e.type === 'warning') t.warnings.push(e.text);
    else if (e.type === 'ended') {
      t.status = e.status;
      t.message = e.error?.message ?? null;
      t.live = [];
    }
  }
}
