/**
 * Electron's side of printing (docs/print.md): asks where to save, loads the printable page in
 * a hidden window of its own session (no script, nothing fetched but the page itself) and
 * writes Chromium's printToPDF of it. Also the folder picker of a batch of diagrams.
 */
import { BrowserWindow, dialog, session } from 'electron';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The print window's session: no permission, no request but the page's own file. */
function printSession(pageUrl: string): Electron.Session {
  const s = session.fromPartition('banmen-print');
  s.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  s.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: details.url !== pageUrl && !details.url.startsWith('data:') }),
  );
  return s;
}

/** Chromium's PDF of `html` (A4 unless the page's CSS says otherwise). */
async function pdfOf(html: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-print-'));
  const file = join(dir, 'print.html');
  const win = new BrowserWindow({
    show: false,
    webPreferences: {
      session: printSession(pathToFileURL(file).href),
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    },
  });
  try {
    await writeFile(file, html, 'utf8');
    await win.loadFile(file);
    return await win.webContents.printToPDF({ printBackground: true, preferCSSPageSize: true });
  } finally {
    win.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Asks where to save `suggestedName`, then prints `html` there; the path, or null if cancelled. */
export async function savePdf(
  parent: BrowserWindow | null,
  html: string,
  suggestedName: string,
): Promise<string | null> {
  const options = { defaultPath: suggestedName, filters: [{ name: 'PDF', extensions: ['pdf'] }] };
  const r = parent
    ? await dialog.showSaveDialog(parent, options)
    : await dialog.showSaveDialog(options);
  if (r.canceled || !r.filePath) return null;
  await writeFile(r.filePath, await pdfOf(html));
  return r.filePath;
}

/** The OS folder picker for a batch of diagrams (a new folder may be made in it); null if cancelled. */
export async function chooseDiagramFolder(
  parent: BrowserWindow | null,
  suggestedName: string,
): Promise<string | null> {
  const options = {
    title: suggestedName,
    properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[],
  };
  const r = parent
    ? await dialog.showOpenDialog(parent, options)
    : await dialog.showOpenDialog(options);
  return r.canceled || !r.filePaths[0] ? null : r.filePaths[0];
}
