#!/usr/bin/env node
// The tree's shape, a step of `npm run -s check` (issue 45): no source file over 500 lines, no
// Svelte component over 250, and no code under src-main/ that reaches into tools/ (the engine
// and the app must not depend on the bench and CLI programs). Reads the files git tracks plus
// the untracked ones it does not ignore, so a new file counts before its first commit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Most lines a file may have, by kind (the developers' guide: ~500 and ~250). */
export const LIMITS = { source: 500, component: 250 };

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /^(src-main|src-renderer|tools|scripts|test|bench)\//.test(f))
  .filter((f) => !f.startsWith('test/fixtures/'));

const problems = [];
for (const f of files) {
  const isComponent = f.endsWith('.svelte');
  if (!isComponent && !/\.(ts|mts|js|mjs)$/.test(f)) continue;
  let text;
  try {
    text = readFileSync(f, 'utf8');
  } catch {
    continue; // deleted in the working tree but still in the index
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const limit = isComponent ? LIMITS.component : LIMITS.source;
  if (lines > limit) problems.push(`${f}: ${lines} lines (at most ${limit}; split it)`);
  // Why a text search: a dynamic import or a spawned script path is as much a dependency.
  if (f.startsWith('src-main/') && /['"`/]\.\.\/(\.\.\/)*tools\//.test(text))
    problems.push(`${f}: refers to tools/ (code under src-main/ must not depend on tools)`);
}
for (const p of problems) console.error(p);
if (problems.length > 0) process.exit(1);
