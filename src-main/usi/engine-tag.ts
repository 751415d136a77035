/**
 * Ending the helpers an engine started in a session of its own (issue 42, Low: "an engine that
 * setsids a helper leaves it orphaned").
 *
 * An engine runs in its own process group, and ending it kills the group; a helper that calls
 * `setsid` (or `setpgid`) leaves that group, and once the engine is gone its parent link is gone
 * too (it is re-parented to init). What such a helper still has is its environment: every engine
 * is started with `BANMEN_ENGINE_TAG=<random id>`, which its descendants inherit. On Linux, ending
 * an engine kills every process of this user whose environment (`/proc/PID/environ`) holds that
 * tag, and every process still below the engine in the parent links. Not covered: a helper that
 * clears or replaces its environment and whose parent already ended, processes of other users, and
 * Windows (see docs/security.md). macOS has no /proc: there the same list comes from
 * `ps axwwe` (pid, parent, state, and the command followed by its environment), which
 * `BANMEN_PROCESS_LIST=ps` also selects on Linux so that tests cover that path.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';

/** The environment variable engines and their descendants inherit. */
export const ENGINE_TAG_VAR = 'BANMEN_ENGINE_TAG';

/** How this system lists processes with their environment and parent: /proc, `ps`, or not at all. */
const LISTER: 'proc' | 'ps' | 'none' =
  process.platform === 'linux'
    ? process.env.BANMEN_PROCESS_LIST === 'ps'
      ? 'ps'
      : 'proc'
    : process.platform === 'darwin'
      ? 'ps'
      : 'none';
const PROC = LISTER !== 'none';

/** `ps` in BSD syntax (macOS and procps alike): every process, full width, environment appended. */
const PS_ARGS = ['axwwe', '-o', 'pid=,ppid=,stat=,command='];

/**
 * The processes `ps` prints. The environment follows the command, separated by spaces, so the text
 * is split at spaces into NUL-ended words: a tag (a UUID) then matches as in /proc's environ.
 */
function parsePs(text: string): ProcEntry[] {
  const out: ProcEntry[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(\d+)\s+(\d+)\s+(\S+)\s?(.*)$/.exec(line);
    if (!m || m[3]!.startsWith('Z')) continue;
    const env = Buffer.from(m[4]!.split(' ').join('\0') + '\0');
    out.push({ pid: Number(m[1]), ppid: Number(m[2]), env });
  }
  return out;
}

const execFileAsync = promisify(execFile);
const PS_MAX_BUFFER = 64 * 1024 * 1024;

/** A fresh tag for one engine process. */
export function newEngineTag(): string {
  return randomUUID();
}

/** One process as /proc shows it. */
interface ProcEntry {
  pid: number;
  ppid: number;
  env: Buffer | undefined;
}

/** One /proc entry from its stat and environ texts; undefined for a zombie (it holds nothing). */
function entry(name: string, stat: string, env: Buffer | undefined): ProcEntry | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[0] === 'Z' ? undefined : { pid: Number(name), ppid: Number(fields[2]), env };
}

const isPid = (name: string): boolean => /^\d+$/.test(name);

/** The processes of /proc (or `ps`); another user's without env (not ours to read, nor to end). */
function listProcesses(): ProcEntry[] {
  if (LISTER === 'ps') {
    const r = spawnSync('ps', PS_ARGS, { encoding: 'utf8', maxBuffer: PS_MAX_BUFFER });
    return r.status === 0 ? parsePs(r.stdout) : [];
  }
  const out: ProcEntry[] = [];
  for (const name of readdirSync('/proc').filter(isPid)) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      let env: Buffer | undefined;
      try {
        env = readFileSync(`/proc/${name}/environ`);
      } catch {
        env = undefined;
      }
      const e = entry(name, stat, env);
      if (e) out.push(e);
    } catch {
      // ended while we looked
    }
  }
  return out;
}

/** The same, without blocking the event loop (reading every environ takes 15–50 ms). */
async function listProcessesAsync(): Promise<ProcEntry[]> {
  if (LISTER === 'ps') {
    const r = await execFileAsync('ps', PS_ARGS, { maxBuffer: PS_MAX_BUFFER }).catch(() => null);
    return r ? parsePs(r.stdout) : [];
  }
  const names = (await readdir('/proc')).filter(isPid);
  const read = async (name: string): Promise<ProcEntry | undefined> => {
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const env = await readFile(`/proc/${name}/environ`).catch(() => undefined);
      return entry(name, stat, env);
    } catch {
      return undefined; // ended while we looked
    }
  };
  return (await Promise.all(names.map(read))).filter((e) => e !== undefined);
}

/** Pids below `roots` in the parent links of `procs` (the roots themselves left out). */
function descendants(procs: ProcEntry[], roots: Set<number>): Set<number> {
  const found = new Set<number>();
  let frontier = [...roots];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const p of procs)
      if (frontier.includes(p.ppid) && !found.has(p.pid) && !roots.has(p.pid)) {
        found.add(p.pid);
        next.push(p.pid);
      }
    frontier = next;
  }
  return found;
}

/** The environment entries `tags` stand for, as bytes of /proc/PID/environ. */
const needlesOf = (tags: Iterable<string>): Buffer[] =>
  [...tags].map((t) => Buffer.from(`${ENGINE_TAG_VAR}=${t}\0`));

/** Signals SIGKILL to the tagged processes and those below `roots`, never this one; how many. */
function killFound(procs: ProcEntry[], needles: Buffer[], roots: Set<number>): number {
  const doomed = descendants(procs, roots);
  for (const p of procs) if (p.env && needles.some((n) => p.env!.includes(n))) doomed.add(p.pid);
  doomed.delete(process.pid);
  let n = 0;
  for (const pid of doomed) {
    try {
      process.kill(pid, 'SIGKILL');
      n++;
    } catch {
      // gone already
    }
  }
  return n;
}

/**
 * Kills (SIGKILL) every process carrying one of `tags` in its environment and every process below
 * one of `pids` (only pass live engines' pids: a dead one's may be reused), except this process.
 * Returns how many it signalled; 0 on Windows. Synchronous: it also runs from the 'exit' handler.
 */
export function killTagged(tags: Iterable<string>, pids: Iterable<number> = []): number {
  const needles = needlesOf(tags);
  const roots = new Set(pids);
  if (!PROC || (needles.length === 0 && roots.size === 0)) return 0;
  return killFound(listProcesses(), needles, roots);
}

/** `killTagged` for an engine that has ended (no pids: its own may be reused), off the loop. */
export async function killTaggedLater(tag: string): Promise<number> {
  if (!PROC) return 0;
  return killFound(await listProcessesAsync(), needlesOf([tag]), new Set());
}
