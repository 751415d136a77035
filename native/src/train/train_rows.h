// Row loops of the trainer's kernels (included by train_kernels_impl.h inside TRAIN_KERNELS_NS): the
// feature-transformer rows (accumulate, coalesce, gradient sums) and the 32-wide dense layers. Each
// has a plain loop that the compiler vectorises and, in the AVX2 build, a register-blocked version
// that performs the same float operations in the same order, so both builds keep their results
// (the AVX2 build contracts a * b + c into FMA either way).
#ifndef BANMEN_TRAIN_ROWS_NS_GUARD
#error "include train_rows.h only from train_kernels_impl.h"
#endif

#if defined(__AVX2__)
constexpr bool kRegisterBlocked = true;
#else
constexpr bool kRegisterBlocked = false;
#endif

#if defined(__AVX2__)
// v itself; the empty asm keeps -fassociative-math from regrouping a chain of additions through it,
// so the sums round as they did when each addition was a pass of its own over memory.
inline __m256 Keep(__m256 v) {
#if defined(__GNUC__) || defined(__clang__)
  asm("" : "+x"(v));
#endif
  return v;
}
#endif

// Floats per register-blocked chunk: eight ymm sums, leaving registers for the loads.
constexpr int kChunk = 64;

// Indices of the nonzero entries of x[0..n), in order, without a branch per entry (the pattern
// changes with every position, so a branch mispredicts about every other entry).
inline int NonZero(const float* __restrict x, int n, int32_t* __restrict idx) {
  int count = 0;
  for (int i = 0; i < n; ++i) {
    idx[count] = i;
    count += x[i] != 0.f;
  }
  return count;
}

void AddRow(float* __restrict dst, const float* __restrict src, float scale, int n) {
  for (int j = 0; j < n; ++j) dst[j] += scale * src[j];
}

// dst += a + b (a function of its own: its restrict pointers let the compiler vectorise it).
void AddTwoRows(float* __restrict dst, const float* __restrict a, const float* __restrict b, int n) {
  for (int j = 0; j < n; ++j) dst[j] += a[j] + b[j];
}

void AddThreeRows(float* __restrict dst, const float* __restrict a, const float* __restrict b,
                  const float* __restrict c, int n) {
  for (int j = 0; j < n; ++j) dst[j] += a[j] + b[j] + c[j];
}

// acc = bias + r0 + r1 + ... over the rows of `count` (even) features.
inline void SumPairs(const float* ft, const int32_t* f, int count, const float* __restrict bias, int h,
                     float* __restrict acc) {
  auto row = [&](int i) { return ft + static_cast<size_t>(f[i]) * h; };
#if defined(__AVX2__)
  if (h % kChunk == 0) {
    // Why chunks: the 64 sums stay in registers over all rows instead of being stored 19 times.
    for (int c = 0; c < h; c += kChunk) {
      __m256 s[8];
      for (int k = 0; k < 8; ++k) s[k] = _mm256_loadu_ps(bias + c + 8 * k);
      for (int i = 0; i + 1 < count; i += 2) {
        const float *a = row(i) + c, *b = row(i + 1) + c;
        for (int k = 0; k < 8; ++k)
          s[k] = _mm256_add_ps(Keep(_mm256_add_ps(s[k], _mm256_loadu_ps(a + 8 * k))),
                               _mm256_loadu_ps(b + 8 * k));
      }
      for (int k = 0; k < 8; ++k) _mm256_storeu_ps(acc + c + 8 * k, s[k]);
    }
    return;
  }
#endif
  std::memcpy(acc, bias, sizeof(float) * h);
  for (int i = 0; i + 1 < count; i += 2) AddTwoRows(acc, row(i), row(i + 1), h);
}

