/**
 * Mate search on demand (`go mate <ms>`): the engine answers `checkmate <moves>`, `nomate`,
 * `timeout` or `notimplemented`. The solution comes back in USI, Japanese and western notation.
 * Plain Node service over the project's USI client.
 */
import type { EngineMessage } from '../shared/usi-protocol.ts';
import type { UsiEngine, UsiResult } from '../usi/usi-engine.ts';
import { notateUsiLine } from '../shared/records/notation.ts';
import { finalSfenOf, type AnalysisPosition } from './analysis-lines.ts';

/** Extra wait beyond the mate-search time before the engine is told to stop. */
const MATE_GRACE_MS = 2000;

/** Outcome of a mate search. */
export type MateResult =
  | { result: 'mate'; usi: string[]; japanese: string[]; western: string[] }
  | { result: 'nomate' | 'timeout' | 'notimplemented' };

/**
 * Runs `go mate timeMs` on an idle engine. An engine that answers `bestmove` instead (no USI
 * mate search) counts as `notimplemented`; one that overruns the time is stopped (`timeout`).
 */
export async function searchMate(
  engine: UsiEngine,
  position: AnalysisPosition,
  timeMs: number,
): Promise<UsiResult<MateResult>> {
  const sfen = finalSfenOf(position);
  if (!sfen)
    return {
      ok: false,
      error: { code: 'ENGINE_NOT_RUNNING', message: 'the position has an illegal move' },
    };
  if (!engine.running)
    return {
      ok: false,
      error: { code: 'ENGINE_NOT_RUNNING', message: 'the engine is not running' },
    };
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      engine.stop();
    }, timeMs + MATE_GRACE_MS);
    const finish = (r: UsiResult<MateResult>) => {
      clearTimeout(timer);
      engine.off('message', onMessage);
      engine.off('exit', onExit);
      resolve(r);
    };
    const onMessage = (m: EngineMessage) => {
      if (m.type === 'checkmate' && m.result === 'mate') {
        const line = notateUsiLine(
          sfen,
          m.moves ?? [],
          position.moves?.[position.moves.length - 1],
        );
        finish({
          ok: true,
          value: { result: 'mate', usi: line.usi, japanese: line.japanese, western: line.western },
        });
      } else if (m.type === 'checkmate') {
        finish({
          ok: true,
          value: { result: m.result as 'nomate' | 'timeout' | 'notimplemented' },
        });
      } else if (m.type === 'bestmove') {
        finish({ ok: true, value: { result: timedOut ? 'timeout' : 'notimplemented' } });
      }
    };
    const onExit = () =>
      finish({
        ok: false,
        error: { code: 'ENGINE_EXITED', message: 'the engine exited during the mate search' },
      });
    engine.on('message', onMessage);
    engine.on('exit', onExit);
    engine.position(position.sfen, position.moves ?? []);
    engine.send({ type: 'go', params: { mate: timeMs } });
  });
}
