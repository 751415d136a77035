/**
 * `npm run -s bench:long-kif [-- <plies>]`: the memory of loading one long KIF at the default
 * limits (issue 42: a 499,000-ply KIF took 1.5 GB against the documented 300 MB). The KIF is
 * made on the fly (a random opening and a four-ply shuffle repeated, `synthetic-records.ts`),
 * imported once, and `process.memoryUsage()` is printed before, right after the import with
 * the records held, and the peak RSS of the process. Run it in a fresh process per size.
 */
import { importRecordText } from '../../src-main/shared/records/index.ts';
import { kifText, longGame, shuffleCycle } from '../../src-main/records/synthetic-records.ts';

const MB = 1024 * 1024;

/** A legal single-game KIF of `plies` moves. */
function longKif(plies: number): string {
  const prefix = longGame(40, 11);
  const cycle = shuffleCycle(prefix);
  if (!cycle) throw new Error('no shuffle cycle found'); // a bug of the generator
  const moves = [...prefix];
  while (moves.length < plies) moves.push(...cycle);
  return kifText(moves.slice(0, plies));
}

/** Heap used and RSS now, in MB. */
function usage(): string {
  const m = process.memoryUsage();
  return `heapUsed ${(m.heapUsed / MB).toFixed(0)} MB, rss ${(m.rss / MB).toFixed(0)} MB`;
}

const plies = Number(process.argv[2] ?? 499_000);
const text = longKif(plies);
globalThis.gc?.();
console.log(`${plies} plies, ${(text.length / MB).toFixed(1)} M chars; before: ${usage()}`);
const start = performance.now();
const r = importRecordText(text);
const ms = performance.now() - start;
const outcome = r.ok ? `loaded, ${r.records[0]!.moves.length - 1} nodes` : r.error.message;
console.log(`import ${(ms / 1000).toFixed(1)} s: ${outcome}; after: ${usage()}`);
globalThis.gc?.();
console.log(`after gc, records held: ${usage()}`);
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
