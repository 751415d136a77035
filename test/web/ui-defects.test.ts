// Browser tests of issue 20's defects, as a user would meet them: take back against the engine,
// game information, mate search in words, minishogi by keyboard, dialogs that trap focus, the
// study layout at 1024×700, menus that close, confirmation before resigning, no text selection.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  cell,
  fastEngine,
  humanGame,
  menu,
  recordItems,
  resign,
  screenshot,
  SKIP_REASON,
  openSettings,
  startGame,
  studyTab,
  useBrowserHost,
} from './harness.ts';
import { axeProblems } from './axe.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
// Why: each page keeps an event stream open, and Chromium allows 6 connections per host.
afterEach(async () => {
  for (const page of web.browser?.pages() ?? []) await page.close();
});

/** The element that has the keyboard focus: its role and whether it is inside `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test('take back against the engine removes one move pair', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, (d) => fastEngine(d, 'white'));
  await cell(page, '7g').click();
  await cell(page, '7f').click();
  await recordItems(page).nth(1).waitFor({ timeout: 45_000 });
  // The engine answers 7g7f from its opening book: the panel says so, with the book line in notation.
  const book = page.locator('.engine .book');
  await book.waitFor();
  assert.equal(await book.textContent(), 'Book move');
  assert.match((await page.locator('.engine > .pv').textContent()) ?? '', /^△/);
  assert.equal(
    await page
      .locator('.engine')
      .getByText(/^Depth/)
      .count(),
    0,
    'no search depth',
  );
  await screenshot(page, 'engine-book-move');
  const takeback = page.getByRole('button', { name: 'Take back' });
  const ready = () =>
    page.waitForFunction(() => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Take back');
      return b && !b.disabled;
    });
  await ready();
  await takeback.click();
  assert.equal(await recordItems(page).count(), 0);
  await page.getByRole('gridcell', { name: '7g, black pawn' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Black to move' }).waitFor();
  await screenshot(page, 'takeback-engine');
  // Out of the book (1i1h), the engine searches: its PV is in Japanese notation, not USI (defect 11).
  await cell(page, '1i').click();
  await cell(page, '1h').click();
  await recordItems(page).nth(1).waitFor({ timeout: 45_000 });
  const pv = (await page.locator('.engine > .pv').textContent()) ?? '';
  assert.match(pv, /^[▲△]/);
  assert.doesNotMatch(pv, /\b\d[a-i]\d[a-i]/);
  assert.equal(await book.count(), 0, 'a searched move is not called a book move');
});

test(
  'game information names the players, start, time control and date; handicap sides are 上手/下手',
  {
    skip: SKIP,
  },
  async () => {
    const page = await web.open();
    await startGame(page, humanGame('2-piece'));
    const info = page.getByRole('region', { name: 'Game information' });
    const text = (await info.textContent()) ?? '';
    assert.match(text, /Uwate \(上手\)\s*Human/);
    assert.match(text, /Shitate \(下手\)\s*Human/);
    assert.match(text, /Start\s*2-piece/);
    assert.match(text, /Time control/);
    assert.match(text, /Date\s*\d/);
    await page.getByRole('group', { name: /white hand/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Uwate (上手) to move' }).waitFor();
    await screenshot(page, 'game-info-handicap');
  },
);

test(
  'mate search answers in words, never starts the analysis, and is gone when another record opens',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await studyTab(page, 'Analysis');
    await page.getByRole('spinbutton', { name: 's', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Mate search' }).click();
    const answer = page.getByRole('status').filter({ hasText: /^\s*No mate found/ });
    await answer.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(6000);
    await page.getByRole('button', { name: 'Start analysis' }).waitFor({ timeout: 1000 });
    assert.equal(await page.getByRole('button', { name: 'Stop analysis' }).count(), 0);
    await screenshot(page, 'mate-none');
    await page.locator('#study-open-input').setInputFiles(GAME);
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(14).waitFor();
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').first().click();
    assert.equal(await answer.count(), 0, 'the answer belongs to the other record');
  },
);

test('minishogi can be played by keyboard on a fresh load', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, async (d) => {
    await d.locator('#variant').selectOption('minishogi');
    await d.locator('#white-player').selectOption('human');
  });
  assert.equal(await page.getByRole('gridcell').count(), 25);
  const stop = page.locator('[role="gridcell"][tabindex="0"]');
  assert.equal(await stop.count(), 1, 'one square of the 5×5 board is tabbable');
  await stop.focus();
  // From the tab stop to 5e (the pawn is on 5d: walk to it), select it and move it up.
  const start = (await stop.getAttribute('aria-label'))!;
  assert.match(start, /^5d,/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.getByRole('gridcell', { name: '5c, black pawn' }).waitFor();
  await screenshot(page, 'minishogi-keyboard');
  // A minishogi game can be saved (defect 13): as a USI position line, KIF having no 5×5 board.
  await resign(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save record' }).click();
  const download = await downloading;
  assert.match(download.suggestedFilename(), /^banmen-\d{12}-minishogi\.usi$/);
  const text = readFileSync((await download.path())!, 'utf8');
  assert.match(text, /^position sfen \S+ [bw] \S+ \d+ moves 5d5c\n$/);
});

test(
  'the New game dialog keeps the focus inside on Tab and closes on Escape',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await focusInside(page, '[role="dialog"]'), `Tab ${i + 1} left the dialog`);
    }
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
    assert.ok(await focusInside(page, '[role="dialog"]'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  },
);

test(
  'study at 1024×700: no sideways scrolling, a board at least 480 px tall, nothing clipped',
  {
    skip: SKIP,
  },
  async () => {
    const page = await web.open();
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await page.locator('#study-open-input').setInputFiles(GAME);
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(14).waitFor();
    // Why no helper function inside: tsx would wrap it in a __name call the page lacks.
    const m = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: innerWidth,
      board: document.querySelector('[role="grid"]')!.getBoundingClientRect().height,
      comment: document.querySelector('textarea')!.getBoundingClientRect().toJSON() as DOMRect,
      bookmark: document.querySelector('.bm input')!.getBoundingClientRect().toJSON() as DOMRect,
    }));
    await screenshot(page, 'study-1024x700');
    assert.ok(m.scroll <= m.width, `page scrolls sideways: ${m.scroll} > ${m.width}`);
    assert.ok(m.board >= 480, `board ${m.board} px tall`);
    assert.ok(m.comment.height >= 90, `comment box ${m.comment.height} px tall`);
    assert.ok(m.bookmark.right <= m.width, 'the bookmark field is not clipped');
    await page.setViewportSize({ width: 1920, height: 1080 });
    const big = await page.evaluate(
      () => document.querySelector('[role="grid"]')!.getBoundingClientRect().height,
    );
    assert.ok(big >= 850, `board ${big} px tall at 1920×1080`);
    await screenshot(page, 'study-1920x1080');
  },
);

test('play at 1024×700 and 1920×1080: the board fills the height', { skip: SKIP }, async () => {
  const page = await web.open();
  for (const [width, height, min] of [
    [1024, 700, 480],
    [1920, 1080, 850],
  ] as const) {
    await page.setViewportSize({ width, height });
    const m = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      board: document.querySelector('[role="grid"]')!.getBoundingClientRect().height,
    }));
    assert.ok(m.scroll <= width, `page scrolls sideways at ${width}`);
    assert.ok(m.board >= min, `board ${m.board} px tall at ${width}×${height}`);
    await screenshot(page, `play-${width}x${height}`);
  }
});

test(
  'menus close on Escape and on an outside click, and never two at once',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const bar = page.getByRole('menubar');
    await bar.getByRole('menuitem', { name: 'Tournament', exact: true }).click();
    await page.getByRole('menu', { name: 'Tournament' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await bar.getByRole('menuitem', { name: 'Engine', exact: true }).click();
    await page.getByRole('menu', { name: 'Engine' }).waitFor();
    await bar.getByRole('menuitem', { name: 'Game', exact: true }).hover();
    await page.getByRole('menu', { name: 'Game' }).waitFor();
    assert.equal(await page.getByRole('menu').count(), 1, 'one menu open');
    await page.mouse.click(500, 400);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await menu(page, 'Edit', 'Settings…');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  },
);

test('Resign asks first; Keep playing keeps the game', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, humanGame());
  await page.getByRole('button', { name: 'Resign' }).click();
  const ask = page.getByRole('dialog', { name: 'Resign the game?' });
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await page.getByRole('status').filter({ hasText: 'Black to move' }).waitFor();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('dialog', { name: 'Abandon the running game?' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('status').filter({ hasText: 'Black to move' }).waitFor();
});

test('dragging a piece selects no text', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, async (d) => {
    await d.locator('#black-player').selectOption('human');
    await d.locator('#white-player').selectOption('human');
  });
  await cell(page, '2g').dragTo(cell(page, '2f'));
  await page.getByRole('gridcell', { name: '2f, black pawn' }).waitFor();
  // A drag from the hands' label over the board, as a careless mouse would.
  const label = page.getByRole('group', { name: 'white hand' });
  const a = (await label.boundingBox())!;
  const b = (await cell(page, '5e').boundingBox())!;
  await page.mouse.move(a.x + 5, a.y + 5);
  await page.mouse.down();
  await page.mouse.move(b.x + 10, b.y + 10, { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.evaluate(() => String(getSelection())), '');
});

test(
  'switching the New game dialog to minishogi drops a 9×9 SFEN and the game starts',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#start').selectOption('sfen');
      await d.locator('#sfen').fill('4k4/9/9/9/9/9/9/9/4K4 b - 1');
      await d.locator('#variant').selectOption('minishogi');
      await d.locator('#white-player').selectOption('human');
    });
    assert.equal(await page.getByRole('gridcell').count(), 25);
    assert.equal(await page.getByRole('alert').count(), 0);
  },
);

test(
  "a refused file's error banner can be dismissed and goes away on the next successful open",
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    const bad = join(import.meta.dirname, '../fixtures/records/illegal-move.kif');
    const banner = page.getByRole('alert', { name: 'Could not open' });
    await page.locator('#study-open-input').setInputFiles(bad);
    await banner.waitFor();
    await page.locator('#study-open-input').setInputFiles(GAME);
    await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(14).waitFor();
    assert.equal(await banner.count(), 0, 'the banner went away');
  },
);

test(
  'axe finds no serious or critical problem in Play, New game, Settings and Study, light and dark',
  {
    skip: SKIP,
  },
  async () => {
    const page = await web.open();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      assert.deepEqual(await axeProblems(page), [], `Play (${scheme})`);
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog', { name: 'New game' }).waitFor();
      assert.deepEqual(await axeProblems(page), [], `New game (${scheme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
      assert.deepEqual(await axeProblems(page), [], `Settings (${scheme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Study', exact: true }).click();
      await page.locator('#study-open-input').setInputFiles(GAME);
      await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(14).waitFor();
      // Every panel open (game information included), and the Copy as menu.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => (d.open = true)),
      );
      // Each side tab in turn (a hidden panel is not scanned).
      for (const tab of ['Analysis', 'Review', 'Explorer']) {
        await studyTab(page, tab);
        assert.deepEqual(await axeProblems(page), [], `Study, ${tab} tab (${scheme})`);
      }
      await page.getByRole('button', { name: 'Copy as' }).click();
      await page.getByRole('menu').waitFor();
      assert.deepEqual(await axeProblems(page), [], `Copy as menu (${scheme})`);
      await page.keyboard.press('Escape');
    }
  },
);

test(
  'the Save As dialog has a title and its path example follows the format',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await page.getByRole('button', { name: 'Save as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as…' });
    await dialog.getByRole('heading', { name: 'Save as…' }).waitFor();
    await dialog.getByLabel('Format').selectOption('csa');
    const path = dialog.getByLabel('Save to path (optional)');
    assert.match((await path.getAttribute('placeholder')) ?? '', /\.csa$/);
  },
);

/** A fresh page with Study's position editor open. */
async function openPositionEditor() {
  const page = await web.open();
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.getByRole('button', { name: 'Position editor' }).click();
  return { page, dialog: page.getByRole('dialog', { name: 'Position editor' }) };
}

