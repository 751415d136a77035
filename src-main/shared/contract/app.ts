/**
 * The app itself: menu commands and what the host tells the renderer about itself.
 *
 * Part of the one IPC contract (../contract.ts). Pure module: no Node, DOM or Electron API.
 */
import type { Lang } from './common.ts';

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
  | 'play'
  | 'settings'
  | 'shortcuts'
  | 'about'
  | 'save-record-as'
  | 'paste-record'
  | 'undo'
  | 'redo'
  | 'position-editor'
  | 'check-tsume'
  | 'analysis'
  | 'review'
  | 'tournament-new'
  | 'tournament-open'
  | 'tournament-spsa'
  | 'manage-engines'
  | 'train-classical'
  | 'train-network';

/** Facts about the host. */
export interface AppInfo {
  version: string;
  host: 'electron' | 'web';
  /** Language requested by the host (?lang= or the OS), if any. */
  lang: Lang | null;
}
