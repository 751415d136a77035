/**
 * The comment the user edits versus the comment kept in the record: a review's machine lines
 * (`#review …`, `#review-summary …`) and the drawings line (`[%cal …] [%csl …]`, shown on the
 * board instead) stay in the file, first, but never show in the editor.
 */
import { REVIEW_PREFIX, SUMMARY_PREFIX } from '../../../src-main/shared/study/review-comment';
import { isDrawingLine } from '../../../src-main/shared/records/drawings';

const isMachine = (line: string) =>
  line.startsWith(REVIEW_PREFIX) || line.startsWith(SUMMARY_PREFIX) || isDrawingLine(line);

/** The part of a stored comment the user wrote. */
export function userComment(stored: string): string {
  return stored
    .split('\n')
    .filter((l) => !isMachine(l))
    .join('\n');
}

/** The stored comment after the user's text became `text`: the machine lines kept, first. */
export function storedComment(stored: string, text: string): string {
  const machine = stored.split('\n').filter(isMachine);
  return machine.length ? [...machine, text].join('\n') : text;
}
