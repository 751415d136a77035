/**
 * `npm run screenshots`: README screenshots of the real renderer in the browser host, in the
 * light and the dark theme, at 1400×900: Play (the built-in engine against itself, in progress), Study
 * (a reviewed game), Play in check, a reviewed blunder at its move, the position editor, a finished tournament of the built-in engine at two levels, Practice (a
 * deck built from a reviewed fixture) and Tsume. Written to docs/screenshots/. Needs Debian Chromium (/usr/bin/chromium).
 * `npm run screenshots -- study` (or play, tournament) retakes only the views named.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CHROMIUM, SKIP_REASON, openBrowser, startHost } from '../test/browser/harness.ts';

const OUT = join(import.meta.dirname, '../docs/screenshots');
const GAME = join(import.meta.dirname, '../test/fixtures/study/rook-blunder.kifu');
const PRACTICE_GAME = join(import.meta.dirname, '../test/fixtures/practice/reviewed-game.kifu');

/**
 * The built-in engine against itself (why not a scripted human: blind moves lose material to any
 * reply), pictured after 30 moves (past the opening book, whose moves carry no score), with the game information and the live evaluation chart.
 */
async function play(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  const d = page.getByRole('dialog', { name: 'New game' });
  for (const side of ['Black', 'White']) {
    await d.locator(`#${side.toLowerCase()}-player`).selectOption('builtin');
    const group = d.getByRole('group', { name: new RegExp(side) });
    await group.getByLabel('Main time (min)').fill('0');
    await group.getByLabel('Byoyomi (s)').fill('1');
    await group.getByLabel('Byoyomi (s)').press('Tab');
  }
  await d.getByRole('button', { name: 'Start' }).click();
  await d.waitFor({ state: 'detached' });
  await page
    .getByRole('region', { name: 'Record' })
    .getByRole('listitem')
    .nth(29)
    .waitFor({ timeout: 120_000 });
  // Out of the opening book, each search adds a point to the chart: wait for one being shown.
  await page
    .getByText(/^Eval/)
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
}

/** The 14-move fixture in the study view, reviewed by the built-in engine. */
async function study(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.locator('#study-open-input').setInputFiles(GAME);
  await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(14).waitFor();
  await page.getByRole('tab', { name: 'Review', exact: true }).click();
  await page.getByLabel('Limit value').fill('3000');
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.getByRole('table', { name: 'Review summary' }).waitFor({ timeout: 180_000 });
  await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(9).click();
  // The Review tab scrolls to its chart, with the summary below it: the point of this picture.
  await page
    .getByRole('region', { name: 'Review' })
    .locator('figure')
    .evaluate((e) => e.scrollIntoView({ block: 'start' }));
}

/**
 * Play in check, by hand: after the bishops are exchanged, ▲B*1e checks White's king along the
 * opened diagonal; the king glows red and the status says "White to move · Check".
 */
async function check(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  const d = page.getByRole('dialog', { name: 'New game' });
  await d.locator('#black-player').selectOption('human');
  await d.locator('#white-player').selectOption('human');
  await d.getByRole('button', { name: 'Start' }).click();
  await d.waitFor({ state: 'detached' });
  const sq = (usi: string) => page.getByRole('gridcell', { name: new RegExp(`^${usi},`) });
  for (const [from, to] of [
    ['7g', '7f'],
    ['3c', '3d'],
    ['8h', '2b'],
  ]) {
    await sq(from!).click();
    await sq(to!).click();
  }
  await page.getByRole('button', { name: 'Promote', exact: true }).click();
  await sq('3a').click();
  await sq('2b').click();
  await page.getByRole('button', { name: /^black hand, bishop/ }).click();
  await sq('1e').click();
  await page.getByRole('status').filter({ hasText: 'White to move · Check' }).waitFor();
}

/** The 14-move fixture reviewed by the built-in engine, at the blunder ▲７三飛成 (move 13). */
async function review(page: Page): Promise<void> {
  await study(page);
  await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(13).click();
  await page.getByRole('region', { name: 'Review of this move' }).waitFor();
}

/** The position editor on move 13 of the fixture (pieces in both hands), from Study. */
async function editor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.locator('#study-open-input').setInputFiles(GAME);
  const moves = page.getByRole('region', { name: 'Moves' }).getByRole('listitem');
  await moves.nth(14).waitFor();
  await moves.nth(13).click();
  await page.getByRole('button', { name: 'Position editor' }).click();
  await page.getByRole('dialog', { name: 'Position editor' }).waitFor();
}

/** A tournament of the built-in engine at levels 5 and 20 (the form's defaults), run to the end. */
async function tournament(page: Page): Promise<void> {
  await page
    .getByRole('menubar')
    .getByRole('menuitem', { name: 'Tournament', exact: true })
    .click();
  await page.getByRole('menuitem', { name: /^New tournament/ }).click();
  const dialog = page.getByRole('dialog', { name: /^New tournament/ });
  await dialog.getByLabel('Name', { exact: true }).fill('Levels 5 and 20');
  await dialog.getByLabel('Byoyomi (ms)').fill('200');
  await dialog.getByLabel('Lose on time').uncheck();
  await dialog.getByLabel('Games at once').fill('2');
  await dialog.getByLabel('Games per pair').fill('4');
  await dialog.getByLabel('Draw after plies').fill('256');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('[data-status="finished"]').waitFor({ timeout: 600_000 });
}

/** Practice: a deck built from a reviewed fixture (Sente's two blunders), its first card with a hint. */
async function practice(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await page.locator('#study-open-input').setInputFiles(PRACTICE_GAME);
  await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').nth(14).waitFor();
  await page.getByRole('tab', { name: 'Review', exact: true }).click();
  await page.getByRole('button', { name: 'Build practice deck' }).click();
  const sente = page.getByRole('button', { name: 'Sente', exact: true });
  if (
    await sente.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    )
  )
    await sente.click();
  await page.getByText(/in the deck/).waitFor();
  await page.getByRole('button', { name: 'Practice', exact: true }).click();
  await page.locator('section[data-card]').waitFor();
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('p.hint').waitFor();
}

/** Tsume: the first problem near a new user's rating, with its first hint. */
async function tsume(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tsume', exact: true }).click();
  await page.locator('[data-problem][data-status="solving"]').waitFor();
  await page.getByRole('button', { name: 'Hint' }).click();
}

async function main(): Promise<void> {
  if (SKIP_REASON) {
    console.error(`Cannot take screenshots: ${SKIP_REASON} (install chromium at ${CHROMIUM}).`);
    process.exit(2);
  }
  mkdirSync(OUT, { recursive: true });
  const host = await startHost();
  const browser = await openBrowser();
  try {
    const only = process.argv.slice(2);
    for (const [name, setUp] of [
      ['play', play],
      ['check', check],
      ['study', study],
      ['review', review],
      ['editor', editor],
      ['tournament', tournament],
      ['practice', practice],
      ['tsume', tsume],
    ] as const) {
      if (only.length > 0 && !only.includes(name)) continue;
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(`${host.url}&lang=en`);
      await page.getByRole('grid', { name: 'Board' }).waitFor();
      // The previous view's game was autosaved: its resume offer does not belong in the picture.
      await page.waitForTimeout(500);
      const discard = page.getByRole('button', { name: 'Discard' });
      if (await discard.count()) await discard.click();
      await setUp(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.mouse.move(0, 0);
        await page.waitForTimeout(300);
        const file = join(OUT, `${name}-${scheme}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await host.stop();
  }
}

void main();