test(
  'the position editor shows coordinates and English preset names in the English UI',
  { skip: SKIP },
  async () => {
    const { page, dialog } = await openPositionEditor();
    const presets = await dialog.getByLabel('Preset').locator('option').allTextContents();
    assert.ok(presets.includes('Lance handicap'), presets.join(', '));
    assert.ok(!presets.some((p) => /[落詰]/.test(p)), `Japanese presets: ${presets.join(', ')}`);
    const text = (await dialog.textContent()) ?? '';
    assert.match(text, /9\s*8\s*7\s*6\s*5\s*4\s*3\s*2\s*1/);
    assert.match(text, /一\s*二\s*三\s*四\s*五\s*六\s*七\s*八\s*九/);
    assert.deepEqual(await axeProblems(page), []);
    await screenshot(page, 'position-editor');
  },
);

test(
  "the position editor's Undo and Redo follow the edits: enabled once there is one to take back",
  { skip: SKIP },
  async () => {
    const { dialog } = await openPositionEditor();
    const undo = dialog.getByRole('button', { name: 'Undo' });
    const redo = dialog.getByRole('button', { name: 'Redo' });
    assert.equal(await undo.isDisabled(), true);
    await dialog.getByRole('button', { name: 'white rook' }).click();
    await dialog.getByRole('gridcell', { name: /^5e/ }).click();
    assert.equal(
      await dialog.getByRole('gridcell', { name: /^5e/ }).getAttribute('aria-label'),
      '5e, white rook',
    );
    assert.equal(await undo.isDisabled(), false, 'Undo after placing a piece');
    await undo.click();
    assert.equal(
      await dialog.getByRole('gridcell', { name: /^5e/ }).getAttribute('aria-label'),
      '5e',
    );
    assert.equal(await undo.isDisabled(), true, 'Undo with nothing left to take back');
    assert.equal(await redo.isDisabled(), false, 'Redo after an undo');
  },
);

