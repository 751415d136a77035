/**
 * Worker thread body of gensfen: builds its own evaluator and generator, plays games from its
 * share of the book (openings index, index + workers, …) until its quota of records is reached,
 * and posts each game's records to the parent, which writes them in a fixed order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PSV_SIZE } from './psv.ts';
import { SfenGenerator } from './gensfen.ts';
import {
  gensfenEvaluator,
  type GensfenWorkerInit,
  type GensfenWorkerMessage,
} from './gensfen-pool.ts';

const init = workerData as GensfenWorkerInit;
const made = gensfenEvaluator(init.evalFile);
if (!made.ok) throw new Error(made.message);
const gen = new SfenGenerator(made.evaluator, init.options, init.seed);
let left = init.quota;
for (let g = 0; left > 0; g++) {
  const opening = init.openings[(init.index + g * init.workers) % init.openings.length]!;
  const game = gen.playGame(opening);
  const count = Math.min(game.count, left);
  left -= count;
  // A copy of exactly the records kept, moved (not cloned) to the parent.
  const bytes = game.bytes.slice(0, count * PSV_SIZE);
  const msg: GensfenWorkerMessage = {
    kind: 'game',
    bytes,
    count,
    plies: game.plies,
    end: game.end,
    nodes: game.nodes,
  };
  parentPort!.postMessage(msg, [bytes.buffer]);
}
parentPort!.postMessage({ kind: 'done' } satisfies GensfenWorkerMessage);
