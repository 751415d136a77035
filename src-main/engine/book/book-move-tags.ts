/**
 * What DB2016 has no field for, kept at the head of a move's ` #` comment as tags: `[never]` for
 * a move marked "never play" and `[wdl W/D/L]` for its games' results (mover's side), e.g.
 * `7g7f 3c3d 40 20 12 #[never] [wdl 7/1/4] main line`. Other readers keep the tags as comment
 * text, so nothing is lost on their side either. Pure.
 */
import type { BookMove, BookResults } from './db2016.ts';

/** The tags at the head of a comment. */
const NEVER = '[never]';
const WDL = /^\[wdl (\d{1,9})\/(\d{1,9})\/(\d{1,9})\]\s*/;

/** A parsed move with the tags of its comment taken out (`comment` left absent when only tags). */
export function withTags(move: BookMove, comment: string | undefined): BookMove {
  if (comment === undefined) return move;
  let rest = comment;
  const out: BookMove = { ...move };
  for (;;) {
    if (rest.startsWith(NEVER)) {
      out.never = true;
      rest = rest.slice(NEVER.length).trimStart();
      continue;
    }
    const m = WDL.exec(rest);
    if (!m) break;
    out.results = { win: Number(m[1]), draw: Number(m[2]), loss: Number(m[3]) };
    rest = rest.slice(m[0].length);
  }
  if (rest !== '') out.comment = rest;
  return out;
}

/** The comment to write: the tags, then the comment on one line ('' when there is nothing). */
export function commentWithTags(m: BookMove): string {
  const parts: string[] = [];
  if (m.never) parts.push(NEVER);
  if (m.results) parts.push(`[wdl ${m.results.win}/${m.results.draw}/${m.results.loss}]`);
  if (m.comment) parts.push(m.comment.replace(/\s+/g, ' '));
  return parts.join(' ');
}

/** Adds two results (either may be absent). */
export function addResults(
  a: BookResults | undefined,
  b: BookResults | undefined,
): BookResults | undefined {
  if (!a || !b) return a ?? b;
  return { win: a.win + b.win, draw: a.draw + b.draw, loss: a.loss + b.loss };
}

/**
 * What a format without never-play marks and results loses, one line per kind (why one place:
 * `.bin`, `.ybb` and `.sbk` all lack both fields).
 */
export function tagLosses(moves: Iterable<BookMove>, format: string): string[] {
  let never = 0;
  let results = 0;
  for (const m of moves) {
    if (m.never) never++;
    if (m.results) results++;
  }
  const out: string[] = [];
  if (never)
    out.push(
      `"never play" marks dropped from ${never} moves (${format} has no such mark; they become playable)`,
    );
  if (results) out.push(`game results dropped from ${results} moves (${format} stores none)`);
  return out;
}
