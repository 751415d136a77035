/** The new-tournament form's starting values (a quick two-level match of the built-in engine). */
import type { TournamentForm } from '../../../src-main/shared/contract';

/** A fresh form. */
export function defaultForm(): TournamentForm {
  return {
    name: 'match',
    variant: 'shogi',
    format: 'round-robin',
    gamesPerPair: 2,
    engines: [
      { engineId: 'builtin', name: 'Banmen-5', options: { SkillLevel: 5 } },
      { engineId: 'builtin', name: 'Banmen-20', options: { SkillLevel: 20 } },
    ],
    timeControl: {
      kind: 'byoyomi',
      initialMs: 0,
      byoyomiMs: 1000,
      incrementMs: 0,
      moveTimeMs: 1000,
      nodes: 10000,
      depth: 6,
      timeLoss: true,
    },
    openings: { file: '', order: 'sequential', plies: 0, seed: 1 },
    concurrency: 1,
    adjudication: {
      resignScore: 3000,
      resignMoves: 4,
      resignTwoSided: true,
      drawScore: 0,
      drawMoves: 0,
      drawFromPly: 0,
      maxMoves: 320,
    },
    debugLog: false,
    output: '',
  };
}

/** "SkillLevel=5\nThreads=1" ⇄ options (numbers and true/false keep their type). */
export function parseOptions(text: string): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf('=');
    if (i <= 0) continue;
    const v = line.slice(i + 1).trim();
    out[line.slice(0, i).trim()] =
      v === 'true' ? true : v === 'false' ? false : v !== '' && !isNaN(Number(v)) ? Number(v) : v;
  }
  return out;
}

/** The text form of options. */
export function formatOptions(o: Record<string, string | number | boolean>): string {
  return Object.entries(o)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('\n');
}