test('the clock does not run while the user is in Study', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, async (d) => {
    await humanGame()(d);
    const black = d.getByRole('group', { name: /Black/ });
    await black.getByLabel('Main time (min)').fill('1');
  });
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.waitForTimeout(3500);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const clock = page.getByRole('timer', { name: 'Black clock' });
  assert.match((await clock.textContent()) ?? '', /(1:00|0:59)/);
});

test(
  'with &lang=en in the address, choosing 日本語 in Settings translates the whole window',
  { skip: SKIP },
  async () => {
    const page = await web.open('&lang=en');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.getByRole('dialog', { name: '設定' }).waitFor();
    await page.keyboard.press('Escape');
    for (const name of ['新規対局', '盤面反転', '検討'])
      await page.getByRole('button', { name, exact: true }).waitFor({ timeout: 5000 });
    await page.getByRole('menubar').getByRole('menuitem', { name: 'ファイル' }).waitFor();
    await page.getByRole('grid', { name: '盤面' }).waitFor();
    // Back to English for the other tests of this host.
    await page.getByRole('button', { name: '設定', exact: true }).click();
    await page
      .getByRole('dialog', { name: '設定' })
      .getByRole('combobox', { name: '言語' })
      .selectOption('en');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  },
);

test('moves and the end of the game are announced to screen readers', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, humanGame());
  // Why a CSS locator: Playwright's role query skips the 1-pixel visually hidden region.
  const log = page.locator('[role="log"][aria-live="polite"][aria-label="Moves"]');
  await cell(page, '7g').click();
  await cell(page, '7f').click();
  assert.equal((await log.textContent())?.trim(), 'Black: ☗７六歩');
  await cell(page, '3c').click();
  await cell(page, '3d').click();
  assert.equal((await log.textContent())?.trim(), 'White: ☖３四歩');
  await page.getByRole('button', { name: 'Resign' }).click();
  await page
    .getByRole('dialog', { name: 'Resign the game?' })
    .getByRole('button', { name: 'Resign' })
    .click();
  await log.filter({ hasText: 'resignation' }).waitFor({ state: 'attached' });
  // The finished game opens in Study, where its moves can be stepped through (defect 20).
  await page.getByRole('button', { name: 'Analyse this game' }).click();
  const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
  await moves.nth(2).waitFor();
  assert.match((await moves.nth(2).textContent()) ?? '', /△３四歩/);
});

