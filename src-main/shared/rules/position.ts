/**
 * `Position`: the board (mailbox + per-colour occupancy words), hands, side to move and a
 * per-ply state stack (move, captured piece, keys, hands, checkers, pins) for do/undo and
 * repetition detection. Pure TS; hot paths allocate nothing.
 */
import type { PositionView } from './position-view.ts';
import * as types from './types.ts';
import type { Color, Hand, Move, Piece, RepetitionState, Square, Variant } from './types.ts';
import { Bitboard } from './bitboard.ts';
import * as attacks from './attacks.ts';
import type { Geometry } from './attacks.ts';
import * as zobrist from './zobrist.ts';
import { MINISHOGI_STARTPOS_SFEN, STARTPOS_SFEN, formatSetup, parseSetup } from './sfen-text.ts';
import type { PositionSetup } from './sfen-text.ts';
import { generateLegal } from './movegen.ts';
import * as legality from './legality.ts';
import { canDeclareWin } from './gameend.ts';
import { repetitionOf } from './repetition.ts';
import { MAX_PINS } from './uchifuzume.ts';
import { attackedBy } from './attackers.ts';
import * as kingLines from './king-lines.ts';

// Module-local copies: under tsx, imported bindings are getter calls, too slow per move.
const {
  BLACK,
  HAND_MASK,
  HAND_SHIFT,
  KING,
  MOVE_NULL,
  MOVE_PROMOTE,
  NO_PIECE,
  NO_SQUARE,
  PAWN,
  SQUARE_NB,
  WHITE,
  rawType,
} = types;
const { geometryOf } = attacks;
const { HAND_KEY_HI, HAND_KEY_LO, PIECE_KEY_HI, PIECE_KEY_LO, SIDE_KEY } = zobrist;
const { isLegalMove, isPseudoLegalMove, moveGivesCheck } = legality;
const { checkersAfterMove, scanCheckers, scanPins } = kingLines;

/** Hand increments by piece type (1 << HAND_SHIFT). */
const HAND_ONE = Int32Array.from(HAND_SHIFT, (s, i) => (i === 0 ? 0 : 1 << s));
const INITIAL_CAPACITY = 256;
/** stPinN's value until `pinCount` has computed the pins of that ply (more than MAX_PINS). */
const PINS_UNKNOWN = 255;

/** A shogi or minishogi position with its move history since it was set up. */
export class Position implements PositionView {
  readonly variant: Variant;
  /** @internal Board-size dependent tables. */
  readonly geo: Geometry;
  /** @internal Piece by square. */
  readonly board = new Uint8Array(SQUARE_NB);
  /** @internal Packed hands by colour. */
  readonly hands = new Int32Array(2);
  /** @internal King squares by colour (NO_SQUARE when absent). */
  readonly kingSq = new Int32Array(2);
  /** @internal Occupancy: `occ[c*3 + w]`, 27-bit words as in bitboard.ts. */
  readonly occ = new Int32Array(6);
  /** @internal Side to move. */
  side: Color = BLACK;
  /** @internal Index of the current state in the stack (= plies played since setup). */
  ply = 0;
  /** @internal SFEN move number of the setup position. */
  startMoveNumber = 1;

  // The state stack, indexed by ply. Entry 0 is the setup position.
  /** @internal */ stMove = new Int32Array(INITIAL_CAPACITY);
  /** @internal */ stCaptured = new Uint8Array(INITIAL_CAPACITY);
  /** @internal Board + side key words. */ stKeyLo = new Int32Array(INITIAL_CAPACITY);
  /** @internal */ stKeyHi = new Int32Array(INITIAL_CAPACITY);
  /** @internal Hand key words (additive). */ stHandLo = new Int32Array(INITIAL_CAPACITY);
  /** @internal */ stHandHi = new Int32Array(INITIAL_CAPACITY);
  /** @internal Pawn-structure key (unpromoted pawns only). */ stPawnKey = new Int32Array(
    INITIAL_CAPACITY,
  );
  /** @internal Hands of black and white. */ stHand0 = new Int32Array(INITIAL_CAPACITY);
  /** @internal */ stHand1 = new Int32Array(INITIAL_CAPACITY);
  /** @internal Number of checkers (0..2) of the side to move. */ stCheckN = new Uint8Array(
    INITIAL_CAPACITY,
  );
  /** @internal Checker squares, 2 per ply. */ stChecker = new Int8Array(INITIAL_CAPACITY * 2);
  /** @internal Pinned pieces of the side to move, or PINS_UNKNOWN. */ stPinN = new Uint8Array(
    INITIAL_CAPACITY,
  );
  /** @internal Pinned squares, MAX_PINS per ply. */ stPinSq = new Int8Array(
    INITIAL_CAPACITY * MAX_PINS,
  );
  /** @internal Direction from the king to each pinned piece. */ stPinDir = new Int8Array(
    INITIAL_CAPACITY * MAX_PINS,
  );

