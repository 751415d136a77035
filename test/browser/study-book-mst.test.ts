// Browser test of the book panel's two lines for issue 46: the move sequence trees' next move
// ("MST (tree): next ▲…") at the study position, following the board as the user plays the tree's
// move; and a huge book (16 MB or more) opened read-only on demand, saying so, with its move
// listed and its edit controls disabled (the service refuses edits too: book-service.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SKIP_REASON, cell, screenshot, studyTab, useBrowserHost } from './harness.ts';
import { openStudy, studyMoves } from './harness-study.ts';
import { MstNext } from '../../src-main/services/book/mst-next.ts';
import { PLAY_BOOK_ON_DEMAND_BYTES } from '../../src-main/services/book/play-book.ts';
import { STARTPOS_SFEN } from '../../src-main/shared/rules/sfen.ts';
import { treeName } from '../../src-renderer/lib/study/explorer-strings.ts';

/** A data folder whose books folder holds `huge.db`: one position, then comment lines to 16 MB. */
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-book-mst-'));
  mkdirSync(join(dir, 'books'));
  const head = `#YANEURAOU-DB2016 1.00\nsfen ${STARTPOS_SFEN}\n2g2f 8c8d 33 12 5\n`;
  const pad = `# ${'x'.repeat(1021)}\n`;
  const lines = Math.ceil(PLAY_BOOK_ON_DEMAND_BYTES / pad.length);
  writeFileSync(join(dir, 'books', 'huge.db'), head + pad.repeat(lines));
  return dir;
}

const web = useBrowserHost(SKIP_REASON, dataDir);
web.closePagesAfterEach();

/** What the panel's MST line should say at `sfen` (the service the host runs, asked directly). */
function expected(sfen: string): RegExp {
  const r = new MstNext().at(sfen);
  assert.ok(r.ok && r.value, `${sfen} is on a tree`);
  const { strategy, games } = r.value;
  return new RegExp(`^MST \\(${treeName('en', strategy)}\\): next [▲△]\\S+ \\(${games} games\\)$`);
}

test(
  "the Book tab shows the trees' next move and follows the board",
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web, { width: 1280, height: 800 });
    const panel = await studyTab(page, 'Book');
    const line = panel.getByText(/^MST \(/);
    await line.waitFor();
    assert.match((await line.textContent())!.trim(), expected(STARTPOS_SFEN));
    assert.match((await line.textContent())!, /next ▲/, 'black to move');
    const first = new MstNext().at(STARTPOS_SFEN);
    assert.ok(first.ok && first.value);
    const usi = first.value.usi;
    await cell(page, usi.slice(0, 2)).click();
    await cell(page, usi.slice(2, 4)).click();
    await panel.getByText(/^MST \(.*next △/).waitFor();
    const after = (await line.textContent())!.trim();
    assert.match(after, /next △\S+ \(\d+ games\)$/, 'white to move after the tree move');
    await screenshot(page, 'study-book-mst-1280x800');
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'study-book-mst-1024x700-dark');
    await page.close();
  },
);

test(
  'a huge book opens read-only on demand: its move is listed, not editable',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web, { width: 1280, height: 800 });
    const panel = await studyTab(page, 'Book');
    await panel.getByRole('combobox', { name: 'Book file' }).fill('huge.db');
    await panel.getByRole('button', { name: 'Open', exact: true }).click();
    await panel
      .getByRole('note')
      .filter({ hasText: /read on demand: read-only/ })
      .waitFor();
    await page.locator('table.book-moves tbody tr').first().waitFor();
    const rows = await page.locator('table.book-moves tbody tr').count();
    assert.equal(rows, 1);
    // Reading only: no add, undo or save buttons, and the list's edit controls are disabled.
    assert.equal(await panel.getByRole('button', { name: 'Save', exact: true }).count(), 0);
    assert.equal(await panel.getByRole('button', { name: 'Add the main line' }).count(), 0);
    assert.ok(await panel.getByRole('checkbox', { name: /^Never play/ }).isDisabled());
    assert.ok(await panel.getByRole('button', { name: /^Delete/ }).isDisabled());
    assert.ok(await panel.getByRole('textbox', { name: /^Score/ }).isDisabled());
    // The move itself still plays on the board.
    await page.locator('tr[data-usi="2g2f"] button.link').click();
    await studyMoves(page).nth(1).waitFor();
    await screenshot(page, 'study-book-huge-1280x800');
    await page.close();
  },
);
