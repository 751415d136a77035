/**
 * `npm run -s nnue:loss -- --val <file> [--lambda 0.75] [--threads N] <net…>`
 *
 * Prints each net's mean loss on a PackedSfenValue file (gensfen's output), one `<loss>  <net>`
 * line per net, as `train:nnue` computes its validation loss. Give it labels deeper than the
 * nets were trained on to screen candidates before games (docs/nnue.md).
 * Exit codes: 0 done, 1 an unreadable net or file, 2 bad arguments.
 */
import { availableParallelism } from 'node:os';
import { cliArgs, numberArg, usageError } from '../../src-main/cli-args.ts';
import { netLosses } from '../../src-main/tune/nnue-train/net-loss.ts';
import { loadTrainAddon } from '../../src-main/tune/nnue-train/train-addon.ts';

const SCRIPT = 'nnue:loss';

function main(): void {
  const { values: v, positionals: nets } = cliArgs(SCRIPT, {
    allowPositionals: true,
    options: {
      val: { type: 'string' },
      lambda: { type: 'string' },
      threads: { type: 'string' },
    },
  });
  if (!v.val) usageError(SCRIPT, '--val <file> is required');
  if (nets.length === 0) usageError(SCRIPT, 'name at least one net');
  // Why 0.75 by default: the lambda every shipped generation trained with (strength log).
  const lambda = numberArg(SCRIPT, 'lambda', v.lambda, { fallback: 0.75, lo: 0, hi: 1 });
  const threads = numberArg(SCRIPT, 'threads', v.threads, {
    fallback: availableParallelism(),
    lo: 1,
    hi: 1024,
    integer: true,
  });
  const addon = loadTrainAddon();
  if (!addon.ok) {
    console.error(`${SCRIPT}: ${addon.reason}`);
    process.exit(1);
  }
  const r = netLosses(addon.addon, nets, v.val, lambda, threads);
  if (!r.ok) {
    console.error(`${SCRIPT}: ${r.error.message}`);
    process.exit(1);
  }
  for (const { net, loss } of r.value) console.log(`${loss.toFixed(5)}  ${net}`);
}

main();
