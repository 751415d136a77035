/** Engine › Train classical evaluation… texts in both UI languages. */

const EN = {
  engine: 'Engine',
  manageEngines: 'Manage engines…',
  title: 'Train classical evaluation',
  menuItem: 'Train classical evaluation…',
  sources: 'Expert moves',
  folder: 'Records folder',
  positionsFile: 'Positions file (JSONL, optional)',
  browse: 'Browse…',
  winnerOnly: "Winner's moves only",
  skipPlies: 'Skip opening plies',
  limit: 'Max positions (0 = all)',
  ga: 'Genetic algorithm',
  population: 'Population',
  generations: 'Generations',
  crossover: 'Crossover rate',
  mutation: 'Mutation rate',
  seed: 'Seed',
  evolveMaterial: 'Evolve piece values too',
  start: 'Start',
  stop: 'Stop',
  close: 'Close',
  progress: 'Training progress',
  loading: 'Loading records…',
  loaded: '{n} positions loaded',
  caching: 'Caching feature vectors {done} / {total}',
  generation: 'Generation {k} / {n}',
  matched: 'best {m} of {p} positions matched',
  elapsed: '{t} elapsed',
  left: '{t} left',
  finished: 'Finished: {k} generations',
  stopped: 'Stopped after {k} generations (the best weights so far are kept)',
  failed: 'Failed',
  plot: 'Fitness per generation',
  xAxis: 'Generation',
  yAxis: 'Fitness (matches²)',
  best: 'Best',
  average: 'Average',
  noData: 'The plot fills in as generations finish.',
  use: 'Use as engine evaluation',
  useShipped: 'Use shipped weights',
  inUse: 'The built-in engine evaluates with: {w}',
  shipped: 'the shipped weights',
  fullNote:
    'The built-in engine then searches with every feature of these weights (the full evaluation, slower than the shipped one).',
  weightsAt: 'Weights: {f}',
};
type Strings = typeof EN;

const JA: Strings = {
  engine: 'エンジン',
  manageEngines: 'エンジン管理…',
  title: '古典評価関数の学習',
  menuItem: '古典評価関数の学習…',
  sources: 'お手本の指し手',
  folder: '棋譜フォルダ',
  positionsFile: '局面ファイル (JSONL、任意)',
  browse: '参照…',
  winnerOnly: '勝者の指し手のみ',
  skipPlies: '序盤の除外手数',
  limit: '最大局面数 (0 = すべて)',
  ga: '遺伝的アルゴリズム',
  population: '個体数',
  generations: '世代数',
  crossover: '交叉率',
  mutation: '突然変異率',
  seed: 'シード',
  evolveMaterial: '駒の価値も進化させる',
  start: '開始',
  stop: '停止',
  close: '閉じる',
  progress: '学習の進み具合',
  loading: '棋譜を読み込み中…',
  loaded: '{n} 局面を読み込みました',
  caching: '特徴ベクトルを計算中 {done} / {total}',
  generation: '第 {k} / {n} 世代',
  matched: '{p} 局面中 最良 {m} 局面一致',
  elapsed: '経過 {t}',
  left: '残り {t}',
  finished: '完了: {k} 世代',
  stopped: '{k} 世代で停止しました (それまでの最良の重みを保存済み)',
  failed: '失敗',
  plot: '世代ごとの適応度',
  xAxis: '世代',
  yAxis: '適応度 (一致数²)',
  best: '最良',
  average: '平均',
  noData: '世代が終わるたびにグラフが描かれます。',
  use: 'エンジンの評価関数に使う',
  useShipped: '同梱の重みに戻す',
  inUse: '内蔵エンジンの評価関数: {w}',
  shipped: '同梱の重み',
  fullNote:
    '内蔵エンジンはこの重みのすべての特徴で探索します (完全評価。同梱の評価より遅くなります)。',
  weightsAt: '重み: {f}',
};

/** The training texts (`t('training.…')`). */
export const TRAINING = { en: EN, ja: JA };

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}

/** m:ss (or h:mm:ss) from milliseconds. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
