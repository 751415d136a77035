/**
 * The book panel's edits as pure changes of one position's moves: checking an edit from the
 * renderer (a legal move in a valid position, a bounded score, comment or place) and applying it
 * (add, delete, reorder, score, comment, "never play").
 */
import { parseSfen, parseUsiMove } from '../../shared/rules/sfen.ts';
import { MOVE_NONE } from '../../shared/rules/types.ts';
import type { BookMove } from '../../engine/book/db2016.ts';
import type { BookEdit } from '../../shared/contract.ts';

/** Largest score accepted (a mate score in centipawns is far below this). */
const MAX_VALUE = 1_000_000;
/** Longest comment kept. */
const MAX_COMMENT = 500;

/** Why an edit from the renderer is not acceptable, or null. */
export function editRefusal(e: unknown): string | null {
  if (typeof e !== 'object' || e === null) return 'the edit is not an object';
  const x = e as Record<string, unknown>;
  if (typeof x.sfen !== 'string' || typeof x.usi !== 'string') return 'the edit needs sfen and usi';
  const parsed = parseSfen(x.sfen);
  if (!parsed.ok) return `not a position: ${parsed.error.message}`;
  if (parseUsiMove(parsed.position, x.usi) === MOVE_NONE)
    return `${x.usi} is not a legal move in ${x.sfen}`;
  const score = (v: unknown): boolean =>
    v === null || (Number.isInteger(v) && Math.abs(v as number) <= MAX_VALUE);
  if (x.kind === 'add') {
    const depthOk = x.depth === null || (Number.isInteger(x.depth) && (x.depth as number) >= 0);
    return score(x.value) && depthOk ? null : 'the score or depth is not a whole number';
  }
  if (x.kind === 'delete') return null;
  if (x.kind === 'order')
    return Number.isInteger(x.to) && (x.to as number) >= 0
      ? null
      : 'the place is not a whole number';
  if (x.kind === 'never')
    return typeof x.never === 'boolean' ? null : 'never must be true or false';
  if (x.kind === 'score') return score(x.value) ? null : 'the score is not a whole number';
  if (x.kind === 'comment') {
    const ok = typeof x.comment === 'string' && x.comment.length <= MAX_COMMENT;
    return ok && !/[\r\n]/.test(x.comment as string) ? null : 'the comment is not one short line';
  }
  return `unknown edit "${String(x.kind)}"`;
}

/** The moves after `edit` (a checked edit); the input is not changed. */
export function applyEdit(moves: readonly BookMove[], edit: BookEdit): BookMove[] {
  const out = moves.map((m) => ({ ...m }));
  const i = out.findIndex((m) => m.move === edit.usi);
  if (edit.kind === 'delete') return i < 0 ? out : out.filter((_, k) => k !== i);
  if (edit.kind === 'add') {
    const fresh = { move: edit.usi, ponder: null, value: null, depth: null, count: 0 };
    const m: BookMove = i < 0 ? fresh : out[i]!;
    m.count += 1;
    if (edit.value !== null) [m.value, m.depth] = [edit.value, edit.depth];
    if (i < 0) out.push(m);
    return out;
  }
  if (i < 0) return out;
  if (edit.kind === 'order') {
    const [m] = out.splice(i, 1);
    out.splice(Math.min(edit.to, out.length), 0, m!);
  } else if (edit.kind === 'never') {
    if (edit.never) out[i]!.never = true;
    else delete out[i]!.never;
  } else if (edit.kind === 'score') out[i]!.value = edit.value;
  else if (edit.comment) out[i]!.comment = edit.comment;
  else delete out[i]!.comment;
  return out;
}
