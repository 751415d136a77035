#!/usr/bin/env node
/**
 * `node scripts/check-bench.mjs`: fails when the engine bench's node count ("Nodes searched: N" of
 * `npm run -s bench`) differs from the `Bench: N` line of the newest commit that has one, as
 * Stockfish's CI does. A commit that changes the search says so by its new `Bench:` line; any other
 * change to the count is a mistake caught here.
 *
 * Exit codes: 0 equal, 1 different, 2 cannot tell (no `Bench:` line in the history, no node count
 * in the bench's output, git or the bench failed).
 * Environment: CHECK_BENCH_CMD replaces `npm run -s bench` (a shell command; for tests).
 */
import { execFileSync, execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The N of the last `Bench: N` line of a commit message (commas allowed), or undefined. */
export function benchFromMessage(message) {
  const all = [...message.matchAll(/^\s*Bench:\s*([\d,]+)\s*$/gim)];
  const last = all.at(-1);
  return last ? Number(last[1].replaceAll(',', '')) : undefined;
}

/** The N of the bench's `Nodes searched: N` line, or undefined. */
export function nodesFromOutput(output) {
  const m = /^Nodes searched:\s*(\d+)\s*$/m.exec(output);
  return m ? Number(m[1]) : undefined;
}

/** The newest commit (from HEAD, in `git log` order) whose message has a `Bench:` line. */
export function newestBench(cwd) {
  const log = execFileSync(
    'git',
    [
      'log',
      '-E',
      '-i',
      '--grep=^[[:space:]]*Bench:[[:space:]]*[0-9,]+[[:space:]]*$',
      '--format=%h%x00%B%x01',
      '-n',
      '1',
    ],
    { cwd, encoding: 'utf8' },
  );
  const [hash, message] = log.split('\x01')[0].split('\x00');
  const bench = message === undefined ? undefined : benchFromMessage(message);
  return bench === undefined ? undefined : { commit: hash.trim(), bench };
}

function main() {
  const cwd = process.cwd();
  let expected;
  try {
    expected = newestBench(cwd);
  } catch (e) {
    console.error(`check-bench: git log failed: ${e.message}`);
    process.exit(2);
  }
  if (!expected) {
    console.error('check-bench: no commit in the history has a "Bench: N" line');
    process.exit(2);
  }
  const cmd = process.env.CHECK_BENCH_CMD || 'npm run -s bench';
  let output;
  try {
    output = execSync(cmd, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (e) {
    console.error(`check-bench: "${cmd}" failed: ${e.message}`);
    process.exit(2);
  }
  const nodes = nodesFromOutput(output);
  if (nodes === undefined) {
    console.error(`check-bench: "${cmd}" printed no "Nodes searched: N" line`);
    process.exit(2);
  }
  if (nodes !== expected.bench) {
    console.error(
      `check-bench: the bench searched ${nodes} nodes, but commit ${expected.commit} says ` +
        `Bench: ${expected.bench}. A change meant to alter the search states its new bench in ` +
        'its commit message; any other change must leave the node count as it was.',
    );
    process.exit(1);
  }
  console.log(`check-bench: Bench ${nodes} matches commit ${expected.commit}`);
}

// Why the guard: the test imports the parsers without running the bench.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
