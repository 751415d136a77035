/**
 * The ONE IPC contract between the renderer and the main-process services.
 *
 * Each invoke channel maps to its argument tuple and result type; each event channel maps to
 * its payload. Electron's preload and the browser host both expose exactly this contract as
 * `window.banmen` (see {@link BanmenApi}). Values cross the boundary as structured-clone
 * objects (plain data: no classes, functions or typed arrays).
 *
 * Pure module: no Node, DOM or Electron API, so the renderer may import it.
 */

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
  | TrainingErrorCode;

/** A typed result: expected failures are values, not exceptions. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Time control for ONE side (milliseconds). */
export interface SideTime {
  /** Main time. */
  mainMs: number;
  /** Byoyomi per move once the main time is spent (0 = none). */
  byoyomiMs: number;
  /** Fischer increment added after each move (0 = none). */
  incrementMs: number;
}

/** Who plays one side. */
export type PlayerSpec =
  | { kind: 'human' }
  | { kind: 'builtin'; skillLevel: number }
  | { kind: 'external'; engineId: string };

/** The start positions: even, the 16 handicaps (KIF conventional order), or an SFEN. */
export type StartKind =
  | 'even'
  | 'lance'
  | 'right-lance'
  | 'bishop'
  | 'rook'
  | 'rook-lance'
  | '2-piece'
  | '3-piece'
  | '4-piece'
  | '5-piece'
  | 'left-5-piece'
  | '6-piece'
  | 'left-7-piece'
  | 'right-7-piece'
  | '8-piece'
  | '10-piece'
  | 'three-pawns'
  | 'sfen';

/** Everything the new-game dialog chooses; remembered as the next default. */
export interface NewGameOptions {
  variant: VariantName;
  black: PlayerSpec;
  white: PlayerSpec;
  start: StartKind;
  /** Used when `start` is 'sfen'. */
  sfen: string;
  blackTime: SideTime;
  whiteTime: SideTime;
  /** Game ends as a draw after this many plies (0 = no limit). */
  maxMoves: number;
}

/** Persistent user settings (versioned; see the settings service). */
export interface Settings {
  version: number;
  lang: Lang;
  pieceStyle: 'kanji' | 'one-char';
  /** The board's colour (its wood, or grey). */
  boardColor: 'wood' | 'kaya' | 'walnut' | 'gray';
  coordinates: 'japanese' | 'western';
  notation: 'japanese' | 'western';
  beeps: boolean;
  /** A wooden click when a piece is played on the board. */
  pieceSound: boolean;
  /** Volume of the piece sound and the countdown beeps, 0–100. */
  volume: number;
  /** Colour theme: follow the OS, or always light or dark. */
  theme: 'system' | 'light' | 'dark';
  lastGame: NewGameOptions | null;
  externalEngines: ExternalEngineSpec[];
  /** Saved USI option values of the built-in engine (Engine › Manage engines). */
  builtinEngineOptions: Record<string, EngineOptionValue>;
  /**
   * The browser host saves records only inside this folder ('' = `records` in its data folder).
   * Set in the settings file or with BANMEN_RECORDS_DIR, never by the page.
   */
  recordsFolder: string;
}

/** Settings fields only main's services write (never a `settings:update` patch). */
export const HOST_OWNED_SETTINGS = [
  'externalEngines',
  'builtinEngineOptions',
  'recordsFolder',
] as const;

/**
 * A settings change from the renderer: no version, and no host-owned field (why: an engine
 * entry is a program to run, so it is added only through `engine:register`'s checks; saved
 * options only through `engine:save-options`; the records folder bounds where saves may go).
 */
export type SettingsPatch = Partial<
  Omit<Settings, 'version' | (typeof HOST_OWNED_SETTINGS)[number]>
>;

/** Version of the stored settings object (a stored object of another version is replaced). */
export const SETTINGS_VERSION = 1;

/** Settings of a first start, shared by the settings service and the renderer (until it hears from the service). */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  version: SETTINGS_VERSION,
  lang: 'en',
  pieceStyle: 'kanji',
  boardColor: 'wood',
  coordinates: 'japanese',
  notation: 'japanese',
  beeps: true,
  pieceSound: true,
  volume: 60,
  theme: 'system',
  lastGame: null,
  externalEngines: [],
  builtinEngineOptions: {},
  recordsFolder: '',
};

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

