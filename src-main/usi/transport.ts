/**
 * Line transports: how a USI client talks to an engine process, one text line at a time.
 *
 * `spawnTransport` runs an external program over stdin/stdout. `streamTransport` adapts any
 * "write a line / read stdout / exit event" trio, so the app can plug in Electron's `utilityProcess`
 * (lines in via `postMessage`, lines out via stdout) without this module importing Electron.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { ENGINE_TAG_VAR, killTagged, killTaggedLater, newEngineTag } from './engine-tag.ts';

/** How an engine process ended. `error` is set when it never started (e.g. ENOENT). */
export interface ExitInfo {
  code: number | null;
  signal: string | null;
  error?: string;
}

/** A bidirectional line channel to one engine process. */
export interface LineTransport {
  /** Sends one line (the newline is added). Ignored once the process has exited. */
  send(line: string): void;
  /** Registers the handler of every line the engine prints (without its line ending). */
  onLine(cb: (line: string) => void): void;
  /** Registers the handler called once when the process ends or fails to start. */
  onExit(cb: (info: ExitInfo) => void): void;
  /** Kills the process hard (SIGKILL where it applies). */
  kill(): void;
  /** The OS process id, when there is one. */
  readonly pid?: number;
}

/** What is needed to start an external engine. */
export interface LaunchSpec {
  command: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
}

/** Splits a byte stream into lines, accepting LF and CRLF, buffering partial lines. */
export class LineSplitter {
  private buf = '';
  constructor(private readonly emit: (line: string) => void) {}

  /** Feeds a chunk; emits each complete line. */
  push(chunk: string): void {
    this.buf += chunk;
    let nl: number;
    while ((nl = this.buf.indexOf('\n')) >= 0) {
      const line = this.buf.slice(0, nl).replace(/\r$/, '');
      this.buf = this.buf.slice(nl + 1);
      this.emit(line);
    }
  }

  /** Emits the last unterminated line, if any (at end of stream). */
  flush(): void {
    if (this.buf !== '') this.emit(this.buf.replace(/\r$/, ''));
    this.buf = '';
  }
}

/** The parts of a running process `streamTransport` needs. */
export interface StreamParts {
  write(line: string): void;
  stdout: Readable;
  onExit(cb: (info: ExitInfo) => void): void;
  kill(): void;
  pid?: number;
}

/** Adapts a process given as parts (e.g. Electron utilityProcess) to a LineTransport. */
export function streamTransport(parts: StreamParts): LineTransport {
  const lineHandlers: Array<(l: string) => void> = [];
  const exitHandlers: Array<(i: ExitInfo) => void> = [];
  let exited: ExitInfo | undefined;
  const splitter = new LineSplitter((l) => lineHandlers.forEach((h) => h(l)));
  parts.stdout.setEncoding('utf8');
  parts.stdout.on('data', (c: string) => splitter.push(c));
  parts.stdout.on('end', () => splitter.flush());
  parts.onExit((info) => {
    if (exited) return; // exit and error events may both fire: report once
    exited = info;
    exitHandlers.forEach((h) => h(info));
  });
  return {
    pid: parts.pid,
    send: (line) => {
      if (!exited) parts.write(line);
    },
    onLine: (cb) => void lineHandlers.push(cb),
    onExit: (cb) => (exited ? cb(exited) : void exitHandlers.push(cb)),
    kill: () => parts.kill(),
  };
}

/** Windows has no process groups for Node: a process tree is killed with taskkill. */
const WINDOWS = process.platform === 'win32';

/**
 * Engine processes started by `spawnTransport` and not yet ended (killed when this process exits),
 * each with the tag its environment and its helpers' carry (engine-tag.ts).
 */
const live = new Map<number, string>();
let exitHookInstalled = false;

/**
 * Kills an engine and everything it started: on POSIX its whole process group (the engine runs
 * in its own group, see `spawnTransport`), on Windows its process tree with `taskkill /T /F`.
 * Quiet when the processes are already gone.
 */
export function killProcessTree(pid: number, sync = false): void {
  if (WINDOWS) {
    const args = ['/pid', String(pid), '/T', '/F'];
    if (sync) spawnSync('taskkill', args, { stdio: 'ignore', windowsHide: true });
    else spawn('taskkill', args, { stdio: 'ignore', windowsHide: true }).on('error', () => {});
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // no such group any more
  }
}

