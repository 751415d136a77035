// Node-API glue of the NNUE addon. The JS side (native-backend.ts) calls:
//   createNet(ftBias, ftWeights, l1Bias, l1Rows, l2Bias, l2Rows, outBias, outRow) -> net handle
//   netId(net) -> number; attachNet(id) -> another handle to the same net, from any thread (Lazy
//     SMP: the weights are loaded once per process and shared read-only; the last handle frees them)
//   createContext(net, slots: Int32Array) -> context handle (accumulator stack in native memory)
//   evaluate(context, fromPly, toPly, sideToMove) -> raw network output (int32)
//   bindEvaluate(context, control: Int32Array(4)) -> () => undefined: the same, reading from/to/side
//     from control[0..2] and writing the output to control[3]; the hot path (no conversions)
//   timeKernel(context, fromPly, toPly, sideToMove, iterations) -> CPU ns per repetition (bench)
//   setKernel('avx512vnni' | 'avx2' | 'sse2' | 'neon-dotprod' | 'neon' | 'scalar' | 'best') -> boolean
//   kernel() -> string, kernels() -> string[] (this CPU's, fastest first)
// One crossing per evaluation: do only writes compact move or board records (slot_records.h) into
// the shared slots array.
// Arguments are validated once per call (types, handle tags, ranges, feature indices; js_args.h),
// so JS bugs throw a TypeError naming the argument instead of aborting or corrupting memory.
// A context keeps raw pointers into its slots and control arrays: every call first checks that
// neither array was detached (transferred) or shrunk since (LiveArrays), because a detached
// buffer's memory is freed once its new owner is collected.
#include <napi.h>

#include <atomic>
#include <chrono>
#include <climits>
#include <cstring>
#include <ctime>
#include <map>
#include <mutex>
#include <new>
#include <string>

#include "js_args.h"
#include "net.h"
#include "refresh_cache.h"
#include "slot_records.h"

