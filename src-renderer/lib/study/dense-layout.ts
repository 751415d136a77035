/**
 * Study's dense layout: on a laptop-sized window (about 1280×800) the side pane shows the record
 * with times, the comment, three analysis lines, both charts and the arrows without scrolling,
 * as ShogiHome does. Origin of the numbers: measured by eye at 1280×800 in the browser host
 * (test/browser/study-dense.test.ts checks that everything fits); not tuned further.
 */

/** When the dense layout applies: wide enough for the side pane, not tall enough for the roomy one. */
export const DENSE_QUERY = '(min-width: 1200px) and (max-height: 860px)';

/** The side pane's split (record and comment above, panels below), in percent. */
export const DENSE_SPLIT = { record: 42, panels: 58 } as const;

/** Chart heights in CSS pixels: the evaluation chart and the elapsed-time chart. */
export const DENSE_CHART_HEIGHT = { evaluation: 80, time: 64 } as const;

/** The roomy layout's chart heights (110 is EvalChart's own default). */
export const ROOMY_CHART_HEIGHT = { evaluation: 110, time: 70 } as const;
