/**
 * The search thread. The USI front-end (usi.ts) stays responsive on the main thread and sends
 * requests here; `stop` and `ponderhit` arrive through a shared Int32Array the search polls.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Engine, buildPosition } from './engine.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

const signals = new Int32Array(workerData.signals as SharedArrayBuffer);
const engine = new Engine(signals);
const port = parentPort!;
let warm = false;

function reply(msg: WorkerReply): void {
  port.postMessage(msg);
}

/** Handles one request; positions were validated by the front-end, so failures here are bugs. */
function handle(req: WorkerRequest): void {
  switch (req.type) {
    case 'configure': {
      const messages = engine.configure(req.options);
      // The first isready also warms the search up, so the GUI's wait covers it, not the first move's clock.
      if (!warm) engine.warmUp();
      warm = true;
      reply({ type: 'configured', messages });
      return;
    }
    case 'newgame':
      engine.newGame();
      return;
    case 'go': {
      const built = buildPosition(req.position, engine.options.USI_Variant);
      if (!built.ok) throw new Error(`search worker got a bad position: ${built.error.message}`);
      // The front-end's receipt time on this thread's clock: the search's time runs from then.
      const startedAt = req.receivedAt - performance.timeOrigin;
      const answer = engine.go(
        built.pos,
        req.params,
        (info) => reply({ type: 'info', info }),
        startedAt,
      );
      reply({ type: 'bestmove', bestmove: answer.bestmove, ponder: answer.ponder });
      return;
    }
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
  }
}

port.on('message', (req: WorkerRequest) => handle(req));
