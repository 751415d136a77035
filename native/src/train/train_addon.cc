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
#include <napi.h>

#include <cstring>
#include <string>

#include "packed_sfen.h"
#include "trainer.h"

namespace banmen {
namespace train {
namespace {

Trainer* Handle(const Napi::CallbackInfo& info) {
  if (!info[0].IsExternal()) {
    Napi::TypeError::New(info.Env(), "expected a trainer handle").ThrowAsJavaScriptException();
    return nullptr;
  }
  return info[0].As<Napi::External<Trainer>>().Data();
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
  return Napi::External<Trainer>::New(env, t, [](Napi::Env, Trainer* p) { delete p; });
}

Napi::Value AddData(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info);
  size_t n = 0;
  const uint8_t* p = t ? Bytes(info, 1, kRecordBytes, &n) : nullptr;
  if (!p) return info.Env().Null();
  return Napi::Number::New(info.Env(), static_cast<double>(t->AddData(p, n)));
}

Napi::Value Reserve(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info);
  if (!t || !info[1].IsNumber()) return info.Env().Null();
  t->Reserve(static_cast<size_t>(info[1].As<Napi::Number>().Int64Value()));
  return info.Env().Undefined();
}

Napi::Value DataSize(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info);
  return t ? Napi::Number::New(info.Env(), static_cast<double>(t->DataSize())) : info.Env().Null();
}

Napi::Value Kernel(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info);
  return t ? Napi::String::New(info.Env(), t->kernelName()) : info.Env().Null();
}

Napi::Value SetKernel(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info);
  if (!t || !info[1].IsString()) return info.Env().Null();
  return Napi::Boolean::New(info.Env(), t->SetKernel(info[1].As<Napi::String>().Utf8Value()));
}

Napi::Value SetCoalesce(const Napi::CallbackInfo& info) {
  Trainer* t = Handle(info);
  if (!t || !info[1].IsNumber()) return info.Env().Null();
  t->SetCoalesce(info[1].As<Napi::Number>().Int32Value());
  return info.Env().Undefined();
}

Napi::Value TrainEpoch(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info);
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
  const double loss = t->TrainEpoch(opt, [&](size_t done, size_t total, double mean) {
    if (progress.IsEmpty() || failed) return;
    progress.Call({Napi::Number::New(env, static_cast<double>(done)),
                   Napi::Number::New(env, static_cast<double>(total)), Napi::Number::New(env, mean)});
    failed = env.IsExceptionPending();
  });
  if (failed) return env.Null();
  return Napi::Number::New(env, loss);
}

Napi::Value Evaluate(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info);
  size_t n = 0;
  const uint8_t* p = t ? Bytes(info, 1, kRecordBytes, &n) : nullptr;
  if (!p) return env.Null();
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
  return Napi::Number::New(env, t->Evaluate(p, n, info[2].As<Napi::Number>().DoubleValue(), out));
}

Napi::Value CheckRecords(const Napi::CallbackInfo& info) {
  size_t n = 0;
  const uint8_t* p = Bytes(info, 0, kRecordBytes, &n);
  if (!p) return info.Env().Null();
  return Napi::Number::New(info.Env(), static_cast<double>(Trainer::CheckRecords(p, n)));
}

Napi::Value GradientCheck(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info);
  size_t n = 0;
  const uint8_t* p = t ? Bytes(info, 1, kRecordBytes, &n) : nullptr;
  if (!p || n == 0 || Trainer::CheckRecords(p, n) >= 0) {
    if (!env.IsExceptionPending())
      Napi::RangeError::New(env, "gradientCheck: records empty or undecodable").ThrowAsJavaScriptException();
    return env.Null();
  }
  const auto pairs =
      t->GradientCheck(p, n, info[2].As<Napi::Number>().DoubleValue(),
                       info[3].As<Napi::Number>().Int32Value(), info[4].As<Napi::Number>().DoubleValue(),
                       static_cast<uint64_t>(info[5].As<Napi::Number>().Int64Value()));
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
  Trainer* t = Handle(info);
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
  Trainer* t = Handle(info);
  if (!t) return env.Null();
  return CopyOut(env, t->ftRows().data(), t->ftRows().size());
}

Napi::Value ImportWeights(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info);
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
  Trainer* t = Handle(info);
  if (!t) return info.Env().Null();
  return Napi::String::New(info.Env(), t->SaveCheckpoint(info[1].As<Napi::String>().Utf8Value(),
                                                         info[2].As<Napi::Number>().Int64Value()));
}

Napi::Value LoadCheckpoint(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Trainer* t = Handle(info);
  if (!t) return env.Null();
  int64_t epoch = 0;
  const std::string error = t->LoadCheckpoint(info[1].As<Napi::String>().Utf8Value(), &epoch);
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
