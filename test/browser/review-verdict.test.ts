// Issue 41, defect 3: at a reviewed move the review says what was better — the label, the
// win-rate loss, the best move in the chosen notation and the engine's line, which one click
// plays as a variation — and the review's machine lines do not mark the move as commented.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openSettings, screenshot, SKIP_REASON, useBrowserHost } from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';

const REVIEWED = join(import.meta.dirname, '../fixtures/study/reviewed-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

test(
  'a reviewed blunder shows its label, loss, best move and line; the line plays as a variation',
  { skip: SKIP },
  async () => {
    const page = await openStudy(web);
    const moves = await openRecord(page, REVIEWED, 14);
    await moves.nth(13).click();
    const verdict = page.getByRole('region', { name: 'Review of this move' });
    await verdict.waitFor();
    const text = (await verdict.textContent()) ?? '';
    assert.match(text, /blunder/);
    assert.match(text, /win rate −42\.5 points/);
    assert.match(text, /Best: ▲８七歩/);
    assert.match(text, /Engine line:\s*▲８七歩 △８二飛 ▲７六飛/);
    await screenshot(page, 'review-verdict');
    // The machine lines are no comment: no "*" on moves 12 and 13, while move 11's real one has it.
    const star = (n: number) => moves.nth(n).locator('.mark', { hasText: '*' }).count();
    assert.equal(await star(11), 1, 'a real comment is marked');
    assert.equal(await star(12), 0, 'a review-only comment is not marked');
    assert.equal(await star(13), 0, 'a review-only comment is not marked');
    // One click plays the engine's line beside the blunder, and the cursor follows it.
    await verdict.getByRole('button', { name: 'Play as variation' }).click();
    await page
      .getByRole('treeitem', { name: /▲８七歩/ })
      .first()
      .waitFor();
    await page.getByRole('gridcell', { name: /^7f, black rook/ }).waitFor();
    assert.match((await moves.nth(13).textContent()) ?? '', /▲８七歩/);
    assert.match((await moves.nth(15).textContent()) ?? '', /▲７六飛/);
  },
);

test('western notation: the best move and line are written in it', { skip: SKIP }, async () => {
  const page = await openStudy(web);
  const settings = await openSettings(page);
  await settings.getByLabel('Notation').selectOption('western');
  await page.keyboard.press('Escape');
  const moves = await openRecord(page, REVIEWED, 14);
  await moves.nth(13).click();
  const verdict = page.getByRole('region', { name: 'Review of this move' });
  const text = (await verdict.textContent()) ?? '';
  assert.match(text, /Best: P\*8g/);
  assert.match(text, /Engine line:\s*P\*8g R-8b R-7f/);
  // A move the engine also chose says so instead of a line.
  await moves.nth(12).click();
  assert.match((await verdict.textContent()) ?? '', /good move.*The engine’s choice too\./s);
});

test(
  'a live review says why the blunder lost: the rook on 7c is simply taken',
  { skip: SKIP },
  async () => {
    // Issue 43 item 1: the sentence's fact (the dragon on 7c hangs to the knight) is checked by
    // test/study/why.test.ts; here the user must see it at the move, after a real review.
    const page = await openStudy(web);
    const moves = await openRecord(
      page,
      join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu'),
      14,
    );
    await page.getByRole('tab', { name: 'Review', exact: true }).click();
    // Why the default budget (REVIEW_DEFAULT_NODES): what a user gets. At 3,000 nodes net generation
    // 9's verifying search answers the bishop trade first, so the reply is not settled (why-search.ts).
    const limit = await page.getByLabel('Limit value').inputValue();
    assert.equal(limit, String(REVIEW_DEFAULT_NODES));
    await page.getByRole('button', { name: 'Review game' }).click();
    await page.getByRole('table', { name: 'Review summary' }).waitFor({ timeout: 180_000 });
    await moves.nth(13).click();
    const verdict = page.getByRole('region', { name: 'Review of this move' });
    await verdict.waitFor();
    const text = (await verdict.textContent()) ?? '';
    assert.match(text, /blunder/);
    assert.match(text, /hangs the (dragon|rook) on 7c/i, text);
  },
);