namespace banmen {
namespace {

// Chosen at the first load (each worker thread loads the addon again), changeable with setKernel.
std::atomic<const Kernels*> g_kernels{nullptr};

// The kernels in use (a relaxed load: a plain read on every target).
const Kernels& K() {
  return *g_kernels.load(std::memory_order_relaxed);
}

// The nets of this process by id, with how many handles (in any thread) hold each. Finalizers of
// different threads' environments may run at once, hence the lock.
struct NetEntry {
  Net* net;
  int handles;
};
std::mutex g_netsLock;
std::map<int32_t, NetEntry> g_nets;
int32_t g_nextNetId = 1;

// The fastest kernels this CPU runs (cpu.cc lists them fastest first).
const Kernels& BestKernels() {
  const Kernels* available[kMaxKernels];
  AvailableKernels(available);
  return *available[0];
}

// The accumulator stack of one evaluator: [ply][perspective][256] int16.
struct Context {
  Napi::Reference<Napi::Value> netRef;      // keeps the weights alive
  Napi::Reference<Napi::Value> slotsRef;    // keeps the shared buffer alive
  Napi::Reference<Napi::Value> controlRef;  // keeps the bound evaluate's control array alive
  const Net* net = nullptr;
  const int32_t* slots = nullptr;
  int32_t* control = nullptr;  // from, to, side to move of the bound evaluate (bindEvaluate)
  size_t slotsLength = 0;      // elements of slots when the context was made
  int capacity = 0;
  int16_t* acc = nullptr;
  RefreshEntry* refreshCache = nullptr;  // kRefreshEntries, for board records (refresh_cache.h)
};

void FinalizeNet(Napi::Env env, Net* net) {
  Napi::MemoryManagement::AdjustExternalMemory(env, -static_cast<int64_t>(net->bytes));
  bool last = false;
  {
    const std::lock_guard<std::mutex> lock(g_netsLock);
    auto it = g_nets.find(net->id);
    last = it == g_nets.end() || --it->second.handles == 0;
    if (last && it != g_nets.end()) g_nets.erase(it);
  }
  if (last) DestroyNet(net);
}

// One more handle to `net` in this environment (the caller has counted it in g_nets).
Napi::Value NetHandle(Napi::Env env, Net* net) {
  Napi::MemoryManagement::AdjustExternalMemory(env, static_cast<int64_t>(net->bytes));
  return NewHandle(env, net, kNetHandle, FinalizeNet);
}

void FinalizeContext(Napi::Env /*env*/, Context* ctx) {
  delete[] ctx->acc;
  delete[] ctx->refreshCache;
  delete ctx;
}

// Weight array i of createNet: the given element type and exact length.
template <typename T>
bool WeightArg(const JsArgs& args, size_t i, const char* name, napi_typedarray_type type, size_t length,
               const T** out) {
  void* data = nullptr;
  size_t n = 0;
  if (!args.Typed(i, name, type, length, length, &data, &n)) return false;
  *out = static_cast<const T*>(data);
  return true;
}

Napi::Value CreateNetJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const JsArgs args(info, "createNet(ftBias, ftWeights, l1Bias, l1Rows, l2Bias, l2Rows, outBias, outRow)");
  NetSource src{};
  if (!WeightArg(args, 0, "ftBias", napi_int16_array, kHalfDims, &src.ftBias) ||
      !WeightArg(args, 1, "ftWeights", napi_int16_array, size_t(kFeatureCount) * kHalfDims, &src.ftWeights) ||
      !WeightArg(args, 2, "l1Bias", napi_int32_array, kL1Out, &src.l1Bias) ||
      !WeightArg(args, 3, "l1Rows", napi_int8_array, kL1Out * kL1In, &src.l1Rows) ||
      !WeightArg(args, 4, "l2Bias", napi_int32_array, kL2Out, &src.l2Bias) ||
      !WeightArg(args, 5, "l2Rows", napi_int8_array, kL2Out * kL1Out, &src.l2Rows) ||
      !args.Int(6, "outBias", INT32_MIN, INT32_MAX, &src.outBias) ||
      !WeightArg(args, 7, "outRow", napi_int8_array, kL2Out, &src.outRow))
    return env.Undefined();
  Net* net = CreateNet(src);
  if (net == nullptr) return args.Fail("the net", "does not fit in memory"), env.Undefined();
  {
    const std::lock_guard<std::mutex> lock(g_netsLock);
    net->id = g_nextNetId++;
    g_nets[net->id] = NetEntry{net, 1};
  }
  return NetHandle(env, net);
}

// netId(net): the number another thread passes to attachNet.
Napi::Value NetIdJs(const Napi::CallbackInfo& info) {
  Net* net = nullptr;
  if (!JsArgs(info, "netId(net)").Handle(0, "net", kNetHandle, &net)) return info.Env().Undefined();
  return Napi::Number::New(info.Env(), net->id);
}

// attachNet(id): a handle to a net created by any thread of this process and still held there.
Napi::Value AttachNetJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const JsArgs args(info, "attachNet(id)");
  int32_t id = 0;
  if (!args.Int(0, "id", 1, INT32_MAX, &id)) return env.Undefined();
  Net* net = nullptr;
  {
    const std::lock_guard<std::mutex> lock(g_netsLock);
    auto it = g_nets.find(id);
    if (it != g_nets.end()) {
      ++it->second.handles;
      net = it->second.net;
    }
  }
  if (net == nullptr)
    return args.Fail("id", "names no net of this process (freed, or never made)"), env.Undefined();
  return NetHandle(env, net);
}

