/**
 * Test harness: drives a USI engine process line by line and waits for answers.
 * Lines are parsed with the project's one USI parser.
 */
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseEngineMessage, type EngineMessage } from '../../../src-main/shared/usi-protocol.ts';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const ENGINE_MAIN = `${REPO}src-main/engine/main.ts`;

/** The environment for engine children, without the test runner's own markers (they change how a child Node behaves). */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  return env;
}

export class UsiHarness {
  readonly lines: string[] = [];
  private waiters: Array<{
    pred: (m: EngineMessage, line: string) => boolean;
    resolve: (l: string) => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  }> = [];
  exited = false;

  private constructor(
    readonly child: ChildProcess,
    private readonly sendLine: (line: string) => void,
  ) {
    createInterface({ input: child.stdout! }).on('line', (line) => this.onLine(line));
    child.on('exit', () => {
      this.exited = true;
      for (const w of this.waiters)
        w.reject(
          new Error(`engine exited while waiting; output:\n${this.lines.slice(-20).join('\n')}`),
        );
      this.waiters = [];
    });
  }

  /** Our engine over stdin/stdout. */
  static ours(env: NodeJS.ProcessEnv = {}): UsiHarness {
    const child = spawn(process.execPath, ['--import', 'tsx', ENGINE_MAIN], {
      cwd: REPO,
      env: { ...childEnv(), ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    return new UsiHarness(child, (l) => child.stdin!.write(l + '\n'));
  }

  /** Our engine with Electron's utilityProcess transport simulated: no stdin, lines as parentPort messages. */
  static oursViaParentPort(): UsiHarness {
    const preload = `${REPO}test/fixtures/engine/fake-parent-port.mjs`;
    const child = fork(ENGINE_MAIN, [], {
      cwd: REPO,
      env: childEnv(),
      execArgv: ['--import', 'tsx', '--import', preload],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const pending: string[] = [];
    let ready = false;
    child.once('message', () => {
      ready = true;
      for (const l of pending.splice(0)) child.send(l);
    });
    return new UsiHarness(child, (l) => (ready ? child.send(l) : pending.push(l)));
  }

  /** Any external engine binary. */
  static external(command: string, args: string[] = []): UsiHarness {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    return new UsiHarness(child, (l) => child.stdin!.write(l + '\n'));
  }

  private onLine(line: string): void {
    this.lines.push(line);
    const msg = parseEngineMessage(line);
    const still = [];
    for (const w of this.waiters) {
      if (w.pred(msg, line)) {
        clearTimeout(w.timer);
        w.resolve(line);
      } else still.push(w);
    }
    this.waiters = still;
  }

  send(line: string): void {
    this.sendLine(line);
  }

  /** Resolves with the first later line whose parsed message satisfies `pred`. */
  waitFor(pred: (m: EngineMessage, line: string) => boolean, timeoutMs = 20000): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`timeout waiting; last lines:\n${this.lines.slice(-10).join('\n')}`)),
        timeoutMs,
      );
      this.waiters.push({ pred, resolve, reject, timer });
    });
  }

  /** Sends `line` and waits for the answer type. */
  async ask(line: string, type: EngineMessage['type'], timeoutMs?: number): Promise<string> {
    const p = this.waitFor((m) => m.type === type, timeoutMs);
    this.send(line);
    return p;
  }

  async handshake(options: Record<string, string | number | boolean> = {}): Promise<void> {
    await this.ask('usi', 'usiok');
    for (const [k, v] of Object.entries(options)) this.send(`setoption name ${k} value ${v}`);
    await this.ask('isready', 'readyok', 60000);
  }

  /** Sends `go …` and returns the bestmove message. */
  async go(goLine: string, timeoutMs = 30000): Promise<{ move: string; ponder?: string }> {
    const line = await this.ask(goLine, 'bestmove', timeoutMs);
    const m = parseEngineMessage(line);
    if (m.type !== 'bestmove') throw new Error('unreachable');
    return { move: m.move, ponder: m.ponder };
  }

  async quit(): Promise<void> {
    if (this.exited) return;
    const done = new Promise<void>((r) => this.child.once('exit', () => r()));
    this.send('quit');
    const t = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await done;
    clearTimeout(t);
  }
}
