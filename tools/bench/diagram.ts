/**
 * `npm run -s bench:diagram [-- --rounds N]`: how long board diagrams take. Prints the median
 * of N rounds (default 15) of one PNG export (SVG render + rasterise at the default scale 2 +
 * encode), and of 3 rounds of a batch of 100 PNGs (one per bookmark of a 120-move random game,
 * written to a temporary folder). Targets (issue 44): one PNG ≤ 150 ms, 100 ≤ 10 s. Each line
 * gives wall time and process CPU time (why: on a shared machine the wall time mostly measures
 * the other jobs; resvg runs on this thread, so CPU time is the export's own cost).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRecordText } from '../../src-main/shared/records/index.ts';
import { renderDiagramSvg, requestAtPly } from '../../src-main/shared/records/diagram/index.ts';
import { kifText, longGame } from '../../src-main/records/synthetic-records.ts';
import { median } from '../../src-main/bench-stats.ts';
import { cliArgs } from '../../src-main/cli-args.ts';
import { diagramPng } from '../../src-main/services/diagram/diagram-png.ts';
import { writeBatch } from '../../src-main/services/diagram/diagram-export.ts';

const { values } = cliArgs('bench:diagram', { options: { rounds: { type: 'string' } } });
const rounds = Number(values.rounds ?? 15);

const imported = importRecordText(kifText(longGame(120, 7)));
if (!imported.ok) throw new Error(imported.error.message);
const record = imported.records[0]!;
// Why 100 bookmarks on moves 11–110: a batch of 100, the target's size, on varied positions.
record.forEach((node) => {
  if (node.ply > 10 && node.ply <= 110) (node as { bookmark: string }).bookmark = `b${node.ply}`;
});

/** Runs `f` and returns its wall and CPU milliseconds. */
async function timed(f: () => unknown): Promise<{ wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  await f();
  const wall = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

/** `median 97.8 ms wall, 60.1 ms CPU` over the samples, in ms or s. */
function summary(samples: { wall: number; cpu: number }[], unit: 'ms' | 's'): string {
  const k = unit === 's' ? 1000 : 1;
  const f = (xs: number[]) => (median(xs) / k).toFixed(unit === 's' ? 2 : 1);
  return `median ${f(samples.map((s) => s.wall))} ${unit} wall, ${f(samples.map((s) => s.cpu))} ${unit} CPU`;
}

const request = requestAtPly(record, 60)!;
const single: { wall: number; cpu: number }[] = [];
for (let i = 0; i < rounds; i++) {
  single.push(
    await timed(() => {
      const svg = renderDiagramSvg(request.sfen, {
        ...request.options,
        arrows: [{ from: '2h', to: '2c', color: 'red' }],
      });
      return diagramPng(svg);
    }),
  );
}
console.log(`one PNG (scale 2): ${summary(single, 'ms')} over ${rounds} rounds`);

const batch: { wall: number; cpu: number }[] = [];
for (let i = 0; i < 3; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-diagram-bench-'));
  try {
    let paths: string[] = [];
    batch.push(await timed(async () => (paths = await writeBatch(record, dir, 'png', {}))));
    if (paths.length !== 100) throw new Error(`the batch wrote ${paths.length} files, not 100`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`batch of 100 PNGs: ${summary(batch, 's')} over 3 rounds`);
