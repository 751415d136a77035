/**
 * What the engine host needs from a running USI engine. The implementation wraps the
 * project's one USI client (src-main/usi/); tests inject fakes.
 */
import type { BestMove, EngineInfo, GoTime, VariantName } from '../../shared/contract.ts';
import type { UsiOptionDef } from '../../shared/usi-protocol.ts';

/** A started, initialised USI engine. */
export interface EngineConnection {
  /** `id name` the engine reported. */
  readonly name: string;
  /** The options the engine declared in its handshake (absent for fakes that do not say). */
  readonly options?: readonly UsiOptionDef[];
  /** Sends `position` and `go`, streaming info; resolves with the bestmove. */
  go(
    sfen: string,
    moves: string[],
    time: GoTime,
    onInfo: (info: EngineInfo) => void,
  ): Promise<BestMove>;
  /** Asks for the best move now (`stop`). */
  stop(): void;
  /** Ends the engine (`quit`, then kill after a grace period). */
  quit(): Promise<void>;
  /** Registers the callback for an unexpected exit (crash, kill). */
  onExit(listener: (message: string) => void): void;
}

/** What to launch. */
export interface LaunchSpec {
  engineId: string;
  variant: VariantName;
  options: Record<string, string | number | boolean>;
}

/** Starts an engine and completes the USI handshake (`usi`, options, `isready`, `usinewgame`). */
export type EngineLauncher = (spec: LaunchSpec) => Promise<EngineConnection>;
