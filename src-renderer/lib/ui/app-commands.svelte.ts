/**
 * The main window's commands: what the native menu, the in-window menu bar, the header and the
 * keyboard shortcuts ask for, and the window state they change (Play or Study, the Manage
 * engines and Settings dialogs, the question before a running game is lost).
 */
import type { AppState } from '../state/app.svelte';
import type { TournamentState } from '../tournament/tournament.svelte';
import type { TrainingState } from '../training/training.svelte';
import type { NetTrainingState } from '../net-training/net-training.svelte';
import { appMenus, type AppMenuModel } from './app-menu';

/** Which view the window shows under the header. */
export type AppMode = 'play' | 'study' | 'practice' | 'tsume';

/** The window's view and own dialogs, and the one place every command is run. */
export class AppCommands {
  mode: AppMode = $state('play');
  manageEngines = $state(false);
  settingsOpen = $state(false);
  /** The Help dialog shown: the keyboard shortcuts or About. */
  help: 'shortcuts' | 'about' | null = $state(null);
  /** The question asked before a running game is lost (resign, or replace it by a new game). */
  confirming: 'resign' | 'new-game' | null = $state(null);

  /** The menus with the entries that do not apply now greyed out. */
  readonly menus: AppMenuModel[] = $derived.by(() => {
    const live = this.tournament.liveRun;
    const shown = this.tournament.visible && this.tournament.shown === live;
    const play = this.app.play;
    return appMenus({
      mode: this.mode,
      playing: play.playing,
      canDeclare: play.canDeclare,
      canTakeback: play.takebackAllowed,
      hiddenTournament: live && !shown ? live.name : null,
    });
  });

  constructor(
    private readonly app: AppState,
    private readonly tournament: TournamentState,
    private readonly training: TrainingState,
    private readonly netTraining: NetTrainingState,
  ) {}

  /** Runs a command of the native menu, the in-window menu bar or a shortcut. */
  run(command: string): void {
    const play = this.app.play;
    if (command === 'manage-engines') this.manageEngines = true;
    else if (command === 'settings') this.settingsOpen = true;
    else if (command === 'about' || command === 'shortcuts') this.help = command;
    else if (command === 'show-live') this.tournament.showLive();
    else if (command === 'play') this.setMode('play');
    else if (command === 'resign' && play.playing) this.confirming = 'resign';
    else if (command === 'new-game' && this.mode === 'play' && play.playing)
      this.confirming = 'new-game';
    else if (
      this.tournament.menu(command) ||
      this.training.menu(command) ||
      this.netTraining.menu(command)
    )
      return;
    else {
      if (command === 'new-game' || command === 'resign') this.setMode('play');
      this.app.menu(command);
    }
  }

  /** Shows Play or Study (why the tournament is hidden: the two switch buttons replace it). */
  setMode(m: AppMode): void {
    this.mode = m;
    this.tournament.visible = false;
  }

  /** The toolbar's New game: asks first if a game is running. */
  newGame(): void {
    if (this.app.play.playing) this.confirming = 'new-game';
    else this.app.dialog = 'new-game';
  }

  /**
   * "Play from here": shows Play and New game set for a game from `sfen` (the user's side to move,
   * an engine the other), asking first if a game is running.
   */
  playFrom(sfen: string): void {
    this.setMode('play');
    this.app.presetFrom(sfen);
    this.newGame();
  }

  /** The user confirmed the question asked: resign, or go on to the new-game dialog. */
  confirmed(): void {
    if (this.confirming === 'resign') this.app.play.resign();
    else if (this.confirming === 'new-game') {
      // Why abandon now: the user said so; cancelling the dialog must not bring the game back.
      this.app.play.abandon();
      this.app.dialog = 'new-game';
    }
    this.confirming = null;
  }
}
