/**
 * The leak guard every browser test ends with (wired into `useBrowserHost`): the host may run
 * no more engine processes than its open pages hold for their game, analysis and review (each
 * page says how many in `data-engines`). An engine beyond that is one nobody can ever quit.
 */
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { engineProcesses } from './engine-processes.ts';

/**
 * How long engines may take to end: a page gone counts after 3 s (src-main/web/event-stream.ts),
 * then its engines get `quit` and a moment to exit.
 */
const SETTLE_MS = 15_000;

/** Engines the open pages of `browser` hold, by their own account. */
export async function claimedEngines(browser: BrowserContext | undefined): Promise<number> {
  let sum = 0;
  for (const page of browser?.pages() ?? []) {
    const n = await page
      .evaluate(() => Number(document.documentElement.dataset.engines ?? 0))
      .catch(() => 0);
    sum += n;
  }
  return sum;
}

/**
 * Waits until the host (started as process `hostPid`) runs no engine its open pages do not
 * hold; fails naming the leaked processes after {@link SETTLE_MS}.
 */
export async function assertNoLeakedEngines(
  hostPid: number,
  browser: BrowserContext | undefined,
): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const claimed = await claimedEngines(browser);
    const running = engineProcesses(hostPid);
    if (running.length <= claimed) return;
    if (Date.now() > deadline)
      assert.fail(
        `engine leak: the host runs ${running.length} engine(s), its pages hold ${claimed}:\n` +
          running.map((p) => `  ${p.pid} ${p.cmd}`).join('\n'),
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}
