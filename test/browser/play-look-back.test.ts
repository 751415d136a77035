// Browser test of defect 25 (issue 41): Play steps back and forward through the game's moves
// during and after the game without leaving Play (a read-only look back, ← and → too), and "Play
// from here" starts a game with clocks against the built-in engine from Study's position, from
// Study's toolbar and from the first screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  cell,
  fastEngine,
  humanGame,
  recordItems,
  resign,
  screenshot,
  SKIP_REASON,
  startGame,
  useBrowserHost,
} from './harness.ts';
import { showStudy, studyMoves } from './harness-study.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** What the board shows on `square` ("black pawn", "empty", …; the piece's glyph left out). */
const on = async (page: Page, square: string) =>
  ((await cell(page, square).getAttribute('aria-label')) ?? '')
    .replace(/^\w+, /, '')
    .replace(/ [^ -~]+$/, '');

/** Plays USI-like moves by clicking their squares. */
async function moves(page: Page, list: [string, string][]) {
  for (const [i, [from, to]] of list.entries()) {
    await cell(page, from).click();
    await cell(page, to).click();
    await recordItems(page).nth(i).waitFor();
  }
}

test(
  'Play steps back and forward through the moves, during and after the game',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, humanGame());
    await moves(page, [
      ['7g', '7f'],
      ['3c', '3d'],
      ['2g', '2f'],
    ]);
    const status = page.getByRole('group', { name: 'Moves' }).getByRole('status');
    // ← from the live position shows the one before the last move, read-only (the keys step
    // when the board, which moves its focus with them, does not have the focus: here the record).
    const list = page.getByRole('region', { name: 'Record' }).getByRole('list');
    await list.press('ArrowLeft');
    await status.getByText('Viewing move 2 of 3').waitFor();
    assert.equal(await on(page, '2g'), 'black pawn');
    assert.equal(await on(page, '2f'), 'empty');
    await page.getByRole('button', { name: 'Previous move' }).click();
    assert.equal(await on(page, '3c'), 'white pawn');
    assert.equal(await on(page, '7f'), 'black pawn');
    await screenshot(page, 'play-look-back');
    // The game itself is untouched: still three moves, still White to move.
    assert.equal(await recordItems(page).count(), 3);
    await page.getByRole('status').filter({ hasText: 'White to move' }).waitFor();
    // → steps forward; past the last move the board is live again and the user can move.
    await list.press('ArrowRight');
    await list.press('ArrowRight');
    await status.waitFor({ state: 'detached' });
    assert.equal(await on(page, '2f'), 'black pawn');
    // A click on the board while looking back returns to the live position first.
    await page.getByRole('button', { name: 'Previous move' }).click();
    await cell(page, '8c').click();
    await status.waitFor({ state: 'detached' });
    await cell(page, '8c').click();
    await cell(page, '8d').click();
    await recordItems(page).nth(3).waitFor();
    // After the game too.
    await resign(page);
    await page.getByRole('button', { name: 'Previous move' }).click();
    await status.getByText('Viewing move 3 of 4').waitFor();
    assert.equal(await on(page, '8c'), 'white pawn');
    await page.getByRole('button', { name: 'Back to the game' }).click();
    assert.equal(await on(page, '8d'), 'white pawn');
  },
);

/** Pastes `usi` in Study and shows its last move (move `last`). */
async function studyPosition(page: Page, usi: string, last: number) {
  await showStudy(page);
  await page.getByRole('button', { name: 'Paste record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste record' });
  await dialog.getByRole('textbox').fill(usi);
  await dialog.getByRole('button', { name: /^Open/ }).click();
  await studyMoves(page).nth(last).click();
}

test(
  'Play from here starts a game from the Study position, engine first',
  { skip: SKIP, timeout: 180_000 },
  async () => {
    const page = await web.open();
    await studyPosition(page, 'position startpos moves 7g7f 3c3d', 2);
    await page.getByRole('button', { name: 'Play from here' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    assert.match(await dialog.locator('#sfen').inputValue(), / b /);
    await fastEngine(dialog, 'black');
    await dialog.locator('#white-player').selectOption('human');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    // Play shows Study's position, with clocks, and the engine (Black, to move) plays first.
    assert.equal(
      await page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(await on(page, '3d'), 'white pawn');
    assert.equal(await on(page, '3c'), 'empty');
    await recordItems(page).first().waitFor({ timeout: 60_000 });
    await page.getByRole('status').filter({ hasText: 'White to move' }).waitFor();
    assert.equal(await recordItems(page).count(), 1, 'one engine move, then the user');
    assert.ok((await page.getByRole('timer').count()) >= 2, 'both clocks shown');
    await screenshot(page, 'play-from-here');
    await resign(page);
    // The first screen of a fresh page offers Study's position too (Study keeps it).
    const fresh = await web.open();
    await studyPosition(fresh, 'position startpos moves 7g7f 3c3d', 2);
    await fresh.getByRole('button', { name: 'Play', exact: true }).click();
    await fresh.getByRole('button', { name: "Play from Study's position" }).click();
    const asked = fresh.getByRole('dialog', { name: 'New game' });
    assert.equal(await asked.locator('#start').inputValue(), 'sfen');
    assert.match(await asked.locator('#sfen').inputValue(), /^lnsgkgsnl\/1r5b1\/pppppp1pp\/6p2\//);
    await asked.getByRole('button', { name: 'Cancel' }).click();
    // Cancelled: New game offers the usual start again.
    await fresh.getByRole('button', { name: 'New game' }).click();
    assert.equal(await asked.locator('#start').inputValue(), 'even');
    await asked.getByRole('button', { name: 'Cancel' }).click();
  },
);
