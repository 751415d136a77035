/**
 * The Lazy SMP helper threads of the main search thread (search-worker.ts): starts and ends them
 * as `Threads` changes, passes options and searches on, and collects their results. The helpers
 * share the main thread's transposition table, signal words and node-count slots.
 */
import { Worker } from 'node:worker_threads';
import type { PositionSpec } from '../engine.ts';
import { MAX_THREADS, type EngineOptions } from '../options.ts';
import type { SharedTable } from '../tt.ts';
import type { GoParams } from '../../shared/usi-protocol.ts';
import type { ThreadResult } from './lazy-smp.ts';
import type { HelperInit, HelperReply, HelperRequest } from './helper-messages.ts';
import { ResultBoard } from './result-board.ts';

/** One helper thread and the reply it owes, if any. */
interface Helper {
  worker: Worker;
  waiting: ((reply: HelperReply) => void) | null;
}

export class HelperPool {
  private helpers: Helper[] = [];
  /** Node counts per thread (slot 0, the main thread's, is unused: it counts itself). */
  private readonly nodes = new Float64Array(new SharedArrayBuffer(8 * (MAX_THREADS + 1)));
  private readonly board = new ResultBoard(MAX_THREADS + 1);
  /** The helpers' current search, until every one has answered `done`. */
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly signals: Int32Array,
    private readonly table: () => SharedTable,
    /** A helper crashed: a bug, reported like a crash of the search thread. */
    private readonly onError: (err: Error) => void,
  ) {}

  /** Number of helper threads. */
  get size(): number {
    return this.helpers.length;
  }

  /** Starts or ends helpers so that `count` run, then gives every one `options` (and warms new ones up). */
  async configure(options: EngineOptions, count: number, sharedNet?: number): Promise<void> {
    await this.idle();
    while (this.helpers.length > count) await this.helpers.pop()!.worker.terminate();
    while (this.helpers.length < count) this.helpers.push(this.spawn(this.helpers.length + 1));
    const ttTable = this.table().table;
    await Promise.all(
      this.helpers.map((h) => this.request(h, { type: 'configure', options, ttTable, sharedNet })),
    );
  }

  /** `usinewgame`: helpers forget their histories (the main thread clears the shared table). */
  async newGame(): Promise<void> {
    await this.idle();
    for (const h of this.helpers) h.worker.postMessage({ type: 'newgame' } satisfies HelperRequest);
  }

  /**
   * Starts every helper on the search (after the previous one has ended); they search until the
   * main thread sets SIGNAL_HELPERS_STOP or `stop` arrives.
   */
  async start(position: PositionSpec, params: GoParams): Promise<void> {
    await this.idle();
    this.nodes.fill(0);
    this.board.clear();
    this.running = Promise.all(
      this.helpers.map(async (h) => {
        const reply = await this.request(h, { type: 'go', position, params });
        if (reply.type !== 'done') throw new Error(`helper thread answered go with ${reply.type}`);
      }),
    );
  }

  /** Resolves when no helper is searching any more. */
  async idle(): Promise<void> {
    const r = this.running;
    this.running = null;
    await r;
  }

  /** Each helper's latest completed iteration, read at once (helpers may still be stopping). */
  snapshot(): ThreadResult[] {
    return this.helpers.map((_, i) => this.board.read(i + 1, this.nodes[i + 1]!));
  }

  /** Nodes the helpers have searched in this search (published at every poll). */
  helperNodes(): number {
    let sum = 0;
    for (let i = 1; i <= this.helpers.length; i++) sum += this.nodes[i]!;
    return sum;
  }

  /** Ends every helper thread (quit); resolves when they have exited. */
  async terminate(): Promise<void> {
    const all = this.helpers;
    this.helpers = [];
    await Promise.all(all.map((h) => h.worker.terminate()));
  }

  private request(h: Helper, req: HelperRequest): Promise<HelperReply> {
    return new Promise((resolve) => {
      h.waiting = resolve;
      h.worker.postMessage(req);
    });
  }

  private spawn(index: number): Helper {
    const { table, state } = this.table();
    const init: HelperInit = {
      index,
      signals: this.signals.buffer as SharedArrayBuffer,
      nodes: this.nodes.buffer as SharedArrayBuffer,
      results: this.board.buffer,
      ttState: state,
      ttTable: table,
    };
    const h: Helper = { worker: startHelperWorker(init), waiting: null };
    h.worker.on('message', (msg: HelperReply) => {
      const w = h.waiting;
      h.waiting = null;
      w?.(msg);
    });
    h.worker.on('error', this.onError);
    return h;
  }
}

/**
 * Bundled builds load smp/helper-worker.js, an entry of the app's main build beside
 * search-worker.js, which holds this code. Source runs (tsx) register tsx inside the worker first:
 * Node 20 does not apply `--import tsx` to a worker's entry module.
 */
function startHelperWorker(workerData: HelperInit): Worker {
  if (globalThis.BANMEN_BUNDLED || !import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./smp/helper-worker.js', import.meta.url), { workerData });
  const entry = JSON.stringify(new URL('./helper-worker.ts', import.meta.url).href);
  const tsxApi = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${tsxApi}).then((api) => { api.register(); return import(${entry}); })`;
  return new Worker(code, { eval: true, workerData });
}
