/**
 * Spaced repetition of practice cards by FSRS (the maintained `ts-fsrs` library, default
 * parameters): a solved card comes back later and later, a failed one within minutes. The
 * schedule is plain JSON (ISO dates) so the deck file holds it as is. Plain Node.
 */
import { Rating, createEmptyCard, fsrs, type Card, type CardInput, type Grade } from 'ts-fsrs';

/** A card's FSRS state as saved (dates as ISO text). */
export type SavedSchedule = Omit<CardInput, 'due' | 'last_review'> & {
  due: string;
  last_review?: string | null;
};

const scheduler = fsrs();

/** The saved form of an FSRS card. */
function save(c: Card): SavedSchedule {
  return {
    ...c,
    due: c.due.toISOString(),
    last_review: c.last_review ? c.last_review.toISOString() : null,
  };
}

/** A new card's schedule: due now. */
export function newSchedule(now: Date): SavedSchedule {
  return save(createEmptyCard(now));
}

/** The grade of an answer: failed → Again; solved with a hint → Hard; solved alone → Good. */
export function gradeOf(correct: boolean, hintsUsed: number): Grade {
  if (!correct) return Rating.Again;
  return hintsUsed > 0 ? Rating.Hard : Rating.Good;
}

/** The schedule after an answer at `now`. */
export function reschedule(s: SavedSchedule, grade: Grade, now: Date): SavedSchedule {
  return save(scheduler.next(s, now, grade).card);
}

/** True if a saved schedule has the fields FSRS needs (a hand-edited file may not). */
export function isSchedule(v: unknown): v is SavedSchedule {
  const s = v as SavedSchedule;
  return (
    !!s &&
    typeof s.due === 'string' &&
    !Number.isNaN(Date.parse(s.due)) &&
    typeof s.stability === 'number' &&
    typeof s.difficulty === 'number' &&
    typeof s.reps === 'number'
  );
}
