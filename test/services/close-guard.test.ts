import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CloseGuard } from '../../src-main/services/close-guard.ts';

test('closing asks only while the record is edited, once per request, and follows the answer', async () => {
  const g = new CloseGuard();
  assert.equal(g.modified, false, 'an unedited record closes without a question');
  g.setModified(true);
  assert.equal(g.modified, true);
  let asked = 0;
  const first = g.request(() => asked++);
  const second = g.request(() => asked++);
  assert.equal(asked, 1, 'a second close click joins the open question');
  g.answer(false);
  assert.deepEqual(await Promise.all([first, second]), [false, false]);
  assert.equal(g.modified, true, 'Cancel keeps the edits and the guard');
  const third = g.request(() => asked++);
  assert.equal(asked, 2);
  g.answer(true);
  assert.equal(await third, true);
  assert.equal(g.modified, false, 'after Save or Don’t save the window may close');
});
