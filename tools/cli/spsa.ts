/**
 * SPSA tuning CLI: `npm run -s tune:spsa -- <config.json>`. Prints one line per iteration (θ+ and
 * θ−, the result, θ, the games so far and an ETA) and writes state.json, history.csv and
 * history.svg into the config's output folder. Running it again on the same folder resumes.
 * Exit codes: 0 finished, 1 could not run, 2 bad usage, config or engine, 130 interrupted.
 */
import { validateSpsaConfig } from '../../src-main/tune/spsa/spsa-config.ts';
import { runSpsa, type SpsaIteration } from '../../src-main/tune/spsa/spsa-run.ts';
import { fail as failWith, hms, readConfigArg } from '../../src-main/tournament/cli-common.ts';

const TOOL = 'tune:spsa';
function fail(code: number, message: string): never {
  return failWith(TOOL, code, message);
}

async function main(): Promise<void> {
  const { path, raw, relative } = readConfigArg(
    TOOL,
    'usage: npm run -s tune:spsa -- <config.json>',
  );
  const v = validateSpsaConfig(raw, relative);
  if (!v.ok) fail(2, `${path}: field "${v.error.where}" ${v.error.message}`);
  const c = v.value;
  process.stdout.on('error', () => {}); // a closed pipe must not kill the run
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(130);
    stopping = true;
    process.stderr.write('\nstopping after this iteration (run again to resume)\n');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.stdout.write(
    `${c.name}: ${c.params.map((p) => p.name).join(', ')}; output ${c.output}\n`,
  );
  const t0 = performance.now();
  let first: number | undefined;
  const names = c.params.map((p) => p.name);
  const line = (it: SpsaIteration) => {
    first ??= it.k;
    const perIteration = (performance.now() - t0) / (it.k - first + 1);
    const { wins, draws, losses } = it.state.games;
    const vals = (xs: number[], digits = 0) =>
      xs.map((x, i) => `${names[i]} ${x.toFixed(digits)}`).join(' ');
    process.stdout.write(
      `[${it.k}/${c.iterations}] θ+ ${vals(it.plus)} vs θ− ${vals(it.minus)}: ${it.result >= 0 ? '+' : ''}${it.result}` +
        `  | θ ${vals(it.theta, 1)}  | θ+ games +${wins} =${draws} -${losses}  | ETA ${hms(perIteration * (c.iterations - it.k))}\n`,
    );
  };
  const out = await runSpsa(c, line, undefined, () => stopping);
  if (!out.ok)
    fail(
      out.error.code === 'ENGINE_CHECK_FAILED' ||
        out.error.code === 'SPSA_PARAM_RANGE' ||
        out.error.code === 'SPSA_OTHER_RUN'
        ? 2
        : 1,
      `${out.error.code}: ${out.error.message}`,
    );
  const s = out.state;
  process.stdout.write(
    `${s.iteration}/${c.iterations} iterations; θ: ${c.params.map((p, i) => `${p.name} ${s.theta[i]!.toFixed(1)} (start ${p.start})`).join(', ')}\n`,
  );
  process.exit(stopping && s.iteration < c.iterations ? 130 : 0);
}

void main();
