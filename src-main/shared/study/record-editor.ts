/**
 * `RecordEditor`: every edit of a record tree goes through it, so every edit can be undone and
 * redone. It owns the cursor (tsshogi's `record.current`) and the navigation helpers the keyboard
 * uses (←/→ moves, ↑/↓ variations, Home/End). Pure module: the renderer runs it.
 */
import {
  Move,
  type ImmutableNode,
  type ImmutableRecord,
  type Record,
  type RecordMetadataKey,
  type SpecialMoveType,
} from 'tsshogi';
import { childrenOf, nodeAtPath, pathOf } from '../records/tree.ts';
import {
  AddLineCommand,
  AddSpecialCommand,
  DeleteFromCommand,
  MakeMainLineCommand,
  MoveVariationCommand,
  SetMetadataCommand,
  SetCustomMetadataCommand,
  SetTextCommand,
  type NodePath,
  type NodeTextField,
  type RecordCommand,
} from './record-commands.ts';
import { UNDO_LIMIT } from './study-params.ts';

/** Why an edit was refused. */
export type EditErrorCode =
  | 'ILLEGAL_MOVE' // the move is not legal in the current position
  | 'NO_SUCH_NODE' // the path names no node
  | 'NOTHING_TO_DELETE' // "delete from here" at the start position
  | 'NO_VARIATION' // no sibling to move past, or already the main line
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO';

/** Result of an edit: expected refusals are values, never exceptions. */
export type EditResult =
  { ok: true } | { ok: false; error: { code: EditErrorCode; message: string } };

const OK: EditResult = { ok: true };
function refuse(code: EditErrorCode, message: string): EditResult {
  return { ok: false, error: { code, message } };
}

/** Undo/redo stack and cursor over one tsshogi `Record`. */
export class RecordEditor {
  private readonly undoStack: RecordCommand[] = [];
  private readonly redoStack: RecordCommand[] = [];
  private savedDepth: number | null = 0;
  private readonly listeners = new Set<() => void>();
  /** Bumped on every edit and cursor move (cheap change detection for the UI). */
  version = 0;

  constructor(private readonly rec: Record) {}

  /** The record, read-only: edit it only through this editor. */
  get record(): ImmutableRecord {
    return this.rec;
  }
  /** The node under the cursor. */
  get current(): ImmutableNode {
    return this.rec.current;
  }
  /** The cursor's path. */
  get currentPath(): number[] {
    return pathOf(this.rec.current);
  }
  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  /** Label of the edit `undo()` would take back, e.g. "delete moves". */
  get undoLabel(): string | undefined {
    return this.undoStack[this.undoStack.length - 1]?.label;
  }
  get redoLabel(): string | undefined {
    return this.redoStack[this.redoStack.length - 1]?.label;
  }
  /** True if the record differs from the last `markSaved()` (or the opened file). */
  get modified(): boolean {
    return this.savedDepth !== this.undoStack.length;
  }
  /** Records that the current state was saved. */
  markSaved(): void {
    this.savedDepth = this.undoStack.length;
    this.changed();
  }

  /**
   * Records that the current state was never saved (a restored autosave of an edited record):
   * it stays modified until the next `markSaved()`.
   */
  markUnsaved(): void {
    this.savedDepth = null;
    this.changed();
  }

  /** Registers a listener called after every edit or cursor move; returns the unsubscriber. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- edits ----

  /**
   * Plays a move (USI) from the cursor: follows the existing node when that move is already
   * there, else adds it after the existing variations (the main line when there is none).
   */
  makeMove(usi: string): EditResult {
    const move = this.rec.position.createMoveByUSI(usi);
    if (!move || !this.rec.position.isValidMove(move))
      return refuse('ILLEGAL_MOVE', `${usi} is not legal here`);
    const existing = childrenOf(this.rec.current).findIndex(
      (c) => c.move instanceof Move && c.move.usi === usi,
    );
    if (existing >= 0) return this.gotoPath([...this.currentPath, existing]);
    return this.addLine('add move', [usi], '');
  }

