/* Calls mul_add (ciface-kernel.mlir, or the lpf program ciface-kernel.lpf.mlir) and the
 * kernels of ciface-descriptors.mlir through MLIR's C interface, from objects that
 * lpf-translate --emit=obj wrote, and prints every result element's bits (c-interface*.mlir
 * check them). The ABI (docs/lpf-translate.md): each memref is a descriptor
 *   { allocated pointer, aligned pointer, offset, sizes[rank], strides[rank] }
 * passed by pointer; inputs first, then one descriptor per result, into whose buffer the
 * function writes. The caller owns all memory. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MEMREF(name, elem, rank) \
    typedef struct { elem *allocated; elem *aligned; int64_t offset; int64_t sizes[rank]; int64_t strides[rank]; } name

MEMREF(MemRef1F32, float, 1);
MEMREF(MemRef1I8, int8_t, 1);
MEMREF(MemRef2F32, float, 2);

void _mlir_ciface_mul_add(MemRef1F32 *a, MemRef1F32 *b, MemRef1F32 *out);
void _mlir_ciface_add_i8(MemRef1I8 *a, MemRef1I8 *b, MemRef1I8 *out);
void _mlir_ciface_transpose(MemRef2F32 *a, MemRef2F32 *out);

static MemRef1F32 vec_f32(float *data, int64_t n) { return (MemRef1F32){data, data, 0, {n}, {1}}; }
static MemRef1I8 vec_i8(int8_t *data, int64_t n) { return (MemRef1I8){data, data, 0, {n}, {1}}; }

static uint32_t bits_f32(float x) {
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

int main(void) {
    /* Element 2 is fused-vs-unfused sensitive: a*b = -(0.25 + 2^-13 + 2^-26) rounds (tie, to
     * even) to -(0.25 + 2^-13), so mulf then addf gives -2^-13 (0xb9000000); one fused rounding
     * would give -(2^-13 + 2^-26) (0xb9000400). Element 3 is -0.25 + 0.25 = +0; element 4
     * overflows to +inf. Expected bits from numpy's float32 arithmetic. */
    float a[5] = {1.5f, 0.1f, -(0.5f + 0x1p-13f), -1.0f, 3e38f};
    float b[5] = {2.0f, 3.0f, 0.5f + 0x1p-13f, 0.25f, 10.0f};
    float r[5];
    memset(r, 0xff, sizeof r);
    MemRef1F32 da = vec_f32(a, 5), db = vec_f32(b, 5), dr = vec_f32(r, 5);
    _mlir_ciface_mul_add(&da, &db, &dr);
    for (int i = 0; i < 5; i++) printf("mul_add[%d] = 0x%08" PRIx32 "\n", i, bits_f32(r[i]));

    int8_t x[3] = {100, -128, 5};
    int8_t y[3] = {100, -1, 3};
    int8_t s[3] = {0};
    MemRef1I8 dx = vec_i8(x, 3), dy = vec_i8(y, 3), ds = vec_i8(s, 3);
    _mlir_ciface_add_i8(&dx, &dy, &ds);
    for (int i = 0; i < 3; i++) printf("add_i8[%d] = 0x%02x\n", i, (unsigned)(uint8_t)s[i]);

    float m[6] = {1, 2, 3, 4, 5, 6}; /* 2x3, row-major */
    float t[6] = {0};                /* 3x2 */
    MemRef2F32 dm = {m, m, 0, {2, 3}, {3, 1}};
    MemRef2F32 dt = {t, t, 0, {3, 2}, {2, 1}};
    _mlir_ciface_transpose(&dm, &dt);
    printf("transpose =");
    for (int i = 0; i < 6; i++) printf(" %g", t[i]);
    printf("\n");
    return 0;
}
