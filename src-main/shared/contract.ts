/**
 * The ONE IPC contract between the renderer and the main-process services.
 *
 * Each invoke channel maps to its argument tuple and result type; each event channel maps to
 * its payload. Electron's preload and the browser host both expose exactly this contract as
 * `window.banmen` (see {@link BanmenApi}). Values cross the boundary as structured-clone
 * objects (plain data: no classes, functions or typed arrays).
 *
 * The channel table lives here; the argument and result types live in one file per domain under
 * `contract/` and are re-exported, so callers import everything from this module.
 *
 * Pure module: no Node, DOM or Electron API, so the renderer may import it.
 */
export * from './contract/common.ts';
export * from './contract/app.ts';
export * from './contract/settings.ts';
export * from './contract/engine.ts';
export * from './contract/play.ts';
export * from './contract/study.ts';
export * from './contract/tournament.ts';
export * from './contract/training.ts';
export * from './contract/net-training.ts';
export * from './contract/explorer.ts';
export * from './contract/diagram.ts';
export * from './contract/practice.ts';
export * from './contract/book.ts';
export * from './contract/tsume.ts';
export * from './contract/print.ts';
import type { AppInfo, MenuCommand } from './contract/app.ts';
import type { IpcError, Result } from './contract/common.ts';
import type {
  BestMove,
  EngineDescriptor,
  EngineGoArgs,
  EngineInfo,
  EngineOptionValue,
  EngineOptionsInfo,
  EngineSession,
  EngineStartArgs,
} from './contract/engine.ts';
import type { DiagramPngImage, DiagramPngRequest } from './contract/diagram.ts';
import type {
  DiagramBatchAnswer,
  DiagramBatchRequest,
  PrintAnswer,
  PrintRequest,
} from './contract/print.ts';
import type { PlayBookMove, PlayBookOptions, SavedGame } from './contract/play.ts';
import type { Settings, SettingsLoad, SettingsPatch } from './contract/settings.ts';
import type {
  AnalysisOpenArgs,
  AnalysisOpenSetArgs,
  AnalysisSetMember,
  BatchFileResult,
  BatchReviewArgs,
  MateAnswer,
  RecentFile,
  RecordFileBytes,
  ReviewEvent,
  ReviewStartArgs,
  StudyAnalysisLine,
  StudyPosition,
} from './contract/study.ts';
import type {
  SpsaRun,
  TournamentAction,
  TournamentEvent,
  TournamentForm,
  TournamentListing,
  TournamentResults,
  TournamentStarted,
} from './contract/tournament.ts';
import type {
  TrainingEvent,
  TrainingOptions,
  TrainingRun,
  TrainingStatus,
} from './contract/training.ts';
import type {
  NetTrainingEvent,
  NetTrainingOptions,
  NetTrainingRun,
  NetTrainingStatus,
} from './contract/net-training.ts';
import type {
  ExplorerAnswer,
  ExplorerProgress,
  ExplorerTree,
  ExplorerTreeAnswer,
} from './contract/explorer.ts';
import type {
  PracticeAdded,
  PracticeHint,
  PracticeProgress,
  PracticeSource,
  PracticeTask,
  PracticeVerdict,
} from './contract/practice.ts';
import type { BookEdit, BookImported, BookPanelState, BookSaved } from './contract/book.ts';
import type { BookMstNext } from './contract/book.ts';
import type { TsumeCheck, TsumeStanding, TsumeTask } from './contract/tsume.ts';

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
  /**
   * The engine programs the page may pick for `engine:register` in the browser host (the host's
   * `--engine` flags and `BANMEN_ENGINES`); empty under Electron, whose file dialog chooses.
   */
  'engine:programs': { args: []; result: string[] };
  /** Forgets an external engine; returns the remaining list. */
  'engine:unregister': { args: [id: string]; result: EngineDescriptor[] };
  /** Renames an external engine (its id, options and tournaments are unchanged); returns the list. */
  'engine:rename': { args: [id: string, name: string]; result: Result<EngineDescriptor[]> };
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
  /** A board diagram as PNG, drawn by main with the bundled font (see docs/diagrams.md). */
  'diagram:png': { args: [request: DiagramPngRequest]; result: Result<DiagramPngImage> };
  /** Prints a record with diagrams at bookmarks: a PDF (Electron) or a print view (browser host). */
  'print:record': { args: [request: PrintRequest]; result: Result<PrintAnswer> };
  /** One diagram per bookmark or `#図` comment, into a folder (Electron asks; browser: records folder). */
  'diagram:batch': { args: [request: DiagramBatchRequest]; result: Result<DiagramBatchAnswer> };
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
  // --- Several analysis engines at once (issue 44 item 3) ---
  /**
   * Starts 1–4 different registered engines for analysis together, the cores split among them;
   * each is then a session of its own (`study:analysis-position`, `-close`, `study:analysis`).
   */
  'study:analysis-open-set': {
    args: [args: AnalysisOpenSetArgs];
    result: Result<AnalysisSetMember[]>;
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
  /**
   * Reads an SPSA tuning folder (state.json, history.csv): a path the user typed, relative paths
   * inside the tournament root. SPSA_NOT_A_RUN / SPSA_RUN_CORRUPT name the folder or file.
   */
  'tournament:spsa-open': { args: [folder: string]; result: Result<SpsaRun> };
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
  /** Starts training NNUE generations; progress arrives as `net-training:event`. */
  'net-training:start': { args: [options: NetTrainingOptions]; result: Result<NetTrainingRun> };
  /** Stops the running net training after its current phase (finished generations' nets stay). */
  'net-training:stop': { args: [id: string]; result: Result<void> };
  /** The running or latest net training (with its generations) and the net in use. */
  'net-training:current': { args: []; result: NetTrainingStatus };
  /** Makes the built-in engine evaluate with a run's last net (saved option `EvalFile`). */
  'net-training:use': { args: [id: string]; result: Result<NetTrainingStatus> };
  /** Removes the saved `EvalFile`: the built-in engine's default evaluation again. */
  'net-training:use-shipped': { args: []; result: Result<NetTrainingStatus> };
  /** Electron: the OS picker for a records folder, a data file or a start net (null: cancelled or no picker). */
  'net-training:pick': { args: [kind: 'folder' | 'data' | 'net']; result: string | null };
  /** The explorer's record folders. */
  'explorer:folders': { args: []; result: string[] };
  /** Adds a folder (main's picker under Electron; the typed absolute path in the browser host). */
  'explorer:add-folder': { args: [path: string | null]; result: Result<string[]> };
  'explorer:remove-folder': { args: [path: string]; result: string[] };
  /** Starts updating the index; progress comes as `explorer:progress` events. */
  'explorer:update': { args: []; result: Result<void> };
  'explorer:query': { args: [sfen: string]; result: Result<ExplorerAnswer> };
  /** The move sequence trees the explorer can show (the bundled file's strategies). */
  'explorer:trees': { args: []; result: Result<ExplorerTree[]> };
  /** One tree's moves at a position (SFEN), from the tree of the side to move. */
  'explorer:tree-query': {
    args: [tree: string, sfen: string];
    result: Result<ExplorerTreeAnswer>;
  };
  /** The practice deck's figures (cards, due, answered and solved today, accuracy per day). */
  'practice:progress': { args: []; result: PracticeProgress };
  /** Sets the user's player name, the one whose mistakes become cards. */
  'practice:set-player': { args: [name: string]; result: Result<PracticeProgress> };
  /** Adds the user's mistakes of a reviewed record (KIF text) or a reviewed file or folder. */
  'practice:add': { args: [source: PracticeSource]; result: Result<PracticeAdded> };
  /** Adds repertoire cards: the positions of a book (books folder) where `color` is to move. */
  'practice:add-repertoire': {
    args: [book: string, color: 'black' | 'white'];
    result: Result<PracticeAdded>;
  };
  /** Every card of the deck, soonest due first (the answers left out). */
  'practice:list': { args: []; result: PracticeTask[] };
  /** The next due card (failed ones first), or null when none is due. */
  'practice:next': { args: []; result: PracticeTask | null };
  /** A hint: level 1 the piece to move, level 2 also the square. */
  'practice:hint': { args: [id: string, level: 1 | 2]; result: Result<PracticeHint> };
  /** Answers a card with a USI move; the engine judges it, FSRS reschedules the card. */
  'practice:answer': {
    args: [id: string, usi: string, hintsUsed: number];
    result: Result<PracticeVerdict>;
  };
  /** The book files in the app's books folder. */
  'book:list': { args: []; result: string[] };
  /** Opens a book by file name (a new name starts an empty book); its moves at `sfen`. */
  'book:open': { args: [name: string, sfen: string]; result: Result<BookPanelState> };
  /** The open book's moves at a position. */
  'book:at': { args: [sfen: string]; result: Result<BookPanelState> };
  /** Edits one position's moves (undoable). */
  'book:edit': { args: [edit: BookEdit]; result: Result<BookPanelState> };
  'book:undo': { args: []; result: Result<BookPanelState> };
  'book:redo': { args: []; result: Result<BookPanelState> };
  /** Saves the book (null: its own name; another extension exports to that format). */
  'book:save': { args: [name: string | null]; result: Result<BookSaved> };
  /** The move sequence trees' next move at `sfen`, or null when it is on no tree. */
  'book:mst-next': { args: [sfen: string]; result: Result<BookMstNext | null> };
  /**
   * The Play book's move at `sfen` (ply 1-based from the game's start), or null when the book
   * has none there (past maxPly, not in the book, no move within the margin).
   */
  'book:play-move': {
    args: [book: PlayBookOptions, sfen: string, ply: number];
    result: Result<PlayBookMove | null>;
  };
  /** Adds a line (start SFEN, USI moves) up to `plies` moves; answers the book at `at`. */
  'book:add-line': {
    args: [sfen: string, moves: string[], plies: number, at: string];
    result: Result<BookImported>;
  };
  /** Adds every record of a folder (picker, else a typed absolute path) up to `plies` moves. */
  'book:add-folder': {
    args: [path: string | null, plies: number, at: string];
    result: Result<BookImported>;
  };
  /** The user's tsume rating and counts, and the shipped problems per length. */
  'tsume:standing': { args: []; result: TsumeStanding };
  /** The problem nearest the rating not yet attempted (of `plies` plies, or any length). */
  'tsume:next': { args: [plies: number | null]; result: Result<TsumeTask> };
  /** Records an attempt; a rated attempt moves the Glicko-2 rating. */
  'tsume:result': {
    args: [id: string, solved: boolean, rated: boolean];
    result: Result<TsumeStanding>;
  };
  /** A storm ended with `score` problems solved (kept if it is the best). */
  'tsume:storm-end': { args: [score: number]; result: TsumeStanding };
  /** "Check this tsume": the verifier's report on a position (SFEN, attacker to move). */
  'tsume:check': { args: [sfen: string]; result: Result<TsumeCheck> };
}

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
  'net-training:event': NetTrainingEvent;
  'explorer:progress': ExplorerProgress;
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
  'engine:programs',
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
  'diagram:png',
  'print:record',
  'diagram:batch',
  'study:analysis-open',
  'study:analysis-position',
  'study:analysis-stop',
  'study:analysis-close',
  'study:mate',
  'study:analysis-open-set',
  'study:review-start',
  'study:review-cancel',
  'study:batch-review',
  'tournament:start',
  'tournament:control',
  'tournament:open',
  'tournament:list',
  'tournament:game',
  'tournament:spsa-open',
  'training:start',
  'training:stop',
  'training:current',
  'training:use',
  'training:use-shipped',
  'training:pick',
  'net-training:start',
  'net-training:stop',
  'net-training:current',
  'net-training:use',
  'net-training:use-shipped',
  'net-training:pick',
  'explorer:folders',
  'explorer:add-folder',
  'explorer:remove-folder',
  'explorer:update',
  'explorer:query',
  'explorer:trees',
  'explorer:tree-query',
  'practice:progress',
  'practice:set-player',
  'practice:add',
  'practice:add-repertoire',
  'practice:list',
  'practice:next',
  'practice:hint',
  'practice:answer',
  'book:list',
  'book:open',
  'book:at',
  'book:edit',
  'book:undo',
  'book:redo',
  'book:save',
  'book:add-line',
  'book:add-folder',
  'book:play-move',
  'book:mst-next',
  'tsume:standing',
  'tsume:next',
  'tsume:result',
  'tsume:storm-end',
  'tsume:check',
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
  'net-training:event',
  'explorer:progress',
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
