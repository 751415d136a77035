import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorText } from '../../src-renderer/lib/error-text.ts';
import { inLanguage } from '../../src-renderer/lib/text.ts';

test('engine errors read in Japanese lead with a Japanese sentence and keep the technical detail', () => {
  const died = {
    code: 'ENGINE_DIED',
    message: 'The engine stopped unexpectedly (exit code 3). The game is kept; …',
    detail: 'exit code 3',
  };
  assert.equal(
    inLanguage('ja', () => errorText(died)),
    'エンジンが異常終了しました。対局は残っています。別の対局者で続けられます（exit code 3）',
  );
  assert.equal(
    inLanguage('en', () => errorText(died)),
    died.message,
    'English shows the host message as it is',
  );
  const start = { code: 'ENGINE_START_FAILED', message: 'spawn /x ENOENT' };
  assert.equal(
    inLanguage('ja', () => errorText(start)),
    'エンジンを起動できませんでした（spawn /x ENOENT）',
  );
  const other = { code: 'SOMETHING_NEW', message: 'odd' };
  assert.equal(
    inLanguage('ja', () => errorText(other)),
    'odd',
    'an unknown code keeps the host message',
  );
});

test('training errors read in Japanese too, with the path that was not found', () => {
  const missing = { code: 'TRAIN_NO_SOURCE', message: '/x/kifu does not exist', detail: '/x/kifu' };
  assert.equal(
    inLanguage('ja', () => errorText(missing)),
    '棋譜フォルダーまたは局面ファイルを確認してください（/x/kifu）',
  );
  assert.equal(
    inLanguage('en', () => errorText(missing)),
    '/x/kifu does not exist',
  );
  const busy = { code: 'TRAIN_BUSY', message: 'A training is already running' };
  assert.equal(
    inLanguage('ja', () => errorText(busy)),
    '学習を実行中です（A training is already running）',
  );
});

test("the explorer's errors read in Japanese, keeping the path or the reason", () => {
  const folder = {
    code: 'EXPLORER_NOT_A_FOLDER',
    message: 'records is not an absolute path to a folder',
    detail: 'records',
  };
  assert.equal(
    inLanguage('ja', () => errorText(folder)),
    'フォルダーの絶対パスではありません（records）',
  );
  assert.equal(
    inLanguage('en', () => errorText(folder)),
    folder.message,
  );
  const index = { code: 'EXPLORER_INDEX_FAILED', message: 'EACCES: x', detail: 'EACCES: x' };
  assert.equal(
    inLanguage('ja', () => errorText(index)),
    '棋譜の索引作成が止まりました（EACCES: x）',
  );
  const tree = { code: 'EXPLORER_UNKNOWN_TREE', message: 'no tree named "x"', detail: 'x' };
  assert.equal(
    inLanguage('ja', () => errorText(tree)),
    'その戦法の手順木はありません（x）',
  );
});
