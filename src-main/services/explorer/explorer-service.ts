/**
 * The opening explorer as a service: the record folders the user added (kept in the index
 * folder), updating the index in the background with progress events, and answering the moves
 * of a position from the index and from the bundled book, or from a bundled move sequence tree.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { bundledBookPath, readBookFile } from '../../engine/book/book-file.ts';
import type { Book } from '../../engine/book/book.ts';
import { parseSfen } from '../../shared/rules/sfen.ts';
import { updateIndex } from '../../explorer/indexer.ts';
import { PositionIndex } from '../../explorer/position-index.ts';
import type {
  ExplorerAnswer,
  ExplorerProgress,
  ExplorerTree,
  ExplorerTreeAnswer,
  Result,
} from '../../shared/contract.ts';
import { TreeExplorer, badPosition } from './tree-explorer.ts';

/** What the service needs from its host. */
export interface ExplorerServiceOptions {
  /** The index folder (created when missing). */
  dir: string;
  /** Sends progress to the renderer. */
  emit: (progress: ExplorerProgress) => void;
  /** The OS folder picker (Electron); without it a typed absolute path is used. */
  pick?: () => Promise<string | null>;
  /** The move sequence trees file (default: the bundled one). */
  mstPath?: string | null;
}

export class ExplorerService {
  private index: PositionIndex | null = null;
  private book: Book | null | undefined;
  private running = false;
  private readonly treeSource: TreeExplorer;

  constructor(private readonly o: ExplorerServiceOptions) {
    this.treeSource = o.mstPath === undefined ? new TreeExplorer() : new TreeExplorer(o.mstPath);
  }

  private get foldersFile(): string {
    return join(this.o.dir, 'folders.txt');
  }

  /** The record folders in the explorer's collection. */
  folders(): string[] {
    return existsSync(this.foldersFile)
      ? readFileSync(this.foldersFile, 'utf8')
          .split('\n')
          .filter((l) => l !== '')
      : [];
  }

  private saveFolders(list: string[]): void {
    mkdirSync(this.o.dir, { recursive: true });
    writeFileSync(this.foldersFile, list.map((f) => `${f}\n`).join(''));
  }

  /** Adds a folder: the picker's choice when there is one, else the typed path (absolute, an existing folder). */
  async addFolder(typed: string | null): Promise<Result<string[]>> {
    const path = this.o.pick ? await this.o.pick() : typed;
    if (path === null || path === '') return { ok: true, value: this.folders() };
    if (!isAbsolute(path) || !existsSync(path) || !statSync(path).isDirectory()) {
      return {
        ok: false,
        error: {
          code: 'EXPLORER_NOT_A_FOLDER',
          message: `${path} is not an absolute path to a folder`,
          detail: path,
        },
      };
    }
    const list = [...new Set([...this.folders(), resolve(path)])];
    this.saveFolders(list);
    return { ok: true, value: list };
  }

  /** Removes a folder; its games stop counting at the next update. */
  removeFolder(path: string): string[] {
    const list = this.folders().filter((f) => f !== path);
    this.saveFolders(list);
    return list;
  }

  private open(): PositionIndex {
    this.index ??= PositionIndex.open(join(this.o.dir, 'index'));
    return this.index;
  }

  /** Starts bringing the index up to date in the background; progress arrives as events. */
  update(): Result<void> {
    if (this.running) return { ok: true, value: undefined };
    this.running = true;
    const index = this.open();
    const folders = this.folders();
    // Why retire removed folders' files here: updateIndex only looks under the folders it is given.
    for (const f of index.indexedFiles)
      if (f.live && !folders.some((root) => f.path.startsWith(root))) index.retire(f.path);
    const send = (
      p: { filesDone: number; filesTotal: number; gamesAdded: number; skipped: string[] },
      running: boolean,
    ): void =>
      this.o.emit({
        running,
        filesDone: p.filesDone,
        filesTotal: p.filesTotal,
        gamesAdded: p.gamesAdded,
        skipped: p.skipped.length,
        games: index.liveGames,
      });
    // Why running is cleared before the last event: a listener may start the next update at once.
    const end = (p: Parameters<typeof send>[0] | null, error?: string): void => {
      this.running = false;
      if (p) send(p, false);
      else
        this.o.emit({
          running: false,
          filesDone: 0,
          filesTotal: 0,
          gamesAdded: 0,
          skipped: 0,
          games: 0,
          error: { code: 'EXPLORER_INDEX_FAILED', message: error ?? '', detail: error },
        });
    };
    void updateIndex(index, folders, (p) => send(p, true)).then(
      (p) => end(p),
      (e: Error) => end(null, e.message),
    );
    return { ok: true, value: undefined };
  }

  /** The moves played from a position (SFEN) in the collection, and the bundled book's moves there. */
  query(sfen: string): Result<ExplorerAnswer> {
    const parsed = parseSfen(sfen);
    if (!parsed.ok) return badPosition(parsed.error.message);
    if (this.book === undefined) {
      const path = bundledBookPath();
      const read = path ? readBookFile(path) : null;
      this.book = read?.ok ? read.book : null;
    }
    const pos = parsed.position;
    const moves = this.open().query(pos.keyHi(), pos.key());
    const book = (this.book?.probe(sfen) ?? []).map((m) => ({ move: m.move, count: m.count }));
    return { ok: true, value: { moves, book } };
  }

  /** The move sequence trees the explorer can show. */
  trees(): Result<ExplorerTree[]> {
    return this.treeSource.trees();
  }

  /** The moves of tree `name` at a position (SFEN), from the tree of the side to move. */
  treeQuery(name: string, sfen: string): Result<ExplorerTreeAnswer> {
    return this.treeSource.query(name, sfen);
  }
}
