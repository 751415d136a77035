/**
 * The study view's record state: the open record behind a `RecordEditor` (every edit undoable),
 * where it came from, load errors with the valid part on offer, the unsaved-changes question,
 * recent files and saving in any format and encoding.
 */
import { Record } from 'tsshogi';
import type {
  BanmenApi,
  DiagramPngImage,
  DiagramPngRequest,
  DiagramBatchAnswer,
  DiagramBatchRequest,
  PrintAnswer,
  PrintRequest,
  RecentFile,
  Result,
} from '../../../src-main/shared/contract';
import {
  RecordEditor,
  moveList,
  variationTree,
  type EditResult,
} from '../../../src-main/shared/study/index';
import {
  exportRecord,
  formatForFileName,
  type ExportFormat,
} from '../../../src-main/shared/records/index';
import { setFirstMoveNumber } from '../../../src-main/shared/records/move-number';
import { hasNativeDialogs } from '../bridge';
import {
  download,
  fromBase64,
  openBytes,
  openText,
  saveBytes,
  toBase64,
  type Opened,
} from './record-io';
import { readSnapshot, snapshotOf, writeSnapshot } from './study-autosave';
import { err, ok, type Result as SharedResult } from '../../../src-main/shared/result';

/** A load that failed: the precise error, and the valid part if there is one. */
export interface LoadFailure {
  name: string;
  message: string;
  partial: Record | null;
}

/** What "Use position" replaced: the editor (its record, undo history, cursor) and its file. */
interface Replaced {
  editor: RecordEditor;
  fileName: string;
  filePath: string | null;
  games: StudyState['games'];
}

/** The answer to "save changes?". */
export type CloseAnswer = 'save' | 'discard' | 'cancel';

