/**
 * The undoable record edits. Each command addresses nodes by path (sibling index per ply, as in
 * `shared/records/tree.ts`) because node objects do not survive an undo of a deletion; `apply` and
 * `revert` return the path where the cursor should go. Pure module.
 */
import type { Record, RecordMetadataKey, SpecialMoveType } from 'tsshogi';
import { childrenOf, nodeAtPath } from '../records/tree.ts';
import {
  editableNodeAt,
  insertSnapshot,
  moveSibling,
  snapshotNode,
  type NodeSnapshot,
} from './subtree.ts';

/** A node address: the sibling index chosen at each ply from the start ([] = start position). */
export type NodePath = readonly number[];

/** One undoable edit. */
export interface RecordCommand {
  /** What the UI shows in "Undo …" (English, short). */
  readonly label: string;
  apply(record: Record): NodePath;
  revert(record: Record): NodePath;
}

/** Removes the subtree at `path` and leaves the cursor on its parent. */
function removeAt(record: Record, path: NodePath): NodePath {
  record.gotoNode(nodeAtPath(record, path)!);
  record.removeCurrentMove();
  return path.slice(0, -1);
}

/** Appends USI moves below `parentPath`; the path of the first node it had to create, or null. */
function appendLine(
  record: Record,
  parentPath: NodePath,
  usis: readonly string[],
): { created: NodePath | null; end: NodePath } {
  let path: number[] = [...parentPath];
  let created: NodePath | null = null;
  record.gotoNode(nodeAtPath(record, path)!);
  for (const usi of usis) {
    const parent = record.current;
    const before = childrenOf(parent).length;
    const move = record.position.createMoveByUSI(usi);
    if (!move || !record.append(move)) break;
    const index = childrenOf(parent).indexOf(record.current);
    path = [...path, index];
    if (created === null && childrenOf(parent).length > before) created = path;
  }
  return { created, end: path };
}

/** Adds moves (one move, or a PV) below a node; new nodes go after the existing variations. */
export class AddLineCommand implements RecordCommand {
  private created: NodePath | null = null;
  constructor(
    readonly label: string,
    private readonly parentPath: NodePath,
    private readonly usis: readonly string[],
    private readonly comment = '',
  ) {}
  /** True after `apply` if the line created at least one node (else there is nothing to undo). */
  get changed(): boolean {
    return this.created !== null;
  }
  apply(record: Record): NodePath {
    const r = appendLine(record, this.parentPath, this.usis);
    this.created = r.created;
    if (r.created && this.comment) editableNodeAt(record, r.created)!.comment = this.comment;
    return r.end;
  }
  revert(record: Record): NodePath {
    return this.created ? removeAt(record, this.created) : this.parentPath;
  }
}

/** Ends a line with a special move (投了, 中断, 千日手, …). */
export class AddSpecialCommand implements RecordCommand {
  readonly label = 'end of game';
  private created: NodePath | null = null;
  constructor(
    private readonly parentPath: NodePath,
    private readonly type: SpecialMoveType,
  ) {}
  apply(record: Record): NodePath {
    const parent = nodeAtPath(record, this.parentPath)!;
    record.gotoNode(parent);
    record.append(this.type);
    this.created = [...this.parentPath, childrenOf(parent).indexOf(record.current)];
    return this.created;
  }
  revert(record: Record): NodePath {
    return removeAt(record, this.created!);
  }
}

/** Deletes a node and everything after it. */
export class DeleteFromCommand implements RecordCommand {
  readonly label = 'delete moves';
  private snap: NodeSnapshot | null = null;
  constructor(private readonly path: NodePath) {}
  apply(record: Record): NodePath {
    this.snap = snapshotNode(nodeAtPath(record, this.path)!);
    return removeAt(record, this.path);
  }
  revert(record: Record): NodePath {
    insertSnapshot(record, this.path.slice(0, -1), this.path[this.path.length - 1]!, this.snap!);
    return this.path;
  }
}

/** Moves a variation one place up (-1) or down (+1) among its siblings. */
export class MoveVariationCommand implements RecordCommand {
  readonly label: string;
  constructor(
    private readonly path: NodePath,
    private readonly delta: -1 | 1,
  ) {
    this.label = delta < 0 ? 'move variation up' : 'move variation down';
  }
  private shift(record: Record, from: NodePath, delta: number): NodePath {
    const to = from[from.length - 1]! + delta;
    moveSibling(record, from, to);
    return [...from.slice(0, -1), to];
  }
  apply(record: Record): NodePath {
    return this.shift(record, this.path, this.delta);
  }
  revert(record: Record): NodePath {
    const moved = [...this.path.slice(0, -1), this.path[this.path.length - 1]! + this.delta];
    return this.shift(record, moved, -this.delta);
  }
}

/** Makes the line through a node the main line in one step (every ancestor becomes first). */
export class MakeMainLineCommand implements RecordCommand {
  readonly label = 'make main line';
  constructor(private readonly path: NodePath) {}
  apply(record: Record): NodePath {
    for (let i = 0; i < this.path.length; i++)
      moveSibling(record, [...this.path.slice(0, i).map(() => 0), this.path[i]!], 0);
    return this.path.map(() => 0);
  }
  revert(record: Record): NodePath {
    for (let i = 0; i < this.path.length; i++)
      moveSibling(record, [...this.path.slice(0, i), 0], this.path[i]!);
    return this.path;
  }
}

/** Which text field of a node an edit changes. */
export type NodeTextField = 'comment' | 'bookmark';

/** Sets comments or bookmarks of one or more nodes (one undo step for a whole review). */
export class SetTextCommand implements RecordCommand {
  private old: string[] = [];
  constructor(
    readonly label: string,
    readonly field: NodeTextField,
    readonly edits: Array<{ path: NodePath; text: string }>,
  ) {}
  apply(record: Record): NodePath {
    this.old = this.edits.map((e) => {
      const node = editableNodeAt(record, e.path)!;
      const before = node[this.field];
      node[this.field] = e.text;
      return before;
    });
    return this.edits[this.edits.length - 1]?.path ?? [];
  }
  revert(record: Record): NodePath {
    this.edits.forEach((e, i) => (editableNodeAt(record, e.path)![this.field] = this.old[i]!));
    return this.edits[this.edits.length - 1]?.path ?? [];
  }
}

/** Sets a header field (players, event, date, …); the cursor stays where it is. */
export class SetMetadataCommand implements RecordCommand {
  readonly label = 'edit header';
  private old = '';
  constructor(
    private readonly key: RecordMetadataKey,
    private readonly value: string,
    private readonly cursor: NodePath,
  ) {}
  apply(record: Record): NodePath {
    this.old = record.metadata.getStandardMetadata(this.key) ?? '';
    record.metadata.setStandardMetadata(this.key, this.value);
    return this.cursor;
  }
  revert(record: Record): NodePath {
    record.metadata.setStandardMetadata(this.key, this.old);
    return this.cursor;
  }
}

/** Sets (or, with '', removes) a header outside the standard ones, e.g. a KIF `棋譜ID：…` line. */
export class SetCustomMetadataCommand implements RecordCommand {
  readonly label = 'edit header';
  private old = '';
  constructor(
    private readonly key: string,
    private readonly value: string,
    private readonly cursor: NodePath,
  ) {}
  apply(record: Record): NodePath {
    this.old = record.metadata.getCustomMetadata(this.key) ?? '';
    record.metadata.setCustomMetadata(this.key, this.value);
    return this.cursor;
  }
  revert(record: Record): NodePath {
    record.metadata.setCustomMetadata(this.key, this.old);
    return this.cursor;
  }
}
