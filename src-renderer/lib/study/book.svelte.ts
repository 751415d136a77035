/**
 * The book panel's state: the open book's name, its moves at the study position, whether undo
 * and redo can act, and what the last save dropped. Every change goes through main's book
 * service (the book lives there); this class only keeps the last answer. Kept per window in the
 * study context, so switching tabs loses nothing.
 */
import type {
  BanmenApi,
  BookEdit,
  BookImported,
  BookMstNext,
  BookPanelState,
  Result,
  StudyAnalysisLine,
} from '../../../src-main/shared/contract';
import type { CodedError } from '../error-text';

/** A mate score as a book value (centipawns), as the tournament book's scores are bounded. */
const MATE_VALUE = 30000;

/** The book value of an analysis line's score (the mover's view), or null when it has none. */
export function bookValueOf(line: StudyAnalysisLine | undefined): number | null {
  const s = line?.score;
  if (!s) return null;
  return s.kind === 'cp' ? s.value : Math.sign(s.value || 1) * MATE_VALUE;
}

export class BookState {
  /** The book files in the books folder. */
  names: string[] = $state([]);
  state: BookPanelState | null = $state(null);
  /** What the last save's format could not hold (empty: nothing dropped). */
  dropped: string[] = $state([]);
  /** The name the last save wrote, for the "saved" line. */
  savedAs = $state('');
  error: CodedError | null = $state(null);
  /** What the last line or folder added (null before any). */
  imported: { games: number; positions: number; skipped: number } | null = $state(null);
  /** A folder is being read. */
  importing = $state(false);
  /** The move sequence trees' next move at the study position (null: on no tree). */
  mst: BookMstNext | null = $state(null);
  private asked = 0;
  private askedMst = 0;
  private started = false;

  constructor(private readonly api: BanmenApi | null) {}

  /** Lists the books once. */
  start(): void {
    if (this.started || !this.api) return;
    this.started = true;
    void this.api.invoke('book:list').then((n) => (this.names = n));
  }

  /** Opens (or starts) a book by file name at the study position. */
  async open(name: string, sfen: string): Promise<void> {
    if (!this.api) return;
    this.take(await this.api.invoke('book:open', name.trim(), sfen));
  }

  /** Asks for the open book's moves at a position. */
  async refresh(sfen: string): Promise<void> {
    if (!this.api || !this.state || sfen === '') return;
    const n = ++this.asked;
    const r = await this.api.invoke('book:at', sfen);
    if (n === this.asked) this.take(r);
  }

  /** Asks for the trees' next move at a position (with or without an open book). */
  async refreshMst(sfen: string): Promise<void> {
    if (!this.api || sfen === '') return;
    const n = ++this.askedMst;
    const r = await this.api.invoke('book:mst-next', sfen);
    if (n === this.askedMst) this.mst = r.ok ? r.value : null;
  }

  /** Applies an edit of the current position's moves. */
  async edit(edit: BookEdit): Promise<void> {
    if (this.api) this.take(await this.api.invoke('book:edit', edit));
  }

  /** Adds a line (start SFEN, USI moves) up to `plies` moves; `at` is the study position. */
  async addLine(sfen: string, moves: string[], plies: number, at: string): Promise<void> {
    if (this.api) this.took(await this.api.invoke('book:add-line', sfen, moves, plies, at));
  }

  /** Adds every record of a folder (null: the OS picker) up to `plies` moves. */
  async addFolder(path: string | null, plies: number, at: string): Promise<void> {
    if (!this.api) return;
    this.importing = true;
    try {
      this.took(await this.api.invoke('book:add-folder', path, plies, at));
    } finally {
      this.importing = false;
    }
  }

  async undo(): Promise<void> {
    if (this.api) this.take(await this.api.invoke('book:undo'));
  }

  async redo(): Promise<void> {
    if (this.api) this.take(await this.api.invoke('book:redo'));
  }

  /** Saves under its own name (null) or exports under another; shows what was dropped. */
  async save(name: string | null): Promise<void> {
    if (!this.api || !this.state) return;
    const r = await this.api.invoke('book:save', name === null ? null : name.trim());
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.dropped = r.value.dropped;
    this.savedAs = r.value.name;
    if (r.value.name === this.state.name) this.state = { ...this.state, modified: false };
    this.names = await this.api.invoke('book:list');
  }

  /** Keeps an import's answer and what it added. */
  private took(r: Result<BookImported>): void {
    if (r.ok) {
      const { games, positions, skipped } = r.value;
      this.imported = { games, positions, skipped: skipped.length };
    }
    this.take(r.ok ? { ok: true, value: r.value.state } : r);
  }

  /** Keeps an answer, or shows its error and keeps the last state. */
  private take(r: Result<BookPanelState>): void {
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.state = r.value;
  }
}
