/**
 * Worker thread body for buildFeatureCacheParallel: builds the cache of its slice of positions
 * and posts progress, then the finished MatchSet (shared memory, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ExpertPosition } from '../expert-positions.ts';
import { buildFeatureCache } from './feature-cache.ts';
import type { MovePrior } from '../../engine/eval/classical/move-prior.ts';

const { positions, foldPriors } = workerData as {
  positions: ExpertPosition[];
  foldPriors?: MovePrior[];
};
const cache = buildFeatureCache(positions, {
  foldPriors,
  onProgress: (p) => parentPort!.postMessage({ progress: p.done }),
});
parentPort!.postMessage({ cache });
