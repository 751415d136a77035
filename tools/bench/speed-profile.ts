/**
 * `npm run -s bench:speed-profile -- [--checkout <dir>] [--passes 2] [--top 10] [--out <file>]`:
 * where the engine's search time goes. Loads the checkout's engine (default: this one), runs the
 * bench positions once to warm the JIT, then samples V8's CPU profiler over `passes` passes of
 * the searches alone (option changes and net loading are left out) and prints the functions with
 * the most self time, as shares of the sampled search time. `--out` keeps the raw profiles (a
 * JSON array of .cpuprofile objects, one per search). Native code called from JS is counted as
 * the calling function's native frame: the NNUE addon's evaluate shows as "native evaluate".
 */
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadCheckoutBench } from './checkout-bench.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function parseArgs(argv: string[]) {
  const a = { checkout: process.cwd(), passes: 2, top: 10, out: '' };
  for (let i = 0; i < argv.length; i += 2) {
    const [k, v] = [argv[i]!, argv[i + 1]];
    if (v === undefined) throw new Error(`bench:speed-profile: ${k} needs a value`);
    if (k === '--checkout') a.checkout = resolve(v);
    else if (k === '--passes') a.passes = Number(v);
    else if (k === '--top') a.top = Number(v);
    else if (k === '--out') a.out = resolve(v);
    else throw new Error(`bench:speed-profile: unknown argument ${k}`);
  }
  return a;
}

/** Self time by function over the profiles, in µs, leaving out the profiler's own frames. */
function selfTimes(profiles: Profile[]): Map<string, number> {
  const self = new Map<string, number>();
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const { functionName, url } = byId.get(id)!.callFrame;
      // Why: starting and stopping the profiler runs in 'dispatch'; idle is time off the CPU.
      if (!url && ['dispatch', '(program)', '(idle)'].includes(functionName)) return;
      const name =
        !url && functionName === 'evaluate' ? 'native evaluate' : functionName || '(anonymous)';
      const key = url ? `${name} (${url.split('/').slice(-2).join('/')})` : name;
      self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0));
    });
  }
  return self;
}

async function main(): Promise<void> {
  const a = parseArgs(process.argv.slice(2));
  const bench = await loadCheckoutBench(a.checkout);
  const session = new Session();
  session.connect();
  const post = (method: string, params: object = {}) =>
    new Promise<{ profile?: Profile }>((ok, fail) =>
      session.post(method, params, (e, r) => (e ? fail(e) : ok(r as { profile?: Profile }))),
    );
  const profiles: Profile[] = [];
  const pass = async (sample: boolean): Promise<void> => {
    for (let i = 0; i < bench.positions.length; i++) {
      const go = bench.prepare(i);
      if (sample) await post('Profiler.start');
      go({ depth: 7 });
      if (sample) profiles.push((await post('Profiler.stop')).profile!);
    }
  };
  await pass(false);
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 250 });
  for (let i = 0; i < a.passes; i++) await pass(true);
  if (a.out) writeFileSync(a.out, JSON.stringify(profiles));
  const self = selfTimes(profiles);
  const total = [...self.values()].reduce((x, y) => x + y, 0);
  console.log(`${a.checkout}: ${(total / 1e6).toFixed(1)} s sampled over ${a.passes} passes`);
  for (const [k, v] of [...self].sort((x, y) => y[1] - x[1]).slice(0, a.top))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
}

await main();