  /** The set-up had the side not to move in check: every move rescans for checkers. */
  private readonly fullScan: boolean;

  /** Builds a position from a parsed setup (use `parseSfen` or `startpos`). */
  constructor(setup: PositionSetup) {
    this.variant = setup.variant;
    this.geo = geometryOf(setup.variant);
    this.side = setup.sideToMove;
    this.startMoveNumber = setup.moveNumber;
    this.hands[0] = setup.hands[0];
    this.hands[1] = setup.hands[1];
    this.kingSq[0] = NO_SQUARE;
    this.kingSq[1] = NO_SQUARE;
    let lo = this.side === WHITE ? SIDE_KEY : 0;
    let hi = 0;
    let pawns = 0;
    for (let sq = 0; sq < SQUARE_NB; sq++) {
      const pc = setup.board[sq]!;
      if (pc === NO_PIECE) continue;
      if ((pc & 15) === PAWN) pawns ^= PIECE_KEY_LO[pc * SQUARE_NB + sq]!;
      this.board[sq] = pc;
      this.occ[(pc >> 4) * 3 + ((sq / 27) | 0)]! |= 1 << (sq % 27);
      if ((pc & 15) === KING) this.kingSq[pc >> 4] = sq;
      lo ^= PIECE_KEY_LO[pc * SQUARE_NB + sq]!;
      hi ^= PIECE_KEY_HI[pc * SQUARE_NB + sq]!;
    }
    this.stKeyLo[0] = lo;
    this.stKeyHi[0] = hi;
    this.stPawnKey[0] = pawns;
    this.stHand0[0] = this.hands[0];
    this.stHand1[0] = this.hands[1];
    this.stHandLo[0] = this.handKeyOf(0, true) + this.handKeyOf(1, true);
    this.stHandHi[0] = this.handKeyOf(0, false) + this.handKeyOf(1, false);
    // Why: the checkers after a move assume the side that moved was not in check before it; a
    // set-up with the side not to move in check breaks that, so such a position scans fully.
    const them = this.side ^ 1;
    this.fullScan = this.kingSq[them]! >= 0 && attackedBy(this, this.side, this.kingSq[them]!);
    this.stCheckN[0] = scanCheckers(this);
    this.stPinN[0] = PINS_UNKNOWN;
  }

  /** The additive hand key of colour c from scratch. */
  private handKeyOf(c: Color, low: boolean): number {
    let k = 0;
    for (let pt = 1; pt <= 7; pt++) {
      const n = (this.hands[c]! >>> HAND_SHIFT[pt]!) & HAND_MASK[pt]!;
      k = (k + Math.imul(n, (low ? HAND_KEY_LO : HAND_KEY_HI)[c * 8 + pt]!)) | 0;
    }
    return k;
  }

  /** The start position of a variant. */
  static startpos(variant: Variant = 'shogi'): Position {
    const r = parseSetup(
      variant === 'minishogi' ? MINISHOGI_STARTPOS_SFEN : STARTPOS_SFEN,
      variant,
    );
    if (!r.ok) throw new Error('bug: start position does not parse');
    return new Position(r.value);
  }

  /** An independent copy, history included. */
  clone(): Position {
    const p = new Position(this.setup());
    p.startMoveNumber = this.startMoveNumber;
    p.ply = this.ply;
    const from = stacks(this);
    const to = stacks(p);
    for (const f of STATE_STACKS) to[f] = from[f].slice();
    return p;
  }

