/**
 * Tuned constants of the analysis services in one place. Plain data.
 */

/**
 * Budget of each df-pn solve a why-sentence runs (two at most per labelled move): 20,000 nodes
 * or 200 ms, whichever comes first. Mates of up to 9 plies in game positions are found well
 * within it on this machine; the cap keeps a 100-move review with 20 labelled moves to a few
 * seconds of solving.
 */
export const WHY_MATE_MAX_NODES = 20_000;
export const WHY_MATE_MAX_MS = 200;

/**
 * Why-sentence kinds a review does not give. "Loses material" and "loses the exchange" count
 * material along an 8-ply line of a short search, and a deeper search's line confirmed them in
 * only 2 of 7 and 1 of 3 labelled moves of amateur games (`npm run -s bench:why`,
 * docs/learning.md). "Walks into a fork": confirmed in 1 of 4 over 74 games (session 28); the
 * stricter fact of session 29 (`forkHolds`: the forking piece cannot be taken without loss, no
 * single move saves both pieces) kept 1 of the 4, one the 8N line did not confirm, and removed
 * the confirmed one; at 40,000 nodes it was confirmed in 1 of 3 over 55 games. So the kind is
 * not given (session 29). The kinds given: 198 of 203 confirmed (session 29, 55 games).
 */
export const WHY_KINDS_NOT_GIVEN: readonly string[] = ['loses-material', 'loses-exchange', 'fork'];
