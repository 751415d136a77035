/**
 * The loss of finished nets on a labelled file: the number `train:nnue` prints as "val loss
 * before epoch 1", for several nets at once. On labels deeper than their training data it ranked
 * session 86's net candidates as 60,000-node games did, where a 10,000-node match had not
 * (docs/strength-log.md).
 */
import { err, ok, type Failure, type Result } from '../../shared/result.ts';
import type { TrainAddon } from './train-addon.ts';
import { importNet, readValidation } from './train-nnue.ts';

/** One net's mean loss on the file. */
export interface NetLoss {
  readonly net: string;
  readonly loss: number;
}

export type NetLossError = Failure<'NET_LOSS_DATA' | 'NET_LOSS_NET'>;

/**
 * Each net's mean loss on `valPath`'s records at `lambda` (the trainer's mix of evaluation and
 * game result), in the order given; the first unreadable file ends it with an error naming it.
 */
export function netLosses(
  addon: TrainAddon,
  nets: readonly string[],
  valPath: string,
  lambda: number,
  threads: number,
): Result<NetLoss[], NetLossError> {
  const records = readValidation(addon, valPath);
  if (typeof records === 'string') return err('NET_LOSS_DATA', records, { where: valPath });
  // Why one trainer: it allocates about 400 MB; importing a net replaces all its weights.
  const t = addon.createTrainer({ h: 256, l1: 32, l2: 32, seed: 1, threads });
  const losses: NetLoss[] = [];
  for (const net of nets) {
    const imported = importNet(addon, t, net);
    if (typeof imported === 'string') return err('NET_LOSS_NET', imported, { where: net });
    losses.push({ net, loss: addon.evaluate(t, records, lambda, null) });
  }
  return ok(losses);
}
