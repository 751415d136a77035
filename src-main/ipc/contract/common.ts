/**
 * Shared by every domain: the UI language, the variant, and the typed result every channel answers with.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { TrainingErrorCode } from './training.ts';
import type { NetTrainingErrorCode } from './net-training.ts';
import type { SpsaRunErrorCode } from './tournament.ts';
import type { ExplorerErrorCode } from './explorer.ts';
import type { PracticeErrorCode } from './practice.ts';
import type { BookErrorCode } from './book.ts';
import type { TsumeErrorCode } from './tsume.ts';
import type { AnalysisSetErrorCode } from './study.ts';

/** UI language. */
export type Lang = 'en' | 'ja';
/** Shogi variant (same names as the rules core). */
export type VariantName = 'shogi' | 'minishogi';

/** An expected failure, with a stable code the UI can translate. */
export interface IpcError {
  code: IpcErrorCode;
  message: string;
  /** The technical part alone (an exit code, a path), for a UI that words the rest itself. */
  detail?: string;
}
/** Codes of expected failures. */
export type IpcErrorCode =
  | 'BAD_ARGS'
  | 'UNKNOWN_ENGINE'
  | 'ENGINE_START_FAILED'
  | 'ENGINE_DIED'
  | 'ENGINE_BUSY'
  | 'ENGINE_NOT_RUNNING'
  | 'FILE_READ_FAILED'
  | 'FILE_NOT_ALLOWED'
  | 'FILE_WRITE_FAILED'
  | 'NOT_AN_ENGINE'
  | 'NO_SUCH_SESSION'
  /** Text for a USI command holds CR, LF or NUL (it would split the command). */
  | 'USI_FIELD_INVALID'
  | TrainingErrorCode
  | NetTrainingErrorCode
  | SpsaRunErrorCode
  | ExplorerErrorCode
  | PracticeErrorCode
  | BookErrorCode
  | TsumeErrorCode
  | AnalysisSetErrorCode;

/** A typed result: expected failures are values, not exceptions. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };
