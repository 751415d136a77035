// Node-API glue of the NNUE trainer addon (banmen_train.node; the TS side is
// src-main/tune/nnue-train/train-addon.ts). Every call runs on the JS thread; trainEpoch and
// evaluate block it while their std::thread workers run, calling `progress` between batches.
//   createTrainer({h, l1, l2, seed, threads}) -> handle
//   addData(handle, Uint8Array records) -> index of the first record that does not decode, or -1
//   reserve(handle, records), dataSize(handle), kernel(handle), setKernel(handle, 'avx2' | 'scalar' | 'best')
//   -> boolean setCoalesce(handle, 0 never | 1 when rows are shared enough | 2 always) trainEpoch(handle,
//   {lr, lambda, batch, shuffleSeed, mirror, halfKpLr}, progress(done, total, meanLoss)) -> mean loss
//   evaluate(handle, Uint8Array records, lambda, Float32Array | null out) -> mean loss
//   checkRecords(Uint8Array records) -> first bad index or -1 gradientCheck(handle, records, lambda, count,
//   eps, seed) -> Float64Array [tensor, analytic, numeric]* exportWeights(handle) -> {ftBias, ftWeights
//   (coalesced), dense} Float32Arrays (dense: float_net.h layout) importWeights(handle, ftWeights (coalesced
//   HalfKP rows, or every trainer row), ftBias, dense) saveCheckpoint(handle, path, epoch)
//   -> '' or error; loadCheckpoint(handle, path) -> {error, epoch} decodeSfen(Uint8Array 32) -> {sideToMove,
//   kings, board: Uint8Array(81), hands} | null halfKpFeatures(Uint8Array 32) -> Int32Array(76) | null
//   exportRows(handle) -> Float32Array of every feature-transformer row, HalfKP then P, K, R (not coalesced)
// Handles are tagged (a foreign external throws a TypeError), numbers and paths are type-checked,
// reserve/addData refuse with a RangeError what this machine's memory cannot hold (an allocation
// failure would abort the process), and a progress callback cannot change the trainer it reports on.
#include <napi.h>

#if !defined(_WIN32)
#include <unistd.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "js_args.h"
#include "packed_sfen.h"
#include "trainer.h"

namespace banmen {
namespace train {
namespace {

// Trainer handles are externals tagged as such (js_args.h): another addon's external, a net handle
// of banmen_nnue or a plain object is refused instead of being read as a Trainer.
constexpr HandleKind kTrainerHandle = {{0x5d1f83c2a7e04b99ull, 0xc46b2e0f1a9d7358ull},
                                       "a trainer handle (from createTrainer)"};

// The trainer whose epoch is running on this thread (its progress callback runs JS).
thread_local const Trainer* g_training = nullptr;

// Which calls may run from trainEpoch's progress callback on the trainer being trained.
enum class Use { kReads, kChanges };

// The trainer of argument 0, or null after a TypeError naming the call. Why kChanges: a call from
// the progress callback that adds data or replaces weights would move memory under the epoch.
Trainer* Handle(const Napi::CallbackInfo& info, const char* signature, Use use = Use::kChanges) {
  Trainer* t = nullptr;
  const JsArgs args(info, signature);
  if (!args.Handle(0, "trainer", kTrainerHandle, &t)) return nullptr;
  if (use == Use::kChanges && t == g_training)
    return args.Fail("trainer", "is training: this call cannot run from its progress callback"), nullptr;
  return t;
}

// A number argument (NaN refused), or false after a TypeError "<signature>: <name> must be a number".
bool NumberArg(const Napi::CallbackInfo& info, const char* signature, size_t i, const char* name,
               double* out) {
  if (!info[i].IsNumber() || std::isnan(info[i].As<Napi::Number>().DoubleValue()))
    return JsArgs(info, signature).Fail(name, "must be a number", i);
  *out = info[i].As<Napi::Number>().DoubleValue();
  return true;
}

// The most records one trainer holds: what this machine's memory holds (POSIX), else 2^31. Why:
// without exceptions a failed allocation aborts the process, so a huge count must be refused first.
double MaxRecords() {
  double bytes = 2147483648.0 * kRecordBytes;
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0) bytes = std::min(bytes, double(pages) * double(page));
#endif
  return std::floor(bytes / kRecordBytes);
}

// Whether `more` records fit beside the trainer's; else throws a RangeError naming the sizes.
bool RoomFor(const Napi::CallbackInfo& info, const char* signature, const Trainer& t, double more) {
  const double total = double(t.DataSize()) + more, limit = MaxRecords();
  void* probe = total <= limit ? std::malloc(size_t(total) * kRecordBytes + 1) : nullptr;
  std::free(probe);
  if (probe != nullptr) return true;
  char message[320];
  std::snprintf(
      message, sizeof message,
      "%s: %.0f more records (%.1f GB) do not fit beside the %.0f held: this machine has memory for "
      "%.0f records (%.1f GB)",
      signature, more, more * kRecordBytes / 1e9, double(t.DataSize()), limit, limit * kRecordBytes / 1e9);
  Napi::RangeError::New(info.Env(), message).ThrowAsJavaScriptException();
  return false;
}

// Bytes of a Uint8Array argument, or null (with a JS exception) when it is not one of `multiple` bytes.
const uint8_t* Bytes(const Napi::CallbackInfo& info, size_t i, size_t multiple, size_t* n) {
  if (!info[i].IsTypedArray() || info[i].As<Napi::TypedArray>().TypedArrayType() != napi_uint8_array) {
    Napi::TypeError::New(info.Env(), "expected a Uint8Array").ThrowAsJavaScriptException();
    return nullptr;
  }
  Napi::Uint8Array a = info[i].As<Napi::Uint8Array>();
  if (a.ElementLength() % multiple != 0) {
    Napi::RangeError::New(info.Env(), "byte length is not a multiple of the record size")
        .ThrowAsJavaScriptException();
    return nullptr;
  }
  *n = a.ElementLength() / multiple;
  return a.Data();
}

template <typename T>
T* Floats(const Napi::Value& v, size_t length) {
  if (!v.IsTypedArray()) return nullptr;
  auto a = v.As<Napi::TypedArray>();
  if (a.TypedArrayType() != napi_float32_array || a.ElementLength() != length) return nullptr;
  return reinterpret_cast<T*>(static_cast<uint8_t*>(a.ArrayBuffer().Data()) + a.ByteOffset());
}

Napi::Float32Array CopyOut(Napi::Env env, const float* p, size_t n) {
  Napi::Float32Array a = Napi::Float32Array::New(env, n);
  std::memcpy(a.Data(), p, n * sizeof(float));
  return a;
}

int IntOption(const Napi::Object& o, const char* key, int fallback) {
  return o.Has(key) && o.Get(key).IsNumber() ? o.Get(key).As<Napi::Number>().Int32Value() : fallback;
}

double NumberOption(const Napi::Object& o, const char* key, double fallback) {
  return o.Has(key) && o.Get(key).IsNumber() ? o.Get(key).As<Napi::Number>().DoubleValue() : fallback;
}

Napi::Value CreateTrainer(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!info[0].IsObject()) {
    Napi::TypeError::New(env, "createTrainer: expected an options object").ThrowAsJavaScriptException();
    return env.Null();
  }
  Napi::Object o = info[0].As<Napi::Object>();
  Shape s;
  s.h = IntOption(o, "h", 256);
  s.l1 = IntOption(o, "l1", 32);
  s.l2 = IntOption(o, "l2", 32);
  if (s.h < 1 || s.h > 4096 || s.l1 < 1 || s.l1 > 1024 || s.l2 < 1 || s.l2 > 1024) {
    Napi::RangeError::New(env, "createTrainer: layer sizes out of range").ThrowAsJavaScriptException();
    return env.Null();
  }
  auto* t = new Trainer(s, static_cast<uint64_t>(NumberOption(o, "seed", 1)), IntOption(o, "threads", 1));
  return NewHandle(env, t, kTrainerHandle, [](Napi::Env, Trainer* p) { delete p; });
}

Napi::Value AddData(const Napi::CallbackInfo& info) {
  const char* const kCall = "addData(trainer, records)";
  Trainer* t = Handle(info, kCall);
  size_t n = 0;
  const uint8_t* p = t ? Bytes(info, 1, kRecordBytes, &n) : nullptr;
  if (!p || !RoomFor(info, kCall, *t, double(n))) return info.Env().Null();
  return Napi::Number::New(info.Env(), static_cast<double>(t->AddData(p, n)));
}

Napi::Value Reserve(const Napi::CallbackInfo& info) {
  const char* const kCall = "reserve(trainer, records)";
  Trainer* t = Handle(info, kCall);
  double n = 0;
  if (!t || !NumberArg(info, kCall, 1, "records", &n)) return info.Env().Null();
  if (n < 0 || n != std::floor(n)) {
    Napi::RangeError::New(info.Env(), std::string(kCall) + ": records must be a whole number from 0")
        .ThrowAsJavaScriptException();
    return info.Env().Null();
  }
  if (!RoomFor(info, kCall, *t, n)) return info.Env().Null();
  t->Reserve(static_cast<size_t>(n));
  return info.Env().Undefined();
}

Napi::Value DataSize(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info, "dataSize(trainer)", Use::kReads);
  return t ? Napi::Number::New(info.Env(), static_cast<double>(t->DataSize())) : info.Env().Null();
}

Napi::Value Kernel(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info, "kernel(trainer)", Use::kReads);
  return t ? Napi::String::New(info.Env(), t->kernelName()) : info.Env().Null();
}

Napi::Value SetKernel(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info, "setKernel(trainer, name)");
  if (!t || !info[1].IsString()) return info.Env().Null();
  return Napi::Boolean::New(info.Env(), t->SetKernel(info[1].As<Napi::String>().Utf8Value()));
}

Napi::Value SetCoalesce(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info, "setCoalesce(trainer, mode)");
  if (!t || !info[1].IsNumber()) return info.Env().Null();
  t->SetCoalesce(info[1].As<Napi::Number>().Int32Value());
  return info.Env().Undefined();
}

Napi::Value TrainEpoch(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info, "trainEpoch(trainer, options, progress)");
  if (!t) return env.Null();
  if (!info[1].IsObject()) {
    Napi::TypeError::New(env, "trainEpoch: expected an options object").ThrowAsJavaScriptException();
    return env.Null();
  }
  Napi::Object o = info[1].As<Napi::Object>();
  TrainOptions opt;
  opt.lr = NumberOption(o, "lr", opt.lr);
  opt.lambda = NumberOption(o, "lambda", opt.lambda);
  opt.batch = IntOption(o, "batch", opt.batch);
  opt.shuffleSeed = static_cast<uint64_t>(NumberOption(o, "shuffleSeed", 1));
  opt.mirror = NumberOption(o, "mirror", 0.0);
  opt.halfKpLr = NumberOption(o, "halfKpLr", 1.0);
  if (opt.batch < 1) opt.batch = 1;
  Napi::Function progress = info[2].IsFunction() ? info[2].As<Napi::Function>() : Napi::Function();
  bool failed = false;
  const Trainer* outer = g_training;
  g_training = t;
  const double loss = t->TrainEpoch(opt, [&](size_t done, size_t total, double mean) {
    if (progress.IsEmpty() || failed) return;
    progress.Call({Napi::Number::New(env, static_cast<double>(done)),
                   Napi::Number::New(env, static_cast<double>(total)), Napi::Number::New(env, mean)});
    failed = env.IsExceptionPending();
  });
  g_training = outer;
  if (failed) return env.Null();
  return Napi::Number::New(env, loss);
}

Napi::Value Evaluate(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const char* const kCall = "evaluate(trainer, records, lambda, out)";
  Trainer* t = Handle(info, kCall);
  size_t n = 0;
  const uint8_t* p = t ? Bytes(info, 1, kRecordBytes, &n) : nullptr;
  double lambda = 0;
  if (!p || !NumberArg(info, kCall, 2, "lambda", &lambda)) return env.Null();
  if (Trainer::CheckRecords(p, n) >= 0) {
    Napi::RangeError::New(env, "evaluate: a record does not decode").ThrowAsJavaScriptException();
    return env.Null();
  }
  float* out = nullptr;
  if (info[3].IsTypedArray() && !(out = Floats<float>(info[3], n))) {
    Napi::TypeError::New(env, "evaluate: out must be a Float32Array, one per record")
        .ThrowAsJavaScriptException();
    return env.Null();
  }
  return Napi::Number::New(env, t->Evaluate(p, n, lambda, out));
}

Napi::Value CheckRecords(const Napi::CallbackInfo& info) {
  size_t n = 0;
  const uint8_t* p = Bytes(info, 0, kRecordBytes, &n);
  if (!p) return info.Env().Null();
  return Napi::Number::New(info.Env(), static_cast<double>(Trainer::CheckRecords(p, n)));
}

Napi::Value GradientCheck(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const char* const kCall = "gradientCheck(trainer, records, lambda, count, eps, seed)";
  Trainer* t = Handle(info, kCall);
  size_t n = 0;
  const uint8_t* p = t ? Bytes(info, 1, kRecordBytes, &n) : nullptr;
  double lambda = 0, count = 0, eps = 0, seed = 0;
  if (p && (!NumberArg(info, kCall, 2, "lambda", &lambda) || !NumberArg(info, kCall, 3, "count", &count) ||
            !NumberArg(info, kCall, 4, "eps", &eps) || !NumberArg(info, kCall, 5, "seed", &seed)))
    return env.Null();
  if (!p || n == 0 || count < 0 || count > 1e6 || Trainer::CheckRecords(p, n) >= 0) {
    if (!env.IsExceptionPending())
      Napi::RangeError::New(env, "gradientCheck: records empty or undecodable, or count out of 0..1e6")
          .ThrowAsJavaScriptException();
    return env.Null();
  }
  const auto pairs =
      t->GradientCheck(p, n, lambda, static_cast<int>(count), eps, static_cast<uint64_t>(seed));
  Napi::Float64Array out = Napi::Float64Array::New(env, pairs.size() * 3);
  for (size_t i = 0; i < pairs.size(); ++i) {
    out[3 * i] = pairs[i].tensor;
    out[3 * i + 1] = pairs[i].analytic;
    out[3 * i + 2] = pairs[i].numeric;
  }
  return out;
}

Napi::Value ExportWeights(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info, "exportWeights(trainer)", Use::kReads);
  if (!t) return env.Null();
  const size_t h = t->shape().h;
  Napi::Float32Array ft = Napi::Float32Array::New(env, static_cast<size_t>(kHalfKpRows) * h);
  t->CoalescedFt(ft.Data());
  Napi::Object o = Napi::Object::New(env);
  o.Set("ftWeights", ft);
  o.Set("ftBias", CopyOut(env, t->ftBias().data(), h));
  o.Set("dense", CopyOut(env, t->dense().data(), t->dense().size()));
  return o;
}

// The rows before coalescing, so that the export can store the factor rows apart (a packed net).
Napi::Value ExportRows(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info, "exportRows(trainer)", Use::kReads);
  if (!t) return env.Null();
  return CopyOut(env, t->ftRows().data(), t->ftRows().size());
}

Napi::Value ImportWeights(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info, "importWeights(trainer, ft, bias, dense)");
  if (!t) return env.Null();
  const size_t h = t->shape().h;
  // Why two sizes: the coalesced HalfKP rows of any nn.bin, or every trainer row of a factorised net.
  const float* all = Floats<float>(info[1], static_cast<size_t>(kFtRows) * h);
  const float* ft = all ? all : Floats<float>(info[1], static_cast<size_t>(kHalfKpRows) * h);
  const float* bias = Floats<float>(info[2], h);
  const float* dense = Floats<float>(info[3], DenseLayout(t->shape()).size);
  if (!ft || !bias || !dense) {
    Napi::TypeError::New(env, "importWeights: Float32Arrays of the net's sizes expected")
        .ThrowAsJavaScriptException();
    return env.Null();
  }
  if (all)
    t->ImportRows(all, bias, dense);
  else
    t->Import(ft, bias, dense);
  return env.Undefined();
}

Napi::Value SaveCheckpoint(const Napi::CallbackInfo& info) {
  const char* const kCall = "saveCheckpoint(trainer, path, epoch)";
  Trainer* t = Handle(info, kCall, Use::kReads);
  std::string path;
  double epoch = 0;
  if (!t || !JsArgs(info, kCall).String(1, "path", &path) || !NumberArg(info, kCall, 2, "epoch", &epoch))
    return info.Env().Null();
  return Napi::String::New(info.Env(), t->SaveCheckpoint(path, static_cast<int64_t>(epoch)));
}

Napi::Value LoadCheckpoint(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const char* const kCall = "loadCheckpoint(trainer, path)";
  Trainer* t = Handle(info, kCall);
  std::string path;
  if (!t || !JsArgs(info, kCall).String(1, "path", &path)) return env.Null();
  int64_t epoch = 0;
  const std::string error = t->LoadCheckpoint(path, &epoch);
  Napi::Object o = Napi::Object::New(env);
  o.Set("error", error);
  o.Set("epoch", Napi::Number::New(env, static_cast<double>(epoch)));
  return o;
}

Napi::Value DecodeSfen(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  size_t n = 0;
  const uint8_t* p = Bytes(info, 0, kPackedSfenBytes, &n);
  if (!p || n != 1) return env.Null();
  SfenPosition pos;
  if (!DecodePackedSfen(p, &pos)) return env.Null();
  Napi::Object o = Napi::Object::New(env);
  o.Set("sideToMove", pos.sideToMove);
  Napi::Array kings = Napi::Array::New(env, 2), hands = Napi::Array::New(env, 2);
  for (uint32_t c = 0; c < 2; ++c) {
    kings.Set(c, pos.king[c]);
    hands.Set(c, Napi::Number::New(env, pos.hand[c]));
  }
  o.Set("kings", kings);
  o.Set("hands", hands);
  Napi::Uint8Array board = Napi::Uint8Array::New(env, 81);
  std::memcpy(board.Data(), pos.board, 81);
  o.Set("board", board);
  return o;
}

Napi::Value HalfKp(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  size_t n = 0;
  const uint8_t* p = Bytes(info, 0, kPackedSfenBytes, &n);
  SfenPosition pos;
  if (!p || n != 1 || !DecodePackedSfen(p, &pos)) return env.Null();
  Napi::Int32Array out = Napi::Int32Array::New(env, kSampleFeatures);
  if (!HalfKpFeatures(pos, 0, out.Data()) || !HalfKpFeatures(pos, 1, out.Data() + kActive)) return env.Null();
  return out;
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("createTrainer", Napi::Function::New(env, CreateTrainer));
  exports.Set("addData", Napi::Function::New(env, AddData));
  exports.Set("reserve", Napi::Function::New(env, Reserve));
  exports.Set("dataSize", Napi::Function::New(env, DataSize));
  exports.Set("kernel", Napi::Function::New(env, Kernel));
  exports.Set("setKernel", Napi::Function::New(env, SetKernel));
  exports.Set("setCoalesce", Napi::Function::New(env, SetCoalesce));
  exports.Set("trainEpoch", Napi::Function::New(env, TrainEpoch));
  exports.Set("evaluate", Napi::Function::New(env, Evaluate));
  exports.Set("checkRecords", Napi::Function::New(env, CheckRecords));
  exports.Set("gradientCheck", Napi::Function::New(env, GradientCheck));
  exports.Set("exportWeights", Napi::Function::New(env, ExportWeights));
  exports.Set("exportRows", Napi::Function::New(env, ExportRows));
  exports.Set("importWeights", Napi::Function::New(env, ImportWeights));
  exports.Set("saveCheckpoint", Napi::Function::New(env, SaveCheckpoint));
  exports.Set("loadCheckpoint", Napi::Function::New(env, LoadCheckpoint));
  exports.Set("decodeSfen", Napi::Function::New(env, DecodeSfen));
  exports.Set("halfKpFeatures", Napi::Function::New(env, HalfKp));
  return exports;
}

}  // namespace
}  // namespace train
}  // namespace banmen

static Napi::Object InitModule(Napi::Env env, Napi::Object exports) {
  return banmen::train::Init(env, exports);
}
NODE_API_MODULE(banmen_train, InitModule)
