/**
 * A scrolling list that follows its end as items arrive (a game record, a log), until the user
 * scrolls away to read; scrolling back to the end follows again.
 *
 * Why the user's own input decides, not scroll positions: a scroll event is delivered a frame
 * late, by when a new item or a resize may have moved the end, so a programmatic scroll looked
 * like the user's and the list stopped following (the record hid its last moves).
 */

/** Pixels from the end that still count as "at the end". */
const SLACK = 4;
/** How long after a touch, a wheel or a key a scroll counts as the user's, in milliseconds. */
const INPUT_MS = 600;

/** Keys that scroll a focused list up, away from its end. */
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);
/** Keys that scroll a focused list down, towards its end. */
const DOWN_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);

/**
 * Svelte action: keeps `node` scrolled to its end while pinned. Pass any value that changes when
 * items are added (e.g. their count) so the list follows them a frame later.
 */
export function followEnd(node: HTMLElement, _trigger?: unknown) {
  let pinned = true;
  let touchAt = -Infinity;
  let downAt = -Infinity;
  let dragging = false;
  const now = () => performance.now();
  const atEnd = (extra = 0) =>
    node.scrollTop + node.clientHeight + extra >= node.scrollHeight - SLACK;
  const overflows = () => node.scrollHeight > node.clientHeight + SLACK;
  const toEnd = () => pinned && node.scrollTo({ top: node.scrollHeight });
  // Why a frame later: a chart above the list may be rebuilt in the same update, and a scroll
  // now would be measured against the list's height without it.
  const follow = () => requestAnimationFrame(toEnd);

  /** Why decide on the wheel itself and not on scrollTop: a passive wheel event may arrive
   * after its scroll was applied, and a move arriving meanwhile moves the end again. */
  function wheeled(e: WheelEvent) {
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? node.clientHeight : 1;
    // Why overflows: a list that shows everything has nowhere to go up.
    if (e.deltaY < 0 && overflows()) pinned = false;
    else if (e.deltaY > 0) {
      downAt = now();
      if (atEnd(e.deltaY * unit)) pinned = true;
    }
  }
  function keyed(e: KeyboardEvent) {
    if (UP_KEYS.has(e.key) && overflows()) pinned = false;
    else if (DOWN_KEYS.has(e.key)) downAt = now();
    if (e.key === 'End') pinned = true;
  }
  function scrolled() {
    // Why only the user's own scrolls decide: an event of our own scroll to the end may arrive
    // after the user's wheel up, and pinning on it pulled the list back from where they read.
    if (dragging || now() - touchAt < INPUT_MS) pinned = atEnd();
    else if (now() - downAt < INPUT_MS && atEnd()) pinned = true;
  }
  const touched = () => (touchAt = now());
  const grab = () => (dragging = true);
  // Why on the window: a scroll bar drag may be released outside the list.
  const release = () => (dragging = false);

  // Why: the panels above grow and shrink as an engine reports, which changes the list's height
  // after it scrolled; the last items then hid below its edge.
  const watch = new ResizeObserver(() => {
    // A list grown to show everything follows again: nothing is left for the user to read above.
    if (!overflows()) pinned = true;
    toEnd();
  });
  watch.observe(node);
  const listeners: [EventTarget, string, EventListener][] = [
    [node, 'wheel', wheeled as EventListener],
    [node, 'keydown', keyed as EventListener],
    [node, 'scroll', scrolled],
    [node, 'touchmove', touched],
    [node, 'pointerdown', grab],
    [window, 'pointerup', release],
    [window, 'pointercancel', release],
  ];
  for (const [target, kind, fn] of listeners) target.addEventListener(kind, fn, { passive: true });
  follow();
  return {
    update: follow,
    destroy() {
      watch.disconnect();
      for (const [target, kind, fn] of listeners) target.removeEventListener(kind, fn);
    },
  };
}
