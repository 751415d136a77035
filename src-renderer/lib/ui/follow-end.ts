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
/** How long after a touch a scroll counts as the user's, in milliseconds. */
const TOUCH_MS = 600;

/** Keys that scroll a focused list up, away from its end. */
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * Svelte action: keeps `node` scrolled to its end while pinned. Pass any value that changes when
 * items are added (e.g. their count) so the list follows them a frame later.
 */
export function followEnd(node: HTMLElement, _trigger?: unknown) {
  let pinned = true;
  let touchAt = -Infinity;
  let dragging = false;
  const atEnd = (extra = 0) =>
    node.scrollTop + node.clientHeight + extra >= node.scrollHeight - SLACK;
  const toEnd = () => pinned && node.scrollTo({ top: node.scrollHeight });
  // Why a frame later: a chart above the list may be rebuilt in the same update, and a scroll
  // now would be measured against the list's height without it.
  const follow = () => requestAnimationFrame(toEnd);

  /** Why decide on the wheel itself: the scroll it starts is animated, and a move arriving
   * meanwhile would cancel it (scrolling to the end) or leave it short of the new end. */
  function wheeled(e: WheelEvent) {
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? node.clientHeight : 1;
    // Why scrollTop > 0: a list with nothing above (or not yet overflowing) has nowhere to go up.
    if (e.deltaY < 0 && node.scrollTop > 0) pinned = false;
    else if (e.deltaY > 0 && atEnd(e.deltaY * unit)) pinned = true;
  }
  function keyed(e: KeyboardEvent) {
    if (UP_KEYS.has(e.key) && node.scrollTop > 0) pinned = false;
    else if (e.key === 'End') pinned = true;
  }
  function scrolled() {
    if (atEnd()) pinned = true;
    else if (dragging || performance.now() - touchAt < TOUCH_MS) pinned = false;
  }
  const touched = () => (touchAt = performance.now());
  const grab = () => (dragging = true);
  // Why on the window: a scroll bar drag may be released outside the list.
  const release = () => (dragging = false);

  // Why: the panels above grow and shrink as an engine reports, which changes the list's height
  // after it scrolled; the last items then hid below its edge.
  const watch = new ResizeObserver(toEnd);
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
