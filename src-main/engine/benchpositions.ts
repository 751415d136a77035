/**
 * The fixed bench positions: openings, middlegames and endgames of standard shogi, plus
 * minishogi. Each is a start (SFEN or 'startpos') and USI moves, so every entry is checked by
 * the rules core when the bench sets it up.
 */
import type { Variant } from '../shared/rules/types.ts';

export interface BenchPosition {
  name: string;
  variant: Variant;
  sfen: string | 'startpos';
  moves: string[];
}

const m = (s: string): string[] => (s === '' ? [] : s.split(' '));

export const BENCH_POSITIONS: readonly BenchPosition[] = [
  // Openings.
  { name: 'even start', variant: 'shogi', sfen: 'startpos', moves: [] },
  { name: 'static rook 7g7f 3c3d', variant: 'shogi', sfen: 'startpos', moves: m('7g7f 3c3d') },
  {
    name: 'double wing attack',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m('2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d'),
  },
  {
    name: 'bishop exchange',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m('7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d'),
  },
  {
    name: 'yagura build-up',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m('7g7f 8c8d 6g6f 3c3d 7i6h 7a6b 5g5f 5c5d 3i4h 3a4b'),
  },
  {
    name: 'ranging rook',
    variant: 'shogi',
    sfen: 'startpos',
    moves: m('7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b'),
  },
  // Middlegames (well-known engine benchmark positions).
  {
    name: 'early middlegame',
    variant: 'shogi',
    sfen: 'lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9',
    moves: [],
  },
  {
    name: 'middlegame attack',
    variant: 'shogi',
    sfen: 'l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1',
    moves: [],
  },
  {
    name: 'matsuri',
    variant: 'shogi',
    sfen: 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1',
    moves: [],
  },
  {
    name: 'complex middlegame',
    variant: 'shogi',
    sfen: '6n1l/2+S1k4/2lp4p/1np1B2b1/3PP4/1N1S3rP/1P2+pPP+p1/1p1G5/3KG2r1 b GSN2L4Pgs2p 1',
    moves: [],
  },
  // Endgames.
  {
    name: 'rook and gold endgame',
    variant: 'shogi',
    sfen: '4k4/9/4P4/9/9/9/9/9/4K4 b RGr2b3g4s4n4l17p 1',
    moves: [],
  },
  {
    name: 'entering king race',
    variant: 'shogi',
    sfen: '4K4/9/9/9/9/9/9/9/4k4 b 2r2b4g4s4n4l18p 1',
    moves: [],
  },
  {
    name: 'mating net',
    variant: 'shogi',
    sfen: '7kl/6g2/6npp/9/7N1/9/9/9/K8 b RGSr2b2g3s2n3l16p 1',
    moves: [],
  },
  {
    name: 'drop-rich endgame',
    variant: 'shogi',
    sfen: 'ln5nl/4g1k2/p1p1ppsp1/6p1p/9/2P1P3P/PP1P1PP2/1SG3S2/LNK4NL b RBGSrbg3p 1',
    moves: [],
  },
  // Minishogi.
  { name: 'minishogi start', variant: 'minishogi', sfen: 'startpos', moves: [] },
  { name: 'minishogi opening', variant: 'minishogi', sfen: 'startpos', moves: m('5d5c 1b1c') },
  {
    name: 'minishogi middlegame',
    variant: 'minishogi',
    sfen: 'rb1gk/1s2p/5/P1S2/KG1BR b - 1',
    moves: [],
  },
  {
    name: 'minishogi endgame',
    variant: 'minishogi',
    sfen: '2k2/5/5/5/2K2 b RBGSPrbgsp 1',
    moves: [],
  },
];
