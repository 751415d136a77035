/**
 * The app's new-tournament form → a validated tournament config: registered engine ids become
 * engine specs (the built-in engine or an external program), the time-control kind picks its
 * fields, zero disables an adjudication rule, and an empty output means a fresh folder under the
 * app's data folder.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { ExternalEngineSpec, Result, TournamentForm } from '../../ipc/contract.ts';
import { validateConfig, type TournamentConfig } from '../../tournament/config.ts';

/** Id of the built-in engine in the engine list (same as the engine host's). */
const BUILTIN_ID = 'builtin';

/** A folder name from a tournament name and a time stamp (`smoke-20261121-140312`). */
export function defaultFolderName(name: string, now: Date): string {
  const safe = name.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^_+|_+$/g, '') || 'tournament';
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${safe}-${stamp}`;
}

/** The raw config JSON (the CLI's format) for a form. */
export function formToRawConfig(
  form: TournamentForm,
  externals: readonly ExternalEngineSpec[],
  outputRoot: string,
  now = new Date(),
): Result<object> {
  const engines = [];
  for (const e of form.engines ?? []) {
    if (e.engineId === BUILTIN_ID) {
      engines.push({ name: e.name, builtin: true, options: e.options ?? {} });
      continue;
    }
    const ext = externals.find((x) => x.id === e.engineId);
    if (!ext) return fail('UNKNOWN_ENGINE', `No registered engine "${e.engineId}"`);
    // Why its own folder as cwd: engines find their eval files next to the program.
    engines.push({
      name: e.name,
      command: ext.path,
      args: ext.args,
      cwd: dirname(ext.path),
      options: e.options ?? {},
    });
  }
  const a = form.adjudication ?? { resignScore: 0, resignMoves: 0, maxMoves: 0 };
  const resign = a.resignScore > 0 && a.resignMoves > 0;
  const output = form.output?.trim()
    ? resolve(outputRoot, form.output.trim())
    : join(outputRoot, defaultFolderName(form.name, now));
  const file = form.openings?.file?.trim();
  return {
    ok: true,
    value: {
      name: form.name?.trim() || 'tournament',
      variant: form.variant,
      format: form.format,
      gamesPerPair: form.gamesPerPair,
      engines,
      timeControl: timeControl(form.timeControl),
      ...(file
        ? {
            openings: {
              file: isAbsolute(file) ? file : resolve(file),
              order: form.openings.order,
              ...(form.openings.plies > 0 ? { plies: form.openings.plies } : {}),
              seed: form.openings.seed,
            },
          }
        : {}),
      concurrency: form.concurrency,
      adjudication: {
        ...(resign ? { resignScore: a.resignScore, resignMoves: a.resignMoves } : {}),
        ...(a.maxMoves > 0 ? { maxMoves: a.maxMoves } : {}),
      },
      ...(form.sprt ? { sprt: form.sprt } : {}),
      seed: form.openings?.seed ?? 1,
      output,
    },
  };
}

/** The config's time-control object: the fields of the chosen kind, plus margin and time-loss rule. */
function timeControl(tc: TournamentForm['timeControl']): object {
  return {
    ...clockFields(tc),
    ...(tc?.marginMs !== undefined ? { marginMs: tc.marginMs } : {}),
    ...(tc?.timeLoss !== undefined ? { timeLoss: tc.timeLoss } : {}),
  };
}

/** Only the fields of the chosen kind. */
function clockFields(tc: TournamentForm['timeControl']): object {
  switch (tc?.kind) {
    case 'fischer':
      return { initialMs: tc.initialMs, incrementMs: tc.incrementMs };
    case 'sudden-death':
      return { initialMs: tc.initialMs };
    case 'movetime':
      return { moveTimeMs: tc.moveTimeMs };
    case 'nodes':
      return { nodes: tc.nodes };
    case 'depth':
      return { depth: tc.depth };
    default:
      return { initialMs: tc?.initialMs ?? 0, byoyomiMs: tc?.byoyomiMs ?? 1000 };
  }
}

/** Validates a form into a config (errors name the field, as the CLI's do). */
export function formToConfig(
  form: TournamentForm,
  externals: readonly ExternalEngineSpec[],
  outputRoot: string,
  now = new Date(),
): Result<TournamentConfig> {
  if (!form || typeof form !== 'object') return fail('BAD_ARGS', 'no tournament form');
  const raw = formToRawConfig(form, externals, outputRoot, now);
  if (!raw.ok) return raw;
  const v = validateConfig(raw.value);
  if (!v.ok) return fail('BAD_ARGS', `${v.error.field}: ${v.error.message}`);
  return { ok: true, value: v.config };
}

function fail<T>(code: 'BAD_ARGS' | 'UNKNOWN_ENGINE', message: string): Result<T> {
  return { ok: false, error: { code, message } };
}