test(
  'the study record survives a reload: moves, an unsaved comment, the cursor and the file name',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await page.locator('#study-open-input').setInputFiles(GAME);
    const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
    await moves.nth(14).waitFor();
    await moves.nth(5).click();
    await page.getByRole('textbox', { name: 'Comment' }).fill('the rook goes wrong later');
    await page.getByRole('textbox', { name: 'Comment' }).press('Tab');
    await page.getByText('rook-blunder.kifu *').waitFor();
    await page.waitForTimeout(600); // the autosave waits for a pause in the edits
    await page.reload();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await moves.nth(14).waitFor();
    // Still unsaved: the title keeps its mark, and the cursor is on move 5 with the comment.
    await page.getByText('rook-blunder.kifu *').waitFor();
    assert.match(
      (await page.locator('[aria-label="Moves"] li[aria-current="true"]').textContent()) ?? '',
      /^\s*5/,
    );
    // (A KIF comment line reads back with its line end, as when the file is reopened.)
    assert.equal(
      (await page.getByRole('textbox', { name: 'Comment' }).inputValue()).trimEnd(),
      'the rook goes wrong later',
    );
  },
);

test(
  'Copy as KIF, KI2 or CSA puts the record on the clipboard; CSA says it drops the variations',
  { skip: SKIP },
  async () => {
    await web.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await web.open();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await page.locator('#study-open-input').setInputFiles(GAME);
    const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
    await moves.nth(14).waitFor();
    const copyAs = async (format: string) => {
      await page.getByRole('button', { name: 'Copy as' }).click();
      await page.getByRole('menuitem', { name: format, exact: true }).click();
    };
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await copyAs('KIF');
    await page.getByText('Copied as KIF', { exact: true }).waitFor();
    assert.match(await clipboard(), /手数----指手---.*\n\s*13 ７三飛成/s);
    await copyAs('KI2');
    await page.getByText('Copied as KI2', { exact: true }).waitFor();
    assert.match(await clipboard(), /▲７三飛成/);
    // A variation at move 5 (▲２六歩 instead of ▲７八飛): CSA cannot hold it, and says so.
    await moves.nth(4).click();
    await cell(page, '2g').click();
    await cell(page, '2f').click();
    await page
      .getByRole('treeitem', { name: /２六歩/ })
      .first()
      .waitFor();
    await copyAs('CSA');
    await page.getByText(/^Copied as CSA; CSA cannot hold: .*variation/).waitFor();
    // The line on screen (now through the variation's ▲２六歩) is the one copied.
    assert.match(await clipboard(), /^V2\.2.*\+7776FU.*\+2726FU/ms);
  },
);

