import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engineErrorText } from '../../src-renderer/lib/engines/error-text.ts';

test('engine errors read in Japanese lead with a Japanese sentence and keep the technical detail', () => {
  const died = {
    code: 'ENGINE_DIED',
    message: 'The engine stopped unexpectedly (exit code 3). The game is kept; …',
    detail: 'exit code 3',
  };
  assert.equal(
    engineErrorText('ja', died),
    'エンジンが異常終了しました。対局は残っています。別の対局者で続けられます（exit code 3）',
  );
  assert.equal(
    engineErrorText('en', died),
    died.message,
    'English shows the host message as it is',
  );
  const start = { code: 'ENGINE_START_FAILED', message: 'spawn /x ENOENT' };
  assert.equal(engineErrorText('ja', start), 'エンジンを起動できませんでした（spawn /x ENOENT）');
  const other = { code: 'SOMETHING_NEW', message: 'odd' };
  assert.equal(engineErrorText('ja', other), 'odd', 'an unknown code keeps the host message');
});
