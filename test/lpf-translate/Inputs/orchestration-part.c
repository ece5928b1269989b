/* Calls orchestration-part.mlir's two functions and compares each with this file's own
   computation of the same chain (unsigned arithmetic wraps as LLVM's i32 does). */
#include <stdint.h>
#include <stdio.h>
int32_t orchestrate(int32_t x);
int32_t as_written(int32_t x);
static int32_t expected(int32_t x) {
    uint32_t v = (uint32_t)x;
    for (int i = 1; i <= 2400; ++i) {
        uint32_t c = v * 3u + 1u;
        v = i % 600 ? c : ((c ^ (8u * c)) + (uint32_t)x);
    }
    return (int32_t)v;
}
int main(void) {
    for (int32_t x = -2; x <= 2; ++x) {
        int32_t want = expected(x);
        printf("%d: orchestrate %s as_written %s\n", x, orchestrate(x) == want ? "ok" : "WRONG", as_written(x) == want ? "ok" : "WRONG");
    }
    return 0;
}