// dst = ((hk + p) + k) + r (r may be null): a HalfKP row with its factor rows, in one pass.
void CoalesceRow(float* __restrict dst, const float* __restrict hk, const float* __restrict p,
                 const float* __restrict k, const float* __restrict r, int n) {
#if defined(__AVX2__)
  if (n % 8 == 0) {
    for (int j = 0; j < n; j += 8) {
      __m256 s = Keep(_mm256_add_ps(_mm256_loadu_ps(hk + j), _mm256_loadu_ps(p + j)));
      s = _mm256_add_ps(s, _mm256_loadu_ps(k + j));
      if (r) s = _mm256_add_ps(Keep(s), _mm256_loadu_ps(r + j));
      _mm256_storeu_ps(dst + j, s);
    }
    return;
  }
#endif
  if (r)
    for (int j = 0; j < n; ++j) dst[j] = hk[j] + p[j] + k[j] + r[j];
  else
    for (int j = 0; j < n; ++j) dst[j] = hk[j] + p[j] + k[j];
}

// dst[0..n) = 0 + base[rows[0] * stride ..] + base[rows[1] * stride ..] + ..., in the order listed.
void SumRows(float* __restrict dst, const float* __restrict base, size_t stride, const int32_t* rows,
             int count, int n) {
  auto row = [&](int i) { return base + static_cast<size_t>(rows[i]) * stride; };
#if defined(__AVX2__)
  if (n % kChunk == 0) {
    // Why chunks: the sums stay in registers while every listed row is read once per chunk.
    for (int c = 0; c < n; c += kChunk) {
      __m256 s[8];
      for (int k = 0; k < 8; ++k) s[k] = _mm256_setzero_ps();
      for (int i = 0; i < count; ++i)
        for (int k = 0; k < 8; ++k) s[k] = _mm256_add_ps(s[k], _mm256_loadu_ps(row(i) + c + 8 * k));
      for (int k = 0; k < 8; ++k) _mm256_storeu_ps(dst + c + 8 * k, s[k]);
    }
    return;
  }
#endif
  std::memset(dst, 0, sizeof(float) * n);
  for (int i = 0; i < count; ++i) AddRow(dst, row(i), 1.f, n);
}

// y = b + sum over the listed inputs i (in order) of x[i] w[i] (input-major weights, `out` wide).
inline void AffineListed(const float* __restrict x, const int32_t* idx, int count, const float* __restrict w,
                         const float* __restrict b, int out, float* __restrict y) {
#if defined(__AVX2__)
  if (out == 32) {
    // Why four registers: the sums no longer go through memory once per input (a store-to-load
    // chain of about ten cycles per input).
    __m256 s0 = _mm256_loadu_ps(b), s1 = _mm256_loadu_ps(b + 8), s2 = _mm256_loadu_ps(b + 16),
           s3 = _mm256_loadu_ps(b + 24);
    for (int k = 0; k < count; ++k) {
      const __m256 xi = _mm256_broadcast_ss(x + idx[k]);
      const float* row = w + static_cast<size_t>(idx[k]) * 32;
      s0 = _mm256_fmadd_ps(xi, _mm256_loadu_ps(row), s0);
      s1 = _mm256_fmadd_ps(xi, _mm256_loadu_ps(row + 8), s1);
      s2 = _mm256_fmadd_ps(xi, _mm256_loadu_ps(row + 16), s2);
      s3 = _mm256_fmadd_ps(xi, _mm256_loadu_ps(row + 24), s3);
    }
    _mm256_storeu_ps(y, s0), _mm256_storeu_ps(y + 8, s1), _mm256_storeu_ps(y + 16, s2);
    _mm256_storeu_ps(y + 24, s3);
    return;
  }
#endif
  std::memcpy(y, b, sizeof(float) * out);
  for (int k = 0; k < count; ++k) {
    const float xi = x[idx[k]];
    const float* __restrict row = w + static_cast<size_t>(idx[k]) * out;
    for (int o = 0; o < out; ++o) y[o] += xi * row[o];
  }
}

