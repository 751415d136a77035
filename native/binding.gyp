# Builds the Banmen NNUE addon (Node-API, ABI-stable: the same binary loads in Node and Electron).
# The AVX2 kernels live in their own static library so that only that translation unit is compiled
# with -mavx2; the addon picks a kernel at run time from the CPU's features.
{
  "target_defaults": {
    "cflags_cc": ["-O3", "-std=c++17", "-fno-exceptions", "-fvisibility=hidden"],
    "cflags_cc!": ["-fno-rtti", "-std=gnu++17", "-std=gnu++20"],
    "defines": ["NAPI_VERSION=8", "NAPI_DISABLE_CPP_EXCEPTIONS"],
    "include_dirs": ["<!@(node -p \"require('node-addon-api').include\")", "src"],
    "xcode_settings": {
      "CLANG_CXX_LANGUAGE_STANDARD": "c++17",
      "GCC_OPTIMIZATION_LEVEL": "3",
      "MACOSX_DEPLOYMENT_TARGET": "11.0"
    },
    "msvs_settings": {
      "VCCLCompilerTool": { "AdditionalOptions": ["/std:c++17", "/O2"] }
    }
  },
  "targets": [
    {
      "target_name": "nnue_avx2",
      "type": "static_library",
      "sources": ["src/kernels_avx2.cc"],
      "conditions": [
        ["target_arch=='x64' or target_arch=='ia32'", {
          "cflags_cc": ["-mavx2"],
          "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-mavx2"] },
          "msvs_settings": { "VCCLCompilerTool": { "EnableEnhancedInstructionSet": "5" } }
        }]
      ]
    },
    {
      "target_name": "banmen_nnue",
      "dependencies": ["nnue_avx2"],
      "sources": [
        "src/addon.cc",
        "src/net.cc",
        "src/cpu.cc",
        "src/kernels_scalar.cc",
        "src/kernels_sse2.cc"
      ]
    }
  ]
}
