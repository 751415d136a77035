/**
 * Cross-fitting folds: every expert position goes to one of K folds by the game it came from,
 * so that a model fitted without fold k can score fold k's positions as if they were held out
 * (positions of one game are alike, so they must stay together).
 */
import type { ExpertPosition } from './expert-positions.ts';

/** The game a position came from: its source without the ply (records name `file#ply`). */
export function gameKey(ep: ExpertPosition): string {
  return ep.source.replace(/#\d+$/, '');
}

/** The fold (0..folds-1) of a position, from an FNV-1a hash of its game, so it is stable across runs. */
export function foldOf(ep: ExpertPosition, folds: number): number {
  // A hash, not the load order, so adding files does not move the games already there.
  let h = 0x811c9dc5;
  const key = gameKey(ep);
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % folds;
}
