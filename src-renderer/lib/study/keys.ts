/**
 * Keyboard shortcuts of the study view: ←/→ moves, ↑/↓ variations, Home/End, and Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z (or Ctrl+Y) for record undo/redo.
 */

/** What a shortcut does. */
export type StudyAction = 'next' | 'prev' | 'first' | 'last' | 'up' | 'down' | 'undo' | 'redo';

const NAV: { [key: string]: StudyAction } = {
  ArrowRight: 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

/**
 * The action of a key press, or null. Navigation keys are left alone in text fields and on the
 * board grid (whose arrows move the square focus); undo/redo also apply in the comment box,
 * because typing a comment is a record edit.
 */
export function shortcutFor(e: KeyboardEvent): StudyAction | null {
  const el = e.target as HTMLElement | null;
  const tag = el?.tagName ?? '';
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey) {
    const k = e.key.toLowerCase();
    if (tag === 'INPUT') return null;
    if (k === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (k === 'y') return 'redo';
    return null;
  }
  if (e.altKey || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return null;
  if (el?.closest?.('[role="grid"]')) return null;
  return NAV[e.key] ?? null;
}
