/**
 * `UsiEngine`: the one USI client of the project (the app's engine host and the tournament runner).
 * It speaks the protocol over any `LineTransport`, reports expected failures (crash, hang, refusal to
 * start) as typed results, streams parsed `info`, and can restart a dead engine with its options.
 */
import { EventEmitter } from 'node:events';
import {
  formatGuiCommand,
  parseEngineMessage,
  type EngineMessage,
  type GoParams,
  type GuiCommand,
  type InfoFields,
  type UsiOptionDef,
} from '../shared/usi-protocol.ts';
import type { ExitInfo, LineTransport } from './transport.ts';
import type { OptionValue } from './engine-spec.ts';
import { splitsUsiLine } from './usi-field.ts';
import type { Failure, Result } from '../shared/result.ts';

/** Codes of the expected engine failures. */
export type UsiErrorCode =
  | 'ENGINE_START_FAILED' // the program could not be run or never answered `usiok`
  | 'ENGINE_EXITED' // the process ended while we waited for an answer
  | 'ENGINE_TIMEOUT' // no answer within the allowed time (a hang)
  | 'ENGINE_NOT_RUNNING' // a command was issued to a stopped engine
  | 'ENGINE_BUSY'; // `go` while a search is still running

/** A typed engine failure. */
export interface UsiError extends Failure<UsiErrorCode> {
  /** For ENGINE_START_FAILED: whether the program ended or just never answered `usiok` in time. */
  cause?: 'exited' | 'timeout';
}

/** Result of an engine operation that can fail for expected reasons. */
export type UsiResult<T> = Result<T, UsiError>;

/** What the engine said about itself in the handshake. */
export interface EngineIdentity {
  name: string;
  author: string;
  options: UsiOptionDef[];
}

/** The answer to `go mate`: the mating moves, or why there are none. */
export interface CheckmateAnswer {
  result: 'mate' | 'nomate' | 'timeout' | 'notimplemented';
  moves?: string[];
}

/** The outcome of one `go`. */
export interface SearchResult {
  /** A USI move, `resign` or `win`. */
  bestmove: string;
  ponder?: string;
  /** The main line's info fields merged over the search (last value of each field wins). */
  info: InfoFields;
  /** Wall time from sending `go` (or `ponderhit`) to receiving `bestmove`. */
  elapsedMs: number;
}

interface Waiter {
  what: string;
  accept(m: EngineMessage): boolean;
  done(r: UsiResult<EngineMessage>): void;
  timer?: ReturnType<typeof setTimeout>;
}

/** Events: 'info' (InfoFields), 'send'/'recv' (raw line), 'exit' (ExitInfo). */
export class UsiEngine extends EventEmitter {
  private transport: LineTransport | undefined;
  private waiters: Waiter[] = [];
  private exitInfo: ExitInfo | undefined;
  private searching = false;
  private searchInfo: InfoFields = {};
  private identityValue: EngineIdentity | undefined;
  private readonly optionsSet = new Map<string, string | undefined>();

  /** @param factory starts a fresh engine process (called by `start` and `restart`). */
  constructor(private readonly factory: () => LineTransport) {
    super();
  }

  /** True between a successful start and the process's end. */
  get running(): boolean {
    return this.transport !== undefined && this.exitInfo === undefined;
  }

  /** How the last process ended, if it has. */
  get exit(): ExitInfo | undefined {
    return this.exitInfo;
  }

  /** The handshake's id/options, after `start`. */
  get identity(): EngineIdentity | undefined {
    return this.identityValue;
  }

  /** Spawns the engine and runs the handshake (`usi` … `usiok`). */
  async start(timeoutMs = 10_000): Promise<UsiResult<EngineIdentity>> {
    this.kill(); // never leave a previous process running behind a new one
    this.attach(this.factory());
    const ident: EngineIdentity = { name: '', author: '', options: [] };
    const collect = (m: EngineMessage) => {
      if (m.type === 'id') ident[m.field] = m.value;
      if (m.type === 'option') ident.options.push(m.option);
    };
    this.on('message', collect);
    this.send({ type: 'usi' });
    const r = await this.waitFor((m) => m.type === 'usiok', timeoutMs, 'usiok');
    this.off('message', collect);
    if (!r.ok) {
      this.kill();
      const timeout = r.error.code === 'ENGINE_TIMEOUT';
      const message = timeout ? `never answered usiok within ${timeoutMs} ms` : r.error.message;
      const cause = timeout ? 'timeout' : 'exited';
      return { ok: false, error: { code: 'ENGINE_START_FAILED', message, cause } };
    }
    this.identityValue = ident;
    return { ok: true, value: ident };
  }

