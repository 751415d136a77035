/**
 * "Practice your mistakes": a card is a position of a reviewed game where the user (found by
 * player name) lost at least a threshold; the task is to find a better move. Cards are built from
 * the review's comments, so any reviewed record works (one game, or a batch-reviewed folder).
 * Hints name the piece to move, then the square. Pure module.
 */
import { RecordMetadataKey, type ImmutableRecord } from 'tsshogi';
import { PIECE_NAME_JA, squareWestern } from '../records/notation.ts';
import { Position } from '../rules/position.ts';
import { parseSetup, parseUsiMove } from '../rules/sfen.ts';
import { MOVE_NONE, isDrop, moveFrom, moveTo, movedPiece, typeOf } from '../rules/types.ts';
import { mainLineMoves } from './review-comment.ts';
import { readMoveReviews } from './review-read.ts';
import type { MoveLabel } from './win-rate.ts';
import type { Why } from './why-types.ts';

/** One practice position. */
export interface PracticeCard {
  /** Stable id: the position and the move played (the same mistake twice is one card). */
  id: string;
  /** The position before the mistake, the user to move (SFEN). */
  sfen: string;
  /** The user's colour there. */
  color: 'black' | 'white';
  /** The move the user played (USI, and KIF notation). */
  played: string;
  playedJapanese: string;
  /** The engine's best move at review time (USI, and KIF notation), and its line. */
  best: string;
  bestJapanese?: string;
  bestLine: string[];
  /** Why the played move lost, if the review found a checked fact. */
  why?: Why;
  /** Win-rate loss of the played move in percentage points, and its label. */
  loss: number;
  label: MoveLabel | null;
  /** Where it comes from: the file (if known), the move number, the players. */
  source: { file?: string; ply: number; black: string; white: string };
  /**
   * Set on a repertoire card ("what do you play here?", from the user's book; repertoire-cards.ts):
   * the book and its playable moves, any of which is a right answer.
   */
  repertoire?: RepertoireFacts;
}

/** One move of the user's book at a repertoire card, with its statistics. */
export interface RepertoireMove {
  usi: string;
  count: number;
  /** Score from the mover's side, or null. */
  value: number | null;
  /** Wins, draws and losses of the games that played it (mover's side), or null. */
  results: { win: number; draw: number; loss: number } | null;
}

/** What a repertoire card knows of the user's book. */
export interface RepertoireFacts {
  /** The book's file name in the books folder. */
  book: string;
  moves: RepertoireMove[];
}

/** A player name without a trailing rank (`name[3D]`, `name(1500)`) and case. */
function normalName(name: string): string {
  return name
    .replace(/\s*[[(（【][^\])）】]*[\])）】]\s*$/, '')
    .trim()
    .toLowerCase();
}

/** True if a record's player name is the user's (ranks and case ignored). */
export function isPlayer(recordName: string, player: string): boolean {
  const p = normalName(player);
  return p.length > 0 && normalName(recordName) === p;
}

/** The user's colour in a record, or null if neither player is the user. */
export function playerColor(record: ImmutableRecord, player: string): 'black' | 'white' | null {
  const get = (k: RecordMetadataKey) => record.metadata.getStandardMetadata(k) ?? '';
  if (isPlayer(get(RecordMetadataKey.BLACK_NAME), player)) return 'black';
  if (isPlayer(get(RecordMetadataKey.WHITE_NAME), player)) return 'white';
  return null;
}

/**
 * The cards of a reviewed record: the user's moves whose loss is at least `threshold` (win-rate
 * points) and whose review names a best move. Empty when the user did not play in it.
 */
export function cardsFromRecord(
  record: ImmutableRecord,
  player: string,
  threshold: number,
  file?: string,
): PracticeCard[] {
  const color = playerColor(record, player);
  if (!color) return [];
  const meta = (k: RecordMetadataKey) => record.metadata.getStandardMetadata(k) ?? '';
  const black = meta(RecordMetadataKey.BLACK_NAME);
  const white = meta(RecordMetadataKey.WHITE_NAME);
  const sfens = new Map(mainLineMoves(record).map((n) => [n.ply, n.prev!.sfen]));
  return readMoveReviews(record)
    .filter((m) => m.color === color && m.loss >= threshold && m.best && m.best !== m.usi)
    .map((m) => {
      const sfen = sfens.get(m.ply)!;
      return {
        id: `${sfen}|${m.usi}`,
        sfen,
        color,
        played: m.usi,
        playedJapanese: m.japanese,
        best: m.best!,
        ...(m.bestJapanese ? { bestJapanese: m.bestJapanese } : {}),
        bestLine: m.pv ?? [m.best!],
        ...(m.why ? { why: m.why } : {}),
        loss: m.loss,
        label: m.label,
        source: { ...(file ? { file } : {}), ply: m.ply, black, white },
      };
    });
}

/** A hint: first the piece to move (its square, or "drop"), then also the destination. */
export interface PracticeHint {
  level: 1 | 2;
  /** Piece type of the best move's piece (rules core numbering) and its name in both languages. */
  piece: number;
  pieceJapanese: string;
  /** The square it moves from (USI `7g`), or null for a drop. */
  from: string | null;
  /** The destination (USI `7f`), at level 2 only. */
  to?: string;
}

/** The hint of a level for a card's best move; null if the move is not legal in the position. */
export function hintFor(card: PracticeCard, level: 1 | 2): PracticeHint | null {
  const setup = parseSetup(card.sfen, 'shogi', { allowNifu: true });
  if (!setup.ok) return null;
  const pos = new Position(setup.value);
  const m = parseUsiMove(pos, card.best);
  if (m === MOVE_NONE) return null;
  const piece = typeOf(movedPiece(m));
  const hint: PracticeHint = {
    level,
    piece,
    pieceJapanese: PIECE_NAME_JA[piece] ?? '',
    from: isDrop(m) ? null : squareWestern(moveFrom(m)),
  };
  return level === 2 ? { ...hint, to: squareWestern(moveTo(m)) } : hint;
}
