/* Calls orchestration.mlir's two functions on 1 + 2 + 3 + 4. */
#include <stdint.h>
#include <stdio.h>
float orchestrate(float *p, int64_t n);
float as_written(float *p, int64_t n);
int main(void) {
    float x[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    printf("orchestrate %g as_written %g\n", orchestrate(x, 4), as_written(x, 4));
    return 0;
}
