/**
 * A Lazy SMP helper thread: its own Engine (searcher, histories, position, evaluator and NNUE
 * accumulators) over the main thread's transposition table. It searches what the main thread
 * searches, skipping depths by its number, until the main thread or `stop` ends the search, then
 * reports its result for the vote (lazy-smp.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Engine, buildPosition } from '../engine.ts';
import type { HelperRole } from '../rootsearch.ts';
import type { HelperInit, HelperReply, HelperRequest } from './helper-messages.ts';
import { ResultBoard } from './result-board.ts';

const init = workerData as HelperInit;
const engine = new Engine(new Int32Array(init.signals), {
  table: init.ttTable,
  state: init.ttState,
});
const board = new ResultBoard(0, init.results);
const role: HelperRole = {
  index: init.index,
  nodes: new Float64Array(init.nodes),
  onIteration: (move, score, depth, pv) => board.write(init.index, move, score, depth, pv),
};
const port = parentPort!;
let warm = false;

function reply(msg: HelperReply): void {
  port.postMessage(msg);
}

/** Handles one request; positions were validated by the front-end, so failures here are bugs. */
function handle(req: HelperRequest): void {
  switch (req.type) {
    case 'configure':
      engine.tt.attachTable(req.ttTable);
      engine.useSharedNet = req.sharedNet;
      engine.configure(req.options);
      // Why: the first search of a thread otherwise runs V8's unoptimised code on the clock.
      if (!warm) engine.warmUp();
      warm = true;
      reply({ type: 'configured' });
      return;
    case 'newgame':
      engine.newGame();
      return;
    case 'go': {
      const built = buildPosition(req.position, engine.options.USI_Variant);
      if (!built.ok) throw new Error(`helper thread got a bad position: ${built.error.message}`);
      engine.go(built.pos, req.params, () => {}, undefined, role);
      reply({ type: 'done' });
      return;
    }
  }
}

port.on('message', (req: HelperRequest) => handle(req));
