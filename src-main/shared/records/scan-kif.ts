/**
 * A line-by-line check of a KIF text before tsshogi reads it: move lines whose move cannot be
 * read (a 0 file, a CSA line), board rows that are not nine cells, a 変化 to a move that does
 * not exist, moves after the game ended, an unknown 手合割, and lines tsshogi would skip.
 */
import { stringToPieceType } from 'tsshogi';
import { presetByKifName } from './handicap.ts';
import { afterEndingReason, readTally, type LineFault, type LineScan } from './line-scan.ts';

const MOVE =
  /^[▲△▼▽]?(?:[１-９1-9][一二三四五六七八九1-9]|同[ \u3000]*)(成銀|成桂|成香|[王玉飛龍竜角馬金銀全桂圭香杏歩と])(?:成|不成|生)?(?:打|\([1-9][1-9]\))/;
/**
 * What may follow a move: blanks, a time (`( 0:01/00:00:01)`, or Shogidokoro's
 * `(00:01 / 00:00:01)`), and `+` (a variation follows). Anything else tsshogi drops.
 */
const AFTER_MOVE = /^[ \u3000]*(?:\([ ]*[0-9]+:[0-9]+[ ]*\/[0-9: ]*\))?[ \u3000]*\+?[ \u3000]*$/;
/**
 * A square digit (even 0) or 同 starts a move, however damaged (after a ▲/△ mark, which tsshogi
 * allows in KIF too); a count such as 61手詰 is an ending.
 */
const LOOKS_LIKE_MOVE = /^[▲△▼▽]?(?![0-9０-９]+手)(?:[０-９0-9]|同)/;
const BOARD_ROW =
  /^\|(?:[ v^][・王玉飛龍竜角馬金銀全桂圭香杏歩と]){9}\|[一二三四五六七八九]?[ \u3000]*$/;
