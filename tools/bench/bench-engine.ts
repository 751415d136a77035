/**
 * The USI engines the search benches compare (bench:depth, bench:agreement), started alike: one
 * thread, 64 MiB of hash, no book, YaneuraOu with our shipped net.
 */
import { resolveLaunch } from '../../src-main/usi/launcher.ts';
import { spawnTransport } from '../../src-main/usi/transport.ts';
import { UsiEngine } from '../../src-main/usi/usi-engine.ts';
import {
  SHIPPED_NET,
  unpackNet,
  yaneuraouBinary,
  yaneuraouOptions,
} from '../../scripts/yaneuraou-setup.ts';

/** Debian's fairy-stockfish, where `apt-get install fairy-stockfish` puts it. */
export const FSF = '/usr/games/fairy-stockfish';

/** A `setoption` answer naming an option the engine lacks (ours; YaneuraOu and Stockfish). */
const UNKNOWN_OPTION = /unknown option|No such option/;

/** Which engine: ours (the built-in launcher), fairy-stockfish or YaneuraOu. */
export type BenchEngineKind = 'ours' | 'fairy-stockfish' | 'yaneuraou';

/**
 * Starts and readies `kind`, then sets `options`. YaneuraOu evaluates with our net, unpacked into
 * `yoEvalDir`; ours runs with BANMEN_TUNE_OPTIONS=1, so every search tunable can be set. Throws
 * when the engine does not start or says it has no such option (a misspelt name would otherwise
 * measure the defaults under another name).
 */
export async function startBenchEngine(
  kind: BenchEngineKind,
  yoEvalDir: string,
  options: Readonly<Record<string, string>> = {},
): Promise<UsiEngine> {
  const launch =
    kind === 'fairy-stockfish'
      ? { command: FSF }
      : kind === 'yaneuraou'
        ? { command: yaneuraouBinary(process.env) }
        : resolveLaunch({ name: 'ours', builtin: true, env: { BANMEN_TUNE_OPTIONS: '1' } });
  const e = new UsiEngine(() => spawnTransport(launch));
  const r = await e.start();
  if (!r.ok) throw new Error(`${launch.command}: ${r.error.message}`);
  for (const [k, v] of Object.entries(baseOptions(kind, yoEvalDir))) e.setOption(k, v);
  const unknown: string[] = [];
  const onRecv = (line: string) => {
    if (UNKNOWN_OPTION.test(line)) unknown.push(line);
  };
  e.on('recv', onRecv);
  for (const [k, v] of Object.entries(options)) e.setOption(k, v);
  const ready = await e.isReady();
  e.off('recv', onRecv);
  if (!ready.ok || unknown.length > 0) {
    await e.quit();
    throw new Error(ready.ok ? `${kind}: ${unknown.join('; ')}` : ready.error.message);
  }
  return e;
}

/** The options every bench gives `kind` before its own. */
function baseOptions(
  kind: BenchEngineKind,
  yoEvalDir: string,
): Record<string, string | number | boolean> {
  if (kind === 'yaneuraou') {
    unpackNet(SHIPPED_NET, yoEvalDir);
    return yaneuraouOptions(yoEvalDir);
  }
  if (kind === 'fairy-stockfish') return { UCI_Variant: 'shogi', Threads: 1, Hash: 64 };
  // Why no book: a book move answers at once with no search (depth 0, no choice of ours).
  return { USI_Hash: 64, BookMoves: 0 };
}

/** One player: which engine, at how many nodes, with which options. */
export interface Player {
  label: string;
  kind: 'ours' | 'yaneuraou';
  nodes: number;
  options: Record<string, string>;
}

/** Reads `kind[@nodes][:Name=value,...]`; throws with the spec's text when it is not that. */
export function parsePlayer(spec: string, nodes: number): Player {
  const m = /^(ours|yaneuraou)(?:@([1-9]\d*))?(?::(.+))?$/.exec(spec.trim());
  if (!m) throw new Error(`player "${spec}" is not ours|yaneuraou[@nodes][:K=V,...]`);
  const options: Record<string, string> = {};
  for (const pair of m[3]?.split(',') ?? []) {
    const [k, v] = pair.split('=');
    if (!k || v === undefined) throw new Error(`option "${pair}" in "${spec}" is not K=V`);
    options[k] = v;
  }
  return {
    label: spec.trim(),
    kind: m[1] as Player['kind'],
    nodes: Number(m[2] ?? nodes),
    options,
  };
}