  /** Kills the current process (if any), starts a new one and re-sends every option set so far. */
  async restart(timeoutMs = 10_000): Promise<UsiResult<EngineIdentity>> {
    this.kill();
    const r = await this.start(timeoutMs);
    if (r.ok)
      for (const [name, value] of this.optionsSet) this.send({ type: 'setoption', name, value });
    return r;
  }

  /** Sends `setoption` (remembered for restarts). Booleans and numbers are sent as text. */
  setOption(name: string, value?: OptionValue): void {
    const v = value === undefined ? undefined : String(value);
    this.optionsSet.set(name, v);
    this.send({ type: 'setoption', name, value: v });
  }

  /** `isready` → waits for `readyok`. */
  async isReady(timeoutMs = 30_000): Promise<UsiResult<void>> {
    this.send({ type: 'isready' });
    const r = await this.waitFor((m) => m.type === 'readyok', timeoutMs, 'readyok');
    return r.ok ? { ok: true, value: undefined } : r;
  }

  /** `usinewgame`. */
  newGame(): void {
    this.send({ type: 'usinewgame' });
  }

  /** `position` from an SFEN (4 fields) or 'startpos', plus USI moves. */
  position(sfen: string | 'startpos', moves: string[]): void {
    this.send({ type: 'position', sfen, moves });
  }

  /**
   * `go` and wait for `bestmove`. `timeoutMs` bounds the wait (the engine's time plus a grace);
   * when it passes the result is ENGINE_TIMEOUT and the engine is left as is (callers usually kill it).
   * For `go ponder`, pass no timeout and call `ponderhit(timeout)` or `stop()` later.
   */
  async go(params: GoParams, timeoutMs?: number): Promise<UsiResult<SearchResult>> {
    if (this.searching)
      return { ok: false, error: { code: 'ENGINE_BUSY', message: 'a search is running' } };
    this.searching = true;
    this.searchInfo = {};
    let t0 = performance.now();
    const onPonderhit = () => (t0 = performance.now());
    this.on('ponderhit', onPonderhit);
    this.send({ type: 'go', params });
    const r = await this.waitFor((m) => m.type === 'bestmove', timeoutMs, 'bestmove');
    this.off('ponderhit', onPonderhit);
    this.searching = false;
    if (!r.ok) return r;
    const m = r.value as Extract<EngineMessage, { type: 'bestmove' }>;
    return {
      ok: true,
      value: {
        bestmove: m.move,
        ponder: m.ponder,
        info: this.searchInfo,
        elapsedMs: performance.now() - t0,
      },
    };
  }

  /**
   * `go mate <time|infinite>` and wait for the `checkmate` answer (a mate's moves, `nomate`,
   * `timeout` or `notimplemented`). `stop` ends an infinite mate search.
   */
  async goMate(time: number | 'infinite', timeoutMs?: number): Promise<UsiResult<CheckmateAnswer>> {
    if (this.searching)
      return { ok: false, error: { code: 'ENGINE_BUSY', message: 'a search is running' } };
    this.searching = true;
    this.send({ type: 'go', params: { mate: time } });
    const r = await this.waitFor((m) => m.type === 'checkmate', timeoutMs, 'checkmate');
    this.searching = false;
    if (!r.ok) return r;
    const m = r.value as Extract<EngineMessage, { type: 'checkmate' }>;
    return {
      ok: true,
      value: m.moves ? { result: m.result, moves: m.moves } : { result: m.result },
    };
  }

  /** `stop`: the running search answers `bestmove` soon. */
  stop(): void {
    this.send({ type: 'stop' });
  }

  /** `ponderhit`: the pondered move was played; `timeoutMs` replaces the running search's time limit. */
  ponderhit(timeoutMs?: number): void {
    this.send({ type: 'ponderhit' });
    this.emit('ponderhit');
    const w = this.waiters.find((x) => x.what === 'bestmove');
    if (w && timeoutMs !== undefined) this.arm(w, timeoutMs);
  }