/** Record, file and edit state of the study view. */
export class StudyState {
  /** Bumped on every edit and cursor move (why private: readers go through `editor`). */
  #version = $state(0);
  #editor: RecordEditor = $state.raw(new RecordEditor(new Record()));
  fileName = $state('untitled.kif');
  /** Path on disk when the record came from (or was saved to) a file the host can write. */
  filePath: string | null = $state(null);
  notice: string | null = $state(null);
  failure: LoadFailure | null = $state(null);
  /** The games of the opened file when it holds several, and which one is shown. */
  games: { name: string; records: Record[]; index: number } | null = $state.raw(null);
  /** Set while the unsaved-changes question is shown. */
  closing: { name: string; answer: (a: CloseAnswer) => void } | null = $state(null);
  saveDialog = $state(false);
  recent: RecentFile[] = $state([]);
  /** The record "Use position" replaced, for Undo (null once another record is opened). */
  private replaced: Replaced | null = $state.raw(null);
  /** Encoding the record was read in ('utf-8' keeps a UTF-8 KIF in UTF-8 on File › Save). */
  encoding = 'shift_jis';
  private unsubscribe: () => void = () => {};
  /** Where the record is autosaved (null: nowhere, e.g. under Node in unit tests). */
  private readonly storage: Storage | null = globalThis.localStorage ?? null;
  /** False until `init` has restored the autosave (so the empty start record cannot overwrite it). */
  private autosaving = false;
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: BanmenApi | null) {
    this.attach(this.editor);
  }

  /** Loads the recents and opens the command-line file, else the autosaved record, if any. */
  async init(): Promise<void> {
    if (!this.api) return;
    this.recent = await this.api.invoke('study:recent');
    const initial = await this.api.invoke('study:initial-file');
    if (initial) await this.openPath(initial);
    else this.restore();
    this.autosaving = true;
  }

  /** Reopens the record of the last session as it was: cursor, file name and unsaved edits. */
  private restore(): void {
    const snap = this.storage && readSnapshot(this.storage);
    if (!snap) return;
    const o = openText(snap.kif);
    if (!o.ok) return;
    setFirstMoveNumber(o.record, snap.firstMoveNumber ?? 1);
    this.replace(o.record, snap.fileName, snap.filePath);
    this.encoding = snap.encoding;
    this.editor.gotoPath(snap.cursor);
    if (snap.modified) this.editor.markUnsaved();
  }

  /** Writes the autosave shortly after the last change (a burst of edits writes once). */
  private scheduleAutosave(): void {
    if (!this.autosaving || !this.storage) return;
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      const snap = snapshotOf(this.editor.record as Record, {
        fileName: this.fileName,
        filePath: this.filePath,
        encoding: this.encoding,
        cursor: this.editor.currentPath,
        modified: this.editor.modified,
      });
      writeSnapshot(this.storage!, snap);
    }, 300);
  }

  /** The record editor (why a getter: it is not reactive; reading it tracks each edit and move). */
  get editor(): RecordEditor {
    void this.#version;
    return this.#editor;
  }
  private set editor(e: RecordEditor) {
    this.#editor = e;
  }

  /** Move list of the active line (start position first). */
  get moves() {
    return moveList(this.editor.record);
  }
  /** The variation tree from move 1. */
  get tree() {
    return variationTree(this.editor.record);
  }
  /** The cursor's path. */
  get cursor(): number[] {
    return this.editor.currentPath;
  }
  get modified(): boolean {
    return this.editor.modified;
  }

  /** Opens a file by path (command line, recents). */
  async openPath(path: string): Promise<void> {
    const r = await this.api?.invoke('study:read', path);
    if (!r) return;
    if (!r.ok) {
      this.notice = r.error.message;
      return;
    }
    await this.openOpened(openBytes(fromBase64(r.value.base64), r.value.name), r.value.name, path);
    this.recent = await this.api!.invoke('study:recent');
  }

  /** Opens bytes of a file the user picked or dropped (or the OS opened: then Save writes to `path`). */
  async openFileBytes(
    bytes: Uint8Array,
    name: string,
    path: string | null = null,
  ): Promise<boolean> {
    return this.openOpened(openBytes(bytes, name), name, path);
  }

  /** Opens pasted text. */
  async paste(text: string): Promise<void> {
    await this.openOpened(openText(text), 'pasted.kif', null);
  }

  /** Shows an opened record, or the failure (the open record stays until the user takes the valid part). */
  private async openOpened(o: Opened, name: string, path: string | null): Promise<boolean> {
    if (!o.ok) {
      this.failure = { name, message: o.message, partial: o.partial };
      return false;
    }
    if (!(await this.mayClose())) return false;
    const several = o.games.length > 1;
    // No path for a file of several games (why: Save would overwrite them all with one).
    this.replace(o.record, name, several ? null : path);
    this.games = several ? { name, records: o.games, index: 0 } : null;
    this.failure = null; // an earlier refused file's banner does not outlive a successful open
    this.encoding = o.encoding;
    this.notice = o.warnings.length ? o.warnings.join('; ') : null;
    return true;
  }

  /**
   * Shows game `index` (0-based) of the opened file of several games, named `<file>-<n>` for
   * saving; asks about unsaved changes first. False if nothing changed.
   */
  async openGame(index: number): Promise<boolean> {
    const g = this.games;
    if (!g || !Number.isInteger(index) || index < 0 || index >= g.records.length) return false;
    if (!(await this.mayClose())) return false;
    const name = g.name.replace(/(\.[A-Za-z0-9]+)?$/, (ext) => `-${index + 1}${ext}`);
    this.replace(g.records[index]!, name, null);
    this.games = { ...g, index };
    this.notice = null;
    return true;
  }

  /** Takes the valid part of a failed load. */
  async takePartial(): Promise<void> {
    const f = this.failure;
    this.failure = null;
    if (f?.partial && (await this.mayClose())) {
      this.replace(f.partial, f.name, null);
      this.games = null;
    }
  }

  /**
   * Starts an empty record from a position (the position editor's result); the record it
   * replaces comes back with Undo until the new one is edited or another is opened.
   */
  async newFromSfen(sfen: string): Promise<boolean> {
    const rec = Record.newByUSI(`sfen ${sfen}`);
    if (rec instanceof Error || !(await this.mayClose())) return false;
    const before: Replaced = {
      editor: this.editor,
      fileName: this.fileName,
      filePath: this.filePath,
      games: this.games,
    };
    this.replace(rec, 'position.kif', null);
    this.games = null;
    this.replaced = before;
    return true;
  }

  /** Whether Undo has something to take back: an edit, or the record the position replaced. */
  get canUndo(): boolean {
    return this.editor.canUndo || this.replaced !== null;
  }

  /** Undo: the last edit, else the record "Use position" replaced (edits and cursor as they were). */
  undo(): void {
    const back = this.replaced;
    if (this.editor.canUndo || !back) return this.edit((e) => e.undo());
    this.unsubscribe();
    this.editor = back.editor;
    this.attach(this.editor);
    this.fileName = back.fileName;
    this.filePath = back.filePath;
    this.games = back.games;
    this.replaced = null;
    this.#version++;
    this.scheduleAutosave();
  }

  private replace(record: Record, name: string, path: string | null): void {
    this.replaced = null;
    this.unsubscribe();
    this.editor = new RecordEditor(record);
    this.attach(this.editor);
    this.fileName = name;
    this.filePath = path;
    this.#version++;
    this.scheduleAutosave();
  }

  private attach(editor: RecordEditor): void {
    this.unsubscribe = editor.subscribe(() => {
      this.#version++;
      this.scheduleAutosave();
    });
  }

  /**
   * The user already agreed to close the record (asked before the file chooser opened): the next
   * `mayClose` does not ask again. Cleared when the chooser is cancelled.
   */
  closeAgreed = false;

  /** Asks about unsaved changes before the record is replaced; false = keep it open. */
  async mayClose(): Promise<boolean> {
    if (this.closeAgreed) return !(this.closeAgreed = false);
    if (!this.editor.modified) return true;
    const answer = await new Promise<CloseAnswer>((resolve) => {
      this.closing = { name: this.fileName, answer: resolve };
    });
    this.closing = null;
    if (answer === 'cancel') return false;
    if (answer === 'discard') return true;
    return this.saveQuick();
  }

  /** Runs an edit; a refusal becomes the notice. */
  edit(fn: (e: RecordEditor) => EditResult | boolean): void {
    const r = fn(this.editor);
    if (typeof r === 'object' && !r.ok) this.notice = r.error.message;
  }

  /**
   * Copies the record as KIF, KI2 or CSA text to the clipboard. Answers what was copied and
   * what the format could not hold (CSA has no variations), or why nothing was.
   */
  async copyAs(format: 'kif' | 'ki2' | 'csa'): Promise<SharedResult<string[]>> {
    const out = exportRecord(this.editor.record as Record, format, { encoding: 'utf-8' });
    if (!out.ok) return err(out.error.code, out.error.message);
    try {
      await navigator.clipboard.writeText(new TextDecoder().decode(out.bytes));
    } catch (e) {
      return err('CLIPBOARD_FAILED', e instanceof Error ? e.message : String(e));
    }
    return ok(out.dropped);
  }

  /** A board diagram as PNG, drawn by main with the bundled font (the Diagram menu). */
  diagramPng = (request: DiagramPngRequest): Promise<Result<DiagramPngImage>> =>
    this.api
      ? this.api.invoke('diagram:png', request)
      : Promise.resolve({ ok: false, error: { code: 'BAD_ARGS', message: 'no host to draw PNG' } });

  /** Prints the record (docs/print.md): a PDF (Electron) or a print view (browser host). */
  printRecord = (request: PrintRequest): Promise<Result<PrintAnswer>> =>
    this.api
      ? this.api.invoke('print:record', request)
      : Promise.resolve({ ok: false, error: { code: 'BAD_ARGS', message: 'no host to print' } });

  /** One diagram per bookmark or `#図` comment into a folder, written by main. */
  diagramBatch = (request: DiagramBatchRequest): Promise<Result<DiagramBatchAnswer>> =>
    this.api
      ? this.api.invoke('diagram:batch', request)
      : Promise.resolve({ ok: false, error: { code: 'BAD_ARGS', message: 'no host to write' } });

  /** Electron: main's Save dialog for this record (the chosen path is granted); null if cancelled. */
  async chooseSavePath(): Promise<string | null> {
    return (await this.api?.invoke('study:save-dialog', this.fileName)) ?? null;
  }

  /** File › Save: back to its file when the host can write it, else a download in its format. */
  async saveQuick(): Promise<boolean> {
    const byName = formatForFileName(this.fileName) ?? { format: 'kif' as const };
    const sjis = ['kif', 'ki2', 'csa'].includes(byName.format) && this.encoding !== 'utf-8';
    const enc = byName.encoding ?? (sjis ? 'shift_jis' : 'utf-8');
    const sameFormat = formatForFileName(this.fileName) !== null;
    return this.save(byName.format, enc, this.filePath, sameFormat);
  }

  /**
   * Saves in a format and encoding; to `path` through the host when given, else as a download.
   * Characters Shift_JIS cannot hold stop the save with a warning (the user may pick UTF-8).
   */
  async save(
    format: ExportFormat,
    encoding: 'utf-8' | 'shift_jis',
    path: string | null,
    keepName = false,
  ): Promise<boolean> {
    const base = path ? path.replace(/^.*[\\/]/, '') : this.fileName;
    const out = saveBytes(this.editor.record as Record, format, encoding, base, keepName);
    if (!out.ok) {
      this.notice = out.message; // names the characters and suggests UTF-8
      return false;
    }
    let refusal: string | null = null;
    if (path) {
      const target = path.replace(/[^\\/]*$/, out.fileName);
      const r = await this.api?.invoke('study:write', target, toBase64(out.bytes));
      // Why a download: the browser host writes only inside its records folder; the record is
      // still saved, where the browser puts downloads, and the notice says why.
      if (r && !r.ok && r.error.code === 'FILE_NOT_ALLOWED' && !hasNativeDialogs())
        refusal = r.error.message;
      else if (!r?.ok) {
        this.notice = r ? r.error.message : 'no host to write files';
        return false;
      } else {
        this.recent = r.value;
        this.filePath = target;
      }
    }
    if (!path || refusal) download(out.bytes, out.fileName);
    this.fileName = out.fileName;
    this.encoding = encoding;
    this.editor.markSaved();
    const where =
      !path && !hasNativeDialogs()
        ? ` Downloaded as ${out.fileName} to the browser's downloads folder.`
        : '';
    // Why say so: a download is silent, and the user must know the record was saved, and where.
    this.notice = out.dropped.length
      ? `Saved; ${format.toUpperCase()} cannot hold: ${out.dropped.join(', ')}.${where}`
      : where.trim() || null;
    if (refusal) this.notice = `Downloaded instead. ${refusal}`;
    return true;
  }
}
