/**
 * `npm run -s eval:label -- --out labels.jsonl [--engine /usr/games/fairy-stockfish]
 * [--variant minishogi] [--depth 10] [--workers 2] <tournament folder or .usi file>…`:
 * scores every position of the saved games with a teacher engine's fixed-depth search and
 * appends one label per line (labels.ts). A file that already has labels is resumed: positions
 * it holds are not searched again. Exit codes: 0 done, 1 the teacher failed during the run, 2 bad
 * arguments or a teacher that cannot be used.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import type { Variant } from '../../src-main/shared/rules/types.ts';
import { variantOptionName } from '../../src-main/usi/engine-spec.ts';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import {
  gameFiles,
  gamePositions,
  positionKey,
  readLabels,
  type Label,
  type SkippedLine,
} from '../../src-main/tune/eval-fit/labels.ts';

const SCRIPT = 'eval:label';
const { values, positionals } = cliArgs(SCRIPT, {
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    engine: { type: 'string', default: '/usr/games/fairy-stockfish' },
    variant: { type: 'string', default: 'minishogi' },
    depth: { type: 'string', default: '10' },
    workers: { type: 'string', default: '2' },
  },
});
if (!values.out) usageError(SCRIPT, '--out <labels.jsonl> is required');
if (positionals.length === 0)
  usageError(SCRIPT, 'name at least one tournament folder or .usi file');
if (values.variant !== 'shogi' && values.variant !== 'minishogi')
  usageError(SCRIPT, `--variant must be shogi or minishogi, not '${values.variant}'`);
const depth = Number(values.depth);
const workers = Number(values.workers);
if (!Number.isInteger(depth) || depth < 1) usageError(SCRIPT, '--depth must be a positive integer');
if (!Number.isInteger(workers) || workers < 1)
  usageError(SCRIPT, '--workers must be a positive integer');
const variant: Variant = values.variant;
const out = values.out;

const skipped: SkippedLine[] = [];
const files = positionals.flatMap((p) => {
  if (!existsSync(p)) usageError(SCRIPT, `${p}: no such file or folder`);
  return gameFiles(p);
});
const done = new Set(
  existsSync(out)
    ? readLabels(readFileSync(out, 'utf8'), skipped, out).map((l) => positionKey(l.sfen))
    : [],
);
const todo = gamePositions(files, variant, skipped).filter((s) => !done.has(positionKey(s)));
for (const s of skipped) console.error(`${SCRIPT}: skipped ${s.where}: ${s.reason}`);
console.error(
  `${SCRIPT}: ${files.length} files, ${done.size} positions labelled, ${todo.length} to go`,
);

/** Starts one teacher process set to the variant. */
async function startTeacher(): Promise<UsiEngine> {
  const engine = new UsiEngine(() => spawnTransport({ command: values.engine, args: [] }));
  const started = await engine.start();
  if (!started.ok) usageError(SCRIPT, `${values.engine}: ${started.error.message}`);
  const option = variantOptionName(started.value.options);
  if (variant !== 'shogi') {
    if (!option) usageError(SCRIPT, `${values.engine} has no USI_Variant/UCI_Variant option`);
    engine.setOption(option, variant);
  }
  engine.setOption('Threads', 1);
  const ready = await engine.isReady();
  if (!ready.ok) usageError(SCRIPT, `${values.engine}: ${ready.error.message}`);
  return engine;
}

/** Labels positions `todo[i]` for i ≡ w (mod workers). */
async function work(w: number, progress: { n: number; t0: number }): Promise<void> {
  const engine = await startTeacher();
  for (let i = w; i < todo.length; i += workers) {
    engine.position(todo[i]!, []);
    const r = await engine.go({ depth }, 120_000);
    if (!r.ok) {
      // Why exit 1: the arguments were fine; the labels written so far stay and a rerun resumes.
      console.error(`${SCRIPT}: ${values.engine} on ${todo[i]}: ${r.error.message}`);
      process.exit(1);
    }
    const s = r.value.info.score;
    const label: Label = { sfen: todo[i]!, best: r.value.bestmove };
    if (s?.kind === 'mate')
      label.mate = Number.isFinite(s.value) ? s.value : Math.sign(s.value) * 999;
    else if (s) label.score = s.value;
    else continue;
    // Why: one line per label, written at once, so a stopped run resumes after its last whole line.
    appendFileSync(out, `${JSON.stringify(label)}\n`);
    if (++progress.n % 1000 === 0) {
      const rate = progress.n / ((Date.now() - progress.t0) / 1000);
      console.error(`${SCRIPT}: ${progress.n}/${todo.length} (${rate.toFixed(0)}/s)`);
    }
  }
  await engine.quit();
}

const progress = { n: 0, t0: Date.now() };
await Promise.all(Array.from({ length: workers }, (_, w) => work(w, progress)));
console.error(`${SCRIPT}: labelled ${progress.n} positions into ${out}`);
