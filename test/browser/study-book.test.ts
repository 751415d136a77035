// Browser test of the study view's book panel, as a user: open a new book, add the analysis'
// best move with the engine's score and depth, undo, redo and save; after a reload the reopened
// book shows the move; saving as .bin, .ybb and .sbk says what each format dropped, and each
// exported book opens with the move and its score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SKIP_REASON, screenshot, studyTab, useBrowserHost } from './harness.ts';
import { openStudy, showStudy } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();

/** Opens a book by name in the Book tab and returns the panel. */
async function openBook(page: Page, name: string) {
  const panel = await studyTab(page, 'Book');
  await panel.getByRole('combobox', { name: 'Book file' }).fill(name);
  await panel.getByRole('button', { name: 'Open', exact: true }).click();
  await panel.getByText(name, { exact: true }).waitFor();
  return panel;
}

/** The book rows of the panel as "move score depth count". */
async function rows(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const r of await page.locator('table.book-moves tbody tr').all()) {
    const cells = r.getByRole('cell');
    const score = await cells.nth(1).getByRole('textbox').inputValue();
    const [move, , depth, count] = await cells.allTextContents();
    out.push(`${move!.trim()} ${score} ${depth!.trim()} ${count!.trim()}`);
  }
  return out;
}

test(
  'a move from analysis goes into the book with its score; undo, redo, save, reopen and export',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await openStudy(web, { width: 1280, height: 800 });
    await studyTab(page, 'Analysis');
    await page.getByRole('button', { name: 'Start analysis' }).click();
    const first = page.getByRole('list', { name: 'Analysis lines' }).getByRole('listitem').first();
    await first.filter({ hasText: /d([4-9]|\d\d)/ }).waitFor({ timeout: 90_000 });
    const line = (await first.textContent())!;
    const [, score, depth] = /^☗ ([+-]?\d+)\s*d(\d+)/.exec(line) ?? [];
    assert.ok(score !== undefined && depth !== undefined, `a centipawn score in "${line}"`);

    // The analysis keeps running behind the Book tab: its best line is what gets added.
    const panel = await openBook(page, 'panel.db');
    assert.ok(await panel.getByText('The book has no move for this position.').isVisible());
    await panel.getByRole('button', { name: 'Add the analysis move' }).click();
    await page.locator('table.book-moves tbody tr').first().waitFor();
    const added = await rows(page);
    assert.equal(added.length, 1);
    const [, bookScore, bookDepth, count] = added[0]!.split(' ');
    assert.equal(count, '1');
    // Why not equal outright: the search may have gone deeper between reading and adding.
    assert.ok(Number(bookDepth) >= Number(depth), `${bookDepth} >= ${depth}`);
    if (bookDepth === depth) assert.equal(Number(bookScore), Number(score));
    await studyTab(page, 'Analysis');
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await page.getByRole('button', { name: 'Start analysis' }).waitFor();
    await studyTab(page, 'Book');
    await screenshot(page, 'study-book-1280x800');
    await panel.getByRole('button', { name: 'Undo' }).click();
    await panel.getByText('The book has no move for this position.').waitFor();
    await panel.getByRole('button', { name: 'Redo' }).click();
    await page.locator('table.book-moves tbody tr').first().waitFor();
    assert.deepEqual(await rows(page), added);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('Saved panel.db.').waitFor();

    await page.reload();
    await showStudy(page);
    await openBook(page, 'panel.db');
    await page.locator('table.book-moves tbody tr').first().waitFor();
    assert.deepEqual(await rows(page), added, 'the saved move comes back after a reload');

    const [move, value] = added[0]!.split(' ');
    for (const [name, dropped] of [
      ['panel.bin', /depth dropped from 1 moves/],
      ['panel.ybb', null],
      ['panel.sbk', /position hashes written as 0/],
    ] as const) {
      // Each export starts from the saved .db book, so each format's losses are its own.
      const p = await openBook(page, 'panel.db');
      await p.getByRole('textbox', { name: /File name to save as/ }).fill(name);
      await p.getByRole('button', { name: 'Save as' }).click();
      const status = p.getByRole('status').filter({ hasText: `Saved ${name}.` });
      await status.waitFor();
      const said = (await status.textContent())!;
      if (dropped) assert.match(said, dropped, name);
      else assert.doesNotMatch(said, /dropped/, name);
      await openBook(page, name);
      await page.locator('table.book-moves tbody tr').first().waitFor();
      const [m, v] = (await rows(page))[0]!.split(' ');
      assert.deepEqual([m, v], [move, value], `${name} reads back the move and its score`);
    }
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'study-book-1024x700-dark');
    await page.close();
  },
);
