/**
 * Messages between the USI front-end and the search worker (structured-clone objects).
 */
import type { PositionSpec } from './engine.ts';
import type { MateResult } from './mate/dfpn.ts';
import type { EngineOptions } from './options.ts';
import type { GoParams, InfoFields } from '../shared/usi-protocol.ts';

/** Front-end → worker. */
export type WorkerRequest =
  | { type: 'configure'; options: EngineOptions }
  | { type: 'newgame' }
  /** `receivedAt`: when the front-end read `go`, as performance.timeOrigin + performance.now() (ms since the epoch). */
  | { type: 'go'; position: PositionSpec; params: GoParams; receivedAt: number }
  | { type: 'mate'; position: PositionSpec; timeMs: number }
  | { type: 'eval'; position: PositionSpec }
  /** Sent after everything else on `quit`: the answer comes once every earlier request is answered. */
  | { type: 'quit' };

/** Worker → front-end. */
export type WorkerReply =
  | { type: 'configured'; messages: string[] }
  | { type: 'info'; info: InfoFields }
  | { type: 'bestmove'; bestmove: string; ponder?: string }
  | { type: 'mate'; result: MateResult }
  | { type: 'eval'; value: number; name: string }
  | { type: 'quitting' };
