// Calls _mlir_ciface_widen of dynamic-result.mlir: its result has a dynamic size, so the function
// allocates it and fills the descriptor; the caller reads the shape there and frees `allocated`.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { void *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } memref2;
void _mlir_ciface_widen(memref2 *x, memref2 *y);

int main(void) {
  uint8_t in[6] = {0x38, 0x40, 0xb8, 0x7e, 0x01, 0x00}; /* 1, 2, -1, 448, 2^-9, 0 (f8E4M3FN) */
  memref2 x = {in, in, 0, {3, 2}, {2, 1}};
  memref2 y = {0};
  _mlir_ciface_widen(&x, &y);
  printf("sizes %lld %lld strides %lld %lld offset %lld same %d\n", (long long)y.sizes[0], (long long)y.sizes[1],
         (long long)y.strides[0], (long long)y.strides[1], (long long)y.offset, y.allocated == y.aligned);
  const float *v = y.aligned;
  for (int i = 0; i < 6; i++) printf("%g\n", v[i]);
  free(y.allocated);
  return 0;
}
