/**
 * The opening explorer's state: which source it shows (the user's record folders with the
 * bundled book, or one of the bundled move sequence trees), the answer for the study position,
 * the record folders and the progress of their indexing, and the last error. Kept per window
 * (in the study context) so that switching tabs loses nothing.
 */
import type {
  BanmenApi,
  ExplorerAnswer,
  ExplorerProgress,
  ExplorerTree,
  ExplorerTreeAnswer,
} from '../../../src-main/shared/contract';
import type { CodedError } from '../error-text';

/** Errors of a question about a position: the next answer that comes back clears them. */
const QUERY_ERRORS = new Set([
  'EXPLORER_BAD_POSITION',
  'EXPLORER_NO_TREES',
  'EXPLORER_UNKNOWN_TREE',
]);

/** What the explorer shows and the actions of its panel. */
export class ExplorerState {
  /** The move sequence tree shown, by name; null shows the record folders and the book. */
  tree: string | null = $state(null);
  answer: ExplorerAnswer | null = $state(null);
  treeAnswer: ExplorerTreeAnswer | null = $state(null);
  /** The trees the host offers (empty until asked, or when this build has none). */
  trees: ExplorerTree[] = $state([]);
  folders: string[] = $state([]);
  progress: ExplorerProgress | null = $state(null);
  error: CodedError | null = $state(null);
  /** Numbers the questions, so that a late answer for an older position is dropped. */
  private asked = 0;
  private lastSfen = '';
  private started = false;

  constructor(private readonly api: BanmenApi | null) {}

  /** Asks once for the folders and the trees, and follows the indexing progress. */
  start(): void {
    if (this.started || !this.api) return;
    this.started = true;
    void this.api.invoke('explorer:folders').then((f) => (this.folders = f));
    // Why no error on failure here: a build without trees still has the records source.
    void this.api.invoke('explorer:trees').then((r) => (this.trees = r.ok ? r.value : []));
    this.api.on('explorer:progress', (p) => {
      this.progress = p;
      if (p.error) this.error = p.error;
      if (!p.running) void this.refresh(this.lastSfen);
    });
  }

  /** Shows another source for the same position: a tree by name, or null for the records. */
  choose(tree: string | null): void {
    this.tree = tree;
    void this.refresh(this.lastSfen);
  }

  /** Asks the chosen source about a position (SFEN). */
  async refresh(sfen: string): Promise<void> {
    this.lastSfen = sfen;
    if (!this.api || sfen === '') return;
    const n = ++this.asked;
    const tree = this.tree;
    if (tree === null) {
      const r = await this.api.invoke('explorer:query', sfen);
      if (n !== this.asked) return;
      if (r.ok) this.answer = r.value;
      this.answered(r);
    } else {
      const r = await this.api.invoke('explorer:tree-query', tree, sfen);
      if (n !== this.asked) return;
      this.treeAnswer = r.ok ? r.value : null;
      this.answered(r);
    }
  }

  /** Shows a question's error, or clears an earlier question's error once one succeeds. */
  private answered(r: { ok: true } | { ok: false; error: CodedError }): void {
    if (!r.ok) this.error = r.error;
    else if (this.error?.code && QUERY_ERRORS.has(this.error.code)) this.error = null;
  }

  /** Adds a record folder (the OS picker's choice, or `typed`) and starts indexing it. */
  async addFolder(typed: string | null): Promise<boolean> {
    if (!this.api) return false;
    const r = await this.api.invoke('explorer:add-folder', typed);
    if (!r.ok) {
      this.error = r.error;
      return false;
    }
    this.error = null;
    this.folders = r.value;
    await this.api.invoke('explorer:update');
    return true;
  }

  /** Removes a record folder; its games stop counting after the update this starts. */
  async removeFolder(path: string): Promise<void> {
    if (!this.api) return;
    this.folders = await this.api.invoke('explorer:remove-folder', path);
    await this.api.invoke('explorer:update');
  }

  /** Brings the index up to date with the folders. */
  update(): void {
    void this.api?.invoke('explorer:update');
  }
}
