/**
 * The play view's game information as label/value rows: the players (named 下手/上手 in a
 * handicap game), the start position, each side's time control, the move limit and the date.
 */
import type {
  EngineDescriptor,
  Lang,
  NewGameOptions,
  PlayerSpec,
  SideTime,
} from '../../../src-main/shared/contract';
import { START_NAME_EN, START_NAME_JA } from './handicaps';
import { sideName } from '../i18n';
import { t } from '../text';

/** One row of the panel. */
export interface InfoRow {
  label: string;
  value: string;
}

const WORDS = {
  en: { start: 'Start', date: 'Date', maxMoves: 'Move limit', none: 'none', noTime: 'no limit' },
  ja: {
    start: '手合割',
    date: '開始日時',
    maxMoves: '最大手数',
    none: 'なし',
    noTime: '時間無制限',
  },
};

/** A player's name: Human, the built-in engine with its level, or the external engine's name. */
export function playerName(p: PlayerSpec, engines: EngineDescriptor[]): string {
  if (p.kind === 'human') return t('human');
  if (p.kind === 'builtin') return `Banmen (${t('skillLevel')} ${p.skillLevel})`;
  return engines.find((e) => e.id === p.engineId)?.name ?? p.engineId;
}

/** "10 min + 30 s byoyomi", "5 min + 10 s/move", or "no limit". */
export function timeText(time: SideTime, lang: Lang): string {
  const parts: string[] = [];
  const ja = lang === 'ja';
  if (time.mainMs > 0) parts.push(ja ? `${time.mainMs / 60000}分` : `${time.mainMs / 60000} min`);
  if (time.byoyomiMs > 0)
    parts.push(ja ? `秒読み${time.byoyomiMs / 1000}秒` : `${time.byoyomiMs / 1000} s byoyomi`);
  if (time.incrementMs > 0)
    parts.push(ja ? `加算${time.incrementMs / 1000}秒` : `${time.incrementMs / 1000} s/move`);
  return parts.length ? parts.join(' + ') : WORDS[lang].noTime;
}

/** The rows for a game started with `o` at `startedAt` (ms since the epoch). */
export function gameInfoRows(
  o: NewGameOptions,
  handicap: boolean,
  engines: EngineDescriptor[],
  lang: Lang,
  startedAt: number,
): InfoRow[] {
  const w = WORDS[lang];
  const mark = (c: 0 | 1) => `${c === 0 ? '☗' : '☖'} ${sideName(lang, c, handicap)}`;
  const start =
    o.variant === 'minishogi'
      ? t('minishogi')
      : (lang === 'ja' ? START_NAME_JA : START_NAME_EN)[o.start];
  const same = timeText(o.blackTime, lang) === timeText(o.whiteTime, lang);
  return [
    { label: mark(0), value: playerName(o.black, engines) },
    { label: mark(1), value: playerName(o.white, engines) },
    { label: w.start, value: start },
    ...(same
      ? [{ label: t('timeControl'), value: timeText(o.blackTime, lang) }]
      : [
          { label: `${t('timeControl')} ☗`, value: timeText(o.blackTime, lang) },
          { label: `${t('timeControl')} ☖`, value: timeText(o.whiteTime, lang) },
        ]),
    { label: w.maxMoves, value: o.maxMoves > 0 ? String(o.maxMoves) : w.none },
    { label: w.date, value: new Date(startedAt).toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-GB') },
  ];
}
