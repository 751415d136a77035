/**
 * The formation classifier on hand-made positions: each castle family and rook strategy is
 * recognised for black and for white (the same board turned 180°), and near-misses (one piece
 * off) are not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen } from '../../../src-main/shared/rules/sfen.ts';
import { fillBoardView } from '../../../src-main/engine/eval/classical/board-view.ts';
import {
  castleFamilies,
  completedCastle,
  rookStrategy,
} from '../../../src-main/engine/mst/formation.ts';

const WHITE_START = 'lnsgkgsnl/1r5b1/ppppppppp/9';

/** Black's formation (ranks 5–9) under white's start position. */
function black(ranks5to9: string): string {
  return `${WHITE_START}/${ranks5to9} b - 1`;
}

/** The same position turned 180° with colours swapped: black's formation becomes white's. */
function turned(sfen: string): string {
  const [board] = sfen.split(' ');
  const cells: string[] = [];
  for (const ch of board!.replace(/\//g, '')) {
    if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) cells.push('.');
    else cells.push(ch);
  }
  const swapped = cells
    .reverse()
    .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  const rows: string[] = [];
  for (let r = 0; r < 9; r++)
    rows.push(
      swapped
        .slice(r * 9, r * 9 + 9)
        .join('')
        .replace(/\.+/g, (d) => String(d.length)),
    );
  return `${rows.join('/')} w - 1`;
}

function view(sfen: string) {
  const p = parseSfen(sfen);
  assert.ok(p.ok, sfen);
  return fillBoardView(p.position);
}

/** Checks black's reading, and white's on the turned board. */
function both(sfen: string, families: string[], rook: string | null): void {
  assert.deepEqual(castleFamilies(view(sfen), 0), families, `black ${sfen}`);
  assert.equal(rookStrategy(view(sfen), 0), rook, `black rook ${sfen}`);
  assert.deepEqual(castleFamilies(view(turned(sfen)), 1), families, `white ${turned(sfen)}`);
  assert.equal(rookStrategy(view(turned(sfen)), 1), rook, `white rook ${turned(sfen)}`);
}

const YAGURA = black('9/2PP5/PPSGPPPPP/1KG4R1/LNB3SNL');
const MINO = black('9/2P6/PPBPPPPPP/3RG1SK1/LNS2G1NL');
const ANAGUMA = black('9/2P6/PPBPPPPPP/LS5R1/KNG2GSNL');
const FUNAGAKOI = black('9/9/PPPPPPPPP/1BKSG2R1/LN1G2SNL');

test('gold yagura (8h king, 7h and 6g golds, 7g silver, 7f and 6f pawns) is a yagura, static rook', () => {
  both(YAGURA, ['yagura'], 'static-rook');
  assert.equal(completedCastle(view(YAGURA), 0), 'gold yagura');
  // White's own camp is still the start position: no castle for white.
  assert.deepEqual(castleFamilies(view(YAGURA), 1), []);
});

test('near-miss yagura: the king one step short on 7i, or the second gold on 5h instead of 6g', () => {
  both(black('9/2PP5/PPSGPPPPP/1BG4R1/LNK3SNL'), [], 'static-rook');
  both(black('9/2PP5/PPS1PPPPP/1KG1G2R1/LNB3SNL'), [], 'static-rook');
});

test('mino (2h king, 3h silver, 4i and 5h golds) with a fourth-file rook is mino, ranging rook', () => {
  both(MINO, ['mino'], 'ranging-rook');
  assert.equal(completedCastle(view(MINO), 0), 'mino');
});

test('near-miss mino: half mino (5h gold still on 6i) is no castle', () => {
  both(black('9/2P6/PPBPPPPPP/3R2SK1/LNSG1G1NL'), [], 'ranging-rook');
});

test('static rook anaguma (9i king, 9h lance, 8i knight, 8h silver, 7i gold) is anaguma', () => {
  both(ANAGUMA, ['anaguma'], 'static-rook');
});

test('near-miss anaguma: king on 9h with the lance still on 9i', () => {
  both(black('9/2P6/PPBPPPPPP/KS5R1/LNG2GSNL'), [], 'static-rook');
});

test('funagakoi (7h king, 6h silver, 6i and 5h golds) is funagakoi', () => {
  both(FUNAGAKOI, ['funagakoi'], 'static-rook');
});

test('near-miss funagakoi: the king one file short on 6h', () => {
  both(black('9/9/PPPPPPPPP/1B1KG2R1/LNSG2SNL'), [], 'static-rook');
});

test('a castle built on the other wing (mirrored mino) counts', () => {
  // King 8h, silver 7h, golds 6i and 5h: the left mino, which is the mirror of mino.
  both(black('9/6P2/PPPPPPBPP/1KS1G2R1/LN1G2SNL'), ['mino'], 'static-rook');
});

test('rook strategy by file: right fourth-file rook is static, central rook ranging, promoted rook none', () => {
  both(black('9/9/PPPPPPPPP/1B3R3/LNSGKGSNL'), [], 'static-rook');
  both(black('9/9/PPPPPPPPP/1B2R4/LNSGKGSNL'), [], 'ranging-rook');
  // A promoted rook (dragon) is not read as a strategy.
  const dragon = 'lnsgkgsnl/1r5+R1/ppppppp1p/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b - 1';
  assert.equal(rookStrategy(view(dragon), 0), null);
  // A rook on file 6 deep in the enemy camp is not a ranging rook.
  const raid = 'lnsgkgsnl/1r5b1/pppRppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b - 1';
  assert.equal(rookStrategy(view(raid), 0), null);
});
