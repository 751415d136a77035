/**
 * The points of a live evaluation chart: one value per ply, replaced when the same ply is
 * evaluated again and dropped when moves are taken back or another game starts.
 */
import type { EvalPoint } from '../game/eval-score';

/** Evaluations by ply, kept sorted for the chart. */
export class EvalHistory {
  /** The chart's points, by increasing ply. */
  points: EvalPoint[] = $state([]);

  /** Sets the value at `ply` (a later search of the same position replaces the earlier one). */
  set(ply: number, value: number | null): void {
    if (value === null) return;
    const rest = this.points.filter((p) => p.ply !== ply);
    rest.push({ ply, value });
    this.points = rest.sort((a, b) => a.ply - b.ply);
  }

  /**
   * Marks `ply` as a book move: it carries the value before it (0 at the start, where a book
   * line is even), so the chart's line has no gap and the point is drawn as a book move.
   */
  setBook(ply: number): void {
    const before = this.points.filter((p) => p.ply < ply).at(-1);
    const rest = this.points.filter((p) => p.ply !== ply);
    rest.push({ ply, value: before?.value ?? 0, book: true });
    this.points = rest.sort((a, b) => a.ply - b.ply);
  }

  /** Forgets every point after `ply` (moves taken back). */
  truncate(ply: number): void {
    if (this.points.some((p) => p.ply > ply)) this.points = this.points.filter((p) => p.ply <= ply);
  }

  /** Forgets everything (a new game or record). */
  clear(): void {
    if (this.points.length) this.points = [];
  }
}
