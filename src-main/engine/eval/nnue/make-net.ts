/**
 * Writes a seeded random halfkp_256x2-32-32 nn.bin (for `npm run bench:nnue` and experiments):
 *   node --import tsx src-main/engine/eval/nnue/make-net.ts --out .bench/dense.bin \
 *     [--arch dense|sparse] [--kind realistic|wild] [--seed 1] [--density 0.35]
 * A "sparse" net carries the AffineTransformSparseInput architecture string and, unless
 * --density says otherwise, a lower input density (0.15) like the nets that use that form.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cliArgs } from '../../../cli-args.ts';
import { randomNet } from './random-net.ts';
import { writeNnue } from './writer.ts';

const { values } = cliArgs('make-net', {
  options: {
    out: { type: 'string' },
    arch: { type: 'string', default: 'dense' },
    kind: { type: 'string', default: 'realistic' },
    seed: { type: 'string', default: '1' },
    density: { type: 'string' },
  },
});
if (
  !values.out ||
  (values.arch !== 'dense' && values.arch !== 'sparse') ||
  (values.kind !== 'realistic' && values.kind !== 'wild')
) {
  console.error(
    'usage: make-net.ts --out <file> [--arch dense|sparse] [--kind realistic|wild] [--seed N] [--density 0..1]',
  );
  process.exit(2);
}
const density =
  values.density !== undefined ? Number(values.density) : values.arch === 'sparse' ? 0.15 : 0.35;
const net = randomNet({
  seed: Number(values.seed),
  architecture: values.arch,
  kind: values.kind,
  density,
});
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, writeNnue(net));
console.log(
  `wrote ${values.out} (${values.arch}, ${values.kind}, seed ${values.seed}, density ${density})`,
);
