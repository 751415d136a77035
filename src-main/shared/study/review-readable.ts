/**
 * The line of a labelled move's comment a player reads (in Banmen or any other GUI that shows
 * comments as text), written beside the machine line:
 *   Review: mistake (-12.3 %), best ▲２六歩: hangs the silver on 4e (Px4e).
 *   検討：悪手（勝率 -12.3%）最善手 ▲２六歩。４五の銀がただで取られる（△４五歩）。
 * ASCII hyphens (a Shift_JIS file must hold them). The best move is always in KIF notation; the sentence's moves in the chosen notation. A
 * re-review replaces these lines like the machine ones. Pure module.
 */
import type { MoveLabel } from './win-rate.ts';
import type { MoveReview } from './review-types.ts';
import { whyText } from './why-text.ts';
import { say } from './words.ts';
import type { WhyLanguage, WhyNotation } from './why-types.ts';

/** Starts of the readable lines, by language (a re-review recognises and replaces them). */
export const READABLE_PREFIX: { readonly [l in WhyLanguage]: string } = {
  en: 'Review: ',
  ja: '検討：',
};

/** The labels' names by language (English keeps the label's own word). */
const LABEL: { readonly [g in WhyLanguage]: { readonly [l in MoveLabel]: string } } = {
  en: { inaccuracy: 'inaccuracy', dubious: 'dubious', mistake: 'mistake', blunder: 'blunder' },
  ja: { inaccuracy: '緩手', dubious: '疑問手', mistake: '悪手', blunder: '大悪手' },
};

/** How readable lines are written. */
export interface ReadableOptions {
  lang: WhyLanguage;
  /** Notation of the moves inside the sentence (the best move is always KIF). */
  notation: WhyNotation;
}

/** The readable defaults: English, western moves in the sentence. */
export const DEFAULT_READABLE: ReadableOptions = { lang: 'en', notation: 'western' };

/** True if a comment line is a readable review line (in either language). */
export function isReadableLine(line: string): boolean {
  return line.startsWith(READABLE_PREFIX.en) || line.startsWith(READABLE_PREFIX.ja);
}

/** The readable line of a labelled move; null for an unlabelled one. */
export function formatReadableLine(
  m: MoveReview,
  o: ReadableOptions = DEFAULT_READABLE,
): string | null {
  if (!m.label) return null;
  const loss = m.loss.toFixed(1);
  const why = m.why ? whyText(m.why, o.lang, o.notation) : null;
  const best = m.bestJapanese ? say(o.lang, 'readableBest', { best: m.bestJapanese }) : '';
  const label = LABEL[o.lang][m.label];
  const tail = why ? say(o.lang, 'readableWhy', { why }) : '';
  return READABLE_PREFIX[o.lang] + say(o.lang, 'readable', { label, loss, best, why: tail });
}
