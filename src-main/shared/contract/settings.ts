/**
 * Settings: what is stored, which fields only the host may set, the defaults, and the load notice.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { Lang } from './common.ts';
import type { EngineOptionValue, ExternalEngineSpec } from './engine.ts';
import type { NewGameOptions } from './play.ts';

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
  /** The study view's tab beside the record: engine analysis, game review or opening explorer. */
  studyTab: StudyTab;
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

/** The tabs of the study view's side pane. */
export const STUDY_TABS = ['analysis', 'review', 'explorer', 'book'] as const;
export type StudyTab = (typeof STUDY_TABS)[number];

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
  studyTab: 'analysis',
  lastGame: null,
  externalEngines: [],
  builtinEngineOptions: {},
  recordsFolder: '',
};

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
