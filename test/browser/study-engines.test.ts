// Browser test of several engines analysing at once in Study (issue 44 item 3): the built-in
// engine and two registered USI engines (a cheap greedy fake, on the host's allow-list) analyse
// together, each with its own lines and its own arrow colour; the panel says where they agree;
// each engine got its share of the cores; Stop and closing the page end every engine process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { screenshot, SKIP_REASON, studyTab, useBrowserHost } from './harness.ts';
import { openRecord, showStudy } from './harness-study.ts';
import { engineProcesses } from './engine-processes.ts';
import { analysisThreads } from '../../src-main/analysis/engine-process.ts';

const GAME = join(import.meta.dirname, '../fixtures/study/rook-blunder.kifu');
const GREEDY = fileURLToPath(new URL('../fixtures/engines/greedy-engine.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'banmen-engines-'));
const logOf = (id: string) => join(dir, `${id}.log`);

const web = useBrowserHost(SKIP_REASON, () => {
  const greedy = (id: string, name: string) => ({
    id,
    name,
    path: process.execPath,
    args: [GREEDY, '--name', name, '--log', logOf(id)],
  });
  const data = mkdtempSync(join(dir, 'data-'));
  writeFileSync(
    join(data, 'settings.json'),
    JSON.stringify({
      settings: {
        version: 1,
        externalEngines: [greedy('ga', 'Greedy A'), greedy('gb', 'Greedy B')],
      },
    }),
  );
  // Why the list: the browser host runs only the engine programs it was started with.
  return { dataDir: data, env: { BANMEN_ENGINES: process.execPath } };
});
web.closePagesAfterEach();

/** The number of engine processes the host runs now. */
const engines = () => engineProcesses(web.host.proc.pid!).length;

/** Waits until the host runs `n` engines (engines take a moment to start and to end). */
async function expectEngines(n: number, why: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (engines() !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  assert.equal(engines(), n, why);
}

/** The analysis arrows drawn over the board: engine slot, best or not, label and shaft colour. */
const arrows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg[aria-label^="Engine arrows"] g.cand')].map((g) => ({
      engine: Number((g as HTMLElement).dataset.engine ?? -1),
      best: g.classList.contains('best'),
      label: g.textContent!.trim(),
      color: getComputedStyle(g.querySelector('line, circle')!).stroke,
    })),
  );

/** Adds the built-in engine's two companions (Greedy A with 2 lines, Greedy B with 1). */
async function addGreedyEngines(page: Page): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: 'Analysis' });
  await panel.getByRole('button', { name: 'Add engine' }).click();
  await panel.getByRole('button', { name: 'Add engine' }).click();
  await panel.getByRole('combobox', { name: 'Engine 2' }).selectOption({ label: 'Greedy A' });
  await panel.getByRole('combobox', { name: 'Engine 3' }).selectOption({ label: 'Greedy B' });
  await panel.getByRole('spinbutton', { name: 'MultiPV of engine 2' }).fill('2');
  await panel.getByRole('spinbutton', { name: 'MultiPV of engine 3' }).fill('1');
}

