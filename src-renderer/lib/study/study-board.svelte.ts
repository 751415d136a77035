/**
 * The study board: the position at the record's cursor as a board the user moves on. A move
 * made here goes into the record through the editor (an existing move is followed, a new one
 * becomes a variation), so it can be undone.
 */
import { Move as TsMove } from 'tsshogi';
import { Game } from '../game/game';
import { isHandicapSfen } from '../game/handicaps';
import { MoveInput } from '../game/move-input.svelte';
import { moveToUsi } from '../../../src-main/shared/rules/sfen';
import type { Move } from '../../../src-main/shared/rules/types';
import type { CandidateArrow } from './candidate-arrows';
import { LINE_PREVIEW_MOVES } from './overlay-items';
import type { BoardModel } from './board-model';
import type { StudyState } from './study.svelte';
import {
  NO_DRAWINGS,
  parseDrawings,
  toggleDrawing,
  withDrawings,
  type DrawColor,
  type Drawings,
} from '../../../src-main/shared/records/drawings';

/** The position at a record node, with its move played so that it is highlighted. */
function gameAt(study: StudyState): Game {
  const node = study.editor.current;
  const prev = node.prev;
  if (prev && node.move instanceof TsMove) {
    const g = Game.create('shogi', prev.sfen);
    if (g.ok && g.game.playUsi(node.move.usi, 0).ok) return g.game;
  }
  const g = Game.create('shogi', node.sfen);
  if (!g.ok) throw new Error(`record position rejected: ${g.message}`);
  return g.game;
}

/** A `BoardModel` over the study record. */
export class StudyBoard extends MoveInput implements BoardModel {
  /** The analysis arrow, set by the analysis panel. */
  arrow: string | null = $state(null);
  /** The candidate arrows of the analysis's MultiPV lines, set by the analysis panel. */
  candidates: CandidateArrow[] = $state([]);
  /** Replaces the record's position while a PV is being replayed (null = the record). */
  preview: Game | null = $state.raw(null);
  /** The first moves of the analysis line under the pointer (empty = none), set by the panel. */
  linePreview: string[] = $state([]);
  /** The candidate arrow under the pointer (its line is the preview), null when none. */
  heldCandidate: string | null = $state(null);

  /** Rebuilt once per record change (why: the board reads it for every square). */
  private readonly recordGame: Game = $derived.by(() => {
    return gameAt(this.study);
  });

  constructor(private readonly study: StudyState) {
    super();
  }

  get game(): Game {
    return this.preview ?? this.recordGame;
  }
  get handicap(): boolean {
    return isHandicapSfen(this.study.editor.record.initialPosition.sfen);
  }
  get canMove(): boolean {
    return !this.promotion && !this.preview && this.game.legal.length > 0;
  }
  get lastMove(): Move | null {
    return this.game.entries.at(-1)?.move ?? null;
  }
  get bestUsi(): string | null {
    return this.preview ? null : this.arrow;
  }
  get arrows(): readonly CandidateArrow[] {
    return this.preview ? [] : this.candidates;
  }
  get lineArrows(): readonly string[] {
    return this.preview ? [] : this.linePreview;
  }
  /** The drawings kept in the current move's comment (none over a replayed line). */
  get drawings(): Drawings {
    return this.preview ? NO_DRAWINGS : parseDrawings(this.study.editor.current.comment);
  }

  /** Previews the line of the candidate arrow under the pointer, as hovering its line does. */
  previewCandidate(usi: string | null): void {
    const c = usi === null ? undefined : this.candidates.find((a) => a.usi === usi);
    this.heldCandidate = c && !this.preview ? c.usi : null;
    this.linePreview = this.heldCandidate ? c!.pv.slice(0, LINE_PREVIEW_MOVES) : [];
  }

  /** Plays a candidate's move: the record's move when it has it, else a new variation. */
  playCandidate(usi: string): void {
    this.previewCandidate(null);
    if (this.preview || !this.candidates.some((a) => a.usi === usi)) return;
    this.study.edit((e) => e.makeMove(usi));
  }

  /** Why through the comment: the record keeps the drawings, so saving and undo cover them. */
  draw(from: string, to: string, color: DrawColor): void {
    if (this.preview) return;
    this.study.edit((e) => {
      const now = e.current.comment;
      return e.setComment(withDrawings(now, toggleDrawing(parseDrawings(now), from, to, color)));
    });
  }

  protected commit(m: Move): void {
    this.study.edit((e) => e.makeMove(moveToUsi(m)));
  }
}
