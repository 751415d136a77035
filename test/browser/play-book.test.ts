// Browser test (the real start:web host, Debian Chromium): a Play game between two built-in
// engines with a book from the books folder opens with the book's line up to the chosen ply
// (never the move the book marks "never play"), then the engines play on by themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import {
  ENGINE_SKIP,
  recordItems,
  screenshot,
  SKIP_REASON,
  startGame,
  useBrowserHost,
} from './harness.ts';
import { engineVsEngine, playDataDir } from './harness-play.ts';

const BOOK = fileURLToPath(new URL('../fixtures/book/play.db', import.meta.url));

const web = useBrowserHost(SKIP_REASON, () =>
  playDataDir('play-book', { files: { 'books/play.db': BOOK } }),
);
web.closePagesAfterEach();

test(
  'a game with a book opens with the book moves up to the set ply, then the engines play',
  { skip: ENGINE_SKIP },
  async () => {
    const page = await web.open();
    await startGame(
      page,
      engineVsEngine(async (dialog) => {
        const book = dialog.getByRole('group', { name: 'Book for the engines' });
        await book.getByRole('combobox', { name: /^Book/ }).selectOption('play.db');
        await book.getByRole('spinbutton', { name: 'Up to ply' }).fill('4');
        await screenshot(page, 'new-game-book-1280x800');
      }),
    );
    // The book's odd line (1六歩 9四歩 9六歩 1四歩), which no engine plays by itself, then
    // the engines' own fifth move.
    await recordItems(page).nth(4).waitFor({ timeout: 60_000 });
    const moves = (await recordItems(page).allTextContents()).slice(0, 4).join(' ');
    assert.match(moves, /^▲\s*[1１]六歩.*△\s*[9９]四歩.*▲\s*[9９]六歩.*△\s*[1１]四歩/);
    await screenshot(page, 'play-book-1280x800');
    await page.close();
  },
);
