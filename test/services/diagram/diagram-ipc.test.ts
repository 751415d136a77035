import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diagramPngForRenderer } from '../../../src-main/services/diagram/diagram-ipc.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test('diagram:png draws a PNG of the requested size for a good request', () => {
  const r = diagramPngForRenderer({
    sfen: START,
    options: { flip: true, arrows: [{ from: '7g', to: '7f', color: 'red' }], title: 'x' },
    scale: 1,
  });
  assert.ok(r.ok);
  const png = Buffer.from(r.value.base64, 'base64');
  assert.equal(png.toString('latin1', 1, 4), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [r.value.width, r.value.height]);
});

test('diagram:png answers BAD_ARGS, naming the field, for whatever else the renderer sends', () => {
  const cases: [unknown, RegExp][] = [
    [null, /sfen is missing/],
    [{ sfen: 'junk', scale: 1 }, /not a valid SFEN/],
    [{ sfen: START, scale: 100 }, /scale/],
    [{ sfen: START, scale: 1, options: { arrows: 'x' } }, /arrows must be a list/],
    [{ sfen: START, scale: 1, options: { arrows: [{ from: 1, to: '7f' }] } }, /arrow from/],
    [{ sfen: START, scale: 1, options: { marks: [{ square: '5e', color: 'x"/>' }] } }, /colour/],
    [{ sfen: START, scale: 1, options: { title: 'x'.repeat(201) } }, /title/],
    [{ sfen: START, scale: 1, options: { style: 'fancy' } }, /style/],
    [{ sfen: START, scale: 1, options: { lastMove: '../etc' } }, /not a square/],
  ];
  for (const [request, message] of cases) {
    const r = diagramPngForRenderer(request);
    assert.ok(!r.ok, JSON.stringify(request));
    assert.equal(r.error.code, 'BAD_ARGS');
    assert.match(r.error.message, message);
  }
});
