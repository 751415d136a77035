/**
 * Move notation for the study views: Japanese (`▲７六歩`, via tsshogi's `formatMove`) and western
 * (Hodges style: `P-7f`, `Bx2b+`, `P*5e`, `G6i-5h`, `S-4d=`). Pure module.
 *
 * Western rules, as in the English shogi literature: piece letter (`+` prefix for promoted
 * pieces), the origin square only when another piece of the same kind could reach the same square,
 * `-` move / `x` capture / `*` drop, the destination (file digit, rank letter), then `+` for a
 * promotion or `=` for a declined promotion.
 */
import {
  Move,
  Position,
  PieceType,
  Square,
  formatMove,
  parseUSIMove,
  type ImmutablePosition,
} from 'tsshogi';

const LETTER: { [t in PieceType]: string } = {
  pawn: 'P',
  lance: 'L',
  knight: 'N',
  silver: 'S',
  gold: 'G',
  bishop: 'B',
  rook: 'R',
  king: 'K',
  promPawn: '+P',
  promLance: '+L',
  promKnight: '+N',
  promSilver: '+S',
  horse: '+B',
  dragon: '+R',
};

/** A square as `7f` (file digit, rank letter a..i). */
function squareText(file: number, rank: number): string {
  return `${file}${String.fromCharCode(96 + rank)}`;
}

/** Japanese notation with ▲/△ marks (tsshogi writes ☗/☖). `lastMove` enables `同`. */
export function japaneseMove(position: ImmutablePosition, move: Move, lastMove?: Move): string {
  return formatMove(position, move, { lastMove }).replace('☗', '▲').replace('☖', '△');
}

/** True if the same move with promotion would also be legal (why: `=` marks a declined promotion). */
function couldPromote(position: ImmutablePosition, move: Move): boolean {
  if (move.promote || !(move.from instanceof Square)) return false;
  const promoted = position.createMove(move.from, move.to);
  return promoted !== null && position.isValidMove(promoted.withPromote());
}

/** Western (Hodges) notation of a legal move in `position`. */
export function westernMove(position: ImmutablePosition, move: Move): string {
  const dest = squareText(move.to.file, move.to.rank);
  if (!(move.from instanceof Square)) return `${LETTER[move.pieceType]}*${dest}`;
  const piece = position.board.at(move.from)!;
  const rivals = position.listAttackersByPiece(move.to, piece).filter((sq) => {
    if (sq.equals(move.from as Square)) return false;
    const other = position.createMove(sq, move.to); // a pinned rival could not go there: no ambiguity
    return (
      other !== null && (position.isValidMove(other) || position.isValidMove(other.withPromote()))
    );
  });
  const origin = rivals.length > 0 ? squareText(move.from.file, move.from.rank) : '';
  const sep = position.board.at(move.to) ? 'x' : '-';
  const suffix = move.promote ? '+' : couldPromote(position, move) ? '=' : '';
  return `${LETTER[move.pieceType]}${origin}${sep}${dest}${suffix}`;
}

/** A line of USI moves in both notations; stops at the first move that is not legal. */
export interface NotatedLine {
  usi: string[];
  japanese: string[];
  western: string[];
  /** The SFEN after each move (to replay a PV on the board). */
  sfens: string[];
}

/**
 * Converts USI moves played from `sfen` (e.g. an engine PV) to Japanese and western notation.
 * `previousUsi`, the move that led to `sfen`, lets a recapture read `同`.
 */
export function notateUsiLine(
  sfen: string,
  usiMoves: readonly string[],
  previousUsi?: string,
): NotatedLine {
  const out: NotatedLine = { usi: [], japanese: [], western: [], sfens: [] };
  const pos = Position.newBySFEN(sfen);
  if (!pos) return out;
  const prev = previousUsi ? parseUSIMove(previousUsi) : null;
  let last: Move | undefined = prev
    ? new Move(prev.from, prev.to, prev.promote, pos.color, PieceType.PAWN, null)
    : undefined;
  for (const usi of usiMoves) {
    const move = pos.createMoveByUSI(usi);
    if (!move || !pos.isValidMove(move)) break;
    out.usi.push(usi);
    out.japanese.push(japaneseMove(pos, move, last));
    out.western.push(westernMove(pos, move));
    pos.doMove(move);
    out.sfens.push(pos.getSFEN(1));
    last = move;
  }
  return out;
}
