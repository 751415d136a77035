/**
 * A game in progress: the position, the record (USI + notation + time per move) and the
 * result. Every way a game ends is detected here, with the rules core doing the shogi.
 */
import { Position } from '../../../src-main/shared/rules/position';
import type { PositionView } from '../../../src-main/shared/rules/position-view';
import { parseSfen, moveToUsi, parseUsiMove } from '../../../src-main/shared/rules/sfen';
import { isPawnDropMate, legalMoves } from '../../../src-main/shared/rules/movegen';
import {
  canDeclareWin,
  isMaxMovesDraw,
  sennichite,
  sennichiteWinner,
} from '../../../src-main/shared/rules/gameend';
import {
  MOVE_NONE,
  REP_DRAW,
  REP_LOSE,
  REP_WIN,
  moveTo,
  type Move,
} from '../../../src-main/shared/rules/types';
import type { VariantName } from '../../../src-main/shared/contract';
import { formatJapanese, formatWestern } from '../../../src-main/shared/records/notation';

/** Why a game ended. */
export type EndReason =
  | 'checkmate'
  | 'resign'
  | 'time'
  | 'sennichite'
  | 'perpetual-check'
  | 'uchifuzume'
  | 'illegal-move'
  | 'declaration'
  | 'max-moves';

/** How a game ended: the winner (null = draw) and why. */
export interface GameResult {
  winner: 0 | 1 | null;
  reason: EndReason;
}

/** One move of the record. */
export interface RecordEntry {
  move: Move;
  usi: string;
  ja: string;
  western: string;
  ms: number;
}

/** A game from a start position. */
export class Game {
  /** The game's position, private: only Game moves its pieces (by the rules). */
  readonly #pos: Position;
  readonly entries: RecordEntry[] = [];
  result: GameResult | null = null;
  private legalCache: Move[] | null = null;

  private constructor(
    readonly variant: VariantName,
    readonly startSfen: string,
    readonly maxMoves: number,
    start: Position,
  ) {
    this.#pos = start;
  }

  /** The current position, to draw and copy (read only: play moves through the methods below). */
  get pos(): PositionView {
    return this.#pos;
  }

  /** A new game, or an error message when the SFEN is not a valid position. */
  static create(
    variant: VariantName,
    sfen: string,
    maxMoves = 0,
  ): { ok: true; game: Game } | { ok: false; message: string } {
    const parsed = parseSfen(sfen, variant);
    if (!parsed.ok) return { ok: false, message: parsed.error.message };
    return { ok: true, game: new Game(variant, parsed.position.sfen(), maxMoves, parsed.position) };
  }

  /** Legal moves of the current position (none once the game is over). */
  get legal(): Move[] {
    if (this.result) return [];
    this.legalCache ??= legalMoves(this.#pos);
    return this.legalCache;
  }

  /** The side to move. */
  get turn(): 0 | 1 {
    return this.#pos.sideToMove;
  }

  /** True when the side to move is in check (also at checkmate). */
  get inCheck(): boolean {
    return this.#pos.inCheck();
  }

  /** The square of the side to move's king when it is in check (for its highlight), else null. */
  get checkedKing(): number | null {
    return this.#pos.inCheck() ? this.#pos.kingSquare(this.turn) : null;
  }

  /** Plays a legal move; returns the result if it ended the game. */
  play(m: Move, ms: number): GameResult | null {
    const legal = this.legal;
    const prev = this.entries.at(-1);
    const entry: RecordEntry = {
      move: m,
      usi: moveToUsi(m),
      ja: formatJapanese(m, legal, prev ? moveTo(prev.move) : null),
      western: formatWestern(this.#pos, m, legal),
      ms,
    };
    this.#pos.doMove(m);
    this.entries.push(entry);
    this.legalCache = null;
    this.result = this.detectEnd();
    return this.result;
  }

  /** The legal move a USI text names here, or MOVE_NONE (a malformed or illegal one). */
  moveFromUsi(usi: string): Move {
    return parseUsiMove(this.#pos, usi);
  }

  /**
   * Plays a move given as USI (an engine's). An illegal one loses: as uchifuzume when it is a
   * pawn-drop mate, else as an illegal move.
   */
  playUsi(
    usi: string,
    ms: number,
  ): { ok: true; result: GameResult | null } | { ok: false; result: GameResult } {
    const m = this.moveFromUsi(usi);
    if (m !== MOVE_NONE) return { ok: true, result: this.play(m, ms) };
    const loser = this.turn;
    const isDropMate = /^P\*[1-9][a-i]$/.test(usi) && this.dropMates(usi);
    this.result = {
      winner: (loser ^ 1) as 0 | 1,
      reason: isDropMate ? 'uchifuzume' : 'illegal-move',
    };
    return { ok: false, result: this.result };
  }

  private dropMates(usi: string): boolean {
    const file = Number(usi[2]);
    const rank = usi.charCodeAt(3) - 96;
    const to = (file - 1) * 9 + (rank - 1);
    return this.#pos.pieceOn(to) === 0 && isPawnDropMate(this.#pos, to);
  }

  /** Ends the game by resignation of `side`. */
  resign(side: 0 | 1): GameResult {
    return (this.result = { winner: (side ^ 1) as 0 | 1, reason: 'resign' });
  }

  /** Ends the game by a time loss of `side`. */
  timeLoss(side: 0 | 1): GameResult {
    return (this.result = { winner: (side ^ 1) as 0 | 1, reason: 'time' });
  }

  /** Entering-king declaration by the side to move: a win if the rule is met, else a loss. */
  declare(): GameResult {
    const side = this.turn;
    const ok = canDeclareWin(this.#pos, 27);
    return (this.result = { winner: ok ? side : ((side ^ 1) as 0 | 1), reason: 'declaration' });
  }

  /** True if the side to move may declare now (to enable the button). */
  canDeclare(): boolean {
    return !this.result && canDeclareWin(this.#pos, 27);
  }

  /** Takes back the last move (human-vs-human games); false if there is none. */
  takeback(): boolean {
    const last = this.entries.pop();
    if (!last) return false;
    this.#pos.undoMove(last.move);
    this.result = null;
    this.legalCache = null;
    return true;
  }

  /** The moves so far as USI. */
  usiMoves(): string[] {
    return this.entries.map((e) => e.usi);
  }

  /** `position sfen … moves …` text of the game. */
  usiText(): string {
    const moves = this.usiMoves();
    return `position sfen ${this.startSfen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`;
  }

  private detectEnd(): GameResult | null {
    const mover = (this.turn ^ 1) as 0 | 1;
    if (this.#pos.isMated()) return { winner: mover, reason: 'checkmate' };
    const rep = sennichite(this.#pos);
    if (rep === REP_DRAW)
      return { winner: sennichiteWinner(this.#pos.variant), reason: 'sennichite' };
    if (rep === REP_WIN) return { winner: this.turn, reason: 'perpetual-check' };
    if (rep === REP_LOSE) return { winner: mover, reason: 'perpetual-check' };
    if (this.maxMoves > 0 && isMaxMovesDraw(this.#pos, this.maxMoves))
      return { winner: null, reason: 'max-moves' };
    return null;
  }
}
