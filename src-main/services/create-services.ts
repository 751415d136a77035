/**
 * Wires the plain-Node services for a host (the browser host here; Electron main passes its
 * own store and engine launcher). Nothing in here knows about Electron.
 */
import { join } from 'node:path';
import type { AppInfo, EventSink, Lang } from '../shared/contract.ts';
import { AutosaveService } from './autosave.ts';
import { EngineHost } from './engine/engine-host.ts';
import { engineLauncher } from './engine/node-launcher.ts';
import { nodeTransports, type TransportFactory } from '../usi/launcher.ts';
import { JsonFileStore, type StoreNotice } from './settings/json-file-store.ts';
import type { KeyValueStore } from './settings/kv-store.ts';
import { SettingsService } from './settings/settings-service.ts';
import { RecordFiles } from './record-files.ts';
import { EngineRegistry, type EngineProgramChooser } from './engine/engine-registry.ts';
import { CloseGuard } from './close-guard.ts';
import { RecordAccess, type SavePathChooser } from './study/record-access.ts';
import { GrantedPaths, RecordsFolder } from './study/save-policy.ts';
import { AnalysisBridge } from './study/analysis-bridge.ts';
import { ReviewBridge } from './study/review-bridge.ts';
import { TournamentService, tournamentsRoot } from './tournament/tournament-service.ts';
import { TrainingService } from './training/training-service.ts';
import { NetTrainingService, type NetPickKind } from './net-training/net-training-service.ts';
import { ExplorerService } from './explorer/explorer-service.ts';
import { BookService } from './book/book-service.ts';
import { PracticeService } from './practice/practice-service.ts';
import { TsumeService } from './tsume/tsume-service.ts';
import { resourcePath } from '../engine/resources.ts';
import { studyEngineSpec } from './study/engine-specs.ts';
import { UsiPositionAnalyser } from '../analysis/position-analyser.ts';
import { PrintService } from './print/print-service.ts';

/** The package version (kept here so the services need no package.json read). */
export const APP_VERSION = '0.1.0';

/** Options of {@link createServices}. */
export interface ServiceOptions {
  /** Folder for settings.json and autosave.json (ignored when stores are given). */
  dataDir: string;
  sink: EventSink;
  host: AppInfo['host'];
  /** The OS language string (LANG or app.getLocale()). */
  osLang: string;
  /** Stores to use instead of the JSON files (electron-store, tests). */
  stores?: {
    settings: KeyValueStore;
    autosave: KeyValueStore;
    recentFiles: KeyValueStore;
    settingsNotice: StoreNotice | null;
  };
  /** The one engine launcher, used by play, analysis, review and tournaments (default: plain Node). */
  transports?: TransportFactory;
  /** Record file named on the command line (opened by the study view at start). */
  initialFile?: string | null;
  /**
   * The OS picker for the training dialogs' Browse buttons (Electron): a folder, a JSONL positions
   * file, a PackedSfenValue data file or a net.
   */
  pick?: (kind: 'folder' | 'file' | NetPickKind) => Promise<string | null>;
  /** The OS picker for an engine program (Electron); without it the page picks from `enginePrograms`. */
  chooseEngine?: EngineProgramChooser;
  /** The engine programs the browser host offers (`--engine`, `BANMEN_ENGINES`); none by default. */
  enginePrograms?: readonly string[];
  /**
   * The OS Save dialog (Electron). With it record writes go only to granted paths (`saves`);
   * without it (browser host) only inside the settings' records folder.
   */
  chooseSavePath?: SavePathChooser;
  /** Electron: prints a record's page to a PDF where the user chooses (docs/print.md). */
  savePdf?: (html: string, suggestedName: string) => Promise<string | null>;
  /** Electron: the OS folder picker for a batch of diagrams. */
  chooseFolder?: (suggestedName: string) => Promise<string | null>;
}

/** The records folder the browser host saves under: the setting, else `records` in the data folder. */
export function recordsFolderOf(settings: SettingsService, dataDir: string): string {
  return settings.get().recordsFolder || join(dataDir, 'records');
}

