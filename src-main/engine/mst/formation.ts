/**
 * Which castle and which rook strategy one side's position shows: the formation classifier of
 * the move sequence trees. Castles are the classical evaluation's dictionary (castles.ts),
 * grouped into the families players name; a family is reached when every piece of one of its
 * castles stands on its square (king included). The rook strategy is read from the rook's file.
 * Definitions and their sources: README "Move sequence trees".
 */
import { ROOK, makePiece } from '../../shared/rules/types.ts';
import type { Color } from '../../shared/rules/types.ts';
import type { BoardView } from '../eval/classical/board-view.ts';
import { CASTLES, parseCastle, type Castle } from '../eval/classical/castles.ts';

/** The castle families the trees are built for. */
export const CASTLE_FAMILIES = ['yagura', 'mino', 'anaguma', 'funagakoi'] as const;
export type CastleFamily = (typeof CASTLE_FAMILIES)[number];

/** The rook strategies: the rook stays on its wing (static) or moves to the other (ranging). */
export const ROOK_STRATEGIES = ['static-rook', 'ranging-rook'] as const;
export type RookStrategy = (typeof ROOK_STRATEGIES)[number];

/** Every strategy a tree can be built for. */
export const STRATEGIES = [...CASTLE_FAMILIES, ...ROOK_STRATEGIES] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** Dictionary castles of each family, by their unmirrored name. */
const FAMILY_CASTLES: Record<CastleFamily, readonly string[]> = {
  yagura: ['silver yagura', 'complete yagura', 'doi yagura'],
  mino: ['mino', 'high mino', 'diamond mino', 'silver mino', 'kimura mino', 'left mino'],
  anaguma: [
    'ranging rook anaguma',
    'ranging rook anaguma (two golds)',
    'silver crown anaguma',
    'static rook anaguma',
    'matsuo anaguma',
    'big four',
    'yagura anaguma',
  ],
  funagakoi: ['boat', 'boat (silver 57)'],
};

/**
 * The gold yagura as players draw it (king 8h, golds 7h and 6g, silver 7g, pawns 7f and 6f). Why
 * not the dictionary's "gold yagura": it also asks for a pawn on 8f, which the usual diagram keeps
 * on 8g, so real yagura games would not match.
 */
const GOLD_YAGURA = 'K88 G78 G67 S77 P76 P66';

/** Each family's castles, mirrored ones included (players build them on either wing). */
const FAMILY_SHAPES: ReadonlyArray<readonly [CastleFamily, Castle]> = [
  ...[false, true].map((m) => ['yagura', parseCastle('gold yagura', GOLD_YAGURA, m)] as const),
  ...CASTLE_FAMILIES.flatMap((family) =>
    CASTLES.filter((c) =>
      FAMILY_CASTLES[family].includes(c.name.replace(/ \(mirrored\)$/, '')),
    ).map((c) => [family, c] as const),
  ),
];

/** Whether colour c has every piece of `castle` (and its king) on the castle's squares. */
function hasCastle(v: BoardView, c: Color, castle: Castle): boolean {
  // Why 80 − sq for white: the dictionary is written from black's side; white's board is turned 180°.
  const at = (sq: number): number => (c === 0 ? sq : 80 - sq);
  if (v.kings[c] !== at(castle.king)) return false;
  for (let i = 0; i < castle.types.length; i++)
    if (v.board[at(castle.squares[i]!)] !== makePiece(c, castle.types[i]!)) return false;
  return true;
}

/** The castle families colour c has completed in `v` (usually none or one). */
export function castleFamilies(v: BoardView, c: Color): CastleFamily[] {
  if (v.variant !== 'shogi') return [];
  const out: CastleFamily[] = [];
  for (const [family, castle] of FAMILY_SHAPES)
    if (!out.includes(family) && hasCastle(v, c, castle)) out.push(family);
  return out;
}

/** The dictionary castle colour c has completed, by name, or null (for messages and tests). */
export function completedCastle(v: BoardView, c: Color): string | null {
  for (const [, castle] of FAMILY_SHAPES) if (hasCastle(v, c, castle)) return castle.name;
  return null;
}

/**
 * Colour c's rook strategy in `v`: ranging when its unpromoted rook stands in its own camp
 * (ranks 6–9 from its side) on files 5–9 (central, fourth-file, third-file and opposing rook);
 * static when the unpromoted rook is on files 1–4 (the right-fourth-file rook is a static rook
 * opening); null when the rook is off the board, promoted, or elsewhere.
 */
export function rookStrategy(v: BoardView, c: Color): RookStrategy | null {
  if (v.variant !== 'shogi') return null;
  const rook = makePiece(c, ROOK);
  for (let sq = 0; sq < 81; sq++) {
    if (v.board[sq] !== rook) continue;
    const own = c === 0 ? sq : 80 - sq;
    const file = Math.floor(own / 9) + 1;
    const rank = (own % 9) + 1;
    if (file <= 4) return 'static-rook';
    if (rank >= 6) return 'ranging-rook';
  }
  return null;
}