/** What the user is told about the settings file: set aside as corrupt, or not readable at all. */
export type SettingsNotice =
  | { code: 'SETTINGS_RESET'; backupPath: string }
  | { code: 'SETTINGS_UNREADABLE'; path: string; reason: string };

/** The settings as loaded, with a notice when the file had to be reset. */
export interface SettingsLoad {
  settings: Settings;
  /**
   * Set when a corrupt settings file was backed up and replaced by the defaults, or when the file
   * could not be read (left untouched; defaults for this run, changes not saved).
   */
  notice: SettingsNotice | null;
}

/** An engine the user can pick. */
export interface EngineDescriptor {
  id: string;
  name: string;
  builtin: boolean;
}

/** One move of a saved game as USI text plus the time it took. */
export interface SavedMove {
  usi: string;
  ms: number;
}

/** A game in progress, autosaved so that no game is lost. */
export interface SavedGame {
  options: NewGameOptions;
  /** Start position SFEN. */
  startSfen: string;
  moves: SavedMove[];
  /** Remaining main time of each side (black, white), ms. */
  remainingMs: [number, number];
  savedAt: string;
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

/** Commands the native menu (or keyboard shortcuts) send to the renderer. */
export type MenuCommand =
  | 'new-game'
  | 'flip'
  | 'resign'
  | 'declare'
  | 'takeback'
  | 'open-record'
  | 'save-record'
  | 'copy-sfen'
  | 'copy-usi'
  | 'lang-en'
  | 'lang-ja'
  | 'study'
  | 'save-record-as'
  | 'paste-record'
  | 'undo'
  | 'redo'
  | 'position-editor'
  | 'analysis'
  | 'review'
  | 'tournament-new'
  | 'tournament-open'
  | 'manage-engines'
  | 'train-classical';

/** Facts about the host. */
export interface AppInfo {
  version: string;
  host: 'electron' | 'web';
  /** Language requested by the host (?lang= or the OS), if any. */
  lang: Lang | null;
}

/** Invoke channels: renderer → main, each with its argument tuple and result. */
export interface InvokeContract {
  'app:info': { args: []; result: AppInfo };
  'settings:load': { args: []; result: SettingsLoad };
  /** Changes the user's preferences; the engine-owned fields are not in a patch (see SettingsPatch). */
  'settings:update': { args: [patch: SettingsPatch]; result: Settings };
  'autosave:load': { args: []; result: SavedGame | null };
  'autosave:save': { args: [game: SavedGame]; result: void };
  'autosave:clear': { args: []; result: void };
  'engine:list': { args: []; result: EngineDescriptor[] };
  /** The renderer's record has unsaved edits (closing the window then asks first). */
  'app:record-modified': { args: [modified: boolean]; result: void };
  /** The answer to `app:close-request`: true closes the window, false keeps it open. */
  'app:close-answer': { args: [close: boolean]; result: void };
  'engine:start': { args: [args: EngineStartArgs]; result: Result<EngineSession> };
  'engine:go': { args: [args: EngineGoArgs]; result: Result<BestMove> };
  'engine:stop': { args: [handle: string]; result: void };
  'engine:quit': { args: [handle: string]; result: void };
  /**
   * Registers an external USI engine after checking that it is an executable file answering the
   * USI handshake. Under Electron the program is chosen in main's file dialog (send an empty
   * `path`; a path from the renderer is refused) and the result is null when the user cancels;
   * in the browser host `path` is the absolute path the user typed.
   */
  'engine:register': {
    args: [spec: { path: string; args: string[] }];
    result: Result<EngineDescriptor | null>;
  };
  /** Renames an external engine (its id, options and tournaments are unchanged); returns the list. */
  'engine:rename': { args: [id: string, name: string]; result: Result<EngineDescriptor[]> };
  /** Forgets an external engine; returns the remaining list. */
  'engine:unregister': { args: [id: string]; result: EngineDescriptor[] };
  /** Starts an engine briefly to read the options it declares, with the values saved for it. */
  'engine:options': { args: [id: string]; result: Result<EngineOptionsInfo> };
  /** Saves an engine's USI option values (replacing the saved set; the UI sends the non-default ones). */
  'engine:save-options': {
    args: [id: string, values: Record<string, EngineOptionValue>];
    result: Result<Record<string, EngineOptionValue>>;
  };
  /** Reads a record file the OS asked the app to open (only paths announced by `app:open-file`). */
  'record:read': { args: [path: string]; result: Result<RecordFileBytes> };
  /** The record file named on the command line (announced for `record:read`), if any. */
  'study:initial-file': { args: []; result: string | null };
  /** Recently opened or saved record files, newest first. */
  'study:recent': { args: []; result: RecentFile[] };
  /** Reads a record file: the command-line file, a recent file, or one the OS announced (base64 bytes: JSON-safe). */
  'study:read': { args: [path: string]; result: Result<{ name: string; base64: string }> };
  /**
   * Writes a record (base64 bytes) and adds it to the recents. Only to a path main granted
   * (Electron: `study:save-dialog`, File › Save As, a file opened through main) or, in the
   * browser host, inside the records folder (a relative path is taken inside it); else
   * FILE_NOT_ALLOWED.
   */
  'study:write': { args: [path: string, base64: string]; result: Result<RecentFile[]> };
  /** Electron: main's Save dialog; the chosen path is granted for `study:write`. Null when cancelled or in the browser host. */
  'study:save-dialog': { args: [suggestedName: string]; result: string | null };
  /** Starts an analysis engine; updates arrive as `study:analysis` events. */
  'study:analysis-open': { args: [args: AnalysisOpenArgs]; result: Result<EngineSession> };
  /** Analyses a position continuously until the next position or stop. */
  'study:analysis-position': { args: [handle: string, pos: StudyPosition]; result: Result<void> };
  'study:analysis-stop': { args: [handle: string]; result: void };
  'study:analysis-close': { args: [handle: string]; result: void };
  /** Mate search (`go mate`) from a position with the session's engine. */
  'study:mate': {
    args: [handle: string, pos: StudyPosition, timeMs: number];
    result: Result<MateAnswer>;
  };
  /** Starts a game review of a record (KIF text); progress, moves and the end arrive as `study:review` events. */
  'study:review-start': { args: [args: ReviewStartArgs]; result: Result<void> };
  'study:review-cancel': { args: [id: string]; result: void };
  /** Reviews every record file of a folder (or one file) with the same settings, writing them back. */
  'study:batch-review': { args: [args: BatchReviewArgs]; result: Result<BatchFileResult[]> };
  /** Starts a tournament from the new-tournament form; live updates arrive as `tournament:event`. */
  'tournament:start': { args: [form: TournamentForm]; result: Result<TournamentStarted> };
  /** Pauses, resumes or stops a running tournament. */
  'tournament:control': { args: [id: string, action: TournamentAction]; result: Result<void> };
  /** Reloads a tournament folder (finished, interrupted or running). */
  'tournament:open': { args: [folder: string]; result: Result<TournamentResults> };
  /** The default output root and the tournament folders found under it, newest first. */
  'tournament:list': { args: []; result: TournamentListing };
  /** A game of an opened tournament folder as record bytes (KIF, or CSA for minishogi). */
  'tournament:game': {
    args: [folder: string, index: number];
    result: Result<{ name: string; base64: string }>;
  };
  /** Starts training the classical evaluation; progress arrives as `training:event`. */
  'training:start': { args: [options: TrainingOptions]; result: Result<TrainingRun> };
  /** Stops the running training after the current generation (its best weights so far stay). */
  'training:stop': { args: [id: string]; result: Result<void> };
  /** The running or latest training (with its per-generation history) and the weights in use. */
  'training:current': { args: []; result: TrainingStatus };
  /** Makes the built-in engine evaluate with a run's weights (saved option `ClassicalWeights`). */
  'training:use': { args: [id: string]; result: Result<TrainingStatus> };
  /** Makes the built-in engine evaluate with the shipped weights again. */
  'training:use-shipped': { args: []; result: Result<TrainingStatus> };
  /** Electron: the OS picker for a records folder or a JSONL file (null: cancelled or no picker). */
  'training:pick': { args: [kind: 'folder' | 'file']; result: string | null };
}

/** A record file the user opened or saved. */
export interface RecentFile {
  path: string;
  name: string;
  openedAt: string;
}

/** A position for analysis: start SFEN (or 'startpos') and USI moves from it. */
export interface StudyPosition {
  sfen: string;
  moves: string[];
}

/** Arguments of `study:analysis-open`. */
export interface AnalysisOpenArgs {
  engineId: string;
  multiPV: number;
}

/** One analysis line as the panel shows it (see src-main/analysis/analysis-lines.ts). */
export interface StudyAnalysisLine {
  multipv: number;
  depth?: number;
  nodes?: number;
  nps?: number;
  /** Side-to-move score. */
  score?: { kind: 'cp' | 'mate'; value: number };
  /** Black-view score text (`+120`, `M-7`) and Black's win rate in %. */
  blackScoreText?: string;
  blackWinRate?: number;
  pv: string[];
  pvJapanese: string[];
  pvWestern: string[];
}

/** A mate-search answer. */
export type MateAnswer =
  | { result: 'mate'; usi: string[]; japanese: string[]; western: string[] }
  | { result: 'nomate' | 'timeout' | 'notimplemented' };

/** Game-review settings as the UI sends them. */
export interface ReviewSettingsArgs {
  limit: { movetimeMs: number } | { nodes: number };
  thresholds: { inaccuracy: number; dubious: number; mistake: number; blunder: number };
  fromPly?: number;
  toPly?: number;
}

/** Arguments of `study:review-start`. */
export interface ReviewStartArgs {
  /** Id chosen by the renderer (events carry it). */
  id: string;
  engineId: string;
  /** The record as UTF-8 KIF text (its review comments let a review resume). */
  kif: string;
  settings: ReviewSettingsArgs;
  restart: boolean;
}

/** Arguments of `study:batch-review`. */
export interface BatchReviewArgs {
  path: string;
  engineId: string;
  settings: ReviewSettingsArgs;
}

/** What happened to one file of a batch review. */
export interface BatchFileResult {
  path: string;
  status: 'reviewed' | 'partial' | 'skipped' | 'failed';
  message?: string;
}

/** A review event: progress, one reviewed move (plain data of study/review-types MoveReview), or the end. */
export type ReviewEvent =
  | {
      id: string;
      type: 'progress';
      movesDone: number;
      movesTotal: number;
      etaMs: number | null;
    }
  | { id: string; type: 'move'; move: unknown }
  | {
      id: string;
      type: 'done';
      moves: unknown[];
      summary: unknown;
      cancelled: boolean;
      error?: string;
    };

/** One engine of a tournament: a registered engine id ('builtin' or external) and its USI options. */
export interface TournamentEngineChoice {
  engineId: string;
  /** Display name, unique in the tournament. */
  name: string;
  options: Record<string, string | number | boolean>;
}

/** Time control of a tournament (milliseconds; the kind decides which fields count). */
export interface TournamentTimeControl {
  kind: 'byoyomi' | 'fischer' | 'sudden-death' | 'movetime' | 'nodes' | 'depth';
  initialMs: number;
  byoyomiMs: number;
  incrementMs: number;
  moveTimeMs: number;
  nodes: number;
  depth: number;
  /** Lateness tolerated before a time loss (default 100 ms). */
  marginMs?: number;
  /** False: overstepping the clock never loses (a hang still does). Default true. */
  timeLoss?: boolean;
}

/** Everything the new-tournament form chooses. */
export interface TournamentForm {
  name: string;
  variant: VariantName;
  format: 'round-robin' | 'gauntlet';
  gamesPerPair: number;
  engines: TournamentEngineChoice[];
  timeControl: TournamentTimeControl;
  /** Opening file (empty = the start position), order, ply cut (0 = whole lines) and seed. */
  openings: { file: string; order: 'sequential' | 'random'; plies: number; seed: number };
  concurrency: number;
  /** 0 disables a rule. */
  adjudication: { resignScore: number; resignMoves: number; maxMoves: number };
  /** Output folder; empty = a new folder under the app's data folder. */
  output: string;
  /** Pentanomial SPRT for two engines (stops early when it decides); absent = off. */
  sprt?: { elo0: number; elo1: number; alpha: number; beta: number };
}

/** A started tournament. */
export interface TournamentStarted {
  id: string;
  folder: string;
  total: number;
}

/** Live-view controls. */
export type TournamentAction = 'pause' | 'resume' | 'stop';

/** One engine's standings line (Elo relative to the first engine; LOS null for the first). */
export interface TournamentStandingRow {
  index: number;
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  elo: number;
  /** Half-width of the 95% Elo interval; null when it is not finite (a perfect or zero score). */
  error95: number | null;
  los: number | null;
  drawRate: number;
}

/** Standings and crosstable ([i][j]: points / games of engine i against engine j). */
export interface TournamentStandings {
  engines: TournamentStandingRow[];
  crossPoints: number[][];
  crossGames: number[][];
  gamesDone: number;
  gamesTotal: number;
  sprt?: { llr: number; lower: number; upper: number; decision?: 'H0' | 'H1' };
}

/** A finished game as the game list shows it. */
export interface TournamentGameSummary {
  index: number;
  round: number;
  black: string;
  white: string;
  winner: 'black' | 'white' | null;
  reason: string;
  detail?: string;
  plies: number;
  durationMs: number;
}

/** A reloaded tournament folder. */
export interface TournamentResults {
  folder: string;
  name: string;
  variant: VariantName;
  format: string;
  standings: TournamentStandings;
  games: TournamentGameSummary[];
  /** The text of standings.txt (empty if absent). */
  standingsText: string;
  /** True while this app is running the tournament. */
  running: boolean;
  /** The form it was started with from the app (absent for CLI folders): starting it again resumes. */
  form?: TournamentForm;
}

/** Tournament folders under the default output root. */
export interface TournamentListing {
  root: string;
  folders: { folder: string; name: string; done: number; total: number }[];
}

/** A live tournament update. */
export type TournamentEvent =
  | { id: string; type: 'game-started'; index: number; black: string; white: string; sfen: string }
  | {
      id: string;
      type: 'move';
      index: number;
      ply: number;
      usi: string;
      sfen: string;
      timeMs: number;
      /** Remaining main time [black, white] after the move (clocked games). */
      clocks?: [number, number];
    }
  | {
      id: string;
      type: 'game-finished';
      game: TournamentGameSummary;
      progress: { done: number; total: number; etaMs?: number };
    }
  | { id: string; type: 'standings'; standings: TournamentStandings }
  | { id: string; type: 'warning'; text: string }
  | {
      id: string;
      type: 'ended';
      status: 'finished' | 'sprt-decided' | 'stopped' | 'error';
      message?: string;
    };

/** A record file's name and raw bytes (decoded by the records module in the renderer). */
export interface RecordFileBytes {
  name: string;
  bytes: Uint8Array;
}

/** Codes of expected training failures (shown in the training dialog). */
export type TrainingErrorCode =
  | 'TRAIN_BAD_OPTIONS'
  | 'TRAIN_NO_SOURCE'
  | 'TRAIN_NO_POSITIONS'
  | 'TRAIN_BUSY'
  | 'TRAIN_UNKNOWN_RUN'
  | 'TRAIN_NO_WEIGHTS'
  | 'TRAIN_FAILED';

/** What the training dialog chooses. */
export interface TrainingOptions {
  /** A folder (or file) of game records; '' when only `positionsFile` is used. */
  folder: string;
  /** A JSONL file of `{"sfen","bestmove"}` positions; '' for none. */
  positionsFile: string;
  /** Only the winner's moves from records. */
  winnerOnly: boolean;
  /** Plies skipped at the start of every record game. */
  skipPlies: number;
  /** At most this many positions (0 = all). */
  limit: number;
  population: number;
  generations: number;
  crossoverRate: number;
  mutationRate: number;
  seed: number;
  /** Evolve piece values and king distances too (otherwise they keep their hand-set values). */
  evolveMaterial: boolean;
}

/** The training dialog's defaults (the paper's GA rates, a short run), shared by the form and the service. */
export const DEFAULT_TRAINING_OPTIONS: Readonly<TrainingOptions> = {
  folder: '',
  positionsFile: '',
  winnerOnly: false,
  skipPlies: 16,
  limit: 5000,
  population: 100,
  generations: 50,
  crossoverRate: 0.75,
  mutationRate: 0.005,
  seed: 1,
  evolveMaterial: false,
};

/** One generation's point of the fitness plot (fitness = matched positions squared). */
export interface TrainingPoint {
  generation: number;
  best: number;
  average: number;
  bestMatches: number;
}

/** A training run, live or reloaded from its folder. */
export interface TrainingRun {
  /** The run's folder name (a timestamp); also its id. */
  id: string;
  folder: string;
  /** Best weights so far (written after every generation). */
  weightsFile: string;
  options: TrainingOptions;
  state: 'loading' | 'caching' | 'running' | 'finished' | 'stopped' | 'failed';
  positions: number;
  generations: number;
  history: TrainingPoint[];
  error?: IpcError;
}

/** The latest run and the weights file the built-in engine uses (null = shipped). */
export interface TrainingStatus {
  run: TrainingRun | null;
  inUse: string | null;
}

/** A live training update. */
export type TrainingEvent =
  | { id: string; type: 'loaded'; positions: number; skippedFiles: number }
  | { id: string; type: 'caching'; done: number; total: number }
  | {
      id: string;
      type: 'generation';
      point: TrainingPoint;
      generations: number;
      positions: number;
      elapsedMs: number;
      etaMs: number;
    }
  | { id: string; type: 'end'; run: TrainingRun };

/** Event channels: main → renderer, each with its payload. */
export interface EventContract {
  'engine:info': { handle: string; info: EngineInfo };
  'engine:exit': { handle: string; error: IpcError };
  'app:menu': { command: MenuCommand };
  'app:open-file': { path: string };
  /** Electron's File › Save As dialog chose `path`: the renderer saves its record there. */
  'app:save-as': { path: string };
  /** The user closes the window while the renderer reported an edited record: ask, then answer `app:close-answer`. */
  'app:close-request': Record<string, never>;
  'study:analysis':
    | {
        handle: string;
        type: 'update';
        sfen: string;
        lines: StudyAnalysisLine[];
        bestMove?: string;
      }
    | { handle: string; type: 'error'; message: string };
  'study:review': ReviewEvent;
  /** Batch review progress: the file and its move counts. */
  'study:batch-progress': { path: string; movesDone: number; movesTotal: number };
  'tournament:event': TournamentEvent;
  'training:event': TrainingEvent;
}

export type InvokeChannel = keyof InvokeContract;
export type EventChannel = keyof EventContract;
export type InvokeArgs<C extends InvokeChannel> = InvokeContract[C]['args'];
export type InvokeResult<C extends InvokeChannel> = InvokeContract[C]['result'];

/** Every invoke channel, for runtime checks (preload, handler registration, web bridge). */
export const INVOKE_CHANNELS: readonly InvokeChannel[] = [
  'app:info',
  'settings:load',
  'settings:update',
  'autosave:load',
  'autosave:save',
  'autosave:clear',
  'engine:list',
  'app:record-modified',
  'app:close-answer',
  'engine:start',
  'engine:go',
  'engine:stop',
  'engine:quit',
  'engine:register',
  'engine:unregister',
  'engine:rename',
  'engine:options',
  'engine:save-options',
  'record:read',
  'study:initial-file',
  'study:recent',
  'study:read',
  'study:write',
  'study:save-dialog',
  'study:analysis-open',
  'study:analysis-position',
  'study:analysis-stop',
  'study:analysis-close',
  'study:mate',
  'study:review-start',
  'study:review-cancel',
  'study:batch-review',
  'tournament:start',
  'tournament:control',
  'tournament:open',
  'tournament:list',
  'tournament:game',
  'training:start',
  'training:stop',
  'training:current',
  'training:use',
  'training:use-shipped',
  'training:pick',
];

/** Every event channel. */
export const EVENT_CHANNELS: readonly EventChannel[] = [
  'engine:info',
  'engine:exit',
  'app:menu',
  'app:open-file',
  'app:save-as',
  'app:close-request',
  'study:analysis',
  'study:review',
  'study:batch-progress',
  'tournament:event',
  'training:event',
];

/** True if `name` is an invoke channel of the contract. */
export function isInvokeChannel(name: unknown): name is InvokeChannel {
  return typeof name === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(name);
}

/** True if `name` is an event channel of the contract. */
export function isEventChannel(name: unknown): name is EventChannel {
  return typeof name === 'string' && (EVENT_CHANNELS as readonly string[]).includes(name);
}

/** What the preload (or the browser bridge) puts on `window.banmen`. */
export interface BanmenApi {
  /** Calls a main-process service. */
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>>;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends EventChannel>(channel: E, listener: (payload: EventContract[E]) => void): () => void;
}

/** The implementation side: one async function per invoke channel. */
export type InvokeHandlers = {
  [C in InvokeChannel]: (...args: InvokeArgs<C>) => Promise<InvokeResult<C>> | InvokeResult<C>;
};

/** Sends an event to the renderer(s); supplied by the host (Electron window or web SSE). */
export type EventSink = <E extends EventChannel>(channel: E, payload: EventContract[E]) => void;