  /** The current position as plain data. */
  setup(): PositionSetup {
    return {
      variant: this.variant,
      board: Uint8Array.from(this.board),
      hands: [this.hands[0]!, this.hands[1]!],
      sideToMove: this.side,
      moveNumber: this.startMoveNumber + this.ply,
    };
  }

  /** SFEN with move number. */
  sfen(): string {
    return formatSetup(this.setup());
  }

  /** Colour to move. */
  get sideToMove(): Color {
    return this.side;
  }

  /** Plies since the game start: SFEN move number − 1 + plies played since setup. */
  get gamePly(): number {
    return this.startMoveNumber - 1 + this.ply;
  }

  /** Plies played since this position was set up (the length of the history). */
  get historyLength(): number {
    return this.ply;
  }

  /** Piece on a square (NO_PIECE when empty). */
  pieceOn(sq: Square): Piece {
    return this.board[sq]!;
  }

  /** Packed hand of a colour. */
  hand(c: Color): Hand {
    return this.hands[c]!;
  }

  /** King square of a colour, NO_SQUARE when that side has no king. */
  kingSquare(c: Color): Square {
    return this.kingSq[c]!;
  }

  /** Low 32-bit Zobrist word (bit 0 = side to move). */
  key(): number {
    return (this.stKeyLo[this.ply]! + this.stHandLo[this.ply]!) | 0;
  }

  /** High 32-bit Zobrist word. */
  keyHi(): number {
    return (this.stKeyHi[this.ply]! + this.stHandHi[this.ply]!) | 0;
  }

  /** Low word of the key of the board and side only (no hands). */
  boardKey(): number {
    return this.stKeyLo[this.ply]!;
  }

  /** The pawn-structure key: where each side's unpromoted pawns stand (one word, no side). */
  pawnKey(): number {
    return this.stPawnKey[this.ply]!;
  }

  /** True if the side to move is in check. */
  inCheck(): boolean {
    return this.stCheckN[this.ply]! > 0;
  }

  /** The pieces giving check to the side to move. */
  checkers(): Bitboard {
    const b = new Bitboard();
    for (let i = 0; i < this.stCheckN[this.ply]!; i++) b.set(this.stChecker[this.ply * 2 + i]!);
    return b;
  }

  /** Pieces of the side to move pinned against its king. */
  pinned(): Bitboard {
    const b = new Bitboard();
    const n = this.pinCount();
    for (let i = 0; i < n; i++) b.set(this.stPinSq[this.ply * MAX_PINS + i]!);
    return b;
  }

  /** True if the pseudo-legal move m would check the opponent. */
  givesCheck(m: Move): boolean {
    return moveGivesCheck(this, m);
  }

  /** For a pseudo-legal move: king safety, pins and uchifuzume. */
  isLegal(m: Move): boolean {
    return isLegalMove(this, m);
  }

  /** Checks any 32-bit value (e.g. a TT move) for pseudo-legality in this position. */
  isPseudoLegal(m: Move): boolean {
    return isPseudoLegalMove(this, m);
  }

  /** The piece the last move captured (NO_PIECE if none or no move yet). */
  capturedPiece(): Piece {
    return this.stCaptured[this.ply]!;
  }

  /** The last move played (MOVE_NONE at the setup position, MOVE_NULL after a null move). */
  lastMove(): Move {
    return this.stMove[this.ply]!;
  }

  /** The move played `back` plies ago (0 = the last one), MOVE_NONE before the setup. */
  moveAt(back: number): Move {
    return back < this.ply ? this.stMove[this.ply - back]! : 0;
  }

  /** True if the side to move has no legal move (checkmate, or stalemate which also loses). */
  isMated(): boolean {
    return generateLegal(this, SCRATCH, 0) === 0;
  }

  /** Entering-king declaration (CSA rule) by the side to move; see gameend.ts. */
  canDeclareWin(rule: 24 | 27 = 27): boolean {
    return canDeclareWin(this, rule);
  }

  /** Doubles the state stack when full. */
  private grow(): void {
    const st = stacks(this);
    for (const f of STATE_STACKS) {
      const b = new (st[f].constructor as new (n: number) => StateStack)(st[f].length * 2);
      b.set(st[f]);
      st[f] = b;
    }
  }

