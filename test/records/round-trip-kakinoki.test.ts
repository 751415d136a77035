/**
 * Round trip (KIF, KI2) over every real file that loads: parse → write → parse in each format keeps the
 * tree, comments, times, bookmarks and metadata as far as the format can hold them. What a
 * format cannot hold is listed, with the reason, in helpers/views.ts (LIMITS).
 */
import { roundTripTest } from './helpers/round-trip.ts';

for (const format of ['kif', 'ki2'] as const) roundTripTest(format);
