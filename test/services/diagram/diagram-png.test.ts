import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { layoutDiagram, renderDiagramSvg } from '../../../src-main/shared/records/diagram/index.ts';
import {
  DIAGRAM_FONT,
  diagramPixels,
  diagramPng,
} from '../../../src-main/services/diagram/diagram-png.ts';
import { resourcePath } from '../../../src-main/engine/resources.ts';
import { CELL_H, CELL_W } from '../../../src-main/shared/records/diagram/diagram-params.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(png.toString('latin1', 12, 16), 'IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('a diagram exports as a valid PNG of the SVG size times the scale', () => {
  const layout = layoutDiagram(true, false);
  const svg = renderDiagramSvg(START, { title: '平手' });
  for (const scale of [1, 2]) {
    const { png, width, height } = diagramPng(svg, { scale });
    const want = { width: layout.width * scale, height: layout.height * scale };
    assert.deepEqual(pngSize(png), want, `scale ${scale}`);
    assert.deepEqual({ width, height }, want);
  }
  assert.throws(() => diagramPng(svg, { scale: 100 }), RangeError);
});

test('the bundled font draws the pieces: a square with a piece has ink, an empty one has none', () => {
  const svg = renderDiagramSvg(START);
  const { pixels, width } = diagramPixels(svg, 1);
  const layout = layoutDiagram(false, false);
  /** Dark pixels inside a square's cell, away from its grid lines. */
  const ink = (file: number, rank: number): number => {
    let n = 0;
    const x0 = layout.boardX + (9 - file) * CELL_W;
    const y0 = layout.boardY + (rank - 1) * CELL_H;
    for (let y = y0 + 4; y < y0 + CELL_H - 4; y++)
      for (let x = x0 + 4; x < x0 + CELL_W - 4; x++) if (pixels[(y * width + x) * 4]! < 128) n++;
    return n;
  };
  assert.ok(ink(5, 9) > 40, `Black's king on 5i is drawn (${ink(5, 9)} dark pixels)`);
  assert.ok(ink(2, 2) > 40, "White's bishop on 2b is drawn");
  assert.equal(ink(5, 5), 0, 'the empty 5e stays blank');
});

test('the bundled font is small and ships with its licence', () => {
  const size = statSync(resourcePath(DIAGRAM_FONT)).size;
  assert.ok(size < 2 * 1024 * 1024, `${size} bytes`);
  assert.ok(statSync(resourcePath('fonts/diagram-serif-OFL.txt')).size > 1000);
});
