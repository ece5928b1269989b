// Driver for codegen-threads.mlir: calls the module's functions, which --codegen-threads
// compiled in separate parts, and prints what they return and the shared counter.
#include <stdio.h>

extern int counter;
int bump(int);
int twice(int);
int thrice(int);

int main(void) {
  printf("bump(1) = %d\n", bump(1));
  printf("twice(2) = %d\n", twice(2));
  printf("thrice(3) = %d\n", thrice(3));
  printf("counter = %d\n", counter);
  return 0;
}
