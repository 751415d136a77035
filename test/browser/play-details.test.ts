// Browser tests of issue 20's defects in Play, as a user would meet them: take back against the
// engine, game information and handicap names, minishogi by keyboard and saved, the board's size,
// confirmation before resigning, no text selection, the clock paused in Study, moves announced,
// piece sounds and board colours. (Study's are in study-details, dialogs' in dialogs-menus.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cell,
  fastEngine,
  humanGame,
  recordItems,
  resign,
  screenshot,
  SKIP_REASON,
  openSettings,
  startGame,
  useBrowserHost,
} from './harness.ts';
import { moveAndAwaitReply } from './harness-play.ts';
import { axeProblems } from './axe.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

test('take back against the engine removes one move pair', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, (d) => fastEngine(d, 'white'));
  await moveAndAwaitReply(page);
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
  await moveAndAwaitReply(page, '1i', '1h');
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

test(
  'a record opened in Play is no dead end: Analyse this game steps through it in Study',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await page
      .locator('#open-record-input')
      .setInputFiles(join(import.meta.dirname, '../fixtures/study/timed-game.kif'));
    await recordItems(page).nth(3).waitFor();
    await page.getByRole('button', { name: 'Analyse this game' }).click();
    const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
    await moves.nth(3).waitFor();
    // The first move, then one step on by keyboard: the board follows.
    await moves.nth(1).click();
    await page.getByRole('gridcell', { name: '7f, black pawn' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('gridcell', { name: /^3d, white pawn/ }).waitFor();
  },
);

test(
  "Play's record list follows the game to its last move while the engines' chart and lines grow",
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await fastEngine(d, 'black');
      await fastEngine(d, 'white');
    });
    await recordItems(page).nth(30).waitFor({ timeout: 90_000 });
    // Why a poll: a move may land between two looks; the list must catch up within a second.
    const atEnd = () =>
      page.evaluate(() => {
        const ol = document.querySelector('section[aria-label="Record"] ol')!;
        return ol.scrollHeight - ol.clientHeight - ol.scrollTop;
      });
    let gap = await atEnd();
    for (let i = 0; i < 10 && gap > 2; i++) {
      await page.waitForTimeout(100);
      gap = await atEnd();
    }
    await screenshot(page, 'play-record-follows');
    assert.ok(gap <= 2, `the last moves are ${gap} px below the list's edge`);
    // A user who scrolls up to read stays there while the panes above change the list's height
    // (as they do while an engine reports); back at the end, the list follows again. Why a
    // window resize and not new moves: the fast engines may have finished the game by now.
    const list = page.locator('section[aria-label="Record"] ol');
    const measure = () =>
      list.evaluate((ol) => ({
        top: ol.scrollTop,
        height: ol.clientHeight,
        gap: ol.scrollHeight - ol.clientHeight - ol.scrollTop,
      }));
    const window0 = page.viewportSize()!;
    const shrink = (by: number) =>
      page.setViewportSize({ width: window0.width, height: window0.height - by });
    await list.hover();
    await page.mouse.wheel(0, -400);
    // Why "away from the end" and not 400 px: the list may overflow by less than that.
    await page.waitForFunction(() => {
      const ol = document.querySelector('section[aria-label="Record"] ol')!;
      return ol.scrollHeight - ol.clientHeight - ol.scrollTop > 50;
    });
    // The wheel's scroll is animated: read where it settles.
    let read = await measure();
    for (let settled = -1; settled !== read.top;) {
      settled = read.top;
      await page.waitForTimeout(200);
      read = await measure();
    }
    await shrink(100);
    await page.waitForTimeout(300);
    const after = await measure();
    assert.ok(after.height < read.height, `the list did not shrink (${after.height} px)`);
    assert.equal(
      after.top,
      read.top,
      `the list left where the user reads (${read.top} → ${after.top} px)`,
    );
    await page.mouse.wheel(0, 100_000);
    await page.waitForFunction(() => {
      const ol = document.querySelector('section[aria-label="Record"] ol')!;
      return ol.scrollHeight - ol.clientHeight - ol.scrollTop <= 2;
    });
    await shrink(200);
    await page.waitForFunction(() => {
      const ol = document.querySelector('section[aria-label="Record"] ol')!;
      return ol.scrollHeight - ol.clientHeight - ol.scrollTop <= 2;
    });
    await page.setViewportSize(window0);
    // The engine panel, the live chart and the game information pass axe too, light and dark.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      assert.deepEqual(await axeProblems(page), [], `Play, an engine game (${scheme})`);
    }
  },
);

test(
  "Play's panes resize by dragging the divider, and the sizes are kept after a reload",
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const divider = page.locator('[data-pane-resizer]').first();
    const side = () =>
      page.getByRole('region', { name: 'Record' }).evaluate((e) => e.getBoundingClientRect().width);
    const before = await side();
    const d = (await divider.boundingBox())!;
    await page.mouse.move(d.x + d.width / 2, d.y + d.height / 2);
    await page.mouse.down();
    await page.mouse.move(d.x - 200, d.y + d.height / 2, { steps: 8 });
    await page.mouse.up();
    const wider = await side();
    assert.ok(wider > before + 150, `the side pane went from ${before} to ${wider} px`);
    await page.waitForTimeout(300); // paneforge saves the layout after a short pause
    await page.reload();
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    assert.ok(Math.abs((await side()) - wider) < 4, 'the size is kept');
    // Back to the default for the other tests of this host.
    await page.evaluate(() => localStorage.clear());
  },
);
