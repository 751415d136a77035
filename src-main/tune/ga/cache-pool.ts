/**
 * Builds the feature-vector cache on several worker threads: each builds the cache of one
 * contiguous slice of the positions, and the slices are joined in order, so the result is the
 * same as a single-threaded build.
 */
import type { ExpertPosition } from '../expert-positions.ts';
import { buildFeatureCache, type CacheProgress, type FeatureCache } from './feature-cache.ts';
import type { MovePrior } from '../../engine/eval/classical/move-prior.ts';
import type { MatchSet } from './match-set.ts';
import { startTuneWorker } from '../worker-boot.ts';

/** Joins MatchSets built on consecutive slices of positions. */
export function concatMatchSets(sets: readonly MatchSet[]): MatchSet {
  const positions = sets.reduce((n, s) => n + s.positions, 0);
  const children = sets.reduce((n, s) => n + s.childStart[s.positions]!, 0);
  const entries = sets.reduce((n, s) => n + s.entryStart[s.childStart[s.positions]!]!, 0);
  const shared = <T>(
    ctor: { new (b: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
    n: number,
  ): T => new ctor(new SharedArrayBuffer(Math.max(1, n) * ctor.BYTES_PER_ELEMENT));
  const out: MatchSet = {
    featureCount: sets[0]?.featureCount ?? 0,
    positions,
    childStart: shared(Int32Array, positions + 1),
    expertChild: shared(Int32Array, positions),
    entryStart: shared(Int32Array, children + 1),
    featIdx: shared(Uint16Array, entries),
    featVal: shared(Int16Array, entries),
    kind: shared(Uint8Array, positions),
    childKind: shared(Uint8Array, children),
  };
  let p0 = 0;
  let c0 = 0;
  let e0 = 0;
  for (const s of sets) {
    const nc = s.childStart[s.positions]!;
    const ne = s.entryStart[nc]!;
    for (let p = 0; p < s.positions; p++) {
      out.childStart[p0 + p] = c0 + s.childStart[p]!;
      out.expertChild[p0 + p] = s.expertChild[p]! < 0 ? -1 : c0 + s.expertChild[p]!;
    }
    for (let c = 0; c < nc; c++) out.entryStart[c0 + c] = e0 + s.entryStart[c]!;
    out.featIdx.set(s.featIdx.subarray(0, ne), e0);
    out.featVal.set(s.featVal.subarray(0, ne), e0);
    out.kind.set(s.kind.subarray(0, s.positions), p0);
    out.childKind.set(s.childKind.subarray(0, nc), c0);
    p0 += s.positions;
    c0 += nc;
    e0 += ne;
  }
  out.childStart[positions] = c0;
  out.entryStart[children] = e0;
  return out;
}

/**
 * The cache of `positions` built on `threads` workers (in this thread when threads ≤ 1);
 * `foldPriors` as in buildFeatureCache.
 */
export async function buildFeatureCacheParallel(
  positions: readonly ExpertPosition[],
  threads: number,
  onProgress?: (p: CacheProgress) => void,
  foldPriors?: readonly MovePrior[],
): Promise<FeatureCache> {
  if (threads <= 1 || positions.length < 64)
    return buildFeatureCache(positions, { onProgress, foldPriors });
  const size = Math.ceil(positions.length / threads);
  const done = new Array<number>(threads).fill(0);
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const slice = positions.slice(t * size, (t + 1) * size);
      const worker = startTuneWorker('ga/cache-worker', { positions: slice, foldPriors });
      return new Promise<FeatureCache>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (m: { progress?: number; cache?: FeatureCache }) => {
          if (m.cache) {
            resolve(m.cache);
            void worker.terminate();
            return;
          }
          done[t] = m.progress ?? 0;
          onProgress?.({ done: done.reduce((a, b) => a + b, 0), total: positions.length });
        });
      });
    }),
  );
  return {
    set: concatMatchSets(parts.map((p) => p.set)),
    skipped: parts.reduce((n, p) => n + p.skipped, 0),
    children: parts.reduce((n, p) => n + p.children, 0),
  };
}
