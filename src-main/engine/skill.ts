/**
 * Strength levels (USI option `SkillLevel`, 0 = beginner … 20 = full strength).
 *
 * A level is a node limit plus evaluation noise. The noise is a hash of the position key and
 * a seed, so a level plays the same move in the same position every time (calibrating levels
 * in Elo later needs that determinism), while different seeds give different games.
 */
import { SKILL_NODES_BASE, SKILL_NODES_GROWTH, SKILL_NOISE_MAX } from './params.ts';

export const SKILL_MAX = 20;

/** What a level means for the search. */
export interface SkillSettings {
  /** Node limit per move (Infinity at full strength). */
  nodes: number;
  /** Noise amplitude in centipawns added to static evaluations (0 at full strength). */
  noise: number;
  /** Seed mixed into the noise hash. */
  seed: number;
}

/** Settings for `level` (clamped to 0..20). */
export function skillSettings(level: number, seed = 0): SkillSettings {
  const l = Math.max(0, Math.min(SKILL_MAX, Math.round(level)));
  if (l >= SKILL_MAX) return { nodes: Infinity, noise: 0, seed };
  const nodes = Math.round(SKILL_NODES_BASE * 2 ** (l * SKILL_NODES_GROWTH));
  const noise = Math.round((SKILL_NOISE_MAX * (SKILL_MAX - l)) / SKILL_MAX);
  return { nodes, noise, seed };
}

/** Deterministic noise in [−amplitude, amplitude] for a position key (a 32-bit integer mix). */
export function skillNoise(keyLo: number, keyHi: number, s: SkillSettings): number {
  if (s.noise === 0) return 0;
  let h = (keyLo ^ Math.imul(keyHi, 0x9e3779b1) ^ Math.imul(s.seed + 1, 0x85ebca6b)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return ((h >>> 0) % (2 * s.noise + 1)) - s.noise;
}
