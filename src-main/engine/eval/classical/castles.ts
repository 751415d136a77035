/**
 * The castle dictionary and "closeness to the nearest castle": the share of a castle's pieces
 * standing on their squares, counted only for castles whose king square holds the king.
 * Formations are written from black's side as type letter + file + rank ("S38" = silver on 3h);
 * each one also exists mirrored (left ↔ right), as players build them on either wing.
 */
import {
  BISHOP,
  GOLD,
  KNIGHT,
  LANCE,
  PAWN,
  ROOK,
  SILVER,
  SQUARE_NB,
  makePiece,
} from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import type { BoardView } from './board-view.ts';

/** Castle formations: name, king square, then the other pieces. Common shapes of shogi books. */
const FORMATIONS: ReadonlyArray<readonly [string, string]> = [
  ['mino', 'K28 S38 G49 G58'],
  ['high mino', 'K28 S38 G49 G47 P46 P37'],
  ['half mino', 'K28 S38 G49'],
  ['diamond mino', 'K28 S38 S47 G49 G58'],
  ['silver mino', 'K28 S38 S47 G49'],
  ['kimura mino', 'K28 G38 S47 G58'],
  ['silver crown', 'K28 S27 G38 P26 P37'],
  ['silver crown (gold 47)', 'K28 S27 G38 G47 P26 P37 P46'],
  ['ranging rook anaguma', 'K19 L18 N29 S28 G39'],
  ['ranging rook anaguma (two golds)', 'K19 L18 N29 S28 G39 G38'],
  ['silver crown anaguma', 'K19 L18 N29 S28 G38 S27'],
  ['static rook anaguma', 'K99 L98 N89 S88 G79'],
  ['matsuo anaguma', 'K99 L98 N89 S88 G79 G78 S77'],
  ['big four', 'K99 L98 N89 S88 G79 G78 S77 S67'],
  ['yagura anaguma', 'K99 L98 S88 G78 G67 S77'],
  ['kushikatsu', 'K99 L98 S88 G79'],
  ['boat', 'K78 S68 G69 G58'],
  ['boat (silver 57)', 'K78 G69 G58 S57'],
  ['left mino', 'K88 S78 G69 G58'],
  ['castle tower mino', 'K87 S78 G69 G58 B88'],
  ['static rook silver crown', 'K88 S87 G78 P86 P77'],
  ['gold yagura', 'K88 G78 G67 S77 P76 P86 P66'],
  ['silver yagura', 'K88 G78 S67 S77'],
  ['complete yagura', 'K88 G78 G67 S77 S66'],
  ['doi yagura', 'K88 G78 G57 S77'],
  ['quick yagura', 'K79 G78 S77 G67'],
  ['half yagura', 'K78 G88 G67 S77'],
  ['crab', 'K69 G78 G58 S68'],
  ['central house', 'K58 G68 G48'],
  ['nakahara', 'K69 G78 G49 S48'],
  ['gangi', 'K69 G78 G58 S67 S57'],
  ['elmo', 'K88 S78 G79 G58'],
  ['millennium', 'K89 G79 S78 N77 B88'],
  ['gold fortress (kinmusou)', 'K28 G38 G48 S37'],
  ['box daughter', 'K88 G78 G67 S68'],
  ['right king', 'K48 G38 G58 S47'],
  ['bonanza', 'K78 G69 S68 G58 P67'],
  ['edge silver crown', 'K19 S28 G38 P27'],
];

const LETTER: Record<string, number> = {
  P: PAWN,
  L: LANCE,
  N: KNIGHT,
  S: SILVER,
  G: GOLD,
  B: BISHOP,
  R: ROOK,
};

/** A castle ready for matching: king square and (type, square) pairs, from black's side. */
export interface Castle {
  readonly name: string;
  readonly king: number;
  readonly types: readonly number[];
  readonly squares: readonly number[];
}

/** Parses "S38" style items into a castle; `mirror` swaps files (f → 10 − f). */
export function parseCastle(name: string, text: string, mirror: boolean): Castle {
  const types: number[] = [];
  const squares: number[] = [];
  let king = -1;
  for (const item of text.split(' ')) {
    const f = mirror ? 10 - Number(item[1]) : Number(item[1]);
    const sq = (f - 1) * 9 + (Number(item[2]) - 1);
    if (item[0] === 'K') king = sq;
    else {
      types.push(LETTER[item[0]!]!);
      squares.push(sq);
    }
  }
  return { name: mirror ? `${name} (mirrored)` : name, king, types, squares };
}

/** Every castle, mirrored ones included. */
export const CASTLES: readonly Castle[] = FORMATIONS.flatMap(([name, text]) => [
  parseCastle(name, text, false),
  parseCastle(name, text, true),
]);

/** Castles by black king square. */
const BY_KING: Castle[][] = Array.from({ length: SQUARE_NB }, () => []);
for (const c of CASTLES) BY_KING[c.king]!.push(c);

/** Closeness scale: a complete castle scores this much. */
export const CASTLE_SCALE = 8;

/**
 * Closeness of colour c's position to its nearest castle (0..CASTLE_SCALE), and which castle.
 * Only castles whose king square holds c's king count; white's squares are turned 180°.
 */
export function castleCloseness(v: BoardView, c: Color): number {
  return nearestCastle(v, c).score;
}

const NONE = { score: 0, castle: null };

/** The nearest castle of colour c and its closeness (see castleCloseness). */
export function nearestCastle(v: BoardView, c: Color): { score: number; castle: Castle | null } {
  const k = v.kings[c];
  if (v.variant !== 'shogi' || k < 0) return NONE;
  if (BY_KING[c === 0 ? k : 80 - k]!.length === 0) return NONE;
  const kb = c === 0 ? k : 80 - k;
  let best = 0;
  let which: Castle | null = null;
  for (const castle of BY_KING[kb]!) {
    let have = 0;
    for (let i = 0; i < castle.types.length; i++) {
      const sq = c === 0 ? castle.squares[i]! : 80 - castle.squares[i]!;
      if (v.board[sq] === makePiece(c, castle.types[i]!)) have++;
    }
    const score = Math.round((CASTLE_SCALE * have) / castle.types.length);
    if (score > best) [best, which] = [score, castle];
  }
  return { score: best, castle: which };
}
