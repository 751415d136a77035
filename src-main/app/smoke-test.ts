/**
 * The packaged app's smoke test (BANMEN_SMOKE_TEST=1, run by .github/workflows/package.yml): once
 * the window has loaded, waits for the board to render, prints `SMOKE OK` and quits with 0;
 * prints why and quits with 1 after a load failure or 60 s without a board.
 */
import { app, type BrowserWindow } from 'electron';

/** How long the renderer has to show the board. */
const SMOKE_TIMEOUT_MS = 60_000;

/** Script run in the page: resolves when the board grid is in the document. */
const WAIT_FOR_BOARD = `new Promise((resolve) => {
  const found = () => document.querySelector('[role="grid"]') !== null;
  if (found()) return resolve(true);
  new MutationObserver((_m, o) => { if (found()) { o.disconnect(); resolve(true); } })
    .observe(document.body, { childList: true, subtree: true });
})`;

/** Arms the smoke test on `win`. */
export function runSmokeTest(win: BrowserWindow): void {
  const fail = (why: string) => {
    console.error(`SMOKE FAILED: ${why}`);
    app.exit(1);
  };
  const timer = setTimeout(() => fail(`no board after ${SMOKE_TIMEOUT_MS} ms`), SMOKE_TIMEOUT_MS);
  win.webContents.once('did-fail-load', (_e, code, text, url) =>
    fail(`${url} did not load: ${code} ${text}`),
  );
  win.webContents.once('did-finish-load', () => {
    win.webContents.executeJavaScript(WAIT_FOR_BOARD).then(
      () => {
        clearTimeout(timer);
        console.log(`SMOKE OK ${win.webContents.getURL()}`);
        app.exit(0);
      },
      (err: Error) => fail(err.message),
    );
  });
}
