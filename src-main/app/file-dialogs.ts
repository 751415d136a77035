/**
 * Electron's native file dialogs for File › Open and File › Save As, and the "save changes?"
 * question when the window closes with an edited record (the browser host keeps its in-page
 * pickers and has no window to close).
 */
import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import type { EventChannel, EventContract } from '../shared/contract.ts';
import type { CloseGuard } from '../services/close-guard.ts';
import { RECORD_EXTENSIONS } from '../shared/records/index.ts';

type Send = <E extends EventChannel>(channel: E, payload: EventContract[E]) => void;

/** Save As formats, by extension (the renderer picks format and encoding from the name). */
const SAVE_FILTERS = [
  { name: 'KIF (Shift_JIS)', extensions: ['kif'] },
  { name: 'KIF (UTF-8)', extensions: ['kifu'] },
  { name: 'KI2', extensions: ['ki2', 'ki2u'] },
  { name: 'CSA', extensions: ['csa'] },
  { name: 'JKF (JSON)', extensions: ['jkf'] },
  { name: 'USI', extensions: ['usi'] },
  { name: 'SFEN', extensions: ['sfen'] },
];

/** File › Open: the OS picker; the chosen file goes through the usual open-file path. */
export async function openRecordDialog(
  win: BrowserWindow,
  open: (path: string) => void,
): Promise<void> {
  const r = await dialog.showOpenDialog(win, {
    properties: ['openFile'],
    filters: [
      { name: 'Shogi records', extensions: RECORD_EXTENSIONS.map((e) => e.slice(1)) },
      { name: 'All files', extensions: ['*'] },
    ],
  });
  if (!r.canceled && r.filePaths[0]) open(r.filePaths[0]);
}

/**
 * The OS Save dialog for a record; `grant` lets `study:write` write the chosen path (the
 * renderer may write nowhere else). Null when cancelled.
 */
export async function chooseRecordSavePath(
  win: BrowserWindow | null,
  suggestedName: string,
  grant: (path: string) => void,
): Promise<string | null> {
  if (!win) return null;
  const r = await dialog.showSaveDialog(win, {
    filters: SAVE_FILTERS,
    ...(suggestedName ? { defaultPath: suggestedName } : {}),
  });
  if (r.canceled || !r.filePath) return null;
  grant(r.filePath);
  return r.filePath;
}

/** File › Save As: the OS picker; the renderer then writes its record to the chosen (granted) path. */
export async function saveRecordAsDialog(
  win: BrowserWindow,
  send: Send,
  grant: (path: string) => void,
): Promise<void> {
  const path = await chooseRecordSavePath(win, '', grant);
  if (path) send('app:save-as', { path });
}

/**
 * Keeps the window open while the renderer has an edited record, asks it (Save / Don't save /
 * Cancel in the page), and closes once it agrees.
 */
export function guardWindowClose(win: BrowserWindow, guard: CloseGuard, send: Send): void {
  let allowed = false;
  win.on('close', (e) => {
    if (allowed || !guard.modified) return;
    e.preventDefault();
    void guard
      .request(() => send('app:close-request', {}))
      .then((close) => {
        if (!close || win.isDestroyed()) return;
        allowed = true;
        win.close();
      });
  });
}

/** The file types each training picker offers (a folder picker has none). */
const TRAINING_FILTERS: Record<'folder' | 'file' | 'data' | 'net', FileFilter[] | undefined> = {
  folder: undefined,
  file: [{ name: 'Positions (JSONL)', extensions: ['jsonl'] }],
  data: [{ name: 'Training data (PackedSfenValue)', extensions: ['bin', 'psv'] }],
  net: [{ name: 'NNUE net', extensions: ['bin', 'nnue', 'bnnue'] }],
};

/**
 * Engine › Train classical evaluation… and › Train network…: the OS picker for a records folder,
 * a JSONL positions file, a data file or a net.
 */
export async function pickTrainingSource(
  win: BrowserWindow | null,
  kind: keyof typeof TRAINING_FILTERS,
): Promise<string | null> {
  if (!win) return null;
  const filters = TRAINING_FILTERS[kind];
  const r = await dialog.showOpenDialog(win, {
    properties: kind === 'folder' ? ['openDirectory'] : ['openFile'],
    filters: filters ? [...filters, { name: 'All files', extensions: ['*'] }] : undefined,
  });
  return r.canceled ? null : (r.filePaths[0] ?? null);
}

/** Add engine: the OS picker for the engine program (the renderer never supplies the path). */
export async function pickEngineProgram(win: BrowserWindow | null): Promise<string | null> {
  if (!win) return null;
  const r = await dialog.showOpenDialog(win, {
    title: 'Choose a USI engine program',
    properties: ['openFile'],
  });
  return r.canceled ? null : (r.filePaths[0] ?? null);
}