Napi::Value CreateContextJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const JsArgs args(info, "createContext(net, slots)");
  Net* net = nullptr;
  void* slots = nullptr;
  size_t length = 0;
  if (!args.Handle(0, "net", kNetHandle, &net) ||
      !args.Typed(1, "slots", napi_int32_array, kSlotStride, size_t(kSlotStride) * 65536, &slots, &length))
    return env.Undefined();
  auto* ctx = new (std::nothrow) Context();
  if (ctx == nullptr) return args.Fail("the context", "does not fit in memory"), env.Undefined();
  ctx->net = net;
  ctx->netRef = Napi::Reference<Napi::Value>::New(info[0], 1);
  ctx->slotsRef = Napi::Reference<Napi::Value>::New(info[1], 1);
  ctx->slots = static_cast<const int32_t*>(slots);
  ctx->slotsLength = length;
  ctx->capacity = static_cast<int>(length / kSlotStride);
  ctx->acc = new (std::nothrow) int16_t[size_t(ctx->capacity) * 2 * kHalfDims]();
  ctx->refreshCache = new (std::nothrow) RefreshEntry[kRefreshEntries]();
  if (ctx->acc == nullptr || ctx->refreshCache == nullptr) {
    delete[] ctx->acc;
    delete[] ctx->refreshCache;
    delete ctx;
    return args.Fail("the accumulator stack", "does not fit in memory"), env.Undefined();
  }
  return NewHandle(env, ctx, kContextHandle, FinalizeContext);
}

// Elements a typed array held by `ref` has now: 0 once its buffer is detached (transferred).
size_t LiveLength(napi_env env, napi_ref ref) {
  napi_value v = nullptr;
  size_t length = 0;
  if (ref == nullptr || napi_get_reference_value(env, ref, &v) != napi_ok || v == nullptr ||
      napi_get_typedarray_info(env, v, nullptr, &length, nullptr, nullptr, nullptr) != napi_ok)
    return 0;
  return length;
}

// Null if the context's arrays are still whole, else what went wrong (for the TypeError). Why: a
// buffer detached by transfer() or structuredClone(…, {transfer}) keeps no memory here; its
// backing store moves to the new owner and is freed when that is collected. Checking the length
// (the data pointer of a non-detached buffer never moves) costs two Node-API calls per array.
const char* LiveArrays(napi_env env, const Context& ctx) {
  if (LiveLength(env, ctx.slotsRef) < ctx.slotsLength)
    return "the slots array was detached (transferred) or shrunk; make a new context";
  if (ctx.control != nullptr && LiveLength(env, ctx.controlRef) < size_t(kControlLength))
    return "the control array was detached (transferred) or shrunk; bind it again";
  return nullptr;
}

// Throws "<signature>: <problem>" as a TypeError; returns undefined.
Napi::Value Refuse(Napi::Env env, const char* signature, const char* problem) {
  Napi::TypeError::New(env, std::string(signature) + ": " + problem).ThrowAsJavaScriptException();
  return env.Undefined();
}

// Feature indices come from JS: check them so that a bug there cannot read outside the weights.
bool IndicesOk(const int32_t* idx, int n) {
  for (int i = 0; i < n; ++i)
    if (static_cast<uint32_t>(idx[i]) >= static_cast<uint32_t>(kFeatureCount)) return false;
  return true;
}

// Brings the accumulator of one perspective at ply r up to date from its slot block.
bool ApplyBlock(Context& ctx, int r, int c) {
  const int32_t* block = ctx.slots + size_t(r) * kSlotStride + c * kSlotBlock;
  int16_t* dst = ctx.acc + (size_t(r) * 2 + c) * kHalfDims;
  const int32_t* idx = block + kBlockIndices;
  const int a = block[kBlockCountA], b = block[kBlockCountB];
  if (block[kBlockKind] == 1) {
    if (a < 0 || a > kMaxBlockIndices || !IndicesOk(idx, a)) return false;
    K().refresh(dst, ctx.net->w, idx, a);
    return true;
  }
  if (block[kBlockKind] == 3) {  // a board record: list the active features here
    int32_t active[kMaxActive];
    if (!DecodeBoard(block, c, active)) return false;
    CachedRefresh(ctx.refreshCache, K(), ctx.net->w, c, active, dst);
    return true;
  }
  if (r == 0) return false;
  if (block[kBlockKind] == 2) {  // a move record: the indices are derived here
    MoveDelta d;
    if (!DecodeMove(block, c, &d)) return false;
    K().update(dst, dst - 2 * kHalfDims, ctx.net->w, d.removed, d.nRemoved, d.added, d.nAdded);
    return true;
  }
  if (a < 0 || b < 0 || a + b > kMaxBlockIndices || !IndicesOk(idx, a + b)) return false;
  K().update(dst, dst - 2 * kHalfDims, ctx.net->w, idx, a, idx + a, b);
  return true;
}

