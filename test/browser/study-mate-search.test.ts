// Issue 41, defects 13 and 16 in Study: the mate search's time box is named for screen readers,
// a mate search alone never offers "Stop analysis", and the review's node limit shows all of 20000.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SKIP_REASON, studyTab, useBrowserHost } from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

test(
  'mate search: its time box has a name, and while it runs the panel does not say "Stop analysis"',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, GAME, 14);
    const panel = await studyTab(page, 'Analysis');
    const seconds = panel.getByRole('spinbutton', { name: 'Mate search time (seconds)' });
    await seconds.fill('10');
    // The unit beside the box is a word a new user reads, not a bare "s".
    assert.match(await seconds.locator('xpath=..').innerText(), /\bseconds\b/);
    // The search may end within a moment: record the buttons whenever the panel says it searches.
    // (A string: the test's transpiler would add helpers the page does not have to a function.)
    await page.evaluate(`(() => {
      const seen = (window.seen = []);
      new MutationObserver(() => {
        if (!document.body.textContent.includes('Searching for a mate…')) return;
        const buttons = [...document.querySelectorAll('button')];
        seen.push(buttons.map((b) => b.textContent + (b.disabled ? ' (disabled)' : '')));
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
    await panel.getByRole('button', { name: 'Mate search' }).click();
    await page.waitForFunction(
      () => (window as unknown as { seen: unknown[] }).seen.length > 0,
      null,
      { timeout: 120_000 },
    );
    await panel
      .getByRole('button', { name: 'Mate search', disabled: false })
      .waitFor({ timeout: 120_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[][] }).seen);
    assert.ok(seen.length > 0, 'the search was shown as running');
    for (const buttons of seen) {
      assert.ok(
        !buttons.includes('Stop analysis'),
        `no "Stop analysis" while searching: ${buttons}`,
      );
      assert.ok(
        buttons.includes('Start analysis (disabled)'),
        'Start analysis waits for the search',
      );
    }
    await panel.getByRole('button', { name: 'Start analysis' }).waitFor();
  },
);

test('the review node limit shows every digit of 20000', { skip: SKIP }, async () => {
  const page = await openStudy(web);
  const panel = await studyTab(page, 'Review');
  const limit = panel.getByLabel('Limit value');
  await limit.fill('20000');
  const fits = await limit.evaluate((el: HTMLInputElement) => {
    // The text's width against the room left beside the spin buttons.
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(el).font;
    probe.textContent = el.value;
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(el);
    const room =
      el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 15;
    return { text, room };
  });
  assert.ok(fits.text <= fits.room, `20000 needs ${fits.text} px, the box has ${fits.room} px`);
});

test(
  'the position editor’s file numbers stand over their own columns',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    await page.getByRole('button', { name: 'Position editor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Position editor' });
    const board = dialog.getByRole('grid', { name: 'Edit board' });
    await board.waitFor();
    const labels = dialog.locator('.files span');
    for (const file of [9, 5, 1]) {
      const label = (await labels.nth(9 - file).boundingBox())!;
      const square = (await board
        .getByRole('gridcell', { name: new RegExp(`^${file}a`) })
        .boundingBox())!;
      const centre = label.x + label.width / 2;
      assert.ok(
        centre > square.x && centre < square.x + square.width,
        `"${file}" (centre ${centre}) is over its square ${file}a (${square.x}–${square.x + square.width})`,
      );
    }
  },
);
