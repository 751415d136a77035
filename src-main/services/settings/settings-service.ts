/**
 * User settings: versioned, with defaults, validated field by field on load so that a value
 * from an older or hand-edited file can never break the app.
 */
import { cleanNewGame } from './new-game-shape.ts';
import {
  DEFAULT_SETTINGS,
  HOST_OWNED_SETTINGS,
  SETTINGS_VERSION,
  STUDY_TABS,
  type EngineOptionValue,
  type ExternalEngineSpec,
  type Settings,
  type SettingsLoad,
  type SettingsPatch,
} from '../../shared/contract.ts';
import type { KeyValueStore } from './kv-store.ts';
import { splitsUsiLine } from '../../usi/usi-field.ts';

/** Key under which the settings object is stored. */
export const SETTINGS_KEY = 'settings';
export { DEFAULT_SETTINGS, SETTINGS_VERSION };

function oneOf<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(v as T) ? (v as T) : fallback;
}

function isEngineSpec(v: unknown): v is ExternalEngineSpec {
  const e = v as ExternalEngineSpec;
  return (
    !!e &&
    typeof e.id === 'string' &&
    typeof e.name === 'string' &&
    typeof e.path === 'string' &&
    Array.isArray(e.args)
  );
}

/** Keeps only entries a USI `setoption` can carry: no CR/LF/NUL (why: hand-edited files). */
export function cleanOptionValues(v: unknown): Record<string, EngineOptionValue> {
  const out: Record<string, EngineOptionValue> = {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) return out;
  for (const [k, x] of Object.entries(v)) {
    // Why: a line break would split the `setoption` (a hand-edited or planted file).
    if (splitsUsiLine(k) || (typeof x === 'string' && splitsUsiLine(x))) continue;
    if (
      typeof x === 'string' ||
      typeof x === 'boolean' ||
      (typeof x === 'number' && Number.isFinite(x))
    )
      out[k] = x;
  }
  return out;
}

function cleanEngine(e: ExternalEngineSpec): ExternalEngineSpec {
  return e.options === undefined ? e : { ...e, options: cleanOptionValues(e.options) };
}

/** Brings any stored value up to the current schema (why: files outlive app versions). */
export function migrateSettings(raw: unknown): Settings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof Settings, unknown>>;
  const d = DEFAULT_SETTINGS;
  return {
    version: SETTINGS_VERSION,
    lang: oneOf(r.lang, ['en', 'ja'] as const, d.lang),
    pieceStyle: oneOf(r.pieceStyle, ['kanji', 'one-char'] as const, d.pieceStyle),
    boardColor: oneOf(r.boardColor, ['wood', 'kaya', 'walnut', 'gray'] as const, d.boardColor),
    coordinates: oneOf(r.coordinates, ['japanese', 'western'] as const, d.coordinates),
    notation: oneOf(r.notation, ['japanese', 'western'] as const, d.notation),
    beeps: typeof r.beeps === 'boolean' ? r.beeps : d.beeps,
    pieceSound: typeof r.pieceSound === 'boolean' ? r.pieceSound : d.pieceSound,
    volume:
      typeof r.volume === 'number' && Number.isFinite(r.volume)
        ? Math.round(Math.min(100, Math.max(0, r.volume)))
        : d.volume,
    theme: oneOf(r.theme, ['system', 'light', 'dark'] as const, d.theme),
    studyTab: oneOf(r.studyTab, STUDY_TABS, d.studyTab),
    lastGame: cleanNewGame(r.lastGame),
    externalEngines: Array.isArray(r.externalEngines)
      ? r.externalEngines.filter(isEngineSpec).map(cleanEngine)
      : [],
    builtinEngineOptions: cleanOptionValues(r.builtinEngineOptions),
    recordsFolder: typeof r.recordsFolder === 'string' ? r.recordsFolder : d.recordsFolder,
  };
}

/** Reads and writes the settings through a key-value store. */
export class SettingsService {
  private current: Settings;
  private notice: SettingsLoad['notice'];
  private readonly listeners: Array<(s: Settings) => void> = [];

  /**
   * @param store where settings live
   * @param notice set when the store's file was corrupt (backed up) or unreadable (the user is told once)
   * @param defaultLang language for a first start (the OS or ?lang=)
   */
  constructor(
    private readonly store: KeyValueStore,
    notice: SettingsLoad['notice'] = null,
    defaultLang: Settings['lang'] | null = null,
  ) {
    const raw = store.get(SETTINGS_KEY);
    this.current = migrateSettings(raw === undefined && defaultLang ? { lang: defaultLang } : raw);
    this.notice = notice;
    const version = (raw as Partial<Settings> | undefined)?.version;
    // Why the copy: migrating replaces the stored object; a file written by another version
    // (newer, or an older one with fields we drop) must survive it.
    if (raw !== undefined && version !== SETTINGS_VERSION)
      store.backup?.(`version-${String(version ?? 'none')}`);
    if (raw === undefined || version !== SETTINGS_VERSION) store.set(SETTINGS_KEY, this.current);
  }

  /** The current settings (a copy). */
  get(): Settings {
    return structuredClone(this.current);
  }

  /** The settings, plus the corrupt-file notice the first time only. */
  load(): SettingsLoad {
    const out = { settings: structuredClone(this.current), notice: this.notice };
    this.notice = null;
    return out;
  }

  /** Applies a patch (invalid fields fall back to their old value) and saves. */
  update(patch: Partial<Omit<Settings, 'version'>>): Settings {
    const merged = migrateSettings({ ...this.current, ...patch });
    this.current = merged;
    this.store.set(SETTINGS_KEY, merged);
    for (const l of this.listeners) l(structuredClone(merged));
    return structuredClone(merged);
  }

  /**
   * Applies a patch from the renderer (`settings:update`): the host-owned fields and the
   * version are dropped, so a page cannot register a program to run, change saved options or
   * move the records folder.
   */
  updateFromUser(patch: unknown): Settings {
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return this.get();
    const owned: readonly string[] = [...HOST_OWNED_SETTINGS, 'version'];
    const allowed = Object.entries(patch).filter(([k]) => !owned.includes(k));
    return this.update(Object.fromEntries(allowed) as SettingsPatch);
  }

  /** Calls `listener` after every update (e.g. the app rebuilds its menu in the new language). */
  onChange(listener: (s: Settings) => void): void {
    this.listeners.push(listener);
  }
}
