/**
 * Engines: their options, descriptors, and the go/bestmove/info messages of an engine session.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { VariantName } from './common.ts';

/** A USI option value as saved and sent with `setoption`. */
export type EngineOptionValue = string | number | boolean;

/** An option an engine declares in its `usi` answer (button options are never listed). */
export interface EngineOptionDef {
  name: string;
  type: 'check' | 'spin' | 'combo' | 'string' | 'filename';
  default?: EngineOptionValue;
  min?: number;
  max?: number;
  vars?: string[];
}

/** What Manage engines shows for one engine: its declared options and the saved values. */
export interface EngineOptionsInfo {
  id: string;
  name: string;
  declared: EngineOptionDef[];
  saved: Record<string, EngineOptionValue>;
}

/** An external USI engine the user registered. */
export interface ExternalEngineSpec {
  id: string;
  name: string;
  path: string;
  args: string[];
  /** Saved USI option values, sent with `setoption` whenever the engine starts. */
  options?: Record<string, EngineOptionValue>;
}

/** An engine the user can pick. */
export interface EngineDescriptor {
  id: string;
  name: string;
  builtin: boolean;
}

/** Clock state sent to an engine with `go`. */
export interface GoTime {
  btimeMs: number;
  wtimeMs: number;
  byoyomiMs: number;
  bincMs: number;
  wincMs: number;
}

/** Arguments of `engine:start`. */
export interface EngineStartArgs {
  engineId: string;
  variant: VariantName;
  /** USI options to set (name → value) before `isready`. */
  options: Record<string, string | number | boolean>;
  /**
   * The page that starts it (browser host): the engine ends when that page goes away (reload,
   * close). Absent: the engine lives until it is quit or the app ends.
   */
  owner?: string;
}

/** A running engine. */
export interface EngineSession {
  handle: string;
  name: string;
}

/** Arguments of `engine:go`. */
export interface EngineGoArgs {
  handle: string;
  /** Start SFEN of the game. */
  sfen: string;
  /** Moves played since, as USI. */
  moves: string[];
  time: GoTime;
}

/** The engine's answer to `go`. */
export interface BestMove {
  /** USI move, or 'resign' / 'win'. */
  move: string;
  ponder: string | null;
}

/** One `info` line, already parsed. */
export interface EngineInfo {
  depth?: number;
  seldepth?: number;
  timeMs?: number;
  nodes?: number;
  nps?: number;
  scoreCp?: number;
  scoreMate?: number;
  pv?: string[];
  text?: string;
}
