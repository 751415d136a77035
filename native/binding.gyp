# Builds the Banmen NNUE addon (Node-API, ABI-stable: the same binary loads in Node and Electron).
# The AVX2 and AVX-512 VNNI kernels live in their own static libraries so that only those
# translation units are compiled with -mavx2 / -mavx512vnni; the addon picks a kernel at run time
# from the CPU's features. The NEON kernels (kernels_neon.cc) need no flag: NEON is part of AArch64;
# their dot-product form (kernels_neon_dot.cc, SDOT) is built with -march=armv8.2-a+dotprod.
# The NNUE trainer is its own addon, banmen_train.node (src/train/, see README.md), with its
# AVX2+FMA arithmetic in the banmen_train_avx2 library.
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
      "target_name": "banmen_train_avx2",
      "type": "static_library",
      "sources": ["src/train/train_kernels_avx2.cc"],
      "cflags_cc": ["-fno-math-errno", "-fassociative-math", "-fno-signed-zeros", "-fno-trapping-math"],
      "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-fno-math-errno", "-fassociative-math", "-fno-signed-zeros", "-fno-trapping-math"] },
      "msvs_settings": { "VCCLCompilerTool": { "FloatingPointModel": "2" } },
      "conditions": [
        ["target_arch=='x64' or target_arch=='ia32'", {
          "cflags_cc": ["-mavx2", "-mfma"],
          "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-mavx2", "-mfma"] },
          "msvs_settings": { "VCCLCompilerTool": { "EnableEnhancedInstructionSet": "5" } }
        }]
      ]
    },
    {
      "target_name": "banmen_train",
      "dependencies": ["banmen_train_avx2"],
      "sources": [
        "src/train/train_addon.cc",
        "src/js_args.cc",
        "src/train/trainer.cc",
        "src/train/trainer_batch.cc",
        "src/train/trainer_state.cc",
        "src/train/packed_sfen.cc",
        "src/train/train_kernels_scalar.cc",
        "src/slot_records.cc"
      ],
      "cflags_cc": ["-fno-math-errno", "-fassociative-math", "-fno-signed-zeros", "-fno-trapping-math"],
      "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-fno-math-errno", "-fassociative-math", "-fno-signed-zeros", "-fno-trapping-math"] },
      "msvs_settings": { "VCCLCompilerTool": { "FloatingPointModel": "2" } },
      "conditions": [
        ["target_arch=='x64' or target_arch=='ia32'", { "defines": ["BANMEN_TRAIN_AVX2"] }]
      ]
    },
    {
      "target_name": "nnue_avx2",
      "type": "static_library",
      "sources": ["src/kernels_avx2.cc"],
      "conditions": [
        ["target_arch=='x64' or target_arch=='ia32'", {
          "cflags_cc": ["-mavx2", "-mpopcnt"],
          "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-mavx2", "-mpopcnt"] },
          "msvs_settings": { "VCCLCompilerTool": { "EnableEnhancedInstructionSet": "5" } }
        }]
      ]
    },
    {
      "target_name": "nnue_vnni",
      "type": "static_library",
      "sources": ["src/kernels_vnni.cc"],
      "conditions": [
        ["target_arch=='x64' or target_arch=='ia32'", {
          "cflags_cc": ["-mavx2", "-mpopcnt", "-mavx512vl", "-mavx512vnni"],
          "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-mavx2", "-mpopcnt", "-mavx512vl", "-mavx512vnni"] },
          "msvs_settings": { "VCCLCompilerTool": { "AdditionalOptions": ["/arch:AVX512"] } }
        }]
      ]
    },
    {
      "target_name": "nnue_neon_dot",
      "type": "static_library",
      "sources": ["src/kernels_neon_dot.cc"],
      "conditions": [
        ["target_arch=='arm64'", {
          "cflags_cc": ["-march=armv8.2-a+dotprod"],
          "xcode_settings": { "OTHER_CPLUSPLUSFLAGS": ["-march=armv8.2-a+dotprod"] }
        }]
      ]
    },
    {
      "target_name": "banmen_nnue",
      "dependencies": ["nnue_avx2", "nnue_vnni", "nnue_neon_dot"],
      "sources": [
        "src/addon.cc",
        "src/js_args.cc",
        "src/net.cc",
        "src/slot_records.cc",
        "src/refresh_cache.cc",
        "src/cpu.cc",
        "src/kernels_scalar.cc",
        "src/kernels_sse2.cc",
        "src/kernels_neon.cc"
      ]
    }
  ]
}
