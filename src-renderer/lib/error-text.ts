/**
 * Host errors (engines, training, the opening explorer) as the user reads them: the host's messages are English and
 * technical (a path, an exit code), so the Japanese UI leads with a sentence for the error's code
 * (`error-strings.ts`) and keeps the original, or just its technical detail, in brackets.
 */
import { hasErrorText } from './error-strings';
import { t } from './text';

/** An error as the host sends it. */
export interface CodedError {
  code?: string;
  message: string;
  /** The technical part alone, when the host gives it (shown instead of the whole message). */
  detail?: string;
}

/** The text to show for a host error in the UI language. */
export function errorText(e: CodedError): string {
  const lead = e.code && hasErrorText(e.code) ? t(`error.${e.code}`) : '';
  return lead ? `${lead}（${e.detail ?? e.message}）` : e.message;
}
