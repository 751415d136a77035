// Issue 41, defect 14: a minishogi engine's principal variation reads in the chosen notation
// (▲５三歩…, not raw USI "5d5c"), and Declare win does not cite the 27-point rule there:
// minishogi has no entering-king declaration (the rules core's canDeclareWin is always false).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SKIP_REASON, fastEngine, startGame, useBrowserHost } from './harness.ts';

const web = useBrowserHost(SKIP_REASON);
web.closePagesAfterEach();

test(
  "a minishogi engine's PV is in Japanese notation; Declare win says minishogi has no declaration",
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await startGame(page, async (d) => {
      await d.locator('#variant').selectOption('minishogi');
      await d.locator('#white-player').selectOption('human');
      await fastEngine(d, 'black');
    });
    const pv = page.locator('.engine .pv');
    await pv.first().waitFor({ timeout: 60_000 });
    const text = (await pv.first().textContent())!.trim();
    assert.match(text, /^[▲△][１-５][一二三四五同]/, text);
    assert.doesNotMatch(text, /\b[1-5][a-e][1-5][a-e]\+?\b|\*[1-5][a-e]/, `raw USI: ${text}`);
    // The greyed Declare win says why, without the 27-point rule that minishogi does not have.
    await page.getByRole('button', { name: 'Declare win' }).locator('..').hover();
    const tip = page.locator('.tooltip');
    await tip.waitFor();
    assert.equal((await tip.textContent())?.trim(), 'Minishogi has no entering-king declaration.');
  },
);
