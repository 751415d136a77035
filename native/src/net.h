// A loaded network in native memory: the weights in every layout the kernels use.
#ifndef BANMEN_NET_H
#define BANMEN_NET_H

#include "nnue.h"

namespace banmen {

// Source arrays in file order (the TS reader's NnueNet): feature transformer, then the three layers.
struct NetSource {
  const int16_t* ftBias;     // [256]
  const int16_t* ftWeights;  // [kFeatureCount * 256]
  const int32_t* l1Bias;     // [32]
  const int8_t* l1Rows;      // [32][512]
  const int32_t* l2Bias;     // [32]
  const int8_t* l2Rows;      // [32][32]
  int32_t outBias;
  const int8_t* outRow;  // [32]
};

struct Net {
  Weights w;
  size_t bytes;  // native memory held, reported to the JS garbage collector
  int32_t id;    // the process-wide number other threads attach with (addon.cc)
};

// Copies and rearranges the weights; nullptr when memory runs out.
Net* CreateNet(const NetSource& src);
void DestroyNet(Net* net);

}  // namespace banmen

#endif  // BANMEN_NET_H
