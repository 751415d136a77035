#!/bin/bash
# Side-by-side NNUE figures: alternates Banmen's bench:nnue and YaneuraOu's `nnbench` (a local,
# uncommitted command in YaneuraOu's usi.cpp; see README "NNUE") on the same roots and net.
#   YANEURAOU_BIN=<YaneuraOu-by-gcc> YANEURAOU_EVALDIR=<dir with nn.bin> ROOTS=<roots.sfen> \
#     NET=.bench/dense.bin [KERNEL=avx512vnni] scripts/nnue-vs-yaneuraou.sh [pairs]
set -eu
: "${YANEURAOU_BIN:?path to the YaneuraOu binary}" "${YANEURAOU_EVALDIR:?folder holding the same net as nn.bin}" "${ROOTS:?the roots as SFEN lines}"
cd "$(dirname "$0")/.."
for _ in $(seq "${1:-5}"); do
  out=$(NNUE_KERNEL="${KERNEL:-avx512vnni}" node --import tsx tools/bench/nnue.ts --evalfile "${NET:-.bench/dense.bin}" --rounds 3)
  ours=$(echo "$out" | sed -nE 's/.*search-like.*children\): ([0-9]+) ns.*/\1/p')
  hot=$(echo "$out" | sed -nE 's/.*repeated.*N-API\): ([0-9]+) ns.*/\1/p')
  yo=$(printf 'setoption name EvalDir value %s\nsetoption name Threads value 1\nisready\nnnbench %s\nquit\n' "$YANEURAOU_EVALDIR" "$ROOTS" |
    "$YANEURAOU_BIN" 2>&1 | sed -nE 's/.*evaluate ([0-9.]+) ns.*/\1/p' | tr '\n' ' ')
  echo "banmen search-like $ours hot $hot | yaneuraou search-like/hot $yo"
done
