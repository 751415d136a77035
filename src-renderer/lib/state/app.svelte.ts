/**
 * App-level state: settings (loaded from and saved to the settings service), language, board
 * orientation, which dialog is open, and the start-up offers (resume a game, settings reset).
 */
import {
  DEFAULT_SETTINGS,
  type BanmenApi,
  type EngineDescriptor,
  type Lang,
  type NewGameOptions,
  type SavedGame,
  type Settings,
  type SettingsPatch,
} from '../../../src-main/shared/contract';
import { DEFAULT_NEW_GAME } from '../game/defaults';
import { offeredPrograms } from '../engines/programs.svelte';
import { hasNativeDialogs, queryLang } from '../bridge';
import { PlayState } from './play.svelte';
import { playFromOptions } from '../game/play-from';
import { DragController } from './drag.svelte';
import { inLanguage, t, useLanguage } from '../text';

/** Everything the top-level component shows. */
export class AppState {
  /** The defaults until the service answers (and when there is no service). */
  settings: Settings = $state(structuredClone(DEFAULT_SETTINGS));
  /**
   * Language forced by ?lang= for this session, if any. Why $state: while it is set, `lang`
   * never reads the settings, so clearing it must itself tell every reader (defect 17).
   */
  private langOverride: Lang | null = $state(null);
  flipped = $state(false);
  dialog: 'new-game' | null = $state(null);
  /** The options New game opens with for "Play from here" (null: the last game's). */
  preset: NewGameOptions | null = $state(null);
  dialogError: string | null = $state(null);
  /** True while Start in New game waits for the engines (Start is disabled meanwhile). */
  starting = $state(false);
  engines: EngineDescriptor[] = $state([]);
  notice: string | null = $state(null);
  resumeOffer: SavedGame | null = $state(null);
  ready = $state(false);
  /** The study view, when mounted: takes menu commands and OS-opened files first. */
  studyHook: {
    menu(command: string): boolean;
    open(bytes: Uint8Array, name: string, path: string): Promise<boolean>;
  } | null = null;
  readonly play: PlayState;
  readonly drag: DragController;

  constructor(private readonly api: BanmenApi | null) {
    this.play = new PlayState(api, () => this.lang);
    this.drag = new DragController(this.play);
    this.langOverride = queryLang();
    // Why here: every `t(…)` reads the language through this app state's `lang`.
    useLanguage(() => this.lang);
  }

  /** The UI language. */
  get lang(): Lang {
    return this.langOverride ?? this.settings.lang;
  }

  /** Loads settings, the engine list and any autosaved game. */
  async init(): Promise<void> {
    if (!this.api) {
      this.notice =
        'No host connection: open the address printed by npm run start:web (it carries the token).';
      this.ready = true;
      return;
    }
    const [loaded, engines, saved, programs] = await Promise.all([
      this.api.invoke('settings:load'),
      this.api.invoke('engine:list'),
      this.api.invoke('autosave:load'),
      this.api.invoke('engine:programs'),
    ]);
    offeredPrograms.list = programs ?? [];
    this.settings = loaded.settings;
    this.applySound(loaded.settings);
    this.engines = engines;
    this.resumeOffer = saved;
    this.play.preview(saved); // the board behind the offer shows that game
    if (loaded.notice?.code === 'SETTINGS_RESET')
      this.notice = t('settingsReset', { path: loaded.notice.backupPath });
    else if (loaded.notice)
      this.notice = t('settingsUnreadable', {
        path: loaded.notice.path,
        reason: loaded.notice.reason,
      });
    this.api.on('app:open-file', ({ path }) => void this.openPath(path));
    this.ready = true;
    // Why the mark: the startup benchmark reads it (ms since navigation start).
    performance.mark('banmen:interactive');
  }

  /** The options the dialog starts from: the last game's, else the defaults. */
  get lastOptions(): NewGameOptions {
    return this.settings.lastGame ?? DEFAULT_NEW_GAME;
  }

  /** The options the New game dialog shows now: a "Play from here" preset, else the last game's. */
  get dialogOptions(): NewGameOptions {
    return this.preset ?? this.lastOptions;
  }

  /** Prepares New game for a game from `sfen` (the caller opens the dialog). */
  presetFrom(sfen: string): void {
    this.preset = playFromOptions(this.lastOptions, sfen);
  }

  /** Closes New game without a game, forgetting a "Play from here" preset. */
  cancelDialog(): void {
    this.dialog = null;
    this.preset = null;
  }

  /** Starts a game from the dialog and remembers the choices. */
  async startGame(o: NewGameOptions): Promise<void> {
    // Why: a second Start while the engines start would start a second game's engines too.
    if (this.starting) return;
    this.starting = true;
    const err = await this.play.newGame(o).finally(() => (this.starting = false));
    this.dialogError = err;
    if (err && !this.play.playing) {
      this.play.message = null; // shown in the dialog instead
      return;
    }
    this.dialog = null;
    this.resumeOffer = null; // the new game's autosave replaces the old one
    this.flipped = o.black.kind !== 'human' && o.white.kind === 'human';
    // Why keep the last start: a position played from Study is not the user's usual start.
    const last = this.lastOptions;
    const kept = this.preset
      ? { ...o, variant: last.variant, start: last.start, sfen: last.sfen }
      : o;
    this.preset = null;
    await this.update({ lastGame: kept });
  }

  /** Resumes the autosaved game (or discards it). */
  async resume(yes: boolean): Promise<void> {
    const saved = this.resumeOffer;
    this.resumeOffer = null;
    if (!saved) return;
    if (yes) this.notice = await this.play.newGame(saved.options, saved);
    else {
      this.play.preview(null);
      await this.api?.invoke('autosave:clear');
    }
  }

