/**
 * Linear-time comments for tsshogi's KIF/KI2 reader. tsshogi appends a comment line by line
 * and checks the end of the whole comment each time, which flattens the growing string: the
 * cost is quadratic in the comment's length (1 MB of comment took seconds, 50 MB never ended).
 * Here each run of `*` lines is replaced, before tsshogi reads the text, by one placeholder
 * line (the others become blank lines, which tsshogi skips, so line numbers stay the same) and
 * the comment text is put back into the parsed nodes afterwards.
 */
import type { Record } from 'tsshogi';

/** Marks a placeholder (a control character no record text holds). */
const MARK = '\u0001';
const PLACEHOLDER = /\u0001([0-9]+)/g;

/** The lines tsshogi should read, and how to put the comments back into what it read. */
export interface LiftedComments {
  lines: string[];
  /** Replaces the placeholders in every node's comment of `record` by the comment text. */
  restore: (record: Record) => void;
}

/** Lifts the comment runs out of `lines` (LF-split KIF or KI2 text); the input is not changed. */
export function liftComments(lines: readonly string[]): LiftedComments {
  // A text that already holds the mark is read unchanged (why: a placeholder must be unambiguous).
  if (lines.some((l) => l.includes(MARK))) return { lines: lines.slice(), restore: () => {} };
  const out = lines.slice();
  const blocks: string[] = [];
  for (let i = 0; i < out.length;) {
    if (!out[i]!.startsWith('*')) {
      i++;
      continue;
    }
    const texts: string[] = [];
    const first = i;
    for (; i < out.length && out[i]!.startsWith('*'); i++) {
      texts.push(out[i]!.slice(1));
      out[i] = '';
    }
    out[first] = `*${MARK}${blocks.length}`;
    blocks.push(texts.join('\n'));
  }
  if (blocks.length === 0) return { lines: out, restore: () => {} };
  return {
    lines: out,
    restore: (record) =>
      record.forEach((node) => {
        if (node.comment.includes(MARK))
          node.comment = node.comment.replace(PLACEHOLDER, (_, k: string) => blocks[Number(k)]!);
      }),
  };
}
