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
import type { Failure, Result as SharedResult } from '../result.ts';

/** UI language. */
export type Lang = 'en' | 'ja';
/** Shogi variant (same names as the rules core). */
export type VariantName = 'shogi' | 'minishogi';

/** An expected failure of a channel: the shared failure shape with the contract's codes. */
export type IpcError = Failure<IpcErrorCode>;
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

/** A channel's typed result (the shared `Result`, failing with an `IpcError` unless told). */
export type Result<T, E extends Failure = IpcError> = SharedResult<T, E>;