test(
  'a record file dropped on the Play view opens in Study, with per-move times in the move list',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const text = readFileSync(
      join(import.meta.dirname, '../fixtures/study/timed-game.kif'),
      'utf8',
    );
    const dt = await page.evaluateHandle((t) => {
      const d = new DataTransfer();
      d.items.add(new File([t], 'timed-game.kif'));
      return d;
    }, text);
    await page.dispatchEvent('[role="grid"][aria-label="Board"]', 'drop', { dataTransfer: dt });
    const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
    await moves.nth(4).waitFor();
    assert.match((await moves.nth(2).textContent()) ?? '', /３四歩.*0:12/);
    assert.match((await moves.nth(3).textContent()) ?? '', /２六歩.*1:05/);
    await screenshot(page, 'study-move-times');
  },
);

test(
  "Study's game information shows the record's players and saves an edit as one undoable step",
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page.getByRole('button', { name: 'Study', exact: true }).click();
    await page
      .locator('#study-open-input')
      .setInputFiles(join(import.meta.dirname, '../fixtures/study/timed-game.kif'));
    await page.getByText('Game information: Alice – Bob').click();
    const info = page.getByRole('group', { name: 'Game information' });
    assert.equal(await info.getByLabel('☗ Black').inputValue(), 'Alice');
    await info.getByLabel('Event').fill('Club championship');
    await info.getByLabel('Event').press('Enter');
    await page.getByText('timed-game.kif *').waitFor();
    await page.getByRole('button', { name: 'Copy as' }).waitFor();
    // The edit is in the record (as the KIF header) and one Undo takes it back.
    await web.browser.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy as' }).click();
    await page.getByRole('menuitem', { name: 'KIF', exact: true }).click();
    await page.getByText('Copied as KIF', { exact: true }).waitFor();
    assert.match(
      await page.evaluate(() => navigator.clipboard.readText()),
      /棋戦：Club championship/,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await info.getByLabel('Event').inputValue(), '');
  },
);

