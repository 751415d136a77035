// Checked JS arguments for the addon's exports. Every argument's type is checked before use, and
// a wrong one throws a TypeError naming the function and the argument: an unchecked
// As<Napi::Number>() on a string is a Node-API fatal error that aborts the whole process.
// Handles (nets, contexts) are externals tagged with napi_type_tag_object, so a handle of the wrong
// kind, or a plain object, is refused instead of being read as the wrong native type.
#ifndef BANMEN_JS_ARGS_H
#define BANMEN_JS_ARGS_H

#include <napi.h>

#include <string>

namespace banmen {

// A kind of handle: its tag (random 128-bit values; they only need to differ from each other and
// from other addons' tags) and how messages name it.
struct HandleKind {
  napi_type_tag tag;
  const char* what;
};
constexpr HandleKind kNetHandle = {{0x7f3c5a2e91d04b68ull, 0xa5e1c0d94b2f7716ull},
                                   "a net handle (from createNet)"};
constexpr HandleKind kContextHandle = {{0x2b9e47f1c3a65d08ull, 0x93d0f6a17e4c28b5ull},
                                       "a context handle (from createContext)"};

// Reads the arguments of one call. Each reader returns false after throwing a TypeError
// "<signature>: <argument> must be …, got <type>"; the caller then returns at once.
class JsArgs {
 public:
  // signature: the function as the messages show it, e.g. "evaluate(context, from, to, stm)".
  JsArgs(const Napi::CallbackInfo& info, const char* signature) : info_(info), signature_(signature) {}

  // An integer-valued number in [lo, hi] (NaN, fractions and other types are refused).
  bool Int(size_t i, const char* name, int32_t lo, int32_t hi, int32_t* out) const;

  bool String(size_t i, const char* name, std::string* out) const;

  // A typed array of the given element type with between minLength and maxLength elements; its
  // elements in place (no copy; works for ArrayBuffer and SharedArrayBuffer backing stores).
  bool Typed(size_t i, const char* name, napi_typedarray_type type, size_t minLength, size_t maxLength,
             void** data, size_t* length) const;

  // A handle created by NewHandle with the same kind.
  template <class T>
  bool Handle(size_t i, const char* name, const HandleKind& kind, T** out) const {
    const Napi::Value v = info_[i];
    bool tagged = false;
    if (!v.IsExternal() || napi_check_object_type_tag(info_.Env(), v, &kind.tag, &tagged) != napi_ok ||
        !tagged)
      return Fail(name, (std::string("must be ") + kind.what).c_str(), i);
    *out = v.As<Napi::External<T>>().Data();
    return true;
  }

  // Throws "<signature>: <name> <problem>, got <type of argument i>" and returns false.
  bool Fail(const char* name, const char* problem, size_t i) const;
  // Throws "<signature>: <name> <problem>" and returns false.
  bool Fail(const char* name, const char* problem) const;

 private:
  const Napi::CallbackInfo& info_;
  const char* signature_;
};

// An external holding data, tagged so that JsArgs::Handle accepts it only where kind is expected.
template <class T, class Finalizer>
Napi::Value NewHandle(Napi::Env env, T* data, const HandleKind& kind, Finalizer finalize) {
  Napi::External<T> handle = Napi::External<T>::New(env, data, finalize);
  if (napi_type_tag_object(env, handle, &kind.tag) != napi_ok) {
    Napi::Error::New(env, "the addon could not tag a handle (Node-API 8 required)")
        .ThrowAsJavaScriptException();
    return env.Undefined();
  }
  return handle;
}

}  // namespace banmen

#endif  // BANMEN_JS_ARGS_H