const SILENT = /^(?:\*|&|#|手数[-=＝]|\+-+\+|[ \u3000]*[９9][ \u3000]+[８8]|[先後上下]手番|まで)/;
const BRANCH = /^[ \u3000]*変化[：:][ \u3000]*(?:([0-9]+)手)?/;
const METADATA = /^[^ ：:]+[：:]/;

/** Mutable state of the scan. */
interface State {
  inMoves: boolean;
  branched: boolean;
  maxPly: number;
  /** Line and text of the ending that closed the current line of play, if any. */
  ended: { line: number; text: string } | null;
  /** The number the next numbered line must have (after 変化：N手, N). */
  next: number;
  /** The 変化 the next move starts, if any. */
  branchAt?: number;
}

const FULL_DIGITS = '１２３４５６７８９';
const RANK_KANJI = '一二三四五六七八九';

/** A square written `７六` or `76` (file, rank) in USI (`7f`). */
function usiSquare(file: string, rank: string): string {
  const f = FULL_DIGITS.indexOf(file) + 1 || Number(file);
  const r = RANK_KANJI.indexOf(rank) + 1 || Number(rank);
  return `${f}${'abcdefghi'[r - 1]}`;
}

/**
 * Why a numbered line breaks the count: a move skipped, written twice or numbered back without
 * a 変化 line (why: tsshogi places a move by its number, so a gap silently shifts every later
 * move to the other side and a 投了 after it names the wrong loser).
 */
function numberingFault(n: number, found: number, expected: number, text: string): LineFault {
  const what =
    found > expected
      ? found === expected + 1
        ? `move ${expected} is missing`
        : `moves ${expected} to ${found - 1} are missing`
      : found === expected - 1
        ? `move ${found} is written twice`
        : `move ${found} comes again without a 変化 line`;
  return {
    line: n,
    ply: expected,
    moveText: text,
    reason: `the move numbers break here: move ${expected} should come next, but this line is numbered ${found}, so ${what}`,
  };
}

/** Checks a move line; a fault or null. Records main-line moves in `moves`. */
function moveLine(n: number, ply: number, rest: string, s: State, out: LineScan): LineFault | null {
  const m = MOVE.exec(rest);
  const text = rest.split(/[ \u3000]*\(\s*[0-9]+:[0-9]/)[0]!.trim();
  if (!m) {
    if (LOOKS_LIKE_MOVE.test(rest))
      return { line: n, ply, moveText: text, reason: 'cannot read this move' };
    s.ended = { line: n, text }; // an ending such as 投了 (tsshogi keeps unknown words as an ending)
    s.maxPly = Math.max(s.maxPly, ply);
    return null;
  }
  if (s.ended)
    return {
      line: n,
      ply,
      moveText: text,
      reason: afterEndingReason(s.ended),
      ended: s.ended,
    };
  s.maxPly = Math.max(s.maxPly, ply);
  if (!s.branched) out.mainPlies = ply;
  const after = rest.slice(m[0].length);
  if (!AFTER_MOVE.test(after))
    out.skipped.push({ line: n, reason: `text after move ${ply} ignored: "${after.trim()}"` });
  const piece = stringToPieceType(m[1]!);
  if (!piece) return null;
  const w = { line: n, ply, text, piece, pieceAfterMove: false };
  if (!s.branched) out.moves.set(ply, w);
  const origin = /\(([1-9])([1-9])\)/.exec(m[0]);
  const dest = /^[▲△▼▽]?([１-９1-9])([一二三四五六七八九1-9])/.exec(rest);
  out.written!.push({
    ...w,
    from: origin ? usiSquare(origin[1]!, origin[2]!) : undefined,
    to: dest ? usiSquare(dest[1]!, dest[2]!) : undefined,
    branchAt: s.branchAt,
  });
  s.branchAt = undefined;
  return null;
}

/** Checks one non-blank line; a fault, or null (adds to `skipped` what tsshogi would skip). */
function scanLine(
  line: string,
  n: number,
  s: State,
  out: LineScan,
  hasBoard: boolean,
): LineFault | null {
  const move = /^[ \t]*([0-9]+)[ \t\u3000]+(.*)$/.exec(line);
  if (move) {
    s.inMoves = true;
    const number = Number(move[1]);
    if (number !== s.next && !s.ended)
      return numberingFault(n, number, s.next, move[2]!.split(/[ \u3000]+\(/)[0]!.trim());
    s.next = number + 1;
    return moveLine(n, number, move[2]!, s, out);
  }
  const branch = BRANCH.exec(line);
  if (branch) {
    if (!s.inMoves) return null; // tsshogi ignores 変化 in the header (a ShogiHome bug wrote such lines)
    const at = Number(branch[1]);
    if (!branch[1] || at < 1 || at > s.maxPly)
      return {
        line: n,
        reason: `"${line.trim()}": the game has no move ${branch[1] ?? '(no number)'} to branch from`,
      };
    s.branched = true;
    s.ended = null;
    s.next = at;
    s.branchAt = at;
    return null;
  }
  const count = /^手数[=＝]([0-9]+)/.exec(line);
  if (count && !s.inMoves) s.next = Number(count[1]) + 1; // a diagram after N moves: N+1 comes next
  if (/^まで/.test(line)) {
    s.ended = s.ended ?? { line: n, text: line.trim() };
    if (!s.branched) out.tally ??= readTally(n, line.trim());
  }
  if (SILENT.test(line)) return null;
  if (line.startsWith('|'))
    return BOARD_ROW.test(line)
      ? null
      : { line: n, reason: `cannot read this board row: "${line}"` };
  const handicap = /^手合割[：:](.*)$/.exec(line);
  if (handicap && !presetByKifName(handicap[1]!)) {
    const name = handicap[1]!.trim();
    if (!hasBoard)
      return {
        line: n,
        reason: `unknown handicap "${name}" (no board diagram gives the position)`,
      };
    // The board decides the position; the name is not kept, so say so.
    out.skipped.push({
      line: n,
      reason: `unknown handicap "${name}" ignored: the board diagram gives the position`,
    });
    return null;
  }
  if (METADATA.test(line)) return null;
  if (s.inMoves) return { line: n, reason: `cannot read this line: "${line.trim()}"` };
  out.skipped.push({ line: n, reason: `not a KIF line, ignored: "${line.trim()}"` });
  return null;
}

/** Scans the lines of a KIF text (comments may already be blank). */
export function scanKif(lines: readonly string[]): LineScan {
  const out: LineScan = { fault: null, skipped: [], moves: new Map(), written: [] };
  const s: State = { inMoves: false, branched: false, maxPly: 0, ended: null, next: 1 };
  const hasBoard = lines.some((l) => l.startsWith('|'));
  for (let i = 0; i < lines.length && !out.fault; i++) {
    const line = lines[i]!.replace(/[ \t]+$/, '');
    if (line !== '') out.fault = scanLine(line, i + 1, s, out, hasBoard);
  }
  return out;
}
