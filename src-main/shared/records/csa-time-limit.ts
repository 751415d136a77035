/**
 * The time limit of a record in CSA's own forms: V2.2 `$TIME_LIMIT:HH:MM+SS` (main time, then
 * byoyomi seconds) and V3.0 `$TIME:<seconds>+<byoyomi>+<increment>`. The record may hold it
 * as a KIF 持ち時間 text (`30分+30秒`, `1時間`, `各10分（秒読み30秒）`) or in either CSA form.
 * Pure module.
 */

/** A time control: main time, byoyomi and Fischer increment, in seconds. */
export interface TimeControl {
  mainSeconds: number;
  byoyomiSeconds: number;
  incrementSeconds: number;
}

const V2 = /^(\d+):(\d{2})\+(\d+)$/;
const V3 = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/;
/** 持ち時間 text once cleaned: [H時間][M分][S秒] main time, then `+S秒` or `秒読みS秒`, or `+S秒加算`. */
const KIF =
  /^(?:(\d+)時間)?(?:(\d+)分)?(?:(\d+)秒)?(?:(?:\+|秒読み)(\d+)秒(加算)?)?(?:\+?秒読み(\d+)秒)?$/;

/** Full-width digits to ASCII, and the words and marks that do not change the meaning removed. */
function clean(text: string): string {
  return text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/＋/g, '+')
    .replace(/[\s　()（）、,]|各|切れ負け/g, '');
}

/** Reads a time-limit text in any of the forms above; null if it is none of them. */
export function parseTimeControl(text: string): TimeControl | null {
  const s = clean(text);
  let m = V2.exec(s);
  if (m) {
    const mainSeconds = (Number(m[1]) * 60 + Number(m[2])) * 60;
    return { mainSeconds, byoyomiSeconds: Number(m[3]), incrementSeconds: 0 };
  }
  m = V3.exec(s);
  if (m)
    return {
      mainSeconds: Number(m[1]),
      byoyomiSeconds: Number(m[2]),
      incrementSeconds: Number(m[3]),
    };
  m = KIF.exec(s);
  // Why the check: the pattern's parts are all optional, so it also matches "" and "秒読み".
  if (!m || s === '' || (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[6]) === undefined) return null;
  const mainSeconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  const extra = Number(m[4] ?? 0);
  return {
    mainSeconds,
    byoyomiSeconds: m[5] ? Number(m[6] ?? 0) : extra + Number(m[6] ?? 0),
    incrementSeconds: m[5] ? extra : 0,
  };
}

/** The value of `$TIME_LIMIT:` (V2.2, `HH:MM+SS`); null when V2.2 cannot state it. */
function v2(tc: TimeControl): string | null {
  // V2.2 has whole minutes and no increment.
  if (tc.incrementSeconds !== 0 || tc.mainSeconds % 60 !== 0) return null;
  if (!Number.isInteger(tc.byoyomiSeconds)) return null;
  const minutes = tc.mainSeconds / 60;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}+${String(tc.byoyomiSeconds).padStart(2, '0')}`;
}

/**
 * The CSA header value for a record's time-limit text in the given version, or an explanation
 * of why it cannot be written (the caller lists it as dropped).
 */
export function csaTimeLimit(
  text: string,
  version: '2.2' | '3.0',
): { ok: true; value: string } | { ok: false; reason: string } {
  const tc = parseTimeControl(text);
  if (!tc) return { ok: false, reason: `header 持ち時間 "${text}": not a time limit we can read` };
  if (version === '3.0')
    return { ok: true, value: `${tc.mainSeconds}+${tc.byoyomiSeconds}+${tc.incrementSeconds}` };
  const value = v2(tc);
  return value
    ? { ok: true, value }
    : {
        ok: false,
        reason: `header 持ち時間 "${text}": CSA V2.2's HH:MM+SS cannot state it (an increment or seconds); write CSA V3.0`,
      };
}
