/**
 * The study board: the position at the record's cursor as a board the user moves on. A move
 * made here goes into the record through the editor (an existing move is followed, a new one
 * becomes a variation), so it can be undone.
 */
import { Move as TsMove } from 'tsshogi';
import { Game } from '../game/game';
import { choiceFor, destinations, NO_TARGETS, type Pick } from '../game/moves';
import { moveToUsi } from '../../../src-main/engine/core/sfen';
import type { Move } from '../../../src-main/engine/core/types';
import type { BoardModel, PromotionQuestion } from './board-model';
import type { StudyState } from './study.svelte';

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
export class StudyBoard implements BoardModel {
  pick: Pick | null = $state(null);
  promotion: PromotionQuestion | null = $state(null);
  /** The analysis arrow, set by the analysis panel. */
  arrow: string | null = $state(null);
  /** Replaces the record's position while a PV is being replayed (null = the record). */
  preview: Game | null = $state.raw(null);

  /** Rebuilt once per record change (why: the board reads it for every square). */
  private readonly recordGame: Game = $derived.by(() => {
    void this.study.version;
    return gameAt(this.study);
  });

  constructor(private readonly study: StudyState) {}

  get version(): number {
    return this.study.version;
  }
  get game(): Game {
    return this.preview ?? this.recordGame;
  }
  get targets(): ReadonlySet<number> {
    return this.pick && this.canMove ? destinations(this.game.legal, this.pick) : NO_TARGETS;
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

  clickSquare(sq: number): void {
    if (!this.canMove) return;
    if (this.pick && this.targets.has(sq)) return this.moveTo(sq);
    const pc = this.game.pos.pieceOn(sq);
    const own = pc !== 0 && pc >> 4 === this.game.turn;
    const same = this.pick?.kind === 'square' && this.pick.sq === sq;
    this.pick = own && !same ? { kind: 'square', sq } : null;
  }

  clickHand(color: 0 | 1, pt: number): void {
    if (!this.canMove || color !== this.game.turn) return;
    const same = this.pick?.kind === 'hand' && this.pick.pt === pt;
    this.pick = same ? null : { kind: 'hand', pt };
  }

  dragFrom(pick: Pick): void {
    if (!this.canMove) return;
    if (pick.kind === 'square') {
      const pc = this.game.pos.pieceOn(pick.sq);
      if (pc === 0 || pc >> 4 !== this.game.turn) return;
    }
    this.pick = pick;
  }

  dropAt(sq: number): void {
    if (this.pick && this.targets.has(sq)) this.moveTo(sq);
  }

  choosePromotion(promote: boolean): void {
    const p = this.promotion;
    if (!p) return;
    this.promotion = null;
    this.commit(promote ? p.promote : p.stay);
  }

  private moveTo(sq: number): void {
    const c = choiceFor(this.game.legal, this.pick!, sq);
    this.pick = null;
    if (c.kind === 'single') this.commit(c.move);
    else if (c.kind === 'optional') this.promotion = { promote: c.promote, stay: c.stay, to: sq };
  }

  private commit(m: Move): void {
    this.study.edit((e) => e.makeMove(moveToUsi(m)));
  }
}
