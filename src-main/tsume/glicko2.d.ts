/** Types for the `glicko2` package (MIT), which ships none: the parts rating.ts uses. */
declare module 'glicko2' {
  /** One rated player (or, here, one problem). */
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** The rating system with its settings. */
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: Array<[Player, Player, number]>): void;
  }
}