  /** Inserts a line of USI moves (an engine PV, a mate solution) from the cursor as a variation. */
  insertLine(usis: readonly string[], comment = ''): EditResult {
    const first = usis[0] !== undefined ? this.rec.position.createMoveByUSI(usis[0]) : null;
    if (!first || !this.rec.position.isValidMove(first))
      return refuse('ILLEGAL_MOVE', `${usis[0] ?? '(empty line)'} is not legal here`);
    return this.addLine('insert variation', usis, comment);
  }

  /** Ends the line at the cursor with a special move (投了, 中断, …); refused after a special move. */
  endGame(type: SpecialMoveType): EditResult {
    if (!(this.rec.current.move instanceof Move) && this.rec.current.ply > 0)
      return refuse('ILLEGAL_MOVE', 'the line already ends here');
    const existing = childrenOf(this.rec.current).findIndex(
      (c) => !(c.move instanceof Move) && 'type' in c.move && c.move.type === type,
    );
    if (existing >= 0) return this.gotoPath([...this.currentPath, existing]);
    return this.run(new AddSpecialCommand(this.currentPath, type));
  }

  /** Deletes the cursor's move and everything after it; the cursor goes to the previous move. */
  deleteFromHere(): EditResult {
    const path = this.currentPath;
    if (path.length === 0)
      return refuse('NOTHING_TO_DELETE', 'the start position cannot be deleted');
    return this.run(new DeleteFromCommand(path));
  }

  /** Makes the line through the cursor the main line, at every branch point above it, in one step. */
  makeMainLine(): EditResult {
    const path = this.currentPath;
    if (path.every((i) => i === 0)) return refuse('NO_VARIATION', 'this is already the main line');
    return this.run(new MakeMainLineCommand(path));
  }

  /** Moves the cursor's variation one place up (towards the main line) among its siblings. */
  moveVariationUp(): EditResult {
    const path = this.currentPath;
    if (path.length === 0 || path[path.length - 1] === 0)
      return refuse('NO_VARIATION', 'no variation above this one');
    return this.run(new MoveVariationCommand(path, -1));
  }

  /** Moves the cursor's variation one place down among its siblings. */
  moveVariationDown(): EditResult {
    const path = this.currentPath;
    if (path.length === 0 || !this.rec.current.branch)
      return refuse('NO_VARIATION', 'no variation below this one');
    return this.run(new MoveVariationCommand(path, 1));
  }

  /**
   * Sets the comment of the cursor's node. With `merge`, consecutive edits of the same node's
   * comment (typing) collapse into one undo step.
   */
  setComment(text: string, options: { merge?: boolean } = {}): EditResult {
    return this.setText('comment', 'edit comment', text, options.merge ?? false);
  }

  /** Sets the bookmark (しおり) of the cursor's node; '' removes it. */
  setBookmark(name: string): EditResult {
    return this.setText('bookmark', 'set bookmark', name, false);
  }

  /** Toggles a bookmark on the cursor's node (`name` when setting, default the ply number). */
  toggleBookmark(name?: string): EditResult {
    const on = this.rec.current.bookmark !== '';
    return this.setBookmark(on ? '' : (name ?? `${this.rec.current.ply}手目`));
  }

  /** Sets many nodes' comments in one undo step (e.g. writing a game review). */
  setComments(
    edits: Array<{ path: NodePath; text: string }>,
    label = 'write comments',
  ): EditResult {
    if (edits.some((e) => !nodeAtPath(this.rec, e.path)))
      return refuse('NO_SUCH_NODE', 'a comment names a node that does not exist');
    const cursor = this.currentPath;
    const r = this.run(new SetTextCommand(label, 'comment', edits));
    this.gotoPath(cursor);
    return r;
  }

  /** Sets a header field (先手, 後手, 棋戦, …); '' clears it. */
  setMetadata(key: RecordMetadataKey, value: string): EditResult {
    if ((this.rec.metadata.getStandardMetadata(key) ?? '') === value) return OK;
    return this.run(new SetMetadataCommand(key, value, this.currentPath));
  }

  /** Sets a header outside the standard ones (free text; '' removes it), undoably. */
  setCustomMetadata(key: string, value: string): EditResult {
    if ((this.rec.metadata.getCustomMetadata(key) ?? '') === value) return OK;
    return this.run(new SetCustomMetadataCommand(key, value, this.currentPath));
  }