  /** `gameover win|lose|draw`. */
  gameOver(result: 'win' | 'lose' | 'draw'): void {
    this.send({ type: 'gameover', result });
  }

  /** `quit`, then kills the process if it has not exited after `graceMs`. */
  async quit(graceMs = 1000): Promise<void> {
    if (!this.running) return;
    this.send({ type: 'quit' });
    const exited = new Promise<void>((res) => this.once('exit', () => res()));
    const timer = new Promise<void>((res) => setTimeout(res, graceMs).unref());
    await Promise.race([exited, timer]);
    this.kill();
  }

  /** Kills the process immediately (no-op if already dead); pending waits end with ENGINE_EXITED. */
  kill(): void {
    if (!this.running) return;
    this.transport!.kill();
    this.onExit({ code: null, signal: 'SIGKILL' }); // do not wait for the OS: a restart may follow at once
  }

  /**
   * Sends a raw GUI command. Dropped silently when the engine is not running. Throws if the
   * command would not be one line: callers check outside text with usi-field.ts first, so
   * reaching this is a bug, and sending it would let the text inject a second command.
   */
  send(c: GuiCommand): void {
    if (!this.running) return;
    const line = formatGuiCommand(c);
    if (splitsUsiLine(line))
      throw new Error(`USI command with a line break or NUL refused: ${JSON.stringify(line)}`);
    this.emit('send', line);
    this.transport!.send(line);
  }

  private attach(t: LineTransport): void {
    this.transport = t;
    this.exitInfo = undefined;
    this.searching = false;
    t.onLine((line) => {
      if (this.transport === t) this.receive(line);
    });
    t.onExit((info) => {
      if (this.transport === t) this.onExit(info);
    });
  }

  private receive(line: string): void {
    this.emit('recv', line);
    const m = parseEngineMessage(line);
    if (m.type === 'info') this.mergeInfo(m.info);
    this.emit('message', m);
    const i = this.waiters.findIndex((w) => w.accept(m));
    if (i >= 0) this.settle(this.waiters[i]!, { ok: true, value: m });
  }

  /** Keeps the main line's latest fields (multipv 1); `string`-only lines do not erase scores. */
  private mergeInfo(info: InfoFields): void {
    if (info.multipv === undefined || info.multipv === 1) Object.assign(this.searchInfo, info);
    this.emit('info', info);
  }

  private onExit(info: ExitInfo): void {
    if (this.exitInfo) return;
    this.exitInfo = info;
    const why = info.error ?? `code ${info.code ?? '-'}, signal ${info.signal ?? '-'}`;
    for (const w of [...this.waiters]) {
      this.settle(w, {
        ok: false,
        error: { code: 'ENGINE_EXITED', message: `engine exited (${why})` },
      });
    }
    this.emit('exit', info);
  }

  private waitFor(
    accept: (m: EngineMessage) => boolean,
    timeoutMs: number | undefined,
    what: string,
  ) {
    return new Promise<UsiResult<EngineMessage>>((done) => {
      if (!this.running) {
        const why = this.exitInfo?.error ?? 'engine is not running';
        done({
          ok: false,
          error: { code: this.exitInfo ? 'ENGINE_EXITED' : 'ENGINE_NOT_RUNNING', message: why },
        });
        return;
      }
      const w: Waiter = { what, accept, done };
      this.waiters.push(w);
      if (timeoutMs !== undefined) this.arm(w, timeoutMs);
    });
  }

  /** (Re)starts a waiter's deadline. */
  private arm(w: Waiter, timeoutMs: number): void {
    if (w.timer) clearTimeout(w.timer);
    w.timer = setTimeout(() => {
      this.settle(w, {
        ok: false,
        error: { code: 'ENGINE_TIMEOUT', message: `no ${w.what} within ${timeoutMs} ms` },
      });
    }, timeoutMs);
  }

  private settle(w: Waiter, r: UsiResult<EngineMessage>): void {
    const i = this.waiters.indexOf(w);
    if (i < 0) return;
    this.waiters.splice(i, 1);
    if (w.timer) clearTimeout(w.timer);
    w.done(r);
  }
}
