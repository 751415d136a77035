// Accumulator refresh cache of one context (the idea Stockfish calls "Finny tables"; the TS
// backend has its own, src-main/engine/eval/nnue/refresh-cache.ts): per perspective and king
// square, the accumulator last built for that square and its set of active features. A refresh
// (a new root, or this perspective's king moved) then adds and removes only the rows that differ
// from the cached set, usually a few instead of 38. The int16 sums wrap modulo 2^16, so the order
// of the additions does not matter and the result is bit-identical to a refresh from the bias.
#ifndef BANMEN_REFRESH_CACHE_H
#define BANMEN_REFRESH_CACHE_H

#include <cstdint>

#include "nnue.h"
#include "slot_records.h"

namespace banmen {

constexpr int kFeatureWords = (kFeEnd + 31) / 32;  // one bit per BonaPiece

struct RefreshEntry {
  alignas(32) int16_t acc[kHalfDims];
  uint32_t features[kFeatureWords];  // BonaPieces 1.. present (0 is never a real piece)
  int zeros;                         // how many times BonaPiece 0 (a piece not in the game) is listed
  bool valid;                        // false until the first build for this square
};

// Entries for both perspectives × 81 king squares.
constexpr int kRefreshEntries = 2 * 81;

// Writes into dst the accumulator of perspective c with the kMaxActive features `active` (as
// DecodeBoard lists them: all of one king square, BonaPiece 0 as padding), from the cache entry of
// that king square, and updates the entry.
void CachedRefresh(RefreshEntry* cache, const Kernels& k, const Weights& w, int c, const int32_t* active,
                   int16_t* dst);

}  // namespace banmen

#endif  // BANMEN_REFRESH_CACHE_H