/**
 * Kills an engine that is still running and everything it started: first what carries its tag or
 * hangs below it (helpers in sessions of their own, which the group kill misses), then its group.
 */
function killEngine(pid: number, tag: string, sync = false): void {
  killTagged([tag], [pid]);
  killProcessTree(pid, sync);
}

/** Kills every engine still running; runs on this process's exit, whatever ends it. */
export function killAllEngines(): void {
  killTagged(live.values(), live.keys());
  for (const pid of live.keys()) killProcessTree(pid, true);
  live.clear();
}

/**
 * Kills the engines when this process ends: on 'exit', and on a terminating signal nobody else
 * handles (why: in their own process group engines no longer get the terminal's Ctrl-C, and the
 * default action of a signal ends Node without an 'exit' event). A program with its own handler
 * (the tournament CLI stops gracefully on SIGINT) stays in charge: its exit kills the engines.
 */
function installExitHooks(): void {
  exitHookInstalled = true;
  process.on('exit', killAllEngines);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      if (process.listenerCount(sig) > 1) return;
      killAllEngines();
      process.off(sig, onSignal);
      process.kill(process.pid, sig); // the default action, as if we had not listened
    };
    process.on(sig, onSignal);
  }
}

/**
 * Gives a detached engine's scheduling group this process's niceness. Why: on Linux with
 * autogroups (Debian's default) every new session is scheduled as one group beside the others, so
 * an engine started with setsid ignores `nice` — `nice npm run tournament` would still take a full
 * share of the CPU from a timed match beside it. The group's own nice (/proc/PID/autogroup) fixes
 * that. Raising niceness needs no privilege; elsewhere, or without autogroups, it does nothing.
 */
function keepNiceness(pid: number): void {
  if (process.platform !== 'linux') return;
  let nice = 0;
  try {
    nice = getPriority();
  } catch {
    return;
  }
  if (nice <= 0) return;
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // No autogroup support (the file is absent) or the engine already ended: nothing to keep.
  }
}

/**
 * Starts an external program and talks USI with it over stdin/stdout. On POSIX the program runs in
 * a process group of its own (`detached`: setsid), so that killing it also ends the helper processes
 * it started; on Linux also the helpers that left the group (setsid), found by the tag in their
 * environment (engine-tag.ts). Every engine still running is killed when this process exits
 * (normal exit, a signal handler's exit, an uncaught error). Windows has no job objects without a
 * native module: there a kill is `taskkill /T /F` of the engine's process tree.
 */
export function spawnTransport(spec: LaunchSpec): LineTransport {
  const tag = newEngineTag();
  const child = spawn(spec.command, spec.args ?? [], {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, [ENGINE_TAG_VAR]: tag },
    stdio: ['pipe', 'pipe', 'ignore'],
    detached: !WINDOWS,
    windowsHide: true,
  });
  const pid = child.pid;
  if (pid !== undefined) {
    keepNiceness(pid);
    live.set(pid, tag);
    if (!exitHookInstalled) installExitHooks();
    // Helpers left behind by an engine that ended (its group outlives it, a setsid one left it) go
    // with it.
    child.on('exit', () => {
      live.delete(pid);
      if (WINDOWS) return;
      killProcessTree(pid);
      void killTaggedLater(tag);
    });
  }
  // A write after the engine died raises EPIPE asynchronously; the exit handler reports the death.
  child.stdin.on('error', () => {});
  // Lines sent in the same tick (e.g. `position` then `go`) go out in one write: one system call, and
  // the engine never wakes up to half a command sequence.
  let pending = '';
  const flush = () => {
    if (child.stdin.writable && pending !== '') child.stdin.write(pending);
    pending = '';
  };
  return streamTransport({
    pid,
    stdout: child.stdout,
    write: (line) => {
      if (pending === '') queueMicrotask(flush);
      pending += line + '\n';
    },
    onExit: (cb) => {
      child.on('close', (code, signal) => cb({ code, signal })); // after stdout drained
      child.on('error', (e) => cb({ code: null, signal: null, error: e.message }));
    },
    kill: () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (pid !== undefined) killEngine(pid, tag);
      else child.kill('SIGKILL');
    },
  });
}