test(
  'three engines analyse at once with their own lines and arrow colours, say where they agree, and all end on Stop or when the page goes',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.browser.newPage();
    await page.goto(web.host.url);
    await showStudy(page);
    const moves = await openRecord(page, GAME, 14);
    await moves.nth(14).click(); // after 14 △同桂: ▲2二角成 takes a bishop
    const panel = await studyTab(page, 'Analysis');
    assert.equal(engines(), 0, 'no engine before the analysis');
    await addGreedyEngines(page);
    await panel.getByRole('button', { name: 'Start analysis' }).click();
    await panel.getByRole('button', { name: 'Stop analysis' }).waitFor({ timeout: 60_000 });
    await expectEngines(3, 'one process per engine');

    // Each engine's own lines, under its name: Greedy A two, Greedy B one, the built-in three.
    const listOf = (name: string | RegExp) => panel.getByRole('list', { name });
    const items = (name: string | RegExp, n: number) =>
      listOf(name)
        .getByRole('listitem')
        .nth(n - 1)
        .waitFor({ timeout: 60_000 });
    await items('Lines of Greedy A', 2);
    await items('Lines of Greedy B', 1);
    await items(/^Lines of Banmen/, 1);
    assert.equal(await listOf('Lines of Greedy A').getByRole('listitem').count(), 2);
    assert.equal(await listOf('Lines of Greedy B').getByRole('listitem').count(), 1);
    assert.match((await listOf('Lines of Greedy A').textContent()) ?? '', /２二角成/);

    // Arrows of every engine, each engine's best in a colour of its own.
    await page.waitForFunction(
      () =>
        new Set(
          [...document.querySelectorAll('svg[aria-label^="Engine arrows"] g.cand.best')].map(
            (g) => (g as HTMLElement).dataset.engine,
          ),
        ).size === 3,
      undefined,
      { timeout: 60_000 },
    );
    const drawn = await arrows(page);
    const bests = [0, 1, 2].map((e) => drawn.find((a) => a.engine === e && a.best)!);
    assert.equal(new Set(bests.map((a) => a.color)).size, 3, JSON.stringify(bests));
    assert.match(bests[1]!.label, /^②★/, 'Greedy A’s best is marked with its number');
    assert.equal(drawn.filter((a) => a.engine === 1).length, 2, 'Greedy A: two arrows');
    assert.equal(drawn.filter((a) => a.engine === 2).length, 1, 'Greedy B: one arrow');

    // The greedy engines both rank 8h2b+ first (the built-in engine may too): the panel says so,
    // and the agreed arrow carries the count.
    const agree = panel.getByRole('status').filter({ hasText: /engines agree/ });
    await agree.waitFor({ timeout: 30_000 });
    const said = (await agree.textContent())!.trim();
    assert.match(said, /^([23]) engines agree: ▲?２二角成$/);
    const count = said.slice(0, 1);
    assert.ok(
      drawn.some((a) => a.label.endsWith(`✓${count}`)) ||
        (await arrows(page)).some((a) => a.label.endsWith(`✓${count}`)),
      'the agreed arrow says how many engines agree',
    );

    // Each engine was given its share of the cores, and its own MultiPV.
    const threads = analysisThreads(undefined, 3);
    for (const id of ['ga', 'gb'])
      assert.match(readFileSync(logOf(id), 'utf8'), new RegExp(`Threads value ${threads}\\n`), id);
    assert.match(readFileSync(logOf('ga'), 'utf8'), /MultiPV value 2\n/);
    for (const [w, h] of [
      [1280, 800],
      [1024, 700],
    ] as const)
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `study-engines-${w}x${h}-${scheme}`);
      }

    await panel.getByRole('button', { name: 'Stop analysis' }).click();
    await expectEngines(0, 'Stop analysis ends all three engines');
    assert.equal((await arrows(page)).length, 0, 'the arrows go with the analysis');

    await panel.getByRole('button', { name: 'Start analysis' }).click();
    await panel.getByRole('button', { name: 'Stop analysis' }).waitFor({ timeout: 60_000 });
    await expectEngines(3, 'analysing again starts the three');
    await page.close();
    await expectEngines(0, 'closing the page ends all its analysis engines');
  },
);

test(
  'at most four engines: Add engine goes once three are added, and a removed one is not started',
  { skip: SKIP_REASON ?? false },
  async () => {
    const page = await web.open();
    await showStudy(page);
    const panel = await studyTab(page, 'Analysis');
    const add = panel.getByRole('button', { name: 'Add engine' });
    for (let i = 0; i < 3; i++) await add.click();
    assert.equal(await add.count(), 0, 'no fifth engine');
    await panel.getByRole('combobox', { name: 'Engine 2' }).selectOption({ label: 'Greedy A' });
    await panel.getByRole('button', { name: 'Remove engine 4' }).click();
    await panel.getByRole('button', { name: 'Remove engine 3' }).click();
    await add.waitFor();
    await panel.getByRole('button', { name: 'Start analysis' }).click();
    await panel.getByRole('button', { name: 'Stop analysis' }).waitFor({ timeout: 60_000 });
    await expectEngines(2, 'the built-in engine and Greedy A');
    await panel
      .getByRole('list', { name: 'Lines of Greedy A' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await panel.getByRole('button', { name: 'Stop analysis' }).click();
    await expectEngines(0, 'Stop ends both');
  },
);
