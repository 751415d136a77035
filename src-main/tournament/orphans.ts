/**
 * Engines left behind by a runner that was killed (`kill -9` gives it no chance to end them): the
 * journal records every engine process it starts, with the process's start identity, and a resumed
 * run kills those still alive before starting its own. The identity guards against a reused PID:
 * a process is only killed if it is the same process (same start time) or if its leader is gone and
 * only its process group remains (the kernel never gives a live process group's id to a new process).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { killProcessTree } from '../usi/transport.ts';

/** One engine process as the journal records it. */
export interface ProcessRecord {
  type: 'process';
  pid: number;
  /** Start identity (Linux: start time in clock ticks since boot; macOS: `ps` start time). */
  start: string;
  engine: string;
}

/**
 * The start identity of a running process, or undefined if there is none (or the platform has no
 * cheap way to tell: Windows, where orphans are therefore not swept).
 */
export function processIdentity(pid: number): string | undefined {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    } catch {
      return undefined;
    }
  }
  if (process.platform === 'win32') return undefined;
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The process records of a journal (none if it does not exist). */
export function journalProcesses(journalPath: string): ProcessRecord[] {
  if (!existsSync(journalPath)) return [];
  const out: ProcessRecord[] = [];
  for (const line of readFileSync(journalPath, 'utf8').split('\n')) {
    if (!line.startsWith('{"type":"process"')) continue;
    try {
      out.push(JSON.parse(line) as ProcessRecord);
    } catch {
      // a torn last line: that engine was never started for good
    }
  }
  return out;
}

/**
 * Kills the engines (and their process groups) of earlier runs that are still alive; returns the
 * engines killed. Does nothing on Windows (no process identity, see `processIdentity`).
 */
export function sweepOrphans(records: readonly ProcessRecord[]): ProcessRecord[] {
  if (process.platform === 'win32') return [];
  const killed: ProcessRecord[] = [];
  for (const r of records) {
    const now = processIdentity(r.pid);
    if (now !== undefined && now !== r.start) continue; // the PID now belongs to another program
    if (now === undefined && !groupExists(r.pid)) continue;
    killProcessTree(r.pid);
    killed.push(r);
  }
  return killed;
}

/** True if a process group with this id still has members. */
function groupExists(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