  /** Gives the play state the sound settings (beeps, piece click, volume). */
  private applySound(s: Settings): void {
    this.play.beeps = s.beeps;
    this.play.pieceSound = s.pieceSound;
    this.play.sounds.volume = s.volume;
  }

  /** Saves a settings change. */
  async update(patch: SettingsPatch): Promise<void> {
    this.settings = { ...this.settings, ...patch };
    if ('lang' in patch) this.langOverride = null;
    this.applySound(this.settings);
    if (this.api) this.settings = await this.api.invoke('settings:update', patch);
  }

  /**
   * Registers an external engine; returns an error message or null. Under Electron `path` is
   * empty and main's file dialog chooses the program (cancelling it is not an error); in the
   * browser host it is one of the offered programs.
   */
  async registerEngine(path: string): Promise<string | null> {
    if (!this.api) return 'no host';
    const r = await this.api.invoke('engine:register', { path, args: [] });
    if (!r.ok) return r.error.message;
    if (r.value === null) return null;
    this.engines = await this.api.invoke('engine:list');
    return null;
  }

  /** Forgets an external engine. */
  async unregisterEngine(id: string): Promise<void> {
    if (!this.api) return;
    await this.api.invoke('engine:unregister', id);
    this.engines = await this.api.invoke('engine:list');
  }

  /** Renames an external engine; returns why it was refused, or null. */
  async renameEngine(id: string, name: string): Promise<string | null> {
    if (!this.api) return null;
    const r = await this.api.invoke('engine:rename', id, name);
    if (!r.ok) return r.error.message;
    this.engines = r.value;
    return null;
  }

  /** Opens a record file the OS handed to the app. */
  async openPath(path: string): Promise<void> {
    const r = await this.api?.invoke('record:read', path);
    if (!r) return;
    if (!r.ok) this.notice = r.error.message;
    else if (this.studyHook) await this.studyHook.open(r.value.bytes, r.value.name, path);
    else await this.openBytes(r.value.bytes, r.value.name);
  }

  /** Opens record bytes (a file the user picked, or one the OS handed over). */
  async openBytes(bytes: Uint8Array, name: string): Promise<void> {
    const { openRecordBytes } = await import('../game/record-file');
    const opened = await openRecordBytes(bytes, name);
    if ('error' in opened) this.notice = opened.error;
    else this.notice = await this.play.loadRecord(opened.sfen, opened.moves, opened.end);
  }

  /** The game as KIF with its players, date and time control; null for minishogi (no KIF). */
  private async gameKif(): Promise<string | null> {
    const { gameToKif } = await import('../game/record-file');
    const { playerName, timeText } = await import('../game/game-info');
    const o = this.play.options;
    const name = (side: 'black' | 'white') => (o ? playerName(o[side], this.engines) : t('human'));
    // 持ち時間 as on the black side (a game with different times names both).
    const [b, w] = o
      ? inLanguage('ja', () => [timeText(o.blackTime), timeText(o.whiteTime)])
      : ['', ''];
    return gameToKif(this.play.game, [name('black'), name('white')], {
      startedAt: o ? this.play.startedAt : undefined,
      timeLimit: !o ? undefined : b === w ? b : `▲${b} △${w}`,
    });
  }

  /** Saves the game as KIF, a minishogi game as a USI position line (a download: the browser or Electron asks where). */
  async saveRecord(): Promise<void> {
    const { kifFileName } = await import('../game/record-file');
    // Why USI for minishogi: KIF has no 5×5 board; a USI position line replays the game exactly.
    const mini = this.play.game.variant !== 'shogi';
    const text = mini ? `${this.play.game.usiText()}\n` : await this.gameKif();
    if (text === null) {
      this.notice = t('cannotSave');
      return;
    }
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = kifFileName(Date.now()).replace(/\.kifu$/, mini ? '-minishogi.usi' : '.kifu');
    a.click();
    // Why say so: a download is silent, and the user must know where the record went.
    if (!hasNativeDialogs()) this.notice = t('savedDownload', { name: a.download });
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  /** Opens the game (finished, or a record opened in Play) in the study view to navigate and analyse it. */
  async studyGame(): Promise<void> {
    const { kifFileName } = await import('../game/record-file');
    const text = await this.gameKif();
    if (text === null) {
      this.notice = t('cannotSave');
      return;
    }
    const name = kifFileName(Date.now());
    // Why the review: "Analyse this game" asks for an analysis, not only for the record in Study.
    if (await this.studyHook?.open(new TextEncoder().encode(text), name, ''))
      this.studyHook?.menu('review');
  }

  /** Runs a native-menu command. */
  menu(command: string): void {
    if (this.studyHook?.menu(command)) return;
    if (command === 'new-game') this.dialog = 'new-game';
    else if (command === 'flip') this.flipped = !this.flipped;
    else if (command === 'resign') this.play.resign();
    else if (command === 'declare') this.play.declare();
    else if (command === 'takeback') this.play.takeback();
    else if (command === 'save-record') void this.saveRecord();
    else if (command === 'open-record') document.getElementById('open-record-input')?.click();
    else if (command === 'copy-sfen')
      void navigator.clipboard?.writeText(this.play.game.pos.sfen());
    else if (command === 'copy-usi') void navigator.clipboard?.writeText(this.play.game.usiText());
    else if (command === 'lang-en' || command === 'lang-ja')
      void this.update({ lang: command === 'lang-en' ? 'en' : 'ja' });
  }
}
