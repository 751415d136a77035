/**
 * Electron main: kept thin. It owns the window, the menu, the single-instance lock and the
 * file-open events, and wires the plain-Node services to ipcMain.
 */
import { app, BrowserWindow, ipcMain, Menu, screen, session, shell } from 'electron';
import { join } from 'node:path';
import type { EventChannel, EventContract, Lang, MenuCommand } from '../shared/contract.ts';
import { createInvokeHandlers } from '../services/ipc-handlers.ts';
import { isTrustedRendererUrl, registerInvokeHandlers } from '../ipc/register-main.ts';
import { createServices } from '../services/create-services.ts';
import { isRecordPath } from '../shared/records/index.ts';
import { openElectronStore } from './electron-kv-store.ts';
import { electronTransports, useEngineFilesInMain } from './engine-launcher.ts';
import { buildMenuTemplate, type NativeFileMenu } from './menu.ts';
import {
  guardWindowClose,
  openRecordDialog,
  chooseRecordSavePath,
  pickEngineProgram,
  pickTrainingSource,
  saveRecordAsDialog,
} from './file-dialogs.ts';
import { hardenSession } from './security.ts';
import { APP_INDEX_URL } from './app-scheme.ts';
import { registerAppScheme, serveAppScheme } from './app-protocol.ts';
import { runSmokeTest } from './smoke-test.ts';
import { chooseDiagramFolder, savePdf } from './print-pdf.ts';
import { DEFAULT_WINDOW, restorableState, type WindowState } from './window-state.ts';

let win: BrowserWindow | null = null;
let services: ReturnType<typeof createServices> | null = null;
const pendingFiles: string[] = [];

/** The renderer URL: electron-vite's dev server, or the built renderer on the app:// scheme. */
function rendererUrl(): string {
  return process.env.ELECTRON_RENDERER_URL ?? APP_INDEX_URL;
}

function send<E extends EventChannel>(channel: E, payload: EventContract[E]): void {
  win?.webContents.send(channel, payload);
}

function recordPathsIn(argv: string[]): string[] {
  return argv.filter(isRecordPath);
}

function openRecordFile(path: string): void {
  if (!win || !services || win.webContents.isLoading()) {
    pendingFiles.push(path);
    return;
  }
  if (!services.records.announce(path)) return;
  // Why grant: File › Save writes back to the file the user opened through main.
  services.saves?.grant(path);
  send('app:open-file', { path });
}

function createWindow(state: WindowState): BrowserWindow {
  const { x, y, width, height } = state.bounds;
  const w = new BrowserWindow({
    ...(x >= 0 && y >= 0 ? { x, y } : {}),
    width,
    height,
    show: false,
    title: 'Banmen',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  if (state.maximized) w.maximize();
  w.once('ready-to-show', () => w.show());
  // Why: no remote content, no new windows, no navigation away from our renderer.
  w.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  w.webContents.on('will-navigate', (e, url) => {
    if (!isTrustedRendererUrl(url, rendererUrl())) e.preventDefault();
  });
  w.webContents.on('did-finish-load', () => pendingFiles.splice(0).forEach(openRecordFile));
  void w.loadURL(rendererUrl());
  return w;
}

function start(): void {
  serveAppScheme(session.defaultSession, join(import.meta.dirname, '../renderer'));
  hardenSession(session.defaultSession, rendererUrl());
  useEngineFilesInMain();
  const userData = app.getPath('userData');
  const settingsStore = openElectronStore(userData, 'settings');
  const autosaveStore = openElectronStore(userData, 'autosave');
  const recentStore = openElectronStore(userData, 'recent-files');
  const s = createServices({
    dataDir: userData,
    sink: send,
    host: 'electron',
    osLang: app.getLocale(),
    stores: {
      settings: settingsStore.store,
      autosave: autosaveStore.store,
      recentFiles: recentStore.store,
      settingsNotice: settingsStore.notice,
    },
    transports: electronTransports,
    pick: (kind) => pickTrainingSource(win, kind),
    chooseEngine: () => pickEngineProgram(win),
    chooseSavePath: (name) => chooseRecordSavePath(win, name, () => {}),
    savePdf: (html, name) => savePdf(win, html, name),
    chooseFolder: (name) => chooseDiagramFolder(win, name),
  });
  services = s;
  registerInvokeHandlers(
    ipcMain,
    createInvokeHandlers(s),
    (event) =>
      event.sender === win?.webContents &&
      isTrustedRendererUrl(event.senderFrame?.url ?? '', rendererUrl()),
  );
  const saved = restorableState(
    settingsStore.store.get('window'),
    screen.getAllDisplays().map((d) => d.workArea),
  );
  win = createWindow(saved ?? DEFAULT_WINDOW);
  win.on('close', () => {
    if (win)
      settingsStore.store.set('window', {
        bounds: win.getNormalBounds(),
        maximized: win.isMaximized(),
      });
  });
  guardWindowClose(win, s.closeGuard, send);
  if (process.env.BANMEN_SMOKE_TEST === '1') runSmokeTest(win);
  const menuSend = (command: MenuCommand) => send('app:menu', { command });
  const native: NativeFileMenu = {
    open: () => void (win && openRecordDialog(win, openRecordFile)),
    saveAs: () => void (win && saveRecordAsDialog(win, send, (p) => s.saves?.grant(p))),
  };
  const setMenu = (lang: Lang) =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate(lang, menuSend, process.platform === 'darwin', native),
      ),
    );
  setMenu(s.settings.get().lang);
  s.settings.onChange((st) => setMenu(st.lang));
  app.on('before-quit', () => void s.engines.quitAll());
  app.on('before-quit', () => s.tournaments.stopAll());
  app.on('before-quit', () => s.training.stopAll());
  app.on('before-quit', () => s.netTraining.stopAll());
}

// Why now: a privileged scheme must be declared before the app is ready.
registerAppScheme();

// Why the lock: a second launch (e.g. double-clicking a record) must go to the running window.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  recordPathsIn(process.argv.slice(1)).forEach(openRecordFile);
  app.on('second-instance', (_e, argv) => {
    recordPathsIn(argv.slice(1)).forEach(openRecordFile);
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('open-file', (e, path) => {
    e.preventDefault();
    openRecordFile(path);
  });
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(start);
}
