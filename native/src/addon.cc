// Node-API glue of the NNUE addon. The JS side (native-backend.ts) calls:
//   createNet(ftBias, ftWeights, l1Bias, l1Rows, l2Bias, l2Rows, outBias, outRow) -> net handle
//   createContext(net, slots: Int32Array) -> context handle (accumulator stack in native memory)
//   evaluate(context, fromPly, toPly, sideToMove) -> raw network output (int32)
//   bindEvaluate(context, control: Int32Array(4)) -> () => undefined: the same, reading from/to/side
//     from control[0..2] and writing the output to control[3]; the hot path (no conversions)
//   setKernel('avx512vnni' | 'avx2' | 'sse2' | 'neon' | 'scalar' | 'best') -> boolean, kernel() -> string,
//   kernels() -> string[] timeKernel(context, fromPly, toPly, sideToMove, iterations) -> CPU ns per
//   repetition (bench)
// One crossing per evaluation: do only writes compact move or board records (slot_records.h) into
// the shared slots array.
// Arguments are validated once per call (ranges, feature indices), so JS bugs cannot corrupt memory.
#include <napi.h>

#include <chrono>
#include <cstring>
#include <ctime>
#include <new>

#include "net.h"
#include "slot_records.h"

namespace banmen {
namespace {

const Kernels* g_kernels = nullptr;  // chosen at load time, changeable with setKernel (tests)

// The fastest kernels this CPU runs (cpu.cc lists them fastest first).
const Kernels& BestKernels() {
  const Kernels* available[kMaxKernels];
  AvailableKernels(available);
  return *available[0];
}

// The accumulator stack of one evaluator: [ply][perspective][256] int16.
struct Context {
  Napi::Reference<Napi::External<Net>> netRef;   // keeps the weights alive
  Napi::Reference<Napi::Int32Array> slotsRef;    // keeps the shared buffer alive
  Napi::Reference<Napi::Int32Array> controlRef;  // keeps the bound evaluate's control array alive
  const Net* net = nullptr;
  const int32_t* slots = nullptr;
  int32_t* control = nullptr;  // from, to, side to move of the bound evaluate (bindEvaluate)
  int capacity = 0;
  int16_t* acc = nullptr;
};

void FinalizeNet(Napi::Env env, Net* net) {
  Napi::MemoryManagement::AdjustExternalMemory(env, -static_cast<int64_t>(net->bytes));
  DestroyNet(net);
}

void FinalizeContext(Napi::Env /*env*/, Context* ctx) {
  delete[] ctx->acc;
  delete ctx;
}

bool Fail(Napi::Env env, const char* message) {
  Napi::TypeError::New(env, message).ThrowAsJavaScriptException();
  return false;
}

// A typed array's elements in place (no copy).
template <typename T>
const T* DataOf(const Napi::TypedArray& arr) {
  return reinterpret_cast<const T*>(static_cast<const uint8_t*>(arr.ArrayBuffer().Data()) + arr.ByteOffset());
}

// Checks that argument i is a typed array of the given type and exact length.
template <typename T>
bool TypedArg(const Napi::CallbackInfo& info, size_t i, napi_typedarray_type type, size_t length,
              const T** out) {
  if (!info[i].IsTypedArray()) return Fail(info.Env(), "createNet: weight argument is not a typed array");
  Napi::TypedArray arr = info[i].As<Napi::TypedArray>();
  if (arr.TypedArrayType() != type || arr.ElementLength() != length)
    return Fail(info.Env(), "createNet: weight array has the wrong type or length");
  *out = DataOf<T>(arr);
  return true;
}

Napi::Value CreateNetJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  NetSource src{};
  if (!TypedArg(info, 0, napi_int16_array, kHalfDims, &src.ftBias) ||
      !TypedArg(info, 1, napi_int16_array, size_t(kFeatureCount) * kHalfDims, &src.ftWeights) ||
      !TypedArg(info, 2, napi_int32_array, kL1Out, &src.l1Bias) ||
      !TypedArg(info, 3, napi_int8_array, kL1Out * kL1In, &src.l1Rows) ||
      !TypedArg(info, 4, napi_int32_array, kL2Out, &src.l2Bias) ||
      !TypedArg(info, 5, napi_int8_array, kL2Out * kL1Out, &src.l2Rows) ||
      !TypedArg(info, 7, napi_int8_array, kL2Out, &src.outRow))
    return env.Undefined();
  if (!info[6].IsNumber()) return Fail(env, "createNet: output bias is not a number"), env.Undefined();
  src.outBias = info[6].As<Napi::Number>().Int32Value();
  Net* net = CreateNet(src);
  if (net == nullptr) return Fail(env, "createNet: out of memory"), env.Undefined();
  Napi::MemoryManagement::AdjustExternalMemory(env, static_cast<int64_t>(net->bytes));
  return Napi::External<Net>::New(env, net, FinalizeNet);
}

// The elements of v when it is an Int32Array of at least minLength, else nullptr: the shared
// arrays JS writes and the addon reads without a copy.
const int32_t* Int32Data(const Napi::Value& v, size_t minLength) {
  if (!v.IsTypedArray()) return nullptr;
  Napi::TypedArray arr = v.As<Napi::TypedArray>();
  if (arr.TypedArrayType() != napi_int32_array || arr.ElementLength() < minLength) return nullptr;
  return reinterpret_cast<const int32_t*>(static_cast<const uint8_t*>(arr.ArrayBuffer().Data()) +
                                          arr.ByteOffset());
}

Napi::Value CreateContextJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const int32_t* slots = Int32Data(info[1], kSlotStride);
  if (!info[0].IsExternal() || slots == nullptr)
    return Fail(env, "createContext(net, slots): slots must be an Int32Array of whole ply slots"),
           env.Undefined();
  Napi::TypedArray arr = info[1].As<Napi::TypedArray>();
  auto* ctx = new (std::nothrow) Context();
  if (ctx == nullptr) return Fail(env, "createContext: out of memory"), env.Undefined();
  auto netExt = info[0].As<Napi::External<Net>>();
  ctx->net = netExt.Data();
  ctx->netRef = Napi::Persistent(netExt);
  ctx->slotsRef = Napi::Persistent(arr.As<Napi::Int32Array>());
  ctx->slots = slots;
  ctx->capacity = static_cast<int>(arr.ElementLength() / kSlotStride);
  ctx->acc = new (std::nothrow) int16_t[size_t(ctx->capacity) * 2 * kHalfDims]();
  if (ctx->acc == nullptr) {
    delete ctx;
    return Fail(env, "createContext: out of memory"), env.Undefined();
  }
  return Napi::External<Context>::New(env, ctx, FinalizeContext);
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
    g_kernels->refresh(dst, ctx.net->w, idx, a);
    return true;
  }
  if (block[kBlockKind] == 3) {  // a board record: list the active features here
    int32_t active[kMaxActive];
    if (!DecodeBoard(block, c, active)) return false;
    g_kernels->refresh(dst, ctx.net->w, active, kMaxActive);
    return true;
  }
  if (r == 0) return false;
  if (block[kBlockKind] == 2) {  // a move record: the indices are derived here
    MoveDelta d;
    if (!DecodeMove(block, c, &d)) return false;
    g_kernels->update(dst, dst - 2 * kHalfDims, ctx.net->w, d.removed, d.nRemoved, d.added, d.nAdded);
    return true;
  }
  if (a < 0 || b < 0 || a + b > kMaxBlockIndices || !IndicesOk(idx, a + b)) return false;
  g_kernels->update(dst, dst - 2 * kHalfDims, ctx.net->w, idx, a, idx + a, b);
  return true;
}

