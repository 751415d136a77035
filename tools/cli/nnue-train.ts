/**
 * `npm run -s train:nnue -- --data <files…> --out <nn.bin> [--init <nn.bin>] [--epochs E]
 *   [--lambda L] [--lr R] [--lr-decay G] [--val <file>] [--threads T] [--batch B] [--seed S]
 *   [--checkpoint <path>|none] [--resume <checkpoint>] [--packed <nn.bnnue>] [--ft-init random|zero] [--mirror 0..1] [--halfkp-lr F]`
 *
 * Trains YaneuraOu's halfkp_256x2-32-32 net on PackedSfenValue files (gensfen's output) with the
 * native trainer (native/src/train/). Files named after --data's first are data files too.
 * Exit codes: 0 done, 1 a training error (bad data, unreadable file), 2 bad arguments.
 */
import { availableParallelism } from 'node:os';
import { cliArgs, numberArg } from '../../src-main/cli-args.ts';
import { loadTrainAddon } from '../../src-main/tune/nnue-train/train-addon.ts';
import { runTraining, type TrainRunOptions } from '../../src-main/tune/nnue-train/train-nnue.ts';

const USAGE =
  'usage: npm run -s train:nnue -- --data <files…> --out <nn.bin> [--init <nn.bin>] [--epochs 10] ' +
  '[--lambda 1] [--lr 0.001] [--lr-decay 1] [--val <file>] [--threads <cores>] [--batch 16384] [--seed 1] ' +
  '[--checkpoint <out>.ckpt|none] [--resume <checkpoint>] [--packed <nn.bnnue>] [--ft-init random|zero] [--mirror 0] [--halfkp-lr 1]';

function usage(message: string): never {
  console.error(`train:nnue: ${message}\n${USAGE}`);
  process.exit(2);
}

/** A number option within [lo, hi] (an integer if asked), or a usage error naming it. */
function numberOption(
  name: string,
  raw: string | undefined,
  fallback: number,
  lo: number,
  hi: number,
  integer = false,
): number {
  return numberArg('train:nnue', name, raw, { fallback, lo, hi, integer });
}

function main(): void {
  const parsed = cliArgs('train:nnue', {
    allowPositionals: true,
    options: {
      data: { type: 'string', multiple: true },
      out: { type: 'string' },
      init: { type: 'string' },
      resume: { type: 'string' },
      checkpoint: { type: 'string' },
      val: { type: 'string' },
      epochs: { type: 'string' },
      lambda: { type: 'string' },
      lr: { type: 'string' },
      'lr-decay': { type: 'string' },
      batch: { type: 'string' },
      threads: { type: 'string' },
      seed: { type: 'string' },
      packed: { type: 'string' },
      'ft-init': { type: 'string' },
      mirror: { type: 'string' },
      'halfkp-lr': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const v = parsed.values;
  if (v.help) {
    console.log(USAGE);
    return;
  }
  const data = [...(v.data ?? []), ...parsed.positionals];
  if (data.length === 0) usage('--data needs at least one file');
  if (!v.out) usage('--out is required');
  if (v.init && v.resume) usage('--init and --resume exclude each other');
  const ftInit = v['ft-init'] ?? 'random';
  if (ftInit !== 'random' && ftInit !== 'zero')
    usage(`--ft-init ${ftInit}: expected random or zero`);
  const options: TrainRunOptions = {
    data,
    out: v.out,
    init: v.init,
    resume: v.resume,
    checkpoint: v.checkpoint === 'none' ? null : (v.checkpoint ?? `${v.out}.ckpt`),
    val: v.val,
    epochs: numberOption('epochs', v.epochs, 10, 1, 100000, true),
    lambda: numberOption('lambda', v.lambda, 1, 0, 1),
    lr: numberOption('lr', v.lr, 1e-3, 1e-7, 1),
    lrDecay: numberOption('lr-decay', v['lr-decay'], 1, 0.01, 1),
    batch: numberOption('batch', v.batch, 16384, 1, 1 << 20, true),
    threads: numberOption('threads', v.threads, availableParallelism(), 1, 1024, true),
    seed: numberOption('seed', v.seed, 1, 0, 2 ** 31, true),
    packed: v.packed,
    ftInit,
    mirror: numberOption('mirror', v.mirror, 0, 0, 1),
    halfKpLr: numberOption('halfkp-lr', v['halfkp-lr'], 1, 0, 10),
  };
  const addon = loadTrainAddon();
  if (!addon.ok) {
    console.error(`train:nnue: ${addon.reason}`);
    process.exit(1);
  }
  const tty = process.stderr.isTTY === true;
  let lastPlain = 0;
  const result = runTraining(
    addon.addon,
    options,
    (line) => console.log(line),
    (line, final) => {
      // A live bar on a terminal; otherwise a line every 10 s so logs stay short.
      if (tty) process.stderr.write(`\r${line}\x1b[K${final ? '\n' : ''}`);
      else if (final || Date.now() - lastPlain > 10000) {
        lastPlain = Date.now();
        process.stderr.write(`${line}\n`);
      }
    },
  );
  if (!result.ok) {
    console.error(`train:nnue: ${result.error.message}`);
    process.exit(1);
  }
  if (result.report) {
    const clipped = result.report.tensors.map((t) => `${t.name} ${t.clipped}/${t.size}`).join(', ');
    const also = options.packed ? ` and ${options.packed}` : '';
    console.log(`wrote ${options.out}${also}; clipped in quantisation: ${clipped}`);
  } else console.log(`nothing to do: the checkpoint is already at epoch ${options.epochs}`);
}

main();
