/**
 * The position editor dialog's state over the pure `PositionEditor` model: the piece chosen in
 * the palette, its own undo/redo, presets, SFEN/BOD copy and paste, and the refusal reasons.
 */
import { Color, PieceType, Square } from 'tsshogi';
import { POSITION_PRESETS, PositionEditor } from '../../../src-main/shared/study/index';

/** What a click on a square puts there: a piece of a colour, or nothing. */
export type PaletteChoice = { color: Color; type: PieceType } | null;

/** Position editor state. */
export class PositionEditState {
  /** Bumped on every edit (why private: readers go through the getters, which read it). */
  #version = $state(0);
  readonly model: PositionEditor;
  choice: PaletteChoice = $state({ color: Color.BLACK, type: PieceType.PAWN });
  problems: string[] = $state([]);
  message: string | null = $state(null);
  /** The board seen from White's side (the view only: the position is not changed). */
  flipped = $state(false);

  constructor(sfen: string) {
    this.model = new PositionEditor(sfen);
  }

  /**
   * The edited position, read through the private counter (why: the model mutates one Position object, so
   * a $derived of it alone would never change).
   */
  get position() {
    void this.#version;
    return this.model.position;
  }

  /** Whether Undo and Redo have an edit to take back or redo (read through the private counter, as above). */
  get canUndo(): boolean {
    void this.#version;
    return this.model.canUndo;
  }
  get canRedo(): boolean {
    void this.#version;
    return this.model.canRedo;
  }

  /** Runs an edit and refreshes the view. */
  run(fn: (m: PositionEditor) => { ok: true } | { ok: false; error: { message: string } }): void {
    const r = fn(this.model);
    this.message = r.ok ? null : r.error.message;
    this.problems = [];
    this.#version++;
  }

  /** A click on a square: puts the palette piece (or empties it; the same piece again empties it). */
  clickSquare(file: number, rank: number): void {
    const now = this.model.position.board.at(new Square(file, rank));
    const same =
      now && this.choice && now.color === this.choice.color && now.type === this.choice.type;
    this.run((m) => m.setPiece(file, rank, same ? null : this.choice));
  }

  /**
   * The preset the position is (board, hands and side to move), or null for any other
   * (why: the Preset box said "Even" while a mate problem was loaded).
   */
  get presetId(): string | null {
    void this.#version;
    const key = this.model.sfen.split(' ').slice(0, 3).join(' ');
    return (
      POSITION_PRESETS.find((p) => p.sfen.split(' ').slice(0, 3).join(' ') === key)?.id ?? null
    );
  }

  /** The SFEN if the position is possible, else null with the reasons shown in `lang`. */
  accept(lang: 'en' | 'ja' = 'en'): string | null {
    const v = this.model.validate(lang);
    if (v.ok) return this.model.sfen;
    this.problems = v.problems.map((p) => p.message);
    return null;
  }
}
