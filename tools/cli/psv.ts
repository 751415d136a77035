/**
 * `npm run -s psv -- validate <file> [--max-errors N]`: checks a PackedSfenValue file record by
 * record and prints counts, errors by record index and a summary; exit 1 when any record is bad.
 * `npm run -s psv -- show <file> [--from I] [--count N]`: prints records as SFEN, USI move,
 * score, ply and result (one line each).
 */
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import { moveToUsi } from '../../src-main/shared/rules/sfen.ts';
import { decodePsv } from '../../src-main/tune/nnue-data/psv.ts';
import { forEachPsv, psvFileShape } from '../../src-main/tune/nnue-data/psv-file.ts';
import { formatPsvReport, validatePsvFile } from '../../src-main/tune/nnue-data/psv-validate.ts';

const USAGE =
  'usage: psv validate <file> [--max-errors N] | psv show <file> [--from I] [--count N]';

/** A usage error of this script (exit code 2). */
function fail(message: string): never {
  return usageError('psv', message);
}

/** A non-negative integer option, or a usage error naming it. */
function intOption(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0)
    fail(`--${name} must be a non-negative integer, got "${text}"`);
  return n;
}

const { values, positionals } = cliArgs('psv', {
  allowPositionals: true,
  options: {
    'max-errors': { type: 'string', default: '20' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '20' },
  },
});
const [command, file] = positionals;
if (!file || positionals.length !== 2) fail(USAGE);

if (command === 'validate') {
  const v = validatePsvFile(file, intOption('max-errors', values['max-errors']));
  if (!v.ok) fail(v.error.message);
  for (const line of formatPsvReport(file, v.report)) console.log(line);
  process.exit(v.report.valid === v.report.records && v.report.trailingBytes === 0 ? 0 : 1);
} else if (command === 'show') {
  const shape = psvFileShape(file);
  if (!shape.ok) fail(shape.error.message);
  const count = intOption('count', values.count);
  let left = count;
  forEachPsv(
    file,
    (rec, index) => {
      if (left-- <= 0) return false;
      const d = decodePsv(rec);
      if (!d.ok) console.log(`${index}\t${d.error.code}: ${d.error.message}`);
      else {
        const v = d.value;
        console.log(
          `${index}\tsfen ${v.position.sfen()}\t${moveToUsi(v.move)}\tscore ${v.score}\tply ${v.gamePly}\tresult ${v.gameResult}`,
        );
      }
    },
    intOption('from', values.from),
  );
} else fail(USAGE);
