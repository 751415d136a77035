/**
 * Public API of the study features (pure: no Node, DOM or Electron API, so the renderer imports
 * it): record tree editing with undo/redo, move-list and variation-tree views (their notation is
 * shared/records/notation.ts), the position editor, and the game-review model (win rate, labels,
 * comment format, summary, graph, and the why-sentence of a labelled move).
 */
export { RecordEditor, type EditResult, type EditErrorCode } from './record-editor.ts';
export type { NodePath } from './record-commands.ts';
export {
  moveEntry,
  moveList,
  variationTree,
  type MoveEntry,
  type VariationLine,
} from './record-views.ts';
export {
  PositionEditor,
  type PositionEditResult,
  type PositionEditErrorCode,
} from './position-editor.ts';
export { POSITION_PRESETS, presetById, type PositionPreset } from './position-presets.ts';
export {
  validatePosition,
  type PositionProblem,
  type PositionErrorCode,
  type PositionValidation,
} from './position-validation.ts';
export {
  MOVE_LABELS,
  blackWinRate,
  checkThresholds,
  defaultThresholds,
  formatBlackScore,
  labelForLoss,
  moveAccuracy,
  parseBlackScore,
  toBlackScore,
  winRate,
  winRateFromCp,
  type BlackScore,
  type EvalScore,
  type LabelThresholds,
  type MoveLabel,
} from './win-rate.ts';
export { reviewMove, summarizeSide, type MoveFacts } from './review-compute.ts';
export {
  REVIEW_PREFIX,
  SUMMARY_PREFIX,
  applyCommentEdits,
  findMoveLine,
  formatMoveLine,
  formatSummaryLines,
  isFullyReviewed,
  moveReviewLines,
  mainLineMoves,
  parseMoveLine,
  readSummaryHead,
  replaceReviewLines,
  reviewCommentEdits,
  type ParsedMoveLine,
} from './review-comment.ts';
export { buildSummary, readMoveReviews } from './review-read.ts';
export {
  DEFAULT_READABLE,
  READABLE_PREFIX,
  formatReadableLine,
  isReadableLine,
  type ReadableOptions,
} from './review-readable.ts';
export { explainMove, type WhyInput } from './why-facts.ts';
export { whyText, PIECE_NAME_EN } from './why-text.ts';
export { parseWhyFields, whyFields } from './why-tag.ts';
export {
  WHY_KINDS,
  type NamedMove,
  type Why,
  type WhyKind,
  type WhyLanguage,
  type WhyNotation,
} from './why-types.ts';
export { evaluationGraph, type GraphPoint } from './eval-graph.ts';
export type {
  MoveReview,
  PositionEval,
  ReviewLimit,
  ReviewSettings,
  ReviewSummary,
  SideSummary,
} from './review-types.ts';
export {
  DEFAULT_THRESHOLDS,
  REVIEW_DEFAULT_NODES,
  UNDO_LIMIT,
  WIN_RATE_SCALE_CP,
} from './study-params.ts';