// Brings plies from..to up to date and propagates; false if the arguments or a slot are bad.
bool RunEvaluate(Context& ctx, int from, int to, int stm, int32_t* out) {
  if (from < 0 || to < 0 || to >= ctx.capacity) return false;
  for (int r = from; r <= to; ++r)
    for (int c = 0; c < 2; ++c)
      if (!ApplyBlock(ctx, r, c)) return false;
  const int16_t* base = ctx.acc + size_t(to) * 2 * kHalfDims;
  *out = K().propagate(ctx.net->w, base + (stm & 1) * kHalfDims, base + (1 - (stm & 1)) * kHalfDims);
  return true;
}

// from, to and the side to move of evaluate and timeKernel (arguments 1..3).
bool PlyArgs(const JsArgs& args, const Context& ctx, int32_t* from, int32_t* to, int32_t* stm) {
  return args.Int(1, "from", 0, ctx.capacity - 1, from) && args.Int(2, "to", 0, ctx.capacity - 1, to) &&
         args.Int(3, "stm", 0, 1, stm);
}

// evaluate(context, from, to, stm): the checked general form (tests, tools).
Napi::Value EvaluateJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const JsArgs args(info, "evaluate(context, from, to, stm)");
  Context* ctx = nullptr;
  int32_t from = 0, to = 0, stm = 0, result = 0;
  if (!args.Handle(0, "context", kContextHandle, &ctx) || !PlyArgs(args, *ctx, &from, &to, &stm))
    return env.Undefined();
  if (const char* gone = LiveArrays(env, *ctx)) return Refuse(env, "evaluate(context, from, to, stm)", gone);
  if (!RunEvaluate(*ctx, from, to, stm, &result))
    return args.Fail("a feature slot", "is malformed (bad control values or feature slot)"), env.Undefined();
  return Napi::Number::New(env, result);
}

// The one hot call, bound to its context: it takes no JS arguments and returns no JS value (each
// costs a Node-API conversion): from, to and side to move come from the context's control array,
// which JS writes with plain typed-array stores, and the output goes back into it. Written against
// the C Node-API: no wrapper objects.
napi_value BoundEvaluateJs(napi_env env, napi_callback_info cbinfo) {
  void* data = nullptr;
  size_t argc = 0;
  int32_t result = 0;
  napi_get_cb_info(env, cbinfo, &argc, nullptr, nullptr, &data);
  auto* ctx = static_cast<Context*>(data);
  if (const char* gone = LiveArrays(env, *ctx)) {
    napi_throw_type_error(env, nullptr, (std::string("evaluate(): ") + gone).c_str());
    return nullptr;
  }
  int32_t* c = ctx->control;
  if (c == nullptr || !RunEvaluate(*ctx, c[kControlFrom], c[kControlTo], c[kControlStm], &result)) {
    napi_throw_type_error(env, nullptr, "evaluate(): bad control values or feature slot");
    return nullptr;
  }
  c[kControlResult] = result;
  return nullptr;  // undefined
}

// bindEvaluate(context, control: Int32Array(4)) -> () => undefined: the bound hot call.
Napi::Value BindEvaluateJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const JsArgs args(info, "bindEvaluate(context, control)");
  Context* ctx = nullptr;
  void* control = nullptr;
  size_t length = 0;
  if (!args.Handle(0, "context", kContextHandle, &ctx) ||
      !args.Typed(1, "control", napi_int32_array, kControlLength, kControlLength, &control, &length))
    return env.Undefined();
  ctx->controlRef = Napi::Reference<Napi::Value>::New(info[1], 1);
  ctx->control = static_cast<int32_t*>(control);
  napi_value fn = nullptr;
  // The function holds the raw context pointer: keep the context alive as long as the function.
  napi_create_function(env, "evaluate", NAPI_AUTO_LENGTH, BoundEvaluateJs, ctx, &fn);
  Napi::Function bound(env, fn);
  bound.Set("context", info[0]);
  return bound;
}

