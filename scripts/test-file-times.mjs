/**
 * A node:test reporter that prints, once the run ends, the test files whose tests took longest
 * (the sum of their top-level tests' durations). Why: a CI run that nears its time limit should
 * say which files cost the time (scripts/run-tests.mjs).
 */
import { relative } from 'node:path';

/** How many of the slowest files are listed. */
const SHOWN = 12;

export default async function* fileTimes(source) {
  const totals = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { file, nesting, details } = event.data;
    // Why top level only: a subtest's time is already inside its parent's.
    if (!file || nesting !== 0) continue;
    totals.set(file, (totals.get(file) ?? 0) + (details?.duration_ms ?? 0));
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  yield `# slowest test files (seconds, their tests' durations summed):\n`;
  for (const [file, ms] of rows.slice(0, SHOWN))
    yield `#   ${(ms / 1000).toFixed(1).padStart(7)}  ${relative(process.cwd(), file)}\n`;
}
