// Electron end-to-end: the packaged main, preload and renderer in a real Electron window.
// It skips (with its reason) where the Electron binary is not installed, as on this project's
// Linux CI box; on a desktop with Electron it builds the app and plays one move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

/** The Electron executable, or the reason there is none (no download is attempted). */
function electronBinary(): { path: string } | { reason: string } {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile))
    return {
      reason:
        'the Electron binary is not installed (node_modules/electron has no path.txt); use npm run start:web',
    };
  const path = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(path)) return { reason: `the Electron binary ${path} is missing` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    return { reason: 'no display to open an Electron window on' };
  return { path };
}

const bin = electronBinary();

test(
  'the Electron app opens its window with the board and plays a move',
  { skip: 'reason' in bin ? bin.reason : false },
  async () => {
    const build = spawnSync(
      process.execPath,
      ['node_modules/electron-vite/bin/electron-vite.js', 'build'],
      { stdio: 'inherit' },
    );
    assert.equal(build.status, 0, 'electron-vite build');
    const { _electron } = await import('playwright-core');
    const app = await _electron.launch({
      executablePath: (bin as { path: string }).path,
      args: ['.'],
    });
    try {
      const page = await app.firstWindow();
      await page.getByRole('grid', { name: /^(Board|盤面)$/ }).waitFor();
      assert.equal(
        await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require),
        'undefined',
        'no Node in the renderer',
      );
      assert.equal(
        await page.evaluate(() => typeof (window as unknown as { banmen?: unknown }).banmen),
        'object',
        'the contract is exposed',
      );
      await page.getByRole('button', { name: /^(New game|新規対局)$/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Start|対局開始)$/ })
        .click();
      await page.getByRole('gridcell', { name: /^7g,/ }).click();
      await page.getByRole('gridcell', { name: /^7f,/ }).click();
      await page.getByRole('gridcell', { name: /^7f, (black pawn|先手 歩)$/ }).waitFor();
    } finally {
      await app.close();
    }
  },
);