/** 'ja' for a Japanese OS locale, 'en' for any other, null when unknown. */
export function langFromLocale(locale: string): Lang | null {
  if (!locale) return null;
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** Builds settings, autosave and the engine host. */
export function createServices(o: ServiceOptions) {
  const settingsFile = o.stores ? null : new JsonFileStore(join(o.dataDir, 'settings.json'));
  const settingsStore = o.stores?.settings ?? settingsFile!;
  const notice = o.stores ? o.stores.settingsNotice : settingsFile!.notice;
  const lang = langFromLocale(o.osLang);
  const settings = new SettingsService(settingsStore, notice, lang);
  if (notice?.code === 'SETTINGS_RESET')
    console.warn(
      `Settings file was corrupt; backed up to ${notice.backupPath} and reset to defaults.`,
    );
  if (notice?.code === 'SETTINGS_UNREADABLE')
    console.warn(
      `Settings file ${notice.path} could not be read (${notice.reason}); defaults for this run.`,
    );
  const autosave = new AutosaveService(
    o.stores?.autosave ?? new JsonFileStore(join(o.dataDir, 'autosave.json')),
  );
  const registry = new EngineRegistry(
    settings,
    undefined,
    o.chooseEngine ?? null,
    o.enginePrograms ?? [],
  );
  const transports = o.transports ?? nodeTransports;
  // Why null in the browser host: nothing there may grant a path; the folder rule applies.
  const saves = o.chooseSavePath ? new GrantedPaths() : null;
  const chooseSavePath = o.chooseSavePath;
  const chooser: SavePathChooser | null = chooseSavePath
    ? async (name) => {
        const path = await chooseSavePath(name);
        if (path) saves!.grant(path);
        return path;
      }
    : null;
  // Why one rule: study:write and batch review write record files under the same grant.
  const writes = saves ?? new RecordsFolder(() => recordsFolderOf(settings, o.dataDir));
  const engines = new EngineHost(
    engineLauncher(() => registry.engines(), transports),
    o.sink,
    () => registry.list(),
  );
  const books = new BookService(
    join(o.dataDir, 'books'),
    o.pick ? () => o.pick!('folder') : undefined,
  );
  return {
    info: { version: APP_VERSION, host: o.host, lang },
    settings,
    autosave,
    engines,
    registry,
    closeGuard: new CloseGuard(),
    records: new RecordFiles(),
    /** Electron's granted save paths (main grants Save As and opened files); null in the browser host. */
    saves,
    study: {
      files: new RecordAccess(
        o.stores?.recentFiles ?? new JsonFileStore(join(o.dataDir, 'recent-files.json')),
        o.initialFile ?? null,
        writes,
        chooser,
      ),
      analysis: new AnalysisBridge(o.sink, () => registry.launchSpecs(), transports),
      review: new ReviewBridge(o.sink, () => registry.launchSpecs(), transports, writes),
    },
    tournaments: new TournamentService(
      o.sink,
      tournamentsRoot(o.dataDir),
      () => registry.engines(),
      transports,
    ),
    training: new TrainingService({
      sink: o.sink,
      root: join(o.dataDir, 'training'),
      registry,
      pick: o.pick,
    }),
    netTraining: new NetTrainingService({
      sink: o.sink,
      root: join(o.dataDir, 'net-training'),
      registry,
      transports,
      pick: o.pick,
    }),
    practice: new PracticeService({
      file: join(o.dataDir, 'practice', 'deck.json'),
      readBook: (name) => books.readBook(name),
      openAnalyser: () => {
        const spec = studyEngineSpec('builtin', registry.launchSpecs())!;
        return UsiPositionAnalyser.open(spec, () => transports(spec));
      },
    }),
    tsume: new TsumeService({
      problemsDir: resourcePath('tsume'),
      file: join(o.dataDir, 'tsume', 'rating.json'),
    }),
    explorer: new ExplorerService({
      dir: join(o.dataDir, 'explorer'),
      emit: (p) => o.sink('explorer:progress', p),
      pick: o.pick ? () => o.pick!('folder') : undefined,
    }),
    book: books,
    print: new PrintService({
      savePdf: o.savePdf,
      chooseFolder: o.chooseFolder,
      batchRoot: () => recordsFolderOf(settings, o.dataDir),
    }),
  };
}
