// Issue 41, defects 8 and 9 in Play: Take back clears the engine's line of the position taken
// back, and "Abandon game" abandons (its engine ends) even when New game is then cancelled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cell, recordItems, resign, SKIP_REASON, startGame, useBrowserHost } from './harness.ts';
import { vsEngine, moveAndAwaitReply } from './harness-play.ts';
import { engineProcesses } from './engine-processes.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

test('take back clears the engine line of the position taken back', { skip: SKIP }, async () => {
  const page = await web.open();
  await startGame(page, vsEngine());
  // 1i1h is out of the opening book: the engine searches and shows its line.
  await moveAndAwaitReply(page, '1i', '1h');
  const pv = page.locator('.engine .pv');
  await pv.waitFor();
  assert.notEqual((await pv.textContent())?.trim(), '');
  const takeback = page.getByRole('button', { name: 'Take back' });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('button')].find((b) => b.textContent === 'Take back')
        ?.disabled,
  );
  await takeback.click();
  assert.equal(await recordItems(page).count(), 0);
  assert.equal(await pv.count(), 0, 'no engine line of a position no longer on the board');
});

test(
  'Abandon game then Cancel: the game is over, its engine ends, New game does not ask again',
  { skip: SKIP },
  async () => {
    // Why wait first: the previous test's page closed just now, and the host ends that page's
    // engine a few seconds after its event stream goes away.
    const idle = Date.now() + 15_000;
    while (engineProcesses(web.host.proc.pid!).length > 0 && Date.now() < idle)
      await new Promise((r) => setTimeout(r, 100));
    const page = await web.open();
    await startGame(page, vsEngine());
    assert.equal(engineProcesses(web.host.proc.pid!).length, 1);
    await page.getByRole('button', { name: 'New game' }).click();
    const ask = page.getByRole('dialog', { name: 'Abandon the running game?' });
    await ask.getByRole('button', { name: 'Abandon game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('status').filter({ hasText: 'to move' }).count(), 0);
    // The abandoned game cannot be played on, and its engine ended.
    await cell(page, '7g').click();
    assert.equal(await page.locator('.cell.target').count(), 0, 'no moves in an abandoned game');
    const deadline = Date.now() + 15_000;
    while (engineProcesses(web.host.proc.pid!).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    assert.equal(
      engineProcesses(web.host.proc.pid!).length,
      0,
      'the abandoned game’s engine ended',
    );
    // Why the toolbar's: the click on the abandoned board also offered New game in its hint.
    await page.getByRole('toolbar').getByRole('button', { name: 'New game' }).click();
    await dialog.waitFor();
    assert.equal(await ask.count(), 0, 'no second question');
  },
);

test(
  '"Analyse this game" opens the game in Study and reviews it; a done review offers only "Review again"',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#black-player').selectOption('human');
      await d.locator('#white-player').selectOption('human');
    });
    for (const [from, to] of [
      ['7g', '7f'],
      ['3c', '3d'],
    ] as const) {
      await cell(page, from).click();
      await cell(page, to).click();
    }
    await resign(page);
    await page.getByRole('button', { name: 'Analyse this game' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Review', exact: true });
    await panel.waitFor();
    await panel.getByRole('table', { name: 'Review summary' }).waitFor({ timeout: 120_000 });
    assert.equal(await panel.getByRole('button', { name: 'Review again' }).count(), 1);
    assert.equal(await panel.getByRole('button', { name: 'Review game' }).count(), 0);
  },
);
