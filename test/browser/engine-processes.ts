/**
 * The engine processes a browser host owns, read from /proc: the children of the host's Node
 * process (the one running src-main/web/main.ts) other than tooling (tsx's esbuild service).
 * Every engine the host starts (built-in, external, analysis, review, tournament) is such a child.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** One process: its id, parent and command line. */
interface Proc {
  pid: number;
  ppid: number;
  cmd: string;
  /** True for a process that ended and waits to be reaped (no longer running anything). */
  zombie: boolean;
}

/** Every process visible in /proc. */
function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Why after the last ')': the command name in field 2 may itself contain spaces or ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      out.push({ pid: Number(name), ppid: Number(ppid), cmd, zombie: state === 'Z' });
    } catch {
      // The process ended while we read it.
    }
  }
  return out;
}

/** The engine processes (id and command line) of the host started as process `rootPid`. */
export function engineProcesses(rootPid: number): { pid: number; cmd: string }[] {
  const all = processes();
  const below = new Set([rootPid]);
  // Why repeat: /proc lists processes in pid order, and a child may have a smaller pid.
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (below.has(p.ppid) && !below.has(p.pid)) grew = !!below.add(p.pid);
  }
  const host = all.find(
    (p) => below.has(p.pid) && /^\S*node .*src-main\/web\/main\.ts/.test(p.cmd),
  );
  if (!host) return [];
  return all
    .filter((p) => p.ppid === host.pid && !p.zombie && !/esbuild/.test(p.cmd))
    .map(({ pid, cmd }) => ({ pid, cmd }));
}