  /** Plays a legal move. */
  doMove(m: Move): void {
    const p = this.ply;
    const q = p + 1;
    if (q >= this.stMove.length) this.grow();
    const to = m & 0x7f;
    const from = (m >> 7) & 0x7f;
    const pc = (m >> 16) & 31;
    const us = this.side;
    const board = this.board;
    const occ = this.occ;
    let lo = this.stKeyLo[p]! ^ SIDE_KEY;
    let hi = this.stKeyHi[p]!;
    let hlo = this.stHandLo[p]!;
    let hhi = this.stHandHi[p]!;
    let pawns = this.stPawnKey[p]!;
    let captured = 0;
    if (from >= SQUARE_NB) {
      const pt = pc & 15;
      if (pt === PAWN) pawns ^= PIECE_KEY_LO[pc * SQUARE_NB + to]!;
      board[to] = pc;
      occ[us * 3 + ((to / 27) | 0)]! |= 1 << (to % 27);
      this.hands[us]! -= HAND_ONE[pt]!;
      hlo = (hlo - HAND_KEY_LO[us * 8 + pt]!) | 0;
      hhi = (hhi - HAND_KEY_HI[us * 8 + pt]!) | 0;
      lo ^= PIECE_KEY_LO[pc * SQUARE_NB + to]!;
      hi ^= PIECE_KEY_HI[pc * SQUARE_NB + to]!;
    } else {
      captured = board[to]!;
      if (captured !== 0) {
        const ct = rawType(captured & 15);
        if ((captured & 15) === PAWN) pawns ^= PIECE_KEY_LO[captured * SQUARE_NB + to]!;
        occ[(us ^ 1) * 3 + ((to / 27) | 0)]! &= ~(1 << (to % 27));
        lo ^= PIECE_KEY_LO[captured * SQUARE_NB + to]!;
        hi ^= PIECE_KEY_HI[captured * SQUARE_NB + to]!;
        if (ct === KING) this.kingSq[us ^ 1] = NO_SQUARE;
        else {
          this.hands[us]! += HAND_ONE[ct]!;
          hlo = (hlo + HAND_KEY_LO[us * 8 + ct]!) | 0;
          hhi = (hhi + HAND_KEY_HI[us * 8 + ct]!) | 0;
        }
      }
      const np = (m & MOVE_PROMOTE) !== 0 ? pc + 8 : pc;
      if ((pc & 15) === PAWN) {
        pawns ^= PIECE_KEY_LO[pc * SQUARE_NB + from]!;
        if (np === pc) pawns ^= PIECE_KEY_LO[pc * SQUARE_NB + to]!;
      }
      board[from] = 0;
      board[to] = np;
      occ[us * 3 + ((from / 27) | 0)]! &= ~(1 << (from % 27));
      occ[us * 3 + ((to / 27) | 0)]! |= 1 << (to % 27);
      lo ^= PIECE_KEY_LO[pc * SQUARE_NB + from]! ^ PIECE_KEY_LO[np * SQUARE_NB + to]!;
      hi ^= PIECE_KEY_HI[pc * SQUARE_NB + from]! ^ PIECE_KEY_HI[np * SQUARE_NB + to]!;
      if ((pc & 15) === KING) this.kingSq[us] = to;
    }
    this.side = (us ^ 1) as Color;
    this.ply = q;
    this.stMove[q] = m;
    this.stCaptured[q] = captured;
    this.stKeyLo[q] = lo;
    this.stKeyHi[q] = hi;
    this.stHandLo[q] = hlo;
    this.stHandHi[q] = hhi;
    this.stPawnKey[q] = pawns;
    this.stHand0[q] = this.hands[0]!;
    this.stHand1[q] = this.hands[1]!;
    this.stCheckN[q] = this.fullScan ? scanCheckers(this) : checkersAfterMove(this, m);
    this.stPinN[q] = PINS_UNKNOWN;
  }

