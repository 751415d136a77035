// The player name, set once in Settings: Practice then finds "your" moves by it without asking,
// and the name is still there when the app is opened again (saved in the data folder).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSettings, screenshot, SKIP_REASON, useBrowserHost } from './harness.ts';
import { showView } from './harness-learn.ts';

const web = useBrowserHost(SKIP_REASON);
const SKIP = SKIP_REASON ?? false;
web.closePagesAfterEach();

test(
  'Settings sets the player name that Practice uses, and it is kept',
  { skip: SKIP },
  async () => {
    const page = await web.open();
    const settings = await openSettings(page);
    const input = settings.getByRole('textbox', { name: 'Your player name' });
    assert.equal(await input.inputValue(), '', 'no name before the first one is set');
    await input.fill('yamada_3d');
    await settings.getByRole('button', { name: 'Save name' }).click();
    await settings
      .getByRole('status')
      .getByText('Practice finds your moves by this name')
      .waitFor();
    await screenshot(page, 'settings-player-name');
    await settings.getByRole('button', { name: 'Close' }).click();

    // Practice does not ask who the user is: it names the player set in Settings.
    await showView(page, 'Practice');
    await page.getByText('Player: yamada_3d').waitFor();
    assert.equal(await page.getByText('Which player are you?').count(), 0);

    // Opened again: Settings shows the saved name.
    const again = await web.open();
    const reopened = await openSettings(again);
    const field = reopened.getByRole('textbox', { name: 'Your player name' });
    await again.waitForFunction(
      () => (document.getElementById('player-name-setting') as HTMLInputElement)?.value !== '',
    );
    assert.equal(await field.inputValue(), 'yamada_3d');
    // Why: the row must fit a small window in the dark theme too (looked at by hand).
    await again.setViewportSize({ width: 1024, height: 700 });
    await again.emulateMedia({ colorScheme: 'dark' });
    await screenshot(again, 'settings-player-name-dark-1024');
  },
);
