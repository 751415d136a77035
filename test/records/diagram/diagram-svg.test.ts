import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Resvg } from '@resvg/resvg-js';
import {
  DiagramError,
  kanjiNumber,
  renderDiagramSvg,
} from '../../../src-main/shared/records/diagram/index.ts';
import { pieceElements, readBack } from '../../helpers/diagram-readback.ts';

/** A middle game with every promoted piece on the board and pieces in both hands. */
const MIDGAME =
  'l6nl/1r3kg2/p2+Psp1p1/2p1p1p1p/1p5P1/2P1P1P2/PPBS+L+N2P/2G3SR1/LN2K1+b+r1 b G2Ps3p 61';
const [MID_BOARD, , MID_HANDS] = MIDGAME.split(' ');

/** True if resvg (a strict SVG parser) accepts the document. */
function parses(svg: string): boolean {
  try {
    new Resvg(svg, { font: { loadSystemFonts: false } });
    return true;
  } catch {
    return false;
  }
}

test('the SVG reads back, through its data-piece attributes, to the position drawn', () => {
  for (const style of ['book', 'board'] as const)
    for (const flip of [false, true]) {
      const svg = renderDiagramSvg(MIDGAME, { style, flip });
      assert.ok(parses(svg), `${style} flip=${flip} is a valid SVG document`);
      assert.deepEqual(readBack(svg), { board: MID_BOARD, hands: MID_HANDS }, `${style} ${flip}`);
    }
});

test('each piece is a text element with its kanji; promoted pieces use their one-character faces', () => {
  const pieces = pieceElements(renderDiagramSvg(MIDGAME));
  const at = (sq: string) => pieces.find((p) => p.square === sq)!;
  assert.equal(at('6c').text, 'と');
  assert.equal(at('5g').text, '杏');
  assert.equal(at('4g').text, '圭');
  assert.equal(at('3i').text, '馬');
  assert.equal(at('2i').text, '龍');
  assert.equal(at('4b').text, '玉');
  assert.equal(at('5i').text, '玉');
  const handPawns = pieces.find((p) => p.side === 'w' && p.type === 'pawn' && !p.square)!;
  assert.equal(handPawns.text, '歩三', "White's three pawns in hand are written out in kanji");
});

test("White's pieces are turned 180°, and Black's when the board is flipped", () => {
  for (const flip of [false, true]) {
    const onBoard = pieceElements(renderDiagramSvg(MIDGAME, { flip })).filter((p) => p.square);
    const top = flip ? 'b' : 'w';
    assert.ok(onBoard.length > 30);
    for (const p of onBoard) assert.equal(p.turned, p.side === top, `${p.side} ${p.square}`);
  }
});

test('flipping puts file 1 on the left and rank i at the top', () => {
  const x = (svg: string, sq: string) =>
    Number(new RegExp(`data-square="${sq}" x="([0-9.]+)" y="([0-9.]+)"`).exec(svg)![1]);
  const y = (svg: string, sq: string) =>
    Number(new RegExp(`data-square="${sq}" x="[0-9.]+" y="([0-9.]+)"`).exec(svg)![1]);
  const normal = renderDiagramSvg(MIDGAME);
  const flipped = renderDiagramSvg(MIDGAME, { flip: true });
  assert.ok(x(normal, '9a') < x(normal, '1a') && x(flipped, '9a') > x(flipped, '1a'));
  assert.ok(y(normal, '5i') > y(normal, '4b') && y(flipped, '5i') < y(flipped, '4b'));
});

test('book style writes coordinates in numerals and kanji and hands as 先手持駒/後手持駒 or なし', () => {
  const svg = renderDiagramSvg('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
  for (const c of ['９', '１', '一', '九']) assert.ok(svg.includes(`>${c}</text>`), c);
  const handText = (side: string) =>
    new RegExp(`<g data-hand="${side}">(.*?)</g>`).exec(svg)![1]!.replace(/<[^>]+>/g, '');
  assert.equal(handText('b'), '▲先手持駒なし');
  assert.equal(handText('w'), '△後手持駒なし');
  const board = renderDiagramSvg('4k4/9/9/9/9/9/9/9/4K4 b 18P 1', { style: 'board' });
  assert.ok(board.includes('>a</text>') && board.includes('>9</text>'), 'board style: 9…1, a…i');
  assert.match(board, /data-piece="b-pawn" data-count="18"[^>]*>.*歩.*1.*8/);
  assert.equal(kanjiNumber(18), '十八');
  assert.equal(kanjiNumber(10), '十');
});

test('the last move, marks and arrows are drawn in their colours, arrows above the pieces', () => {
  const svg = renderDiagramSvg(MIDGAME, {
    lastMove: '2i',
    marks: [{ square: '5e', color: 'blue' }],
    arrows: [
      { from: '8b', to: '8h', color: 'red' },
      { from: '2h', to: '2c', color: '#00aa00' },
    ],
  });
  assert.match(svg, /data-last-move="2i"/);
  assert.match(svg, /data-mark="5e"[^>]*fill="#1c7ed6"/);
  assert.match(svg, /data-arrow="8b8h"[^>]*fill="#d33a2c"/);
  assert.match(svg, /data-arrow="2h2c"[^>]*fill="#00aa00"/);
  assert.ok(svg.lastIndexOf('data-arrow') > svg.lastIndexOf('data-square='), 'arrows come last');
  assert.ok(svg.indexOf('data-mark') < svg.indexOf('data-square='), 'marks lie under the pieces');
});

test('a title with markup characters is escaped, and the document stays valid', () => {
  const svg = renderDiagramSvg(MIDGAME, { title: '▲<b>A&B</b> △"C" 61手目' });
  assert.ok(svg.includes('▲&lt;b&gt;A&amp;B&lt;/b&gt; △&quot;C&quot; 61手目'));
  assert.ok(!svg.includes('<b>'));
  assert.ok(parses(svg));
});

test('bad input is a DiagramError saying what is wrong', () => {
  assert.throws(() => renderDiagramSvg('not a position'), DiagramError);
  assert.throws(
    () => renderDiagramSvg(MIDGAME, { arrows: [{ from: '0z', to: '1a' }] }),
    /arrow 0z1a: "0z" is not a square/,
  );
  assert.throws(
    () => renderDiagramSvg(MIDGAME, { marks: [{ square: '5e', color: 'url(#x)' as never }] }),
    /"url\(#x\)" is not a colour/,
  );
  assert.throws(() => renderDiagramSvg(MIDGAME, { style: 'fancy' as never }), /style "fancy"/);
});
