/**
 * The position editor's model: place and remove pieces, set both hands and the side to move,
 * presets, SFEN/BOD copy and paste, validation, and its own undo/redo (each state is an SFEN, so
 * an undo step costs a short string). Pure module: the renderer runs it.
 */
import {
  Color,
  Piece,
  PieceType,
  Position,
  Record,
  Square,
  countNotExistingPieces,
  importKIF,
  type ImmutablePosition,
} from 'tsshogi';
import { importRecordText, positionToBod } from '../records/index.ts';
import { presetById } from './position-presets.ts';
import {
  validatePosition,
  type PositionProblem,
  type ProblemLang,
  type PositionValidation,
} from './position-validation.ts';
import { UNDO_LIMIT } from './study-params.ts';

/** Why a position edit was refused. */
export type PositionEditErrorCode =
  | 'BAD_SQUARE'
  | 'BAD_COUNT'
  | 'UNKNOWN_PRESET'
  | 'NOT_A_POSITION'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO'
  | 'NOT_IN_HAND';

/** Result of an edit. */
export type PositionEditResult =
  { ok: true } | { ok: false; error: { code: PositionEditErrorCode; message: string } };

const OK: PositionEditResult = { ok: true };
const fail = (code: PositionEditErrorCode, message: string): PositionEditResult => ({
  ok: false,
  error: { code, message },
});

/** Piece types a hand can hold. */
const HAND_TYPES = [
  PieceType.PAWN,
  PieceType.LANCE,
  PieceType.KNIGHT,
  PieceType.SILVER,
  PieceType.GOLD,
  PieceType.BISHOP,
  PieceType.ROOK,
];

/** Editable position with undo/redo. */
export class PositionEditor {
  private pos: Position;
  private readonly undoStack: string[] = [];
  private readonly redoStack: string[] = [];

  /** @param sfen the position to start from (default: the even game). */
  constructor(sfen?: string) {
    this.pos =
      (sfen && Position.newBySFEN(sfen)) || Position.newBySFEN(presetById('HIRATE')!.sfen)!;
  }

  get position(): ImmutablePosition {
    return this.pos;
  }
  /** SFEN with move number 1. */
  get sfen(): string {
    return this.pos.getSFEN(1);
  }
  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Pieces of each type neither on the board nor in a hand (the piece box). */
  pieceBox(): { [t in PieceType]: number } {
    return countNotExistingPieces(this.pos);
  }

  /** Puts `piece` on a square (replacing what was there), or empties it with null. */
  setPiece(
    file: number,
    rank: number,
    piece: { color: Color; type: PieceType } | null,
  ): PositionEditResult {
    const square = new Square(file, rank);
    if (!square.valid) return fail('BAD_SQUARE', `no square ${file}${rank}`);
    const now = this.pos.board.at(square);
    if (
      (now === null && piece === null) ||
      (now && piece && now.color === piece.color && now.type === piece.type)
    )
      return OK;
    return this.edit(() =>
      piece
        ? this.pos.board.set(square, new Piece(piece.color, piece.type))
        : this.pos.board.remove(square),
    );
  }

  /** Moves a board piece into the hand of `color` (unpromoted), as editors do on a right-click drag. */
  pieceToHand(file: number, rank: number, color: Color): PositionEditResult {
    const square = new Square(file, rank);
    const piece = square.valid ? this.pos.board.at(square) : null;
    if (!piece || piece.type === PieceType.KING)
      return fail('BAD_SQUARE', `no piece that can go to a hand on ${file}${rank}`);
    return this.edit(() => {
      this.pos.board.remove(square);
      this.pos.hand(color).add(piece.unpromoted().type, 1);
    });
  }

  /** Sets how many pieces of a type a hand holds. */
  setHandCount(color: Color, type: PieceType, count: number): PositionEditResult {
    if (!HAND_TYPES.includes(type)) return fail('NOT_IN_HAND', `a hand cannot hold ${type}`);
    if (!Number.isInteger(count) || count < 0 || count > 18)
      return fail('BAD_COUNT', `bad count ${count}`);
    if (this.pos.hand(color).count(type) === count) return OK;
    return this.edit(() => this.pos.hand(color).set(type, count));
  }

  /** Sets the side to move. */
  setSideToMove(color: Color): PositionEditResult {
    if (this.pos.color === color) return OK;
    return this.edit(() => this.pos.setColor(color));
  }

  /** Replaces the position by a preset (see `POSITION_PRESETS`). */
  loadPreset(id: string): PositionEditResult {
    const preset = presetById(id);
    if (!preset) return fail('UNKNOWN_PRESET', `no preset ${id}`);
    return this.edit(() => this.pos.resetBySFEN(preset.sfen));
  }

  /**
   * Pastes a position: SFEN (with or without `sfen`/`position`), BOD, or any record text (its
   * start position). The position is taken even if invalid, so the user can fix it.
   */
  paste(text: string): PositionEditResult {
    const trimmed = text
      .trim()
      .replace(/^position\s+/, '')
      .replace(/^sfen\s+/, '');
    const sfen = Position.isValidSFEN(trimmed.split(/\s+/).slice(0, 4).join(' '))
      ? trimmed.split(/\s+/).slice(0, 4).join(' ')
      : this.sfenOfRecordText(text);
    if (!sfen) return fail('NOT_A_POSITION', 'the text is neither an SFEN nor a board diagram');
    return this.edit(() => this.pos.resetBySFEN(sfen));
  }

  /** The SFEN to copy. */
  copySfen(): string {
    return this.sfen;
  }
  /** The BOD (KIF board diagram) to copy. */
  copyBod(): string {
    return positionToBod(this.pos);
  }

  /** Every reason the position is impossible (nifu, dead piece, …), or ok. */
  validate(lang: ProblemLang = 'en'): PositionValidation {
    return validatePosition(this.pos, lang);
  }

  /** A new record starting from this position (to play or analyse from it), or the reasons it is impossible. */
  toRecord(): { ok: true; record: Record } | { ok: false; problems: PositionProblem[] } {
    const v = this.validate();
    return v.ok ? { ok: true, record: new Record(this.pos) } : v;
  }

  undo(): PositionEditResult {
    const sfen = this.undoStack.pop();
    if (sfen === undefined) return fail('NOTHING_TO_UNDO', 'nothing to undo');
    this.redoStack.push(this.sfen);
    this.pos.resetBySFEN(sfen);
    return OK;
  }

  redo(): PositionEditResult {
    const sfen = this.redoStack.pop();
    if (sfen === undefined) return fail('NOTHING_TO_REDO', 'nothing to redo');
    this.undoStack.push(this.sfen);
    this.pos.resetBySFEN(sfen);
    return OK;
  }

  /** Runs a change as one undo step. */
  private edit(change: () => unknown): PositionEditResult {
    const before = this.sfen;
    change();
    if (this.sfen === before) return OK;
    this.undoStack.push(before);
    if (this.undoStack.length > UNDO_LIMIT) this.undoStack.shift();
    this.redoStack.length = 0;
    return OK;
  }

  /** The start position of a pasted record or board diagram, or null. */
  private sfenOfRecordText(text: string): string | null {
    const r = importRecordText(text);
    const rec = r.ok ? r.records[0] : r.error.partial;
    if (rec) return rec.initialPosition.getSFEN(1);
    // An impossible diagram is refused by the records module; the editor still takes it so the user can fix it.
    const raw = !r.ok && r.error.code === 'ILLEGAL_POSITION' ? importKIF(text) : null;
    return raw && !(raw instanceof Error) ? raw.initialPosition.getSFEN(1) : null;
  }
}
