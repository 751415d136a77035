// Process hygiene (issue 16, finding 3): engines run in their own process groups, are recorded in the
// journal, and die with the runner; after `kill -9` of the runner the engines it left (which ignore the
// end of their input, and have helper processes) are swept by the resumed run: none is alive 2 s later.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { GPSUSI } from './helpers.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(REPO, 'tools/cli/tournament.ts');
const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));
const LINUX = process.platform === 'linux';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Process ids whose process group is one of `groups` (Linux /proc scan). */
function groupMembers(groups: Set<number>): number[] {
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z' && groups.has(Number(fields[2]))) out.push(Number(d));
    } catch {
      // ended while we looked
    }
  }
  return out;
}

/** Engine pids the journal recorded. */
function recordedPids(output: string): Set<number> {
  const path = join(output, 'journal.jsonl');
  if (!existsSync(path)) return new Set();
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{"type":"process"'))
      .map((l) => (JSON.parse(l) as { pid: number }).pid),
  );
}

function runCli(config: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CLI, config], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Kills the runner with SIGKILL once the journal holds a game; then resumes and checks for orphans. */
async function killResumeAndCheck(dir: string, cfg: object, mustLinger = true): Promise<void> {
  const path = join(dir, 't.json');
  writeFileSync(path, JSON.stringify({ ...cfg, output: 'out' }));
  const output = join(dir, 'out');
  const runner = runCli(path);
  const deadline = Date.now() + 60_000;
  while (!readIfExists(join(output, 'journal.jsonl')).includes('"type":"game"')) {
    assert.ok(Date.now() < deadline, 'the first run never finished a game');
    await sleep(50);
  }
  // A run that ended before the kill proves nothing (and its 'exit' has already fired).
  assert.equal(runner.exitCode, null, 'the first run ended before it could be killed: lengthen it');
  runner.kill('SIGKILL');
  await exited(runner);
  const first = recordedPids(output);
  assert.ok(first.size >= 2, 'the journal records the engine processes');
  await sleep(300);
  const left = groupMembers(first);
  // The fake engine ignores end of input, so it must still be alive here (else the test proves nothing);
  // gpsusi sometimes exits on its own when its input closes, sometimes lingers: either way none may be left.
  if (mustLinger) {
    assert.ok(
      left.length > 0,
      'the killed runner left engines running (else this test proves nothing)',
    );
  }
  const resumed = runCli(path);
  let stderr = '';
  resumed.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await exited(resumed);
  assert.equal(code, 0, stderr);
  if (left.length > 0) {
    assert.match(stderr, /killed \d+ engine process\(es\) left running by an earlier run/);
  }
  await sleep(2000);
  const all = recordedPids(output);
  assert.ok(all.size > first.size, 'the resumed run recorded its own engines');
  assert.deepEqual(groupMembers(all), [], 'no engine (or helper) of either run is alive 2 s later');
}

/** The exit code once `child` has ended (at once if it already has). */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

function readIfExists(p: string): string {
  return existsSync(p) ? readFileSync(p, 'utf8') : '';
}

test(
  'kill -9 of the runner: the resumed run sweeps engines that ignore end of input and their helpers',
  {
    skip: LINUX ? false : 'needs /proc (Linux)',
  },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tournament-orphans-'));
    const engine = (name: string, seed: number) => ({
      name,
      command: process.execPath,
      args: [FAKE, '--seed', String(seed), '--ignore-eof', '--child', '--think', '20'],
    });
    await killResumeAndCheck(dir, {
      gamesPerPair: 4,
      engines: [engine('a', 1), engine('b', 2)],
      timeControl: { nodes: 1 },
      concurrency: 2,
      adjudication: { maxMoves: 16 },
    });
  },
);

test(
  'kill -9 of the runner with gpsusi: no gpsusi is left 2 s after the resumed run',
  {
    skip: !LINUX ? 'needs /proc (Linux)' : !existsSync(GPSUSI) ? `${GPSUSI} not installed` : false,
  },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tournament-orphans-gps-'));
    const gps = (name: string) => ({
      name,
      command: GPSUSI,
      options: { LimitDepth: 4, Thread: 1 },
    });
    await killResumeAndCheck(
      dir,
      {
        gamesPerPair: 6,
        engines: [gps('g1'), gps('g2')],
        timeControl: { byoyomiMs: 100, timeLoss: false },
        concurrency: 1,
        adjudication: { maxMoves: 6 },
      },
      false,
    );
  },
);
