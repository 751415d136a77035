// Browser test (the real start:web host, Debian Chromium), issue 16's "shows an SPRT run's LLR as
// it goes": a two-engine tournament started from the menu with SPRT on shows the LLR and its bounds
// under the standings while it is still running, and keeps it as more games finish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE_SKIP, menu, screenshot, TOURNAMENT_JOBS, useBrowserHost } from './harness.ts';

const SKIP = ENGINE_SKIP;
const web = useBrowserHost(SKIP, undefined, TOURNAMENT_JOBS);

test(
  'a running SPRT tournament shows its live LLR under the standings',
  { skip: SKIP, timeout: 240_000 },
  async () => {
    const page = await web.browser.newPage();
    try {
      await page.goto(web.host.url);
      await page.locator('.app[data-ready="true"]').waitFor();
      await menu(page, 'Tournament', /^New tournament/);
      const dialog = page.getByRole('dialog', { name: /^New tournament/ });
      await dialog.getByLabel('Name', { exact: true }).fill('sprt live');
      await dialog.getByLabel('Games per pair').fill('20');
      // About 100 ms a move, so the run is still going when the test looks.
      await dialog.getByLabel('Byoyomi (ms)').fill('100');
      await dialog.getByLabel('Lose on time').uncheck();
      await dialog.getByLabel('Games at once').fill('2');
      await dialog.getByLabel('Draw after plies').fill('40');
      await dialog.getByRole('checkbox', { name: /^SPRT/ }).check();
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });

      const standings = page.getByRole('region', { name: 'Standings' });
      const sprt = standings.getByText(/^SPRT: LLR/);
      const status = page.getByRole('status').filter({ hasText: 'Games' });
      // After the first pair (2 games in), still running.
      await status
        .filter({ hasText: /Running · Games\s+([2-9]|1\d)\/20/ })
        .waitFor({ timeout: 180_000 });
      await sprt.waitFor();
      assert.equal(await page.locator('[data-status="running"]').count(), 1, 'still running');
      const first = (await sprt.textContent())!.trim();
      // LLR with the bounds of α = β = 0.05: ln(0.05/0.95) = −2.94 and +2.94.
      assert.match(first, /^SPRT: LLR -?\d+\.\d\d \(-2\.94, 2\.94\)/);
      await screenshot(page, 'tournament-sprt-live');
      // More games finish and the line is still there (the standings event carries it each game).
      const done = (await status.textContent())!.match(/Games\s+(\d+)\/20/)![1]!;
      await status
        .filter({ hasNotText: new RegExp(`Games\\s+${done}/20`) })
        .waitFor({ timeout: 120_000 });
      await sprt.waitFor();
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.locator('[data-status="stopped"], [data-status="finished"]').waitFor({
        timeout: 60_000,
      });
    } catch (err) {
      await screenshot(page, 'tournament-sprt-failure');
      throw err;
    } finally {
      await page.close();
    }
  },
);
