/**
 * Worker thread body for buildFeatureCacheParallel: builds the cache of its slice of positions
 * and posts progress, then the finished MatchSet (shared memory, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ExpertPosition } from './expert-positions.ts';
import { buildFeatureCache } from './feature-cache.ts';

const { positions } = workerData as { positions: ExpertPosition[] };
const cache = buildFeatureCache(positions, { onProgress: (p) => parentPort!.postMessage({ progress: p.done }) });
parentPort!.postMessage({ cache });
