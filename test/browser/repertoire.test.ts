// Drill your repertoire in the browser: cards made from a book of the books folder (the fixture's
// odd line, as Black), a wrong answer shows the book's move with its figures and the book line,
// a right one is accepted without an engine, and after a reload the missed card comes back first,
// ahead of a card that has waited longer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SKIP_REASON, screenshot, useBrowserHost } from './harness.ts';
import { clickMove, showView } from './harness-learn.ts';

const BOOK = join(import.meta.dirname, '../fixtures/book/play.db');
const web = useBrowserHost(SKIP_REASON, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'banmen-repertoire-'));
  mkdirSync(join(dataDir, 'books'));
  copyFileSync(BOOK, join(dataDir, 'books', 'rep.db'));
  return dataDir;
});
web.closePagesAfterEach();
/** ts-fsrs brings a failed new card back after its first learning step (1 minute). */
const AGAIN_MS = 62_000;

const card = (page: Page) => page.locator('section[data-card]');
const verdict = (page: Page) => page.locator('[data-correct]');

test(
  'a repertoire card answered wrong shows the book and comes back first after a reload',
  { skip: SKIP_REASON ?? false, timeout: 300_000 },
  async () => {
    const page = await web.open();
    await showView(page, 'Practice');
    await page.getByText('Drill your repertoire').click();
    await page.getByRole('combobox', { name: 'Your book' }).selectOption('rep.db');
    await page.getByRole('combobox', { name: 'You play' }).selectOption('black');
    await page.getByRole('button', { name: 'Make cards' }).click();
    await page.getByText('3 new cards (3 in the deck).').waitFor();
    await card(page)
      .getByText('What do you play here as Black? (your book rep.db, move 1)')
      .waitFor();
    const missed = (await card(page).getAttribute('data-card'))!;

    // ▲7六歩 scores best in the book, but it is marked "never play": not the user's move.
    await clickMove(page, '7g7f');
    await verdict(page).waitFor();
    const failedAt = Date.now();
    assert.equal(await verdict(page).getAttribute('data-correct'), 'false');
    const said = await verdict(page).innerText();
    assert.match(said, /▲７六歩 is not your book’s move here/);
    assert.match(said, /▲１六歩\s+1\s+0/, 'the book move with its count and score');
    assert.match(said, /Book line: ▲１六歩 △９四歩 ▲９六歩 △１四歩/);
    await screenshot(page, 'repertoire-wrong-1280x800');
    await page.getByRole('button', { name: 'Next card' }).click();

    await card(page)
      .getByText(/as Black\? \(your book rep\.db, move 3\)/)
      .waitFor();
    await clickMove(page, '9g9f');
    await verdict(page).waitFor();
    assert.equal(await verdict(page).getAttribute('data-correct'), 'true');
    assert.match(await verdict(page).innerText(), /▲９六歩 is in your book/);
    await page.getByRole('button', { name: 'Next card' }).click();
    await card(page)
      .getByText(/move 5\)/)
      .waitFor();

    // Once the missed card is due again it comes first, though the move-5 card waited longer.
    await new Promise((r) => setTimeout(r, Math.max(0, failedAt + AGAIN_MS - Date.now())));
    await page.reload();
    await showView(page, 'Practice');
    await card(page).waitFor();
    assert.equal(await card(page).getAttribute('data-card'), missed);
    await page.getByText('Missed last time').waitFor();
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'repertoire-again-1024x700-dark');
    await page.close();
  },
);
