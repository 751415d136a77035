/**
 * Adapts the project's USI client (`UsiEngine`, src-main/usi/) to the engine host's
 * {@link EngineConnection}: handshake with options and variant, `go` with the clocks, info
 * forwarding and exit reporting.
 */
import { UsiEngine } from '../../usi/usi-engine.ts';
import type { GoParams, InfoFields } from '../../shared/usi-protocol.ts';
import type { ExitInfo, LineTransport } from '../../usi/transport.ts';
import type { EngineInfo, GoTime } from '../../shared/contract.ts';
import type { EngineConnection, LaunchSpec } from './engine-connection.ts';

/** Think time for a side that has no time control at all (why: `go` needs some limit). */
export const UNLIMITED_MOVETIME_MS = 3000;
/**
 * Time kept back from what an engine is told it has (why: IPC, process and clock granularity
 * eat into a byoyomi an engine would otherwise use to the last millisecond and lose on time).
 */
export const ENGINE_TIME_MARGIN_MS = 300;
/** Extra wait beyond the engine's own time before a `go` counts as hung. */
const GO_GRACE_MS = 30_000;

/** The contract's info from the protocol's info fields. */
export function toEngineInfo(f: InfoFields): EngineInfo {
  const out: EngineInfo = {};
  if (f.depth !== undefined) out.depth = f.depth;
  if (f.seldepth !== undefined) out.seldepth = f.seldepth;
  if (f.time !== undefined) out.timeMs = f.time;
  if (f.nodes !== undefined) out.nodes = f.nodes;
  if (f.nps !== undefined) out.nps = f.nps;
  if (f.score?.kind === 'cp') out.scoreCp = f.score.value;
  if (f.score?.kind === 'mate' && Number.isFinite(f.score.value)) out.scoreMate = f.score.value;
  if (f.pv) out.pv = f.pv;
  if (f.string) out.text = f.string;
  return out;
}

/** `go` parameters for the side to move, from the game clocks. */
export function goParams(time: GoTime, sideToMove: 0 | 1): GoParams {
  const main = sideToMove === 0 ? time.btimeMs : time.wtimeMs;
  const inc = sideToMove === 0 ? time.bincMs : time.wincMs;
  if (main === 0 && time.byoyomiMs === 0 && inc === 0) return { movetime: UNLIMITED_MOVETIME_MS };
  const less = (ms: number) => Math.max(0, ms - ENGINE_TIME_MARGIN_MS);
  // The margin comes off the byoyomi when there is one, else off the main time.
  const p: GoParams =
    time.byoyomiMs > 0
      ? {
          btime: time.btimeMs,
          wtime: time.wtimeMs,
          byoyomi: Math.max(100, time.byoyomiMs - ENGINE_TIME_MARGIN_MS),
        }
      : {
          btime: sideToMove === 0 ? less(time.btimeMs) : time.btimeMs,
          wtime: sideToMove === 1 ? less(time.wtimeMs) : time.wtimeMs,
        };
  if (time.bincMs > 0 || time.wincMs > 0) {
    p.binc = time.bincMs;
    p.winc = time.wincMs;
  }
  return p;
}

function describeExit(e: ExitInfo): string {
  if (e.error) return e.error;
  if (e.signal) return `signal ${e.signal}`;
  return `exit code ${e.code}`;
}

/** Starts an engine over `transport` and completes the handshake; throws with a user message on failure. */
export async function connectUsi(
  transport: () => LineTransport,
  spec: LaunchSpec,
): Promise<EngineConnection> {
  const eng = new UsiEngine(transport);
  const started = await eng.start();
  if (!started.ok) throw new Error(started.error.message);
  const names = started.value.options.map((o) => o.name);
  const offered = new Set(names.map((n) => n.toLowerCase()));
  for (const [name, value] of Object.entries(spec.options)) {
    // Why only offered options: a standard engine never hears of options it does not know.
    if (offered.has(name.toLowerCase())) eng.setOption(name, value);
  }
  // Fairy-Stockfish names its variant option UCI_Variant even in USI mode.
  const variantOption = names.find((n) => /^(usi|uci)_variant$/i.test(n));
  if (variantOption) eng.setOption(variantOption, spec.variant);
  else if (spec.variant !== 'shogi') {
    await eng.quit();
    throw new Error(`${started.value.name || 'this engine'} does not play ${spec.variant}`);
  }
  const ready = await eng.isReady();
  if (!ready.ok) {
    eng.kill();
    throw new Error(ready.error.message);
  }
  eng.newGame();
  return {
    name: started.value.name || 'USI engine',
    options: started.value.options,
    async go(sfen, moves, time, onInfo) {
      const onInfoFields = (f: InfoFields) => onInfo(toEngineInfo(f));
      eng.on('info', onInfoFields);
      const side = (sfen.split(' ')[1] === 'w' ? 1 : 0) ^ (moves.length & 1);
      const params = goParams(time, side as 0 | 1);
      const budget =
        params.movetime ??
        (side === 0 ? time.btimeMs + time.bincMs : time.wtimeMs + time.wincMs) + time.byoyomiMs;
      eng.position(sfen, moves);
      const r = await eng.go(params, budget + GO_GRACE_MS);
      eng.off('info', onInfoFields);
      if (!r.ok) throw new Error(r.error.message);
      return { move: r.value.bestmove, ponder: r.value.ponder ?? null };
    },
    stop: () => eng.stop(),
    quit: () => eng.quit(),
    onExit: (listener) => eng.on('exit', (e: ExitInfo) => listener(describeExit(e))),
  };
}
