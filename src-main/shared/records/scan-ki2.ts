/**
 * A line-by-line check of a KI2 text before tsshogi reads it (why: tsshogi skips lines it does
 * not know and reads a move from the front of its text, so `△６二玉xx` or a line of prose
 * between the moves loaded without a word). Finds a move with text tsshogi would drop, a line
 * among the moves that is neither move, comment, bookmark, 変化 nor ending, a move after the
 * game ended, and lists header lines tsshogi would skip.
 */
import { stringToPieceType } from 'tsshogi';
import { afterEndingReason, readTally, type LineFault, type LineScan } from './line-scan.ts';

const MARK = /^[ \u3000]*[▲△▼▽☗☖]/;
/** One whole KI2 move, blanks removed: mark, square or 同, piece, relative words, 成/不成/打, origin. */
const WHOLE_MOVE =
  /^[▲△▼▽☗☖](?:[１-９1-9一二三四五六七八九]{2}|同)(?:成銀|成桂|成香|[王玉飛龍竜角馬金銀全桂圭香杏歩と])[左直右]?[上寄引行入]?(?:成|不成|生|打)?(?:\([1-9][1-9]\))?$/;
/** Lines tsshogi reads in a KI2 header or among its moves (besides moves and endings). */
const KNOWN =
  /^(?:\*|&|#|手合割[：:]|[先後下上]手の持駒[：:]|\||[先後下上]手番|\+-+\+|[ \u3000]*[９9][ \u3000]+[８8])/;
/** The square (or 同) and the piece of a whole move. */
const PIECE =
  /^[▲△▼▽☗☖](?:[１-９1-9一二三四五六七八九]{2}|同)(成銀|成桂|成香|[王玉飛龍竜角馬金銀全桂圭香杏歩と])/;
const BRANCH = /^[ \u3000]*変化[：:][ \u3000]*(?:([0-9]+)手)?/;
const METADATA = /^[^ ：:]+[：:]/;

/** Mutable state of the scan. */
interface State {
  ply: number;
  inMoves: boolean;
  branched: boolean;
  ended: { line: number; text: string } | null;
}

/** Checks a line of moves: each move must be read whole. */
function movesLine(line: string, n: number, s: State, out: LineScan): LineFault | null {
  const sections = line
    .replace(/[\s\u3000]/g, '')
    .split(/(?=[▲△▼▽☗☖])/)
    .filter((x) => x !== '');
  for (const section of sections) {
    const ply = s.ply + 1;
    if (s.ended)
      return {
        line: n,
        ply,
        moveText: section,
        reason: afterEndingReason(s.ended),
        ended: s.ended,
      };
    if (!WHOLE_MOVE.test(section))
      return { line: n, ply, moveText: section, reason: 'cannot read this move' };
    s.ply = ply;
    if (!s.branched) {
      out.mainPlies = ply;
      const piece = stringToPieceType(PIECE.exec(section)![1]!);
      // 成, 不成 or a relative word can only be a move on the board, never a drop.
      const onBoard = /(?:成|不成|生|[左直右上寄引行入])$|\(/.test(section.replace(PIECE, ''));
      if (piece)
        out.moves.set(ply, { line: n, ply, text: section, piece, pieceAfterMove: false, onBoard });
    }
  }
  return null;
}

/** Checks one non-blank line; a fault, or null (adds to `skipped` what tsshogi would skip). */
function scanLine(line: string, n: number, s: State, out: LineScan): LineFault | null {
  if (MARK.test(line)) {
    s.inMoves = true;
    return movesLine(line, n, s, out);
  }
  const branch = BRANCH.exec(line);
  if (branch) {
    if (!s.inMoves) return null; // tsshogi ignores 変化 before the moves
    if (!branch[1] || Number(branch[1]) < 1 || Number(branch[1]) > s.ply + 1)
      return {
        line: n,
        reason: `"${line.trim()}": the game has no move ${branch[1] ?? '(no number)'} to branch from`,
      };
    s.ply = Number(branch[1]) - 1;
    s.ended = null;
    s.branched = true;
    return null;
  }
  if (/^まで/.test(line)) {
    s.ended = s.ended ?? { line: n, text: line.trim() };
    if (!s.branched) out.tally ??= readTally(n, line.trim());
    return null;
  }
  if (KNOWN.test(line) || METADATA.test(line)) return null;
  if (s.inMoves) return { line: n, reason: `cannot read this line: "${line.trim()}"` };
  out.skipped.push({ line: n, reason: `not a KI2 line, ignored: "${line.trim()}"` });
  return null;
}

/** Scans the lines of a KI2 text (comments may already be blank). */
export function scanKi2(lines: readonly string[]): LineScan {
  const out: LineScan = { fault: null, skipped: [], moves: new Map() };
  const s: State = { ply: 0, inMoves: false, branched: false, ended: null };
  for (let i = 0; i < lines.length && !out.fault; i++) {
    const line = lines[i]!.replace(/[ \t\u3000]+$/, '');
    if (line !== '') out.fault = scanLine(line, i + 1, s, out);
  }
  return out;
}
