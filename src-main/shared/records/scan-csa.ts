/**
 * A statement-by-statement check of one CSA game before tsshogi reads it: cut or garbled
 * moves (`+596`), board rows that are not nine cells, moves after the game ended, and lines
 * tsshogi would skip without a word (`Z …`, `$:…`).
 */
import { PieceType } from 'tsshogi';
import { afterEndingReason, type LineFault, type LineScan } from './line-scan.ts';

/** Piece types by CSA name (JKF uses the same names). */
export const CSA_PIECE: { [csa: string]: PieceType } = {
  FU: PieceType.PAWN,
  KY: PieceType.LANCE,
  KE: PieceType.KNIGHT,
  GI: PieceType.SILVER,
  KI: PieceType.GOLD,
  KA: PieceType.BISHOP,
  HI: PieceType.ROOK,
  OU: PieceType.KING,
  TO: PieceType.PROM_PAWN,
  NY: PieceType.PROM_LANCE,
  NK: PieceType.PROM_KNIGHT,
  NG: PieceType.PROM_SILVER,
  UM: PieceType.HORSE,
  RY: PieceType.DRAGON,
};
const MOVE = /^[+-][0-9]{4}([A-Z]{2})$/;
const KNOWN =
  /^(?:V[0-9.]+$|N[+-]|\$[A-Z][A-Z0-9_+-]*:|PI(?:[0-9]{2}[A-Z]{2})*$|P[+-](?:[0-9]{2}[A-Z]{2})*$|[+-]$|T[0-9.]*$|#)/;

/** Statements that give the start position: `PI…`, `P1`…`P9`, `P+`/`P-`, the side to move. */
const POSITION = /^(?:P[I1-9+-]|[+-]$)/;

/**
 * True if a `P1`…`P9` row is nine cells (`+FU`, `-KY`, `*`) and spaces only (why: writers pad
 * empty cells with one or two spaces, and a trailing character is a damaged row).
 */
function isBoardRow(st: string): boolean {
  const cells = st.slice(2).match(/[+-][A-Z]{2}|\*/g) ?? [];
  return (
    cells.length === 9 &&
    st
      .slice(2)
      .replace(/[+-][A-Z]{2}|\*/g, '')
      .trim() === ''
  );
}

/** Mutable state of the scan. */
interface State {
  ply: number;
  ended: { line: number; text: string } | null;
  /** The last line of a stated position (`PI`, `P1`…`P9`, `P+`/`P-`), 0 if none yet. */
  positionLine: number;
  /** True once the `+`/`-` line saying who moves first was read. */
  turn: boolean;
}

/**
 * The fault of a first move after a position with no `+`/`-` line (why: tsshogi then reads the
 * move against a position with the wrong side to move and blames a square that is fine).
 */
function missingTurn(st: string, n: number, s: State): LineFault | null {
  if (s.ply > 0 || s.turn || s.positionLine === 0) return null;
  return {
    line: n,
    ply: 1,
    moveText: st,
    reason: `the turn line ("+" or "-", who moves first) is missing: the position ends on line ${s.positionLine} and this move follows it`,
  };
}

/** Checks one statement (a line holds one or more, separated by commas). */
function scanStatement(st: string, n: number, s: State, out: LineScan): LineFault | null {
  if (/^[+-][0-9]/.test(st)) {
    const m = MOVE.exec(st);
    const ply = s.ply + 1;
    if (!m || !CSA_PIECE[m[1]!])
      return {
        line: n,
        ply,
        moveText: st,
        reason: m ? `unknown piece "${m[1]}"` : 'cannot read this move',
      };
    if (s.ended)
      return {
        line: n,
        ply,
        moveText: st,
        reason: afterEndingReason(s.ended),
        ended: s.ended,
      };
    const noTurn = missingTurn(st, n, s);
    if (noTurn) return noTurn;
    s.ply = ply;
    out.moves.set(ply, { line: n, ply, text: st, piece: CSA_PIECE[m[1]!]!, pieceAfterMove: true });
    return null;
  }
  if (st.startsWith('%')) {
    s.ended = s.ended ?? { line: n, text: st };
    return null;
  }
  if (s.ply > 0 && POSITION.test(st)) {
    // After the first move tsshogi ignores position lines; the file's position came before.
    out.skipped.push({ line: n, reason: `a position line after the moves, ignored: "${st}"` });
    return null;
  }
  if (/^[+-]$/.test(st)) s.turn = true;
  else if (POSITION.test(st)) s.positionLine = n;
  if (/^P[1-9]/.test(st))
    return isBoardRow(st) ? null : { line: n, reason: `cannot read this board row: "${st}"` };
  if (KNOWN.test(st)) return null;
  out.skipped.push({ line: n, reason: `not a CSA line, ignored: "${st}"` });
  return null;
}

/** Scans the lines of one CSA game. */
export function scanCsa(lines: readonly string[]): LineScan {
  const out: LineScan = { fault: null, skipped: [], moves: new Map() };
  const s: State = { ply: 0, ended: null, positionLine: 0, turn: false };
  for (let i = 0; i < lines.length && !out.fault; i++) {
    const line = lines[i]!.replace(/\s+$/, '');
    if (line === '' || line.startsWith("'")) continue;
    for (const st of line.split(',').map((x) => x.trim())) {
      if (st.startsWith("'")) break; // a comment runs to the end of the line, commas included
      out.fault = scanStatement(st, i + 1, s, out);
      if (out.fault) break;
    }
  }
  return out;
}
