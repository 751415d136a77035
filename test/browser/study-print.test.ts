// Browser test of printing and batch diagrams from Study's Diagram menu, as a user: open an
// annotated record, print it (the browser host opens its print view, which Chromium prints to
// a PDF: one page per 40 moves plus one per diagram), and save one diagram per bookmark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { SKIP_REASON, useBrowserHost } from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';
import { layoutDiagram } from '../../src-main/shared/records/diagram/index.ts';

const RECORD = join(import.meta.dirname, '../fixtures/print/annotated.kifu');
const records = mkdtempSync(join(tmpdir(), 'banmen-print-records-'));
const web = useBrowserHost(SKIP_REASON, () => ({ env: { BANMEN_RECORDS_DIR: records } }));
web.closePagesAfterEach();

/** Picks an item of the Diagram menu. */
async function diagramMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Diagram' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test(
  'Print record opens a print view that prints to a PDF of 3 move pages and 4 diagrams',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, RECORD, 96);
    const opening = page.context().waitForEvent('page');
    await diagramMenu(page, 'Print record (PDF)…');
    const view = await opening;
    await view.waitForLoadState('load');
    assert.match(view.url(), /\/print\/[\w-]{20,}$/);
    await page.getByText('Print view opened (7 pages)').waitFor();
    assert.equal(await view.locator('h1').textContent(), '練習対局');
    assert.equal(await view.locator('tr[data-ply]').count(), 96, 'every move is listed');
    assert.equal(
      await view.locator('tr[data-ply="1"] td.time').textContent(),
      '0:42 / 0:00:42',
      'with its time',
    );
    assert.equal(await view.locator('section.diagram svg').count(), 4);
    // Why another tab: the view itself is busy in the print dialog the app opened on it.
    const again = await page.context().newPage();
    await again.goto(view.url());
    const pdf = await again.pdf({ preferCSSPageSize: true, printBackground: true });
    assert.equal((await PDFDocument.load(pdf)).getPageCount(), 7, 'the PDF opens: 3 + 4 pages');

    const res = await fetch(new URL(view.url()));
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const unknown = await fetch(new URL('/print/not-an-id', view.url()));
    assert.equal(unknown.status, 404, 'only a prepared id is served');
  },
);

test(
  'Save bookmarked diagrams writes one PNG per bookmark and #図 comment into a new folder',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, RECORD, 96);
    await diagramMenu(page, 'Save bookmarked diagrams (PNG)…');
    const folder = join(records, 'annotated-diagrams');
    await page.getByText(`4 diagrams saved in ${folder}`).waitFor();
    const files = readdirSync(folder).sort();
    assert.deepEqual(files, [
      '001-ply12-序盤.png',
      '002-ply30.png',
      '003-ply61-終盤.png',
      '004-ply95-投了図.png',
    ]);
    const size = layoutDiagram(true, false);
    for (const f of files) {
      const png = readFileSync(join(folder, f));
      assert.equal(png.toString('latin1', 1, 4), 'PNG', `${f} is a PNG`);
      assert.deepEqual(
        [png.readUInt32BE(16), png.readUInt32BE(20)],
        [size.width * 2, size.height * 2],
      );
    }
  },
);