// Brings plies from..to up to date and propagates; false if the arguments or a slot are bad.
bool RunEvaluate(Context& ctx, int from, int to, int stm, int32_t* out) {
  if (from < 0 || to < 0 || to >= ctx.capacity) return false;
  for (int r = from; r <= to; ++r)
    for (int c = 0; c < 2; ++c)
      if (!ApplyBlock(ctx, r, c)) return false;
  const int16_t* base = ctx.acc + size_t(to) * 2 * kHalfDims;
  *out = g_kernels->propagate(ctx.net->w, base + (stm & 1) * kHalfDims, base + (1 - (stm & 1)) * kHalfDims);
  return true;
}

// evaluate(context, from, to, stm): the checked general form (tests, tools).
napi_value EvaluateJs(napi_env env, napi_callback_info cbinfo) {
  size_t argc = 4;
  napi_value argv[4];
  void* data = nullptr;
  int32_t from = 0, to = 0, stm = 0, result = 0;
  napi_value out = nullptr;
  if (napi_get_cb_info(env, cbinfo, &argc, argv, nullptr, nullptr) != napi_ok || argc < 4 ||
      napi_get_value_external(env, argv[0], &data) != napi_ok ||
      napi_get_value_int32(env, argv[1], &from) != napi_ok ||
      napi_get_value_int32(env, argv[2], &to) != napi_ok ||
      napi_get_value_int32(env, argv[3], &stm) != napi_ok ||
      !RunEvaluate(*static_cast<Context*>(data), from, to, stm, &result)) {
    napi_throw_type_error(env, nullptr, "evaluate(context, from, to, stm): bad arguments or feature slot");
    return nullptr;
  }
  napi_create_int32(env, result, &out);
  return out;
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
  int32_t* control = const_cast<int32_t*>(Int32Data(info[1], kControlLength));
  if (!info[0].IsExternal() || control == nullptr)
    return Fail(env, "bindEvaluate(context, control): control must be an Int32Array of 4"), env.Undefined();
  auto* ctx = info[0].As<Napi::External<Context>>().Data();
  ctx->controlRef = Napi::Persistent(info[1].As<Napi::Int32Array>());
  ctx->control = control;
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
  if (!info[0].IsExternal()) return Fail(env, "timeKernel: not a context"), env.Undefined();
  auto* ctx = info[0].As<Napi::External<Context>>().Data();
  const int from = info[1].As<Napi::Number>().Int32Value(), to = info[2].As<Napi::Number>().Int32Value();
  const int stm = info[3].As<Napi::Number>().Int32Value() & 1, n = info[4].As<Napi::Number>().Int32Value();
  if (from < 0 || to < 0 || to >= ctx->capacity || n <= 0)
    return Fail(env, "timeKernel: bad range"), env.Undefined();
  volatile int32_t sink = 0;
  const double t0 = ThreadCpuNs();
  for (int i = 0; i < n; ++i) {
    int32_t out = 0;
    if (!RunEvaluate(*ctx, from, to, stm, &out))
      return Fail(env, "timeKernel: malformed feature slot"), env.Undefined();
    sink = sink + out;
  }
  return Napi::Number::New(env, (ThreadCpuNs() - t0) / n);
}

Napi::Value SetKernelJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const std::string name = info[0].IsString() ? info[0].As<Napi::String>().Utf8Value() : "";
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
  return Napi::String::New(info.Env(), g_kernels->name);
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
  g_kernels = &BestKernels();
  exports.Set("createNet", Napi::Function::New(env, CreateNetJs));
  exports.Set("createContext", Napi::Function::New(env, CreateContextJs));
  napi_value evaluate = nullptr;
  napi_create_function(env, "evaluate", NAPI_AUTO_LENGTH, EvaluateJs, nullptr, &evaluate);
  exports.Set("evaluate", Napi::Value(env, evaluate));
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
