/**
 * The Practice view's state: the deck's figures, the due card on a board, hints, the engine's
 * verdict on the user's move with the line and the why, and the player name the deck is built for.
 */
import type {
  BanmenApi,
  PracticeAdded,
  PracticeHint,
  PracticeProgress,
  PracticeTask,
  PracticeVerdict,
} from '../../../src-main/shared/contract';
import { claimEngines } from '../engine-claims';
import { PositionBoard } from './position-board.svelte';

/** An empty figure set, before the first answer from main. */
const NO_PROGRESS: PracticeProgress = {
  player: '',
  cards: 0,
  due: 0,
  answeredToday: 0,
  solvedToday: 0,
  byDay: [],
};

/** Practice of the user's own mistakes. */
export class PracticeState {
  progress: PracticeProgress = $state(NO_PROGRESS);
  task: PracticeTask | null = $state(null);
  hint: PracticeHint | null = $state(null);
  verdict: PracticeVerdict | null = $state(null);
  /** The user's answer (USI) while the engine judges it. */
  judging: string | null = $state(null);
  /** The user's last answer (USI). */
  answered: string | null = $state(null);
  error: string | null = $state(null);
  loaded = $state(false);
  /** What the last "Make cards" from a book added. */
  repertoireAdded: PracticeAdded | null = $state(null);
  readonly board: PositionBoard;

  constructor(private readonly api: BanmenApi | null) {
    this.board = new PositionBoard(
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
      (usi) => void this.answer(usi),
    );
  }

  /** Reads the figures and shows the next due card. */
  async load(): Promise<void> {
    if (!this.api) return;
    this.progress = await this.api.invoke('practice:progress');
    await this.next();
    this.loaded = true;
  }

  /** Shows the next due card (failed ones first), or none. */
  async next(): Promise<void> {
    if (!this.api) return;
    this.task = await this.api.invoke('practice:next');
    this.hint = null;
    this.verdict = null;
    this.error = null;
    if (this.task) this.board.reset(this.task.sfen);
    this.board.open = this.task !== null;
  }

  /** The user's book files (for repertoire cards). */
  async bookNames(): Promise<string[]> {
    return this.api ? this.api.invoke('book:list') : [];
  }

  /** Makes repertoire cards from a book for the side the user plays, then shows the next card. */
  async addRepertoire(book: string, color: 'black' | 'white'): Promise<void> {
    if (!this.api) return;
    const r = await this.api.invoke('practice:add-repertoire', book, color);
    if (!r.ok) return void (this.error = r.error.message);
    this.repertoireAdded = r.value;
    this.progress = await this.api.invoke('practice:progress');
    if (!this.task || this.verdict) await this.next();
  }

  /** Reads the deck's figures (the player name among them) without touching the card shown. */
  async loadProgress(): Promise<void> {
    if (this.api) this.progress = await this.api.invoke('practice:progress');
  }

  /** Sets the player whose mistakes become cards. */
  async setPlayer(name: string): Promise<boolean> {
    if (!this.api) return false;
    const r = await this.api.invoke('practice:set-player', name);
    if (!r.ok) return (void (this.error = r.error.message), false);
    this.progress = r.value;
    return true;
  }

  /** The next hint level: the piece, then the square. */
  async showHint(): Promise<void> {
    if (!this.api || !this.task) return;
    const level = this.hint ? 2 : 1;
    const r = await this.api.invoke('practice:hint', this.task.id, level);
    if (r.ok) this.hint = r.value;
    else this.error = r.error.message;
  }

  /** Sends the user's move to the engine; shows the verdict and the best move's arrow. */
  private async answer(usi: string): Promise<void> {
    if (!this.api || !this.task) return;
    this.board.open = false;
    this.judging = usi;
    this.answered = usi;
    this.error = null;
    claimEngines('practice', 1);
    const r = await this.api.invoke('practice:answer', this.task.id, usi, this.hint?.level ?? 0);
    claimEngines('practice', 0);
    this.judging = null;
    if (!r.ok) {
      this.error = r.error.message;
      this.board.reset(this.task.sfen);
      this.board.open = true;
      return;
    }
    this.verdict = r.value;
    this.board.bestUsi = r.value.correct ? null : r.value.best;
    this.progress = await this.api.invoke('practice:progress');
  }
}