  /** Takes back m, which must be the last move played. */
  undoMove(m: Move): void {
    const q = this.ply;
    const to = m & 0x7f;
    const from = (m >> 7) & 0x7f;
    const pc = (m >> 16) & 31;
    const us = (this.side ^ 1) as Color;
    const board = this.board;
    const occ = this.occ;
    this.side = us;
    this.ply = q - 1;
    if (from >= SQUARE_NB) {
      board[to] = 0;
      occ[us * 3 + ((to / 27) | 0)]! &= ~(1 << (to % 27));
      this.hands[us]! += HAND_ONE[pc & 15]!;
      return;
    }
    const captured = this.stCaptured[q]!;
    board[from] = pc;
    board[to] = captured;
    occ[us * 3 + ((from / 27) | 0)]! |= 1 << (from % 27);
    occ[us * 3 + ((to / 27) | 0)]! &= ~(1 << (to % 27));
    if ((pc & 15) === KING) this.kingSq[us] = from;
    if (captured !== 0) {
      occ[(us ^ 1) * 3 + ((to / 27) | 0)]! |= 1 << (to % 27);
      const ct = rawType(captured & 15);
      if (ct === KING) this.kingSq[us ^ 1] = to;
      else this.hands[us]! -= HAND_ONE[ct]!;
    }
  }

  /** Passes the turn (for null-move pruning); the side to move must not be in check. */
  doNullMove(): void {
    const p = this.ply;
    const q = p + 1;
    if (q >= this.stMove.length) this.grow();
    this.side = (this.side ^ 1) as Color;
    this.ply = q;
    this.stMove[q] = MOVE_NULL;
    this.stCaptured[q] = 0;
    this.stKeyLo[q] = this.stKeyLo[p]! ^ SIDE_KEY;
    this.stKeyHi[q] = this.stKeyHi[p]!;
    this.stHandLo[q] = this.stHandLo[p]!;
    this.stHandHi[q] = this.stHandHi[p]!;
    this.stPawnKey[q] = this.stPawnKey[p]!;
    this.stHand0[q] = this.hands[0]!;
    this.stHand1[q] = this.hands[1]!;
    this.stCheckN[q] = scanCheckers(this);
    this.stPinN[q] = PINS_UNKNOWN;
  }

  /** Takes back a null move. */
  undoNullMove(): void {
    this.side = (this.side ^ 1) as Color;
    this.ply--;
  }

  /**
   * @internal The number of pieces of the side to move pinned against its king; their squares
   * and directions are in stPinSq / stPinDir at this ply. Computed on first use per ply.
   */
  pinCount(): number {
    const n = this.stPinN[this.ply]!;
    if (n !== PINS_UNKNOWN) return n;
    return (this.stPinN[this.ply] = scanPins(this));
  }

  /**
   * Repetition of the current position in the history (moves before the search root included),
   * at most `maxPly` plies back, never across a null move. `occurrences = 2` is the search view
   * (REP_DRAW / REP_WIN / REP_LOSE / REP_SUPERIOR / REP_INFERIOR on the first repetition);
   * `occurrences = 4` is the game rule (sennichite, perpetual check). See repetition.ts.
   */
  repetitionState(maxPly = Infinity, occurrences = 2): RepetitionState {
    return repetitionOf(this, maxPly, occurrences);
  }
}

type StateStack = Int32Array | Uint8Array | Int8Array;
/** The names of Position's typed-array fields (so a misspelt stack name fails to compile). */
type StackName = {
  [K in keyof Position]: Position[K] extends StateStack ? K : never;
}[keyof Position];
/** The state stacks by field name: clone() copies them and grow() doubles them, all alike. */
const STATE_STACKS: readonly StackName[] = [
  ...['stMove', 'stCaptured', 'stKeyLo', 'stKeyHi', 'stHandLo', 'stHandHi', 'stPawnKey'],
  ...['stHand0', 'stHand1', 'stCheckN', 'stChecker', 'stPinN', 'stPinSq', 'stPinDir'],
] as const;
/** A position's state stacks, writable by name (only clone() and grow() use this view). */
function stacks(p: Position): Record<StackName, StateStack> {
  return p as unknown as Record<StackName, StateStack>;
}

/** Scratch move buffer for `isMated`. */
const SCRATCH = new Int32Array(1024);