// dw[i] += x[i] dy for the listed inputs i (the weight gradient of an affine layer).
inline void AddOuterListed(const float* __restrict x, const int32_t* idx, int count,
                           const float* __restrict dy, int out, float* __restrict dw) {
#if defined(__AVX2__)
  if (out == 32) {
    // Why dy in registers: each listed row then costs four loads, FMAs and stores.
    const __m256 d0 = _mm256_loadu_ps(dy), d1 = _mm256_loadu_ps(dy + 8), d2 = _mm256_loadu_ps(dy + 16),
                 d3 = _mm256_loadu_ps(dy + 24);
    for (int k = 0; k < count; ++k) {
      const __m256 xi = _mm256_broadcast_ss(x + idx[k]);
      float* row = dw + static_cast<size_t>(idx[k]) * 32;
      _mm256_storeu_ps(row, _mm256_fmadd_ps(xi, d0, _mm256_loadu_ps(row)));
      _mm256_storeu_ps(row + 8, _mm256_fmadd_ps(xi, d1, _mm256_loadu_ps(row + 8)));
      _mm256_storeu_ps(row + 16, _mm256_fmadd_ps(xi, d2, _mm256_loadu_ps(row + 16)));
      _mm256_storeu_ps(row + 24, _mm256_fmadd_ps(xi, d3, _mm256_loadu_ps(row + 24)));
    }
    return;
  }
#endif
  for (int k = 0; k < count; ++k) {
    const float xi = x[idx[k]];
    float* __restrict row = dw + static_cast<size_t>(idx[k]) * out;
    for (int o = 0; o < out; ++o) row[o] += xi * dy[o];
  }
}

#if defined(__AVX2__)
// BackInputs for 32 outputs, eight inputs at a time from the transposed weights, with no branch
// per input. Each dot product is rounded as the plain loop's vectorised form rounds it: lane sums
// p_l over o = l, l + 8, l + 16, l + 24 (FMA from 0), x_l = p_l + p_(l+4), then (x1 + x3) + (x0 + x2).
inline void BackInputs32(const float* __restrict wt, const float* __restrict dy, const float* __restrict pass,
                         int in, float* __restrict dx) {
  const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.f);
  for (int i = 0; i < in; i += 8) {
    __m256 p[8];
    for (int l = 0; l < 8; ++l) {
      p[l] = zero;
      for (int c = 0; c < 4; ++c) {
        const int o = 8 * c + l;
        p[l] = _mm256_fmadd_ps(_mm256_set1_ps(dy[o]), _mm256_loadu_ps(wt + static_cast<size_t>(o) * in + i),
                               p[l]);
      }
    }
    __m256 x[4];
    for (int l = 0; l < 4; ++l) x[l] = Keep(_mm256_add_ps(p[l], p[l + 4]));
    const __m256 sum = _mm256_add_ps(Keep(_mm256_add_ps(x[1], x[3])), Keep(_mm256_add_ps(x[0], x[2])));
    const __m256 r = _mm256_loadu_ps(pass + i);
    const __m256 inside =
        _mm256_and_ps(_mm256_cmp_ps(r, zero, _CMP_GT_OQ), _mm256_cmp_ps(r, one, _CMP_LT_OQ));
    _mm256_storeu_ps(dx + i, _mm256_and_ps(inside, sum));
  }
}
#endif

// dx[i] = W[i] . dy where pass[i] is inside (0, 1), else 0, for the `in` inputs of a layer `out` wide.
// `wt` is W transposed ([out][in]) or null.
inline void BackInputs(const float* __restrict w, const float* __restrict wt, const float* __restrict dy,
                       const float* __restrict pass, int in, int out, float* __restrict dx) {
#if defined(__AVX2__)
  if (wt && out == 32 && in % 8 == 0) return BackInputs32(wt, dy, pass, in, dx);
#endif
  for (int i = 0; i < in; ++i) {
    const float* __restrict row = w + static_cast<size_t>(i) * out;
    float s = 0.f;
    if (pass[i] > 0.f && pass[i] < 1.f)
      for (int o = 0; o < out; ++o) s += row[o] * dy[o];
    dx[i] = s;
  }
}
