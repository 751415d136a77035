/**
 * The app's new-tournament form → a validated tournament config: registered engine ids become
 * engine specs (the built-in engine or an external program), the time-control kind picks its
 * fields, zero disables an adjudication rule, and an empty output means a fresh folder under the
 * app's data folder.
 */
import { fileOptionError } from '../engine/file-options.ts';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { ExternalEngineSpec, Result, TournamentForm } from '../../shared/contract.ts';
import { validateConfig, type TournamentConfig } from '../../tournament/config.ts';
import { err } from '../../shared/result.ts';
import { isObj } from '../../shared/validate.ts';

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
    // An engine's own time control replaces the tournament's (config engines[i].timeControl).
    const own = e.timeControl ? { timeControl: timeControl(e.timeControl) } : {};
    if (e.engineId === BUILTIN_ID) {
      engines.push({ name: e.name, builtin: true, options: e.options ?? {}, ...own });
      continue;
    }
    const ext = externals.find((x) => x.id === e.engineId);
    if (!ext) return err('UNKNOWN_ENGINE', `No registered engine "${e.engineId}"`);
    // Why its own folder as cwd: engines find their eval files next to the program.
    engines.push({
      name: e.name,
      command: ext.path,
      args: ext.args,
      cwd: dirname(ext.path),
      options: e.options ?? {},
      ...own,
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
        ...(resign && a.resignTwoSided === false ? { resignTwoSided: false } : {}),
        ...drawRule(a),
        ...(a.maxMoves > 0 ? { maxMoves: a.maxMoves } : {}),
      },
      ...(form.debugLog === true ? { debugLog: true } : {}),
      ...(form.sprt ? { sprt: form.sprt } : {}),
      seed: form.openings?.seed ?? 1,
      output,
    },
  };
}

/** The draw-adjudication fields, when the form turns the rule on (a window and a move count). */
function drawRule(a: TournamentForm['adjudication']): object {
  if (!(a.drawMoves !== undefined && a.drawMoves > 0 && a.drawScore !== undefined)) return {};
  return {
    drawScore: a.drawScore,
    drawMoves: a.drawMoves,
    ...(a.drawFromPly ? { drawFromPly: a.drawFromPly } : {}),
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
  const shape = formShapeError(form);
  if (shape) return err('BAD_ARGS', `tournament form: ${shape}`);
  // Why here: a FIFO or /dev/zero as EvalFile/BookFile would hang or flood every engine start.
  for (const [i, e] of form.engines.entries()) {
    const badFile = fileOptionError(e.options);
    if (badFile) return err('BAD_ARGS', `engines[${i}].options.${badFile}`);
  }
  const raw = formToRawConfig(form, externals, outputRoot, now);
  if (!raw.ok) return raw;
  const v = validateConfig(raw.value);
  if (!v.ok) return err('BAD_ARGS', `${v.error.where}: ${v.error.message}`);
  return { ok: true, value: v.value };
}

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/**
 * The first field whose type is wrong, or null (why: the renderer is untrusted, and the converter
 * reads these fields before validateConfig can judge their values).
 */
export function formShapeError(form: unknown): string | null {
  if (!isObj(form)) return 'must be an object';
  if (typeof form.name !== 'string') return 'name must be text';
  if (typeof form.output !== 'string') return 'output must be text';
  if (!Array.isArray(form.engines)) return 'engines must be a list';
  for (const [i, e] of form.engines.entries()) {
    if (!isObj(e) || typeof e.engineId !== 'string' || typeof e.name !== 'string')
      return `engines[${i}] must have an engineId and a name`;
    if (e.options !== undefined && !isObj(e.options))
      return `engines[${i}].options must be an object`;
    if (e.timeControl !== undefined) {
      const bad = timeControlShapeError(e.timeControl, `engines[${i}].timeControl`);
      if (bad) return bad;
    }
  }
  const tcBad = timeControlShapeError(form.timeControl, 'timeControl');
  if (tcBad) return tcBad;
  if (!isObj(form.openings) || typeof form.openings.file !== 'string')
    return 'openings must be an object with a file';
  if (!isObj(form.adjudication)) return 'adjudication must be an object';
  for (const k of ['resignScore', 'resignMoves', 'maxMoves'])
    if (!isNumber(form.adjudication[k])) return `adjudication.${k} must be a number`;
  for (const k of ['drawScore', 'drawMoves', 'drawFromPly'])
    if (form.adjudication[k] !== undefined && !isNumber(form.adjudication[k]))
      return `adjudication.${k} must be a number`;
  if (
    form.adjudication.resignTwoSided !== undefined &&
    typeof form.adjudication.resignTwoSided !== 'boolean'
  )
    return 'adjudication.resignTwoSided must be true or false';
  if (form.debugLog !== undefined && typeof form.debugLog !== 'boolean')
    return 'debugLog must be true or false';
  if (form.sprt !== undefined && !isObj(form.sprt)) return 'sprt must be an object';
  return null;
}

/** The first wrong field of a time control, named under `field`, or null. */
function timeControlShapeError(tc: unknown, field: string): string | null {
  if (!isObj(tc) || typeof tc.kind !== 'string') return `${field} must be an object with a kind`;
  for (const k of [
    'initialMs',
    'byoyomiMs',
    'incrementMs',
    'moveTimeMs',
    'nodes',
    'depth',
    'marginMs',
  ])
    if (tc[k] !== undefined && !isNumber(tc[k])) return `${field}.${k} must be a number`;
  return null;
}
