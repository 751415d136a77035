// Browser test of Study's Diagram menu, as a user: open a record, go to a move, save the
// position as SVG and PNG (downloads) and copy its BOD; each reads back to that position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SKIP_REASON, useBrowserHost } from './harness.ts';
import { clipboard, openRecord, openStudy, studyMoves } from './harness-study.ts';
import { readRecordFile } from '../../src-main/records/service.ts';
import { layoutDiagram, parseBod } from '../../src-main/shared/records/diagram/index.ts';
import { readBack } from '../helpers/diagram-readback.ts';
import { assertOk } from '../helpers/assert-ok.ts';

const RECORD = join(import.meta.dirname, '../fixtures/diagram/bookmarks.kif');
const web = useBrowserHost(SKIP_REASON, () => mkdtempSync(join(tmpdir(), 'banmen-diagram-')));
web.closePagesAfterEach();

/** The SFEN fields of the record's main line after `ply` moves, as the records module reads it. */
async function positionAt(ply: number): Promise<string[]> {
  const r = await readRecordFile(RECORD);
  assertOk(r);
  r.records[0]!.goto(ply);
  return r.records[0]!.position.sfen.split(' ');
}

/** Picks a Diagram menu item and returns the downloaded file's name and bytes. */
async function exportVia(page: Page, item: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Diagram' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const d = await downloading;
  return { name: d.suggestedFilename(), bytes: readFileSync((await d.path())!) };
}

test(
  'Diagram › Save as SVG / PNG, Copy image and Copy BOD export the shown position',
  { skip: SKIP_REASON ?? false },
  async () => {
    await web.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openStudy(web);
    await openRecord(page, RECORD, 7);
    await studyMoves(page).nth(5).click();
    const [board, , hands] = await positionAt(5);

    const svg = await exportVia(page, 'Save as SVG');
    assert.equal(svg.name, 'bookmarks-5.svg');
    const text = svg.bytes.toString('utf8');
    assert.deepEqual(readBack(text), { board, hands }, 'the SVG shows the position after move 5');
    const parsed = await page.evaluate((t) => {
      const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror') !== null,
        pieces: doc.querySelectorAll('text[data-square]').length,
      };
    }, text);
    assert.deepEqual(
      parsed,
      { error: false, pieces: 39 },
      'the browser parses it: 39 pieces on the board (White holds a bishop)',
    );
    assert.match(text, /data-last-move="4e"/);
    assert.match(text, />▲山田 △鈴木　5手目 ▲４五角まで</);
    await page.getByText('Diagram saved as bookmarks-5.svg').waitFor();

    const png = await exportVia(page, 'Save as PNG');
    assert.equal(png.name, 'bookmarks-5.png');
    assert.equal(png.bytes.toString('latin1', 1, 4), 'PNG');
    const size = layoutDiagram(true, false);
    assert.deepEqual(
      [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)],
      [size.width * 2, size.height * 2],
      'the PNG is the diagram at scale 2',
    );

    await page.getByRole('button', { name: 'Diagram' }).click();
    await page.getByRole('menuitem', { name: 'Copy image' }).click();
    await page.getByText('Diagram image copied').waitFor();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const bytes = new Uint8Array(await (await item!.getType('image/png')).arrayBuffer());
      const view = new DataView(bytes.buffer);
      return { sig: String.fromCharCode(...bytes.slice(1, 4)), w: view.getUint32(16) };
    });
    assert.deepEqual(copied, { sig: 'PNG', w: size.width * 2 }, 'a PNG image is on the clipboard');

    await page.getByRole('button', { name: 'Diagram' }).click();
    await page.getByRole('menuitem', { name: 'Copy BOD' }).click();
    await page.getByText('BOD copied').waitFor();
    const bod = parseBod(await clipboard(page));
    assertOk(bod);
    assert.deepEqual(bod.sfen.split(' ').slice(0, 3), [board, 'w', hands]);
    assert.equal(bod.ply, 5);
  },
);
