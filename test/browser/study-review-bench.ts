/**
 * `node --import tsx test/browser/study-review-bench.ts [ms-per-position]`
 * Times a game review in the app as a user sees it (browser host, Chromium): a 14-move game at
 * a fixed time per position, from the click to the summary. Side by side, in the same run, the
 * same review straight through `reviewGame` with an already started engine; the difference is
 * the app's overhead (IPC, events, writing the comments, drawing). Medians of 3 runs; the first
 * app run (engine start included) is printed apart. A benchmark, not a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRecordText } from '../../src-main/shared/records/index.ts';
import { reviewGame } from '../../src-main/analysis/game-review.ts';
import { UsiPositionAnalyser } from '../../src-main/analysis/position-analyser.ts';
import { BUILTIN_SPEC } from '../../src-main/analysis/engine-process.ts';
import { defaultThresholds } from '../../src-main/shared/study/index.ts';
import { openBrowser, startHost } from './harness.ts';

const MS = Number(process.argv[2] ?? 300);
const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall times of direct reviews with one engine started beforehand. */
async function directTimes(runs: number): Promise<number[]> {
  const record = importRecordText(readFileSync(GAME, 'utf8'));
  if (!record.ok) throw new Error(record.error.message);
  const opened = await UsiPositionAnalyser.open(BUILTIN_SPEC);
  if (!opened.ok) throw new Error(opened.error.message);
  const settings = { limit: { movetimeMs: MS }, thresholds: defaultThresholds() };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await reviewGame(record.records[0]!, opened.value, settings);
    times.push(performance.now() - t0);
  }
  await opened.value.close();
  return times;
}

const host = await startHost();
const browser = await openBrowser();
try {
  const page = await browser.newPage();
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Study' }).click();
  await page.locator('#study-open-input').setInputFiles(GAME);
  await page.getByRole('tab', { name: 'Review', exact: true }).click();
  await page.getByLabel('Limit', { exact: true }).selectOption('movetime');
  await page.getByLabel('Limit value').fill(String(MS));
  const app: number[] = [];
  for (let run = 0; run < 4; run++) {
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Review game' }).click();
    await page.getByText('14/14 moves reviewed').waitFor({ timeout: 300_000 });
    app.push(performance.now() - t0);
    await page.getByRole('button', { name: 'Undo' }).click(); // the review is one undo step
    await page.getByRole('button', { name: 'Review game' }).waitFor();
  }
  const direct = median(await directTimes(3));
  const warm = median(app.slice(1));
  console.log(`review of 14 moves at ${MS} ms per position, built-in engine`);
  console.log(`direct reviewGame (engine already started), median of 3: ${direct.toFixed(0)} ms`);
  console.log(`in the app with the kept engine, median of 3:          ${warm.toFixed(0)} ms`);
  console.log(
    `app overhead: ${(warm - direct).toFixed(0)} ms (${((warm / direct - 1) * 100).toFixed(1)} %)`,
  );
  console.log(`first app review (engine start included): ${app[0]!.toFixed(0)} ms`);
} finally {
  await browser.close();
  await host.stop();
}
