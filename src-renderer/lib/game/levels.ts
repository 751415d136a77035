/**
 * The built-in engine's skill levels as the new-game dialog shows them: each level with the
 * approximate strength it plays at, from the calibration in README "Strength › Levels".
 */
import { t } from '../text';

/**
 * Strength bands, weakest first: the highest level of each band and its string key. The bands are
 * Elo against full strength at the same node budget (README "Strength › Levels"): beginner below
 * −800 (levels 0 and 3 measured), casual player −800 to −500 (6), club player −500 to −300 (9, 12),
 * strong amateur above −300 (15, 18); levels not measured take the band between measured neighbours.
 */
const BANDS = [
  { upTo: 3, key: 'levelBeginner' },
  { upTo: 8, key: 'levelCasual' },
  { upTo: 13, key: 'levelClub' },
  { upTo: 19, key: 'levelStrong' },
  { upTo: 20, key: 'levelFull' },
] as const;

/** The approximate strength of `level` (0..20) in the UI language, e.g. "casual player". */
export function levelStrength(level: number): string {
  const band = BANDS.find((b) => level <= b.upTo) ?? BANDS[BANDS.length - 1]!;
  return t(band.key);
}

/** Every level 0..20 with its label for the level list ("7 · casual player"). */
export function levelChoices(): { level: number; label: string }[] {
  return Array.from({ length: 21 }, (_, level) => ({
    level,
    label: `${level} · ${levelStrength(level)}`,
  }));
}
