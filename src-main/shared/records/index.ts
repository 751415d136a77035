/**
 * Public API of the record formats (pure: no Node, DOM or Electron API). The renderer and the
 * main process both import from here; see docs/records.md.
 */
export { importRecord, importRecordText } from './import.ts';
export { exportRecord, formatRecord, usiLine, finalSfen } from './export.ts';
export {
  copyRecordAs,
  positionToBod,
  positionToSfen,
  type ClipboardRecordFormat,
} from './clipboard.ts';
export {
  CSA_PIECE,
  PIECE_NAME_JA,
  WESTERN_LETTER,
  formatJapanese,
  formatWestern,
  japaneseMove,
  notateUsiLine,
  squareJa,
  squareWestern,
  westernMove,
  type NotatedLine,
} from './notation.ts';
export { recordOutcome, type RecordOutcome } from './outcome.ts';
export {
  MATE_CP,
  readEngineComment,
  recordedEvaluations,
  type EngineComment,
  type EngineCommentSource,
  type RecordedEvaluation,
} from './engine-comments.ts';
export { DEFAULT_LIMITS, byteLimitError, type ImportLimits } from './limits.ts';
export { decodeRecordBytes, normalizeNewlines } from './decode.ts';
export { detectFormat } from './detect.ts';
export { validateRecord, type Violation, type ValidationResult } from './validate.ts';
export { encodeText, sjisUnencodable } from './encode.ts';
export { HANDICAP_PRESETS, presetBySfen, type HandicapPreset } from './handicap.ts';
export {
  GAME_RECORD_EXTENSIONS,
  RECORD_EXTENSIONS,
  formatForFileName,
  fileNameExtension,
  isGameRecordPath,
  isRecordPath,
  recordExtension,
} from './file-names.ts';
export type {
  ExportFormat,
  ExportOptions,
  ExportResult,
  ImportError,
  ImportErrorCode,
  ImportResult,
  RecordFormat,
  TextEncoding,
} from './types.ts';
