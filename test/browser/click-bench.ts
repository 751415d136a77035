/**
 * `npm run bench:click`: how soon the board shows a click in the browser host (issue 20's target:
 * within one frame, 16 ms). For each of a few clicks on a pawn, the page times from the
 * pointerdown to the DOM showing the square selected, and to the next animation frame (the
 * frame that paints it). Prints the median and the worst.
 */
import { openBrowser, startHost } from './harness.ts';

const RUNS = Number(process.env.RUNS ?? 20);
const FRAME_MS = 16;

async function main(): Promise<void> {
  const host = await startHost();
  const browser = await openBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(host.url);
    await page.getByRole('grid', { name: 'Board' }).waitFor();
    // A human-vs-human game, so every click is the user's.
    await page.getByRole('button', { name: 'New game' }).click();
    const d = page.getByRole('dialog', { name: 'New game' });
    await d.locator('#black-player').selectOption('human');
    await d.locator('#white-player').selectOption('human');
    await d.getByRole('button', { name: 'Start' }).click();
    await d.waitFor({ state: 'detached' });
    const pawn = page.getByRole('gridcell', { name: /^7g,/ });
    const dom: number[] = [];
    const frame: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const timing = pawn.evaluate(
        (cell) =>
          new Promise<[number, number]>((resolve) => {
            let t0 = 0;
            const wasSelected = cell.classList.contains('selected');
            cell.addEventListener('pointerdown', () => (t0 = performance.now()), {
              capture: true,
              once: true,
            });
            const seen = new MutationObserver(() => {
              if (cell.classList.contains('selected') === wasSelected) return;
              seen.disconnect();
              const t1 = performance.now();
              requestAnimationFrame(() => resolve([t1 - t0, performance.now() - t0]));
            });
            seen.observe(cell, { attributes: true, attributeFilter: ['class'] });
          }),
      );
      await pawn.click(); // selects, then the next click deselects
      const [a, b] = await timing;
      dom.push(a);
      frame.push(b);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const fmt = (x: number) => `${x.toFixed(1)} ms`;
    console.log(`board click → selected square, ${RUNS} clicks:`);
    console.log(`  DOM updated:  median ${fmt(median(dom))}, worst ${fmt(Math.max(...dom))}`);
    console.log(`  next frame:   median ${fmt(median(frame))}, worst ${fmt(Math.max(...frame))}`);
    console.log(`  one frame (${FRAME_MS} ms): ${median(frame) <= FRAME_MS ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    await host.stop();
  }
}

await main();
