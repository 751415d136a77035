// Practice your mistakes in the browser: a deck built from a reviewed game (the fixture's Sente
// hangs his rook at move 13; the live review itself is covered by review-verdict.test.ts), its
// card on the board, a worse move refused by the engine's check at answer time, the best move
// (found through the two hints) accepted with the line and the why, and the failed card coming
// back first after the host restarts on the same data folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  SKIP_REASON,
  openBrowser,
  screenshot,
  startHost,
  useBrowserHost,
  type Host,
} from './harness.ts';
import { openRecord, openStudy } from './harness-study.ts';
import { clickMove, showView } from './harness-learn.ts';
import { assertNoLeakedEngines } from './leak-guard.ts';

const REVIEWED = join(import.meta.dirname, '../fixtures/study/reviewed-blunder.kifu');
const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
/** ts-fsrs brings a failed new card back after its first learning step (1 minute). */
const AGAIN_MS = 62_000;
/** USI drop letters by the rules core's piece type. */
const DROP_LETTER = ['', 'P', 'L', 'N', 'S', 'B', 'R', 'G'];

/** The card on the board, once it waits for an answer. */
function card(page: Page) {
  return page.locator('section[data-card]');
}

/** Plays the card's best move as the two hints show it: the piece and its square, then the destination. */
async function answerByHints(page: Page, side: 'black' | 'white'): Promise<void> {
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('p.hint[data-piece]').waitFor();
  await page.getByRole('button', { name: 'Hint' }).click();
  const hint = page.locator('p.hint[data-to]');
  await hint.waitFor();
  const from = await hint.getAttribute('data-from');
  const to = (await hint.getAttribute('data-to'))!;
  const piece = Number(await hint.getAttribute('data-piece'));
  // Why promote: a best move that may promote almost always does (the dialog asks only then).
  await clickMove(page, from ? `${from}${to}+` : `${DROP_LETTER[piece]}*${to}`, side);
}

/** The verdict on the answer, once the engine has judged it. */
async function verdict(page: Page) {
  const v = page.locator('[data-correct]');
  await v.waitFor({ timeout: 120_000 });
  return v;
}

test(
  'a deck built from a reviewed game: its card shown, a worse move refused by the engine, a better one accepted, the failed card first after a restart',
  { skip: SKIP, timeout: 600_000 },
  async () => {
    const page = await openStudy(web);
    await openRecord(page, REVIEWED, 14);
    // The review read back from the record's comments: the summary, then the deck.
    await page.getByRole('tab', { name: 'Review', exact: true }).click();
    await page.getByRole('table', { name: 'Review summary' }).waitFor();
    await page.getByRole('button', { name: 'Build practice deck' }).click();
    // The first time, the deck asks who the user is and offers the record's two players.
    await page.getByText('Which player are you?').waitFor();
    await page.getByRole('button', { name: 'Sente', exact: true }).click();
    await page.getByText('1 new cards (1 in the deck) from 1 records').waitFor();

    await showView(page, 'Practice');
    await card(page).waitFor();
    assert.equal(await page.getByTestId('practice-cards').innerText(), '1');
    assert.equal(await page.getByTestId('practice-due').innerText(), '1');
    assert.match(
      await card(page).innerText(),
      /Find a better move than ▲７三飛成 \(42\.5 % lost\)/,
    );
    await screenshot(page, 'practice-card');
    // ▲９六歩 leaves the bishop on 8h to the rook on 8f: the engine refuses it.
    const failed = (await card(page).getAttribute('data-card'))!;
    await clickMove(page, '9g9f');
    const refused = await verdict(page);
    assert.equal(await refused.getAttribute('data-correct'), 'false');
    assert.match(await refused.innerText(), /Not good enough: ▲９六歩 loses/);
    assert.match(await refused.innerText(), /Best: ▲８七歩/);
    const failedAt = Date.now();
    assert.equal(await page.getByTestId('practice-solved').innerText(), '0/1');
    await screenshot(page, 'practice-refused');
    await page.getByRole('button', { name: 'Next card' }).click();
    await page.getByText(/No card is due/).waitFor();

    // A restart: a new host on the same data folder. Once the failed card is due again (FSRS's
    // first learning step), it comes back first, marked as missed.
    await new Promise((r) => setTimeout(r, Math.max(0, failedAt + AGAIN_MS - Date.now())));
    await restarted(web.host.dataDir, async (page2) => {
      await showView(page2, 'Practice');
      await card(page2).waitFor();
      assert.equal(await card(page2).getAttribute('data-card'), failed);
      await page2.getByText('Missed last time').waitFor();
      assert.equal(await page2.getByTestId('practice-solved').innerText(), '0/1');
      await answerByHints(page2, 'black');
      const ok = await verdict(page2);
      assert.equal(await ok.getAttribute('data-correct'), 'true', await ok.innerText());
      // After the answer: the engine's line from the position.
      assert.match(await ok.innerText(), /Line: ▲８七歩 △８二飛 ▲７六飛/);
      assert.equal(await page2.getByTestId('practice-solved').innerText(), '1/2');
      await screenshot(page2, 'practice-accepted');
    });
  },
);

/** Runs `body` on a page of a second host started on `dataDir`, then stops it leaving no engine. */
async function restarted(dataDir: string, body: (page: Page) => Promise<void>): Promise<void> {
  let host: Host | undefined;
  let browser: BrowserContext | undefined;
  try {
    host = await startHost({}, dataDir);
    browser = await openBrowser();
    const page = await browser.newPage();
    await page.goto(host.url);
    await page.getByRole('grid', { name: /^(Board|盤面)$/ }).waitFor();
    await body(page);
    await page.close();
    await assertNoLeakedEngines(host.proc.pid!, browser);
  } finally {
    await browser?.close();
    await host?.stop();
  }
}
