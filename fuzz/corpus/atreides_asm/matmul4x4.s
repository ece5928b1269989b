; 4x4 matrix product C = A x B with FMA, one thread per output: 16 threads, 8 blocks.
; A = mem[0..16), B = mem[16..32), C = mem[32..48), row-major. The pointers walk A's row
; (step 1) and B's column (step 4) instead of recomputing addresses each iteration.
.threads 16
.data 0x0000 0x1000 0x4000 0xC000 0x3000 0x9000 0xC000 0xA000
.data 0xB000 0x1000 0x3000 0x9000 0x2000 0x4000 0xB000 0x9000
.data 0x9E58 0x8448 0x1438 0x03C0 0x88B8 0x11D8 0x8B98 0x96D0
.data 0x8E40 0x18F0 0x8FD0 0x8F18 0x9FC8 0x9F58 0x8538 0x8470
; expect 32:48 07AD 1E5F 86BF 882E 04C8 8878 123E 0CEA 08EB 111B 8E4F 895D 82A1 026B 05D7 8441
    MUL R0, %blockIdx, %blockDim
    ADD R0, R0, %threadIdx      ; i = 4 * row + col
    CONST R1, #1
    CONST R2, #4                ; n
    CONST R4, #16               ; B's base
    CONST R5, #32               ; C's base
    DIV R6, R0, R2              ; row (DIV by 4 is a shift)
    MUL R7, R6, R2
    SUB R7, R0, R7              ; col
    MUL R10, R6, R2             ; &A[row][0] (A's base is 0)
    ADD R11, R4, R7             ; &B[0][col]
    CONST R8, #0                ; acc
    CONST R9, #0                ; k
loop:
    LDR R12, R10                ; A[row][k]
    LDR R3, R11                 ; B[k][col]
    FMA R8, R12, R3
    ADD R10, R10, R1
    ADD R11, R11, R2
    ADD R9, R9, R1
    CMP R9, R2
    BRn loop
    ADD R9, R5, R0
    STR R9, R8
    RET
