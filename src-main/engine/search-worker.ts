/**
 * The search thread. The USI front-end (usi.ts) stays responsive on the main thread and sends
 * requests here; `stop` and `ponderhit` arrive through a shared Int32Array the search polls.
 * With `Threads` above 1 this thread is the Lazy SMP main thread: it starts the helper threads
 * (smp/helper-pool.ts) with each search, reports, stops them when it is done and plays the move
 * the threads vote for (smp/lazy-smp.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Engine, buildPosition, type GoAnswer } from './engine.ts';
import { moveToUsi } from '../shared/rules/sfen.ts';
import { MOVE_NONE } from '../shared/rules/types.ts';
import { SIGNAL_HELPERS_STOP, usiScore } from './rootsearch.ts';
import { HelperPool } from './smp/helper-pool.ts';
import { pickThread, type ThreadResult } from './smp/lazy-smp.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

const signals = new Int32Array(workerData.signals as SharedArrayBuffer);
const engine = new Engine(signals);
const pool = new HelperPool(
  signals,
  () => engine.tt.shared,
  (err) => {
    throw err;
  },
);
engine.root.otherNodes = () => pool.helperNodes();
const port = parentPort!;
let warm = false;

function reply(msg: WorkerReply): void {
  port.postMessage(msg);
}

/** Handles one request; positions were validated by the front-end, so failures here are bugs. */
async function handle(req: WorkerRequest): Promise<void> {
  switch (req.type) {
    case 'configure': {
      await pool.idle();
      const messages = engine.configure(req.options);
      // Helpers first: their warm-up writes the shared table, which the main warm-up then clears.
      await pool.configure(engine.options, Math.max(0, req.options.Threads - 1), engine.sharedNet);
      // The first isready also warms the search up, so the GUI's wait covers it, not the first move's clock.
      if (!warm) engine.warmUp();
      warm = true;
      reply({ type: 'configured', messages });
      return;
    }
    case 'newgame':
      await pool.newGame();
      engine.newGame();
      return;
    case 'go':
      return go(req);
    case 'mate': {
      const built = buildPosition(req.position, engine.options.USI_Variant);
      if (!built.ok) throw new Error(`search worker got a bad position: ${built.error.message}`);
      reply({ type: 'mate', result: engine.mate(built.pos, req.timeMs) });
      return;
    }
    case 'eval': {
      const built = buildPosition(req.position, engine.options.USI_Variant);
      if (!built.ok) throw new Error(`search worker got a bad position: ${built.error.message}`);
      reply({ type: 'eval', ...engine.evaluate(built.pos) });
      return;
    }
    case 'quit':
      // Requests are handled in order, so everything sent before quit has been answered.
      reply({ type: 'quitting' });
      return;
  }
}

/** A search: the helpers start first, this thread searches and reports, then the vote. */
async function go(req: Extract<WorkerRequest, { type: 'go' }>): Promise<void> {
  const built = buildPosition(req.position, engine.options.USI_Variant);
  if (!built.ok) throw new Error(`search worker got a bad position: ${built.error.message}`);
  // The front-end's receipt time on this thread's clock: the search's time runs from then.
  const startedAt = req.receivedAt - performance.timeOrigin;
  const helpers = pool.size > 0;
  if (helpers) {
    await pool.idle(); // the previous search's helpers saw SIGNAL_HELPERS_STOP before it is reset
    Atomics.store(signals, SIGNAL_HELPERS_STOP, 0);
    await pool.start(req.position, req.params);
  }
  const answer = engine.go(
    built.pos,
    req.params,
    (info) => reply({ type: 'info', info }),
    startedAt,
  );
  Atomics.store(signals, SIGNAL_HELPERS_STOP, 1);
  // Why not wait for the helpers: their last iterations are on the board; they stop within a poll.
  const chosen = helpers ? vote(answer, pool.snapshot(), startedAt) : answer;
  reply({ type: 'bestmove', bestmove: chosen.bestmove, ponder: chosen.ponder });
}

/**
 * The answer the threads vote for. Levels and MultiPV keep the main thread's choice (a level
 * picks among its lines on purpose); a helper's win is shown as a last `info` line.
 */
function vote(main: GoAnswer, helpers: ThreadResult[], startedAt: number): GoAnswer {
  const o = main.outcome;
  if (!o || o.bestMove === MOVE_NONE) return main;
  if (engine.searcher.skill !== null || engine.options.MultiPV !== 1) return main;
  const own: ThreadResult = {
    thread: 0,
    move: o.bestMove,
    ponder: o.ponderMove,
    score: o.score,
    depth: o.depth,
    pv: o.pv,
    nodes: engine.searcher.nodes,
  };
  const best = pickThread([own, ...helpers]);
  if (best.thread === 0) return main;
  const nodes = own.nodes + helpers.reduce((sum, h) => sum + h.nodes, 0);
  const time = Math.max(1, Math.round(performance.now() - Math.min(startedAt, performance.now())));
  reply({
    type: 'info',
    info: {
      depth: best.depth,
      score: usiScore(best.score),
      nodes,
      nps: Math.round((nodes * 1000) / time),
      time,
      pv: best.pv.map(moveToUsi),
    },
  });
  const answer: GoAnswer = { bestmove: moveToUsi(best.move) };
  if (best.ponder !== MOVE_NONE) answer.ponder = moveToUsi(best.ponder);
  return answer;
}

// Requests run one after another: a request that arrives while a search awaits its helpers waits.
let queue: Promise<void> = Promise.resolve();
port.on('message', (req: WorkerRequest) => {
  queue = queue.then(() => handle(req));
});
