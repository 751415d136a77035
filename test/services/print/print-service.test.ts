import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrintService } from '../../../src-main/services/print/print-service.ts';
import { readBack } from '../../helpers/diagram-readback.ts';
import { assertOk } from '../../helpers/assert-ok.ts';

const KIF = readFileSync('test/fixtures/print/annotated.kifu', 'utf8');
const request = { kif: KIF, fileName: 'annotated.kifu', flip: false, lang: 'ja' as const };

test('the browser host prepares a print view that the route serves once asked, by id only', async () => {
  const service = new PrintService({ batchRoot: () => tmpdir() });
  const r = await service.print(request);
  assertOk(r);
  assert.equal(r.value.kind, 'view');
  if (r.value.kind !== 'view') return;
  assert.equal(r.value.pages, 7, '3 pages of moves and 4 diagrams');
  const id = r.value.url.replace('/print/', '');
  assert.ok(id.length >= 20, 'an unguessable id');
  const html = service.view(id);
  assert.match(html ?? '', /<h1>練習対局<\/h1>/);
  assert.match(
    html ?? '',
    /@font-face \{ font-family: 'Noto Serif CJK JP'; src: url\(data:font\/otf;base64,/,
  );
  assert.equal(service.view('nope'), null);
});

test('Electron saves the PDF through its hook, and a cancelled dialog writes nothing', async () => {
  const asked: string[] = [];
  const saving = new PrintService({
    batchRoot: () => tmpdir(),
    savePdf: async (html, name) => (
      asked.push(name),
      html.includes('練習対局') ? '/x/a.pdf' : null
    ),
  });
  assert.deepEqual(await saving.print(request), {
    ok: true,
    value: { kind: 'saved', path: '/x/a.pdf', pages: 7 },
  });
  assert.deepEqual(asked, ['annotated.pdf']);
  const cancelling = new PrintService({ batchRoot: () => tmpdir(), savePdf: async () => null });
  assert.deepEqual(await cancelling.print(request), { ok: true, value: { kind: 'cancelled' } });
});

test('a bad request is refused with the field or the record line that is wrong', async () => {
  const service = new PrintService({ batchRoot: () => tmpdir() });
  const junk = await service.print({ kif: 5 });
  assert.equal(junk.ok, false);
  if (!junk.ok) assert.match(junk.error.message, /kif must be the record as KIF text/);
  const bad = await service.print({
    ...request,
    kif: '手合割：平手\n1 ７六歩(77)\n2 ７六歩(77)\n',
  });
  assert.equal(bad.ok, false);
  if (!bad.ok) assert.match(bad.error.message, /print: the record: .*(line|move) 2/);
  const format = await service.batch({ ...request, format: 'gif' });
  assert.equal(format.ok, false);
  if (!format.ok) assert.match(format.error.message, /format must be svg or png/);
});

test('a batch writes one valid diagram per bookmark and #図 into a new folder each time', async () => {
  const root = mkdtempSync(join(tmpdir(), 'print-batch-'));
  try {
    const service = new PrintService({ batchRoot: () => root });
    const r = await service.batch({ ...request, format: 'svg' });
    assertOk(r);
    assert.equal(r.value.kind, 'written');
    if (r.value.kind !== 'written') return;
    assert.equal(r.value.folder, join(root, 'annotated-diagrams'));
    assert.deepEqual(readdirSync(r.value.folder).sort(), [
      '001-ply12-序盤.svg',
      '002-ply30.svg',
      '003-ply61-終盤.svg',
      '004-ply95-投了図.svg',
    ]);
    const svg = readFileSync(join(r.value.folder, '002-ply30.svg'), 'utf8');
    assert.match(svg, /30手目/);
    assert.equal(readBack(svg).board.split('/').length, 9);
    const again = await service.batch({ ...request, format: 'png' });
    assertOk(again);
    if (again.value.kind !== 'written') return assert.fail('written');
    assert.equal(again.value.folder, join(root, 'annotated-diagrams-2'), 'never mixed');
    const png = readFileSync(join(again.value.folder, again.value.files[0]!));
    assert.equal(png.toString('latin1', 1, 4), 'PNG');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