// CPU time of this thread in ns (wall time where there is no per-thread clock).
double ThreadCpuNs() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) * 1e9 + double(t.tv_nsec);
#else
  return double(std::chrono::duration_cast<std::chrono::nanoseconds>(
                    std::chrono::steady_clock::now().time_since_epoch())
                    .count());
#endif
}

// timeKernel(context, from, to, stm, iterations): redoes evaluate's native work `iterations`
// times and returns the CPU ns per repetition: the kernels' cost without the N-API crossing.
Napi::Value TimeKernelJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const JsArgs args(info, "timeKernel(context, from, to, stm, iterations)");
  Context* ctx = nullptr;
  int32_t from = 0, to = 0, stm = 0, n = 0;
  if (!args.Handle(0, "context", kContextHandle, &ctx) || !PlyArgs(args, *ctx, &from, &to, &stm) ||
      !args.Int(4, "iterations", 1, INT32_MAX, &n))
    return env.Undefined();
  if (const char* gone = LiveArrays(env, *ctx))
    return Refuse(env, "timeKernel(context, from, to, stm, iterations)", gone);
  volatile int32_t sink = 0;
  const double t0 = ThreadCpuNs();
  for (int i = 0; i < n; ++i) {
    int32_t out = 0;
    if (!RunEvaluate(*ctx, from, to, stm, &out))
      return args.Fail("a feature slot", "is malformed"), env.Undefined();
    sink = sink + out;
  }
  return Napi::Number::New(env, (ThreadCpuNs() - t0) / n);
}

Napi::Value SetKernelJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  std::string name;
  if (!JsArgs(info, "setKernel(name)").String(0, "name", &name)) return env.Undefined();
  if (name == "best") {
    g_kernels = &BestKernels();
    return Napi::Boolean::New(env, true);
  }
  const Kernels* available[kMaxKernels];
  const int n = AvailableKernels(available);
  for (int i = 0; i < n; ++i)
    if (name == available[i]->name) {
      g_kernels = available[i];
      return Napi::Boolean::New(env, true);
    }
  return Napi::Boolean::New(env, false);
}

Napi::Value KernelJs(const Napi::CallbackInfo& info) {
  return Napi::String::New(info.Env(), K().name);
}

Napi::Value KernelsJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const Kernels* available[kMaxKernels];
  const int n = AvailableKernels(available);
  Napi::Array out = Napi::Array::New(env, n);
  for (int i = 0; i < n; ++i) out.Set(uint32_t(i), available[i]->name);
  return out;
}

Napi::Object InitExports(Napi::Env env, Napi::Object exports) {
  const Kernels* none = nullptr;
  g_kernels.compare_exchange_strong(none, &BestKernels());  // a later thread's load keeps the choice
  exports.Set("createNet", Napi::Function::New(env, CreateNetJs));
  exports.Set("netId", Napi::Function::New(env, NetIdJs));
  exports.Set("attachNet", Napi::Function::New(env, AttachNetJs));
  exports.Set("createContext", Napi::Function::New(env, CreateContextJs));
  exports.Set("evaluate", Napi::Function::New(env, EvaluateJs));
  exports.Set("bindEvaluate", Napi::Function::New(env, BindEvaluateJs));
  exports.Set("timeKernel", Napi::Function::New(env, TimeKernelJs));
  exports.Set("setKernel", Napi::Function::New(env, SetKernelJs));
  exports.Set("kernel", Napi::Function::New(env, KernelJs));
  exports.Set("kernels", Napi::Function::New(env, KernelsJs));
  exports.Set("slotStride", Napi::Number::New(env, kSlotStride));
  return exports;
}

}  // namespace

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  return InitExports(env, exports);
}

}  // namespace banmen

// The module-registration macro pastes the init function's name, so it needs an unqualified one.
static Napi::Object InitModule(Napi::Env env, Napi::Object exports) {
  return banmen::Init(env, exports);
}
NODE_API_MODULE(banmen_nnue, InitModule)
