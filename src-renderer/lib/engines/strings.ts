/** Manage engines texts in both UI languages. */

const EN = {
  manageEngines: 'Manage engines',
  engines: 'Engines',
  builtin: 'built-in',
  options: 'Options',
  loading: 'Starting the engine to read its options…',
  noOptions: 'This engine declares no options.',
  save: 'Save',
  saved: 'Saved. These values are sent whenever this engine starts.',
  resetAll: 'Defaults',
  close: 'Close',
  defaultIs: 'default',
  pickEngine: 'Choose an engine to see its options.',
  engineName: 'Name',
};
type Strings = typeof EN;

const JA: Strings = {
  manageEngines: 'エンジン管理',
  engines: 'エンジン',
  builtin: '内蔵',
  options: 'オプション',
  loading: 'エンジンを起動してオプションを読み込み中…',
  noOptions: 'このエンジンにはオプションがありません。',
  save: '保存',
  saved: '保存しました。このエンジンの起動時に毎回送られます。',
  resetAll: '既定値',
  close: '閉じる',
  defaultIs: '既定',
  pickEngine: 'エンジンを選ぶとオプションが表示されます。',
  engineName: '名前',
};

/** The Manage engines texts (`t('engines.…')`). */
export const ENGINES = { en: EN, ja: JA };
