/**
 * Everything the study view holds, built once per window: the record state, its board, drag,
 * analysis, review, the opening explorer and the book panel, plus the actions the keyboard and the menu trigger.
 */
import type { BanmenApi, StudyTab } from '../../../src-main/shared/contract';
import { DragController } from '../state/drag.svelte';
import { AnalysisState } from './analysis.svelte';
import type { StudyAction } from './keys';
import { ReviewState } from './review.svelte';
import { ExplorerState } from './explorer.svelte';
import { BookState } from './book.svelte';
import { StudyBoard } from './study-board.svelte';
import { StudyState } from './study.svelte';
import { DeckBuilder } from '../learn/deck-builder.svelte';

/** The study view's state objects. */
export class StudyContext {
  readonly study: StudyState;
  readonly board: StudyBoard;
  readonly drag: DragController;
  readonly analysis: AnalysisState;
  readonly review: ReviewState;
  readonly explorer: ExplorerState;
  readonly book: BookState;
  /** "Build practice deck" from the reviewed record or folder. */
  readonly deck: DeckBuilder;
  /** The position "Check this tsume" is checking (SFEN), while its dialog is open. */
  tsumeCheck: string | null = $state(null);
  /** True while the position editor is open. */
  editing = $state(false);
  /** True while the paste box is open. */
  pasting = $state(false);
  /** The side pane's tab: analysis, review or explorer (remembered in the settings). */
  tab: StudyTab = $state('analysis');
  private tabLoad: Promise<void> | null = null;
  private tabChosen = false;

  constructor(readonly api: BanmenApi | null) {
    this.study = new StudyState(api);
    this.board = new StudyBoard(this.study);
    this.drag = new DragController(this.board);
    this.analysis = new AnalysisState(api, this.study, this.board);
    this.review = new ReviewState(api, this.study);
    this.explorer = new ExplorerState(api);
    this.book = new BookState(api);
    this.deck = new DeckBuilder(api);
  }

  /**
   * Shows the tab the settings remember, once per window. Why when the view mounts and not in the
   * constructor: the app's own first `settings:load` must come first, as it alone gets the
   * settings-file notice.
   */
  loadTab(): Promise<void> {
    this.tabLoad ??= (async () => {
      const loaded = await this.api?.invoke('settings:load');
      // Why the check: a tab the user chose while the settings were on their way wins.
      if (loaded && !this.tabChosen) this.tab = loaded.settings.studyTab;
    })();
    return this.tabLoad;
  }

  /** Shows a tab and remembers it in the settings. */
  chooseTab(tab: StudyTab): void {
    this.tabChosen = true;
    this.tab = tab;
    void this.api?.invoke('settings:update', { studyTab: tab });
  }

  /** Runs a keyboard or menu action. */
  run(action: StudyAction): void {
    this.board.preview = null;
    if (action === 'undo') return this.study.undo(); // may bring back a replaced record
    this.study.edit((e) => {
      switch (action) {
        case 'next':
          return e.next();
        case 'prev':
          return e.prev();
        case 'first':
          return e.first();
        case 'last':
          return e.last();
        case 'up':
          return e.variationUp();
        case 'down':
          return e.variationDown();
        case 'redo':
          return e.redo();
      }
    });
  }

  /** The position editor's result: a new record from it, and optionally analysis at once. */
  async fromPosition(sfen: string, analyse: boolean): Promise<void> {
    this.editing = false;
    if (!(await this.study.newFromSfen(sfen))) return;
    if (analyse) await this.analysis.start();
  }
}