test(
  'a played piece clicks at the chosen volume; the sound can be turned off and the volume is kept',
  { skip: SKIP },
  async () => {
    const page = await web.browser.newPage();
    // Counts the sounds the page starts (a click is a noise buffer; beeps are oscillators).
    await page.addInitScript(() => {
      const w = window as unknown as { clicks: number };
      w.clicks = 0;
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (...args) {
        w.clicks++;
        return start.apply(this, args);
      };
    });
    await page.goto(web.host.url);
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    const clicks = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
    await startGame(page, async (d) => {
      await d.locator('#black-player').selectOption('human');
      await d.locator('#white-player').selectOption('human');
    });
    await cell(page, '7g').click();
    await cell(page, '7f').click();
    assert.equal(await clicks(), 1);
    let settings = await openSettings(page);
    await settings.getByLabel('Click when a piece is played').uncheck();
    await settings.getByRole('slider', { name: 'Volume' }).fill('25');
    await page.keyboard.press('Escape');
    await cell(page, '3c').click();
    await cell(page, '3d').click();
    assert.equal(await clicks(), 1, 'no click with the sound off');
    await page.reload();
    settings = await openSettings(page);
    assert.equal(await settings.getByRole('slider', { name: 'Volume' }).inputValue(), '25');
    await settings.getByLabel('Click when a piece is played').check();
    await settings.getByRole('slider', { name: 'Volume' }).fill('60');
  },
);

test(
  'Settings › Board colour repaints the board and hands, and is kept',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const grid = page.getByRole('grid', { name: 'Board' });
    const paint = () => grid.evaluate((g) => getComputedStyle(g).backgroundColor);
    assert.equal(await paint(), 'rgb(233, 194, 122)');
    let settings = await openSettings(page);
    await settings.getByRole('combobox', { name: 'Board colour' }).selectOption('gray');
    assert.equal(await paint(), 'rgb(216, 216, 212)');
    assert.deepEqual(await axeProblems(page), [], 'the grey board in the Settings dialog');
    await page.keyboard.press('Escape');
    await screenshot(page, 'board-gray');
    await page.reload();
    await grid.waitFor();
    assert.equal(await paint(), 'rgb(216, 216, 212)');
    settings = await openSettings(page);
    await settings.getByRole('combobox', { name: 'Board colour' }).selectOption('wood');
    assert.equal(await paint(), 'rgb(233, 194, 122)');
  },
);
