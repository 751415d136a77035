// Checked JS arguments (js_args.h): the type checks and the TypeError messages.
#include "js_args.h"

#include <cmath>

namespace banmen {
namespace {

// The JS type of v as typeof names it, plus "null" and the typed-array kinds, for messages.
std::string Describe(const Napi::Value& v) {
  if (v.IsUndefined()) return "undefined";
  if (v.IsNull()) return "null";
  if (v.IsTypedArray()) {
    static const char* const kNames[] = {"Int8Array",    "Uint8Array",    "Uint8ClampedArray", "Int16Array",
                                         "Uint16Array",  "Int32Array",    "Uint32Array",       "Float32Array",
                                         "Float64Array", "BigInt64Array", "BigUint64Array"};
    const size_t t = static_cast<size_t>(v.As<Napi::TypedArray>().TypedArrayType());
    return t < sizeof(kNames) / sizeof(kNames[0]) ? kNames[t] : "a typed array";
  }
  if (v.IsExternal()) return "a handle of another kind";
  if (v.IsNumber()) return "the number " + v.ToString().Utf8Value();
  if (v.IsString()) return "a string";
  if (v.IsBoolean()) return "a boolean";
  if (v.IsArray()) return "an array";
  if (v.IsFunction()) return "a function";
  if (v.IsObject()) return "an object";
  return "a value of another type";  // symbol, bigint
}

}  // namespace

bool JsArgs::Fail(const char* name, const char* problem) const {
  const std::string message = std::string(signature_) + ": " + name + " " + problem;
  Napi::TypeError::New(info_.Env(), message).ThrowAsJavaScriptException();
  return false;
}

bool JsArgs::Fail(const char* name, const char* problem, size_t i) const {
  const std::string full =
      std::string(problem) + ", got " + (i < info_.Length() ? Describe(info_[i]) : "nothing");
  return Fail(name, full.c_str());
}

bool JsArgs::Int(size_t i, const char* name, int32_t lo, int32_t hi, int32_t* out) const {
  const Napi::Value v = info_[i];
  const double d = v.IsNumber() ? v.As<Napi::Number>().DoubleValue() : NAN;
  if (!(d == std::trunc(d) && d >= lo && d <= hi)) {
    const std::string problem = "must be an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
    return Fail(name, problem.c_str(), i);
  }
  *out = static_cast<int32_t>(d);
  return true;
}

bool JsArgs::String(size_t i, const char* name, std::string* out) const {
  if (!info_[i].IsString()) return Fail(name, "must be a string", i);
  *out = info_[i].As<Napi::String>().Utf8Value();
  return true;
}

bool JsArgs::Typed(size_t i, const char* name, napi_typedarray_type type, size_t minLength, size_t maxLength,
                   void** data, size_t* length) const {
  static const char* const kTypes[] = {"an Int8Array",  "a Uint8Array",  "a Uint8ClampedArray",
                                       "an Int16Array", "a Uint16Array", "an Int32Array",
                                       "a Uint32Array"};
  const std::string wanted = type < sizeof(kTypes) / sizeof(kTypes[0]) ? kTypes[type] : "a typed array";
  const Napi::Value v = info_[i];
  napi_typedarray_type actual;
  if (!v.IsTypedArray() ||
      napi_get_typedarray_info(info_.Env(), v, &actual, length, data, nullptr, nullptr) != napi_ok ||
      actual != type)
    return Fail(name, ("must be " + wanted).c_str(), i);
  if (*length < minLength || *length > maxLength) {
    const std::string size =
        minLength == maxLength ? std::to_string(minLength) : "at least " + std::to_string(minLength);
    const std::string problem =
        "must be " + wanted + " of " + size + " elements, got " + std::to_string(*length);
    return Fail(name, problem.c_str());
  }
  if (*data == nullptr && *length > 0) return Fail(name, "has no backing store (detached)");
  return true;
}

}  // namespace banmen
