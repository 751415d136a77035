/**
 * One engine analysing beside Study's first one (issue 44 item 3): its choice, its session and
 * the lines it last sent. The analysis state (analysis.svelte.ts) starts, moves and stops it.
 */
import type { StudyAnalysisLine } from '../../../src-main/shared/contract';

/** An added engine of the analysis. */
export class ExtraEngine {
  /** The registered engine (`engine:list` id). */
  engineId: string = $state('');
  /** Its own number of lines. Origin: two keep four engines' lines within the side pane. */
  multiPV = $state(2);
  /** The session while it analyses. */
  handle: string | null = $state(null);
  /** The name the engine reported. */
  name = $state('');
  lines: StudyAnalysisLine[] = $state([]);
  /** SFEN the lines belong to. */
  linesSfen = $state('');

  constructor(engineId: string) {
    this.engineId = engineId;
  }

  /** Forgets the lines (the position changed or the analysis ended). */
  clear(): void {
    this.lines = [];
    this.linesSfen = '';
  }
}
