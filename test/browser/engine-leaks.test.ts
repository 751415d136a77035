// Issue 41, defects 2 and 7: every engine the page starts ends with its game, analysis or page.
// Each path counts the engine processes the host owns (read from /proc) before and after; Start
// and Start analysis say they are starting and cannot be pressed twice meanwhile.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fastEngine, resign, SKIP_REASON, startGame, studyTab, useBrowserHost } from './harness.ts';
import { vsEngine, moveAndAwaitReply } from './harness-play.ts';
import { openRecord, showStudy } from './harness-study.ts';
import { engineProcesses } from './engine-processes.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

/** The number of engine processes the host runs now. */
const engines = () => engineProcesses(web.host.proc.pid!).length;

/** Waits until the host runs `n` engines (engines take a moment to start and to end). */
async function expectEngines(n: number, why: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (engines() !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  assert.equal(engines(), n, why);
}

/** Opens New game set to play White with the built-in engine, without pressing Start. */
async function newGameDialog(page: Page) {
  await page.getByRole('button', { name: 'New game' }).click();
  const abandon = page.getByRole('dialog', { name: 'Abandon the running game?' });
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await Promise.race([abandon.waitFor(), dialog.waitFor()]);
  if (await abandon.count()) await abandon.getByRole('button', { name: 'Abandon game' }).click();
  await dialog.locator('#variant').selectOption('shogi');
  await dialog.locator('#start').selectOption('even');
  await dialog.locator('#black-player').selectOption('human');
  await fastEngine(dialog, 'white');
  return dialog;
}

test(
  'a double-clicked Start shows progress and starts one engine, which ends with the game',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    assert.equal(engines(), 0, 'no engine before the game');
    const dialog = await newGameDialog(page);
    const start = dialog.getByRole('button', { name: 'Start' });
    await start.dblclick();
    // While the engine starts the dialog says so, and Start cannot be pressed again.
    await dialog.getByRole('status').filter({ hasText: 'Starting the engine…' }).waitFor();
    assert.equal(await start.isDisabled(), true, 'Start is disabled while starting');
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 3000)); // a second start would have spawned by now
    assert.equal(engines(), 1, 'one game, one engine');
    await resign(page);
    await expectEngines(0, 'the engine ends with the game');
  },
);

test('reloading the page during a game ends its engine', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, vsEngine());
  await expectEngines(1, 'the game has its engine');
  await page.reload();
  await page.getByRole('grid', { name: 'Board' }).waitFor();
  await expectEngines(0, 'the reloaded page no longer owns an engine');
});

test(
  'a game resumed after a reload and then replaced leaves one engine',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, vsEngine());
    await moveAndAwaitReply(page);
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Black to move' })
      .waitFor({ timeout: 30_000 });
    await expectEngines(1, 'the resumed game has one engine (the reloaded page’s ended)');
    // Replace the resumed game by a new one: still one engine.
    const dialog = await newGameDialog(page);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await expectEngines(1, 'the replaced game’s engine ended');
    await resign(page);
    await expectEngines(0, 'and the new game’s with it');
  },
);

test(
  'Start analysis shows progress, starts one engine, and Stop or closing the page ends it',
  { skip: SKIP },
  async () => {
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await showStudy(page);
    await openRecord(page, GAME, 14);
    const panel = await studyTab(page, 'Analysis');
    const start = panel.getByRole('button', { name: 'Start analysis' });
    await start.dblclick();
    await panel.getByRole('status').filter({ hasText: 'Starting the engine…' }).waitFor();
    assert.equal(await start.isDisabled(), true, 'Start analysis is disabled while starting');
    await panel.getByRole('button', { name: 'Stop analysis' }).waitFor({ timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 2000));
    assert.equal(engines(), 1, 'one analysis, one engine');
    await panel.getByRole('button', { name: 'Stop analysis' }).click();
    await expectEngines(0, 'Stop analysis ends the engine');
    await panel.getByRole('button', { name: 'Start analysis' }).click();
    await panel.getByRole('button', { name: 'Stop analysis' }).waitFor({ timeout: 60_000 });
    await expectEngines(1, 'analysing again starts one engine');
    await page.close();
    await expectEngines(0, 'closing the page ends its analysis engine');
  },
);
