/** Scores in game records: `'**` comments hold black's point of view in centipawns. */
import type { Score } from '../shared/usi-protocol.ts';

/** Score from black's point of view in centipawns; mates as ±(100000 − plies), as most engines print. */
export function blackPovCp(s: Score, moverIsBlack: boolean): number {
  const own = s.kind === 'cp' ? s.value : Math.sign(s.value || 1) * (100000 - Math.abs(s.value));
  return moverIsBlack ? own : -own;
}