  undo(): EditResult {
    const cmd = this.undoStack.pop();
    if (!cmd) return refuse('NOTHING_TO_UNDO', 'nothing to undo');
    this.redoStack.push(cmd);
    this.place(cmd.revert(this.rec));
    return OK;
  }

  redo(): EditResult {
    const cmd = this.redoStack.pop();
    if (!cmd) return refuse('NOTHING_TO_REDO', 'nothing to redo');
    this.undoStack.push(cmd);
    this.place(cmd.apply(this.rec));
    return OK;
  }

  // ---- navigation (no undo entry) ----

  /** One move forward along the active line. */
  next(): boolean {
    return this.moved(this.rec.goForward());
  }
  /** One move back. */
  prev(): boolean {
    return this.moved(this.rec.goBack());
  }
  /** The start position. */
  first(): boolean {
    this.rec.goto(0);
    return this.moved(true);
  }
  /** The last move of the active line. */
  last(): boolean {
    this.rec.goto(Number.MAX_SAFE_INTEGER);
    return this.moved(true);
  }
  /** The previous sibling variation at the cursor's ply (↑). */
  variationUp(): boolean {
    return this.moved(
      this.rec.current.branchIndex > 0 &&
        this.rec.switchBranchByIndex(this.rec.current.branchIndex - 1),
    );
  }
  /** The next sibling variation at the cursor's ply (↓). */
  variationDown(): boolean {
    return this.moved(
      this.rec.current.branch !== null &&
        this.rec.switchBranchByIndex(this.rec.current.branchIndex + 1),
    );
  }
  /** A ply of the active line (0 = start). */
  gotoPly(ply: number): boolean {
    this.rec.goto(ply);
    return this.moved(true);
  }
  /** Any node by path. */
  gotoPath(path: NodePath): EditResult {
    const node = nodeAtPath(this.rec, path);
    if (!node) return refuse('NO_SUCH_NODE', `no node at ${path.join('.')}`);
    this.rec.gotoNode(node);
    this.moved(true);
    return OK;
  }

  // ---- internals ----

  private addLine(label: string, usis: readonly string[], comment: string): EditResult {
    const cmd = new AddLineCommand(label, this.currentPath, usis, comment);
    const end = cmd.apply(this.rec);
    if (cmd.changed) this.push(cmd);
    this.place(end);
    return OK;
  }

  private setText(field: NodeTextField, label: string, text: string, merge: boolean): EditResult {
    const path = this.currentPath;
    const top = this.undoStack[this.undoStack.length - 1];
    if (
      merge &&
      top instanceof SetTextCommand &&
      top.field === field &&
      top.edits.length === 1 &&
      samePath(top.edits[0]!.path, path) &&
      this.redoStack.length === 0 &&
      this.savedDepth !== this.undoStack.length
    ) {
      top.edits[0]!.text = text;
      this.rec.current[field] = text;
      this.changed();
      return OK;
    }
    if (this.rec.current[field] === text) return OK;
    return this.run(new SetTextCommand(label, field, [{ path, text }]));
  }

  private run(cmd: RecordCommand): EditResult {
    this.place(cmd.apply(this.rec));
    this.push(cmd);
    this.changed();
    return OK;
  }

  private push(cmd: RecordCommand): void {
    this.undoStack.push(cmd);
    this.redoStack.length = 0;
    if (this.savedDepth !== null && this.savedDepth >= this.undoStack.length)
      this.savedDepth = null; // the saved state is gone for good
    if (this.undoStack.length > UNDO_LIMIT) {
      this.undoStack.shift();
      if (this.savedDepth !== null)
        this.savedDepth = this.savedDepth > 0 ? this.savedDepth - 1 : null;
    }
  }

  private place(path: NodePath): void {
    const node = nodeAtPath(this.rec, path);
    if (node) this.rec.gotoNode(node);
    this.changed();
  }

  private moved(ok: boolean): boolean {
    if (ok) this.changed();
    return ok;
  }

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}

/** True if two paths are equal. */
function samePath(a: NodePath, b: NodePath): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
