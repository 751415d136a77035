/**
 * Public API of the analysis services (plain Node, main process): continuous analysis, mate
 * search, game review (one record, files, folders). Pass `transport` to run the built-in engine
 * some other way (e.g. Electron's utilityProcess through `streamTransport`).
 */
export { AnalysisSession, type AnalysisEvent, type AnalysisOptions } from './analysis-session.ts';
export {
  finalSfenOf,
  lineFromInfo,
  type AnalysisLine,
  type AnalysisPosition,
  type AnalysisUpdate,
} from './analysis-lines.ts';
export { searchMate, type MateResult } from './mate-search.ts';
export { BUILTIN_SPEC, openEngine, type OpenEngine, type OpenOptions } from './engine-process.ts';
export { UsiPositionAnalyser, noLegalMove, type PositionAnalyser } from './position-analyser.ts';
export {
  reviewGame,
  writeReview,
  type ReviewOutcome,
  type ReviewProgress,
  type ReviewRunOptions,
} from './game-review.ts';
export {
  reviewFile,
  reviewPath,
  type FileReviewOptions,
  type FileReviewResult,
} from './batch-review.ts';
