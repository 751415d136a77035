// Browser tests (the real start:web host, Debian Chromium): play the built-in engine as a user.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ENGINE_SKIP,
  cell,
  fastEngine,
  recordItems,
  screenshot,
  SKIP_REASON,
  startGame,
  useBrowserHost,
  resign,
} from './harness.ts';
import { engineVsEngine, moveAndAwaitReply, playDataDir } from './harness-play.ts';

const DYING_ENGINE = fileURLToPath(new URL('../fixtures/app/dying-engine.mjs', import.meta.url));

const web = useBrowserHost(SKIP_REASON, () => {
  // A registered external engine that crashes when asked to think (for the engine-death test).
  const dying = { id: 'dying', name: 'Dying Engine', path: process.execPath, args: [DYING_ENGINE] };
  const dataDir = playDataDir('play', { engines: [dying] });
  // Why the list: the browser host runs only the engine programs it was started with.
  const programs = [process.execPath, '/bin/true', '/usr/games/fairy-stockfish'];
  return { dataDir, env: { BANMEN_ENGINES: programs.join(':') } };
});

test(
  'human vs engine: click and drag moves, the engine replies, resign is written into the record',
  { skip: ENGINE_SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, (d) => fastEngine(d, 'white'));
    await cell(page, '7g').click();
    assert.equal(
      await cell(page, '7f')
        .getAttribute('class')
        .then((c) => c?.includes('target')),
      true,
      '7f is highlighted',
    );
    await cell(page, '7f').click();
    await assert.doesNotReject(
      cell(page, '7f')
        .and(page.getByRole('gridcell', { name: '7f, black pawn' }))
        .waitFor(),
    );
    await recordItems(page).nth(1).waitFor({ timeout: 45_000 });
    assert.match((await recordItems(page).nth(1).textContent()) ?? '', /^△/);
    await cell(page, '2g').dragTo(cell(page, '2f'));
    await page.getByRole('gridcell', { name: '2f, black pawn' }).waitFor();
    await recordItems(page).nth(3).waitFor({ timeout: 45_000 });
    await screenshot(page, 'engine-game');
    await resign(page);
    const last = recordItems(page).last();
    await assert.doesNotReject(
      last.filter({ hasText: 'White wins by resignation after 4 moves' }).waitFor(),
    );
    await screenshot(page, 'engine-game-resigned');
    await page.close();
  },
);

test(
  'a handicap game: the engine (upper, white) moves first without the removed pieces',
  { skip: ENGINE_SKIP },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#start').selectOption('2-piece');
      await fastEngine(d, 'white');
    });
    await recordItems(page).first().waitFor({ timeout: 45_000 });
    assert.match((await recordItems(page).first().textContent()) ?? '', /^△/);
    for (const sq of ['8b', '2b']) {
      const name = await cell(page, sq).getAttribute('aria-label');
      assert.ok(name === `${sq}, empty` || !/rook|bishop/.test(name ?? ''), `${sq}: ${name}`);
    }
    await screenshot(page, 'handicap-2-piece');
    await page.close();
  },
);

test('a minishogi game on the 5×5 board against the engine', { skip: ENGINE_SKIP }, async () => {
  const page = await web.open();
  await startGame(page, async (d) => {
    await d.locator('#variant').selectOption('minishogi');
    await fastEngine(d, 'white');
  });
  assert.equal(await page.getByRole('gridcell').count(), 25);
  await moveAndAwaitReply(page, '5d', '5c');
  await screenshot(page, 'minishogi');
  await page.close();
});

test(
  'an engine that dies mid-game gives a clear message and the game is kept',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#variant').selectOption('shogi');
      await d.locator('#white-player').selectOption('ext:dying');
    });
    await cell(page, '7g').click();
    await cell(page, '7f').click();
    const alert = page.getByRole('alert').filter({ hasText: 'stopped unexpectedly' });
    await alert.waitFor({ timeout: 45_000 });
    assert.match((await alert.textContent()) ?? '', /exit code 3.*game is kept/);
    assert.deepEqual(await recordItems(page).allTextContents(), ['▲７六歩']);
    await cell(page, '3c').click();
    await cell(page, '3d').click();
    await page.getByRole('gridcell', { name: '3d, white pawn' }).waitFor();
    await screenshot(page, 'engine-died');
    await page.close();
  },
);

test(
  'in the Japanese UI an engine that dies says so in Japanese, with the technical detail',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open('&lang=ja');
    await startGame(
      page,
      async (d) => {
        await d.locator('#variant').selectOption('shogi');
        await d.locator('#white-player').selectOption('ext:dying');
      },
      'ja',
    );
    await cell(page, '7g').click();
    await cell(page, '7f').click();
    const alert = page.getByRole('alert').filter({ hasText: 'エンジンが異常終了しました' });
    await alert.waitFor({ timeout: 45_000 });
    assert.match((await alert.textContent()) ?? '', /対局は残っています.*（exit code 3）/);
    await page.close();
  },
);

const FAIRY = '/usr/games/fairy-stockfish';

test(
  'an external USI engine is registered from the dialog and plays',
  { skip: SKIP_REASON ?? (existsSync(FAIRY) ? false : `${FAIRY} not installed`) },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#variant').selectOption('shogi');
      await d.locator('#start').selectOption('even');
      await d.getByText('External USI engines').click();
      const offered = await d.getByLabel('Engine program').locator('option').allTextContents();
      assert.deepEqual(offered.slice(1), [process.execPath, '/bin/true', FAIRY]);
      await d.getByLabel('Engine program').selectOption('/bin/true');
      await d.getByRole('button', { name: 'Add engine' }).click();
      await d.getByRole('alert').filter({ hasText: 'did not answer as a USI engine' }).waitFor();
      await d.getByLabel('Engine program').selectOption(FAIRY);
      await d.getByRole('button', { name: 'Add engine' }).click();
      await d.getByRole('button', { name: /^Remove Fairy-Stockfish/ }).waitFor({ timeout: 20_000 });
      const id = await d
        .locator('#white-player option', { hasText: 'Fairy-Stockfish' })
        .getAttribute('value');
      await d.locator('#white-player').selectOption(id!);
      // Both sides on byoyomi only: Fairy-Stockfish 11.1 hangs on `go` as white when btime is large and wtime is 0.
      for (const side of [/Black/, /White/]) {
        const g = d.getByRole('group', { name: side });
        await g.getByLabel('Main time (min)').fill('0');
        await g.getByLabel('Byoyomi (s)').fill('3');
      }
    });
    await moveAndAwaitReply(page);
    assert.match((await recordItems(page).nth(1).textContent()) ?? '', /^△/);
    await screenshot(page, 'external-engine');
    await page.close();
  },
);

test(
  'engine against engine plays on its own until the maximum moves draw',
  { skip: ENGINE_SKIP },
  async () => {
    const page = await web.open();
    await startGame(
      page,
      engineVsEngine((d) => d.getByLabel('Max moves (0 = none)').fill('4')),
    );
    await page
      .getByRole('status')
      .filter({ hasText: 'Draw by maximum moves after 4 moves' })
      .waitFor({ timeout: 60_000 });
    assert.equal(await recordItems(page).count(), 5);
    await screenshot(page, 'engine-vs-engine');
    await page.close();
  },
);
