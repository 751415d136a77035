/**
 * The play view's game information as label/value rows: the players (named 下手/上手 in a
 * handicap game), the start position, each side's time control, the move limit and the date.
 */
import type {
  EngineDescriptor,
  NewGameOptions,
  PlayerSpec,
  SideTime,
} from '../../../src-main/shared/contract';
import { sideName } from '../i18n';
import { t } from '../text';

/** One row of the panel. */
export interface InfoRow {
  label: string;
  value: string;
}

/** A player's name: Human, the built-in engine with its level, or the external engine's name. */
export function playerName(p: PlayerSpec, engines: EngineDescriptor[]): string {
  if (p.kind === 'human') return t('human');
  if (p.kind === 'builtin') return `Banmen (${t('skillLevel')} ${p.skillLevel})`;
  return engines.find((e) => e.id === p.engineId)?.name ?? p.engineId;
}

/** "10 min + 30 s byoyomi", "5 min + 10 s/move", or "no limit", in the UI language. */
export function timeText(time: SideTime): string {
  const parts: string[] = [];
  if (time.mainMs > 0) parts.push(t('game.timeMain', { n: time.mainMs / 60000 }));
  if (time.byoyomiMs > 0) parts.push(t('game.timeByoyomi', { n: time.byoyomiMs / 1000 }));
  if (time.incrementMs > 0) parts.push(t('game.timeIncrement', { n: time.incrementMs / 1000 }));
  return parts.length ? parts.join(' + ') : t('game.noTime');
}

/** The rows for a game started with `o` at `startedAt` (ms since the epoch). */
export function gameInfoRows(
  o: NewGameOptions,
  handicap: boolean,
  engines: EngineDescriptor[],
  startedAt: number,
): InfoRow[] {
  const mark = (c: 0 | 1) => `${c === 0 ? '☗' : '☖'} ${sideName(c, handicap)}`;
  const start = o.variant === 'minishogi' ? t('minishogi') : t(`game.start:${o.start}`);
  const same = timeText(o.blackTime) === timeText(o.whiteTime);
  return [
    { label: mark(0), value: playerName(o.black, engines) },
    { label: mark(1), value: playerName(o.white, engines) },
    { label: t('game.infoStart'), value: start },
    ...(same
      ? [{ label: t('timeControl'), value: timeText(o.blackTime) }]
      : [
          { label: `${t('timeControl')} ☗`, value: timeText(o.blackTime) },
          { label: `${t('timeControl')} ☖`, value: timeText(o.whiteTime) },
        ]),
    {
      label: t('game.infoMaxMoves'),
      value: o.maxMoves > 0 ? String(o.maxMoves) : t('game.infoNone'),
    },
    { label: t('game.infoDate'), value: new Date(startedAt).toLocaleString(t('game.locale')) },
  ];
}
