/**
 * The renderer's side of Electron's native file handling: Save As to the path the OS dialog
 * chose, and the answer to "close the window with an edited record?".
 */
import type { BanmenApi } from '../../../src-main/shared/contract';
import { formatForFileName } from '../../../src-main/shared/records/index';
import type { StudyState } from '../study/study.svelte';

/** Saves the study record to `path` in the format its extension names (KIF/KI2/CSA in Shift_JIS unless the record was UTF-8). */
export async function saveStudyTo(study: StudyState, path: string): Promise<boolean> {
  const byName = formatForFileName(path) ?? { format: 'kif' as const };
  const sjis = ['kif', 'ki2', 'csa'].includes(byName.format) && study.encoding !== 'utf-8';
  const encoding = byName.encoding ?? (sjis ? 'shift_jis' : 'utf-8');
  // Why the extension is kept: the user typed this name in the OS dialog.
  return study.save(byName.format, encoding, formatForFileName(path) ? path : `${path}.kif`);
}

/**
 * Wires the close question: reports the record's modified state to the host and, when the
 * host asks, shows the study view's Save / Don't save / Cancel prompt and answers.
 */
export function answerCloseRequests(api: BanmenApi | null, study: StudyState, show: () => void) {
  api?.on('app:close-request', () => {
    show();
    void study.mayClose().then((close) => api.invoke('app:close-answer', close));
  });
  return (modified: boolean) => void api?.invoke('app:record-modified', modified);
}
