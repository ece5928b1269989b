; 2x2 matrix product C = A x B with FMA, one thread per output (atreides.md §9 vector).
; A = mem[0..4), B = mem[4..8), C = mem[8..12), row-major.
.threads 4
.data 0x4000 0x2000 0x1000 0x4000 0x4000 0x2000 0x2000 0x4000
; expect 8:12 2800 2000 1800 2400
    MUL R0, %blockIdx, %blockDim
    ADD R0, R0, %threadIdx      ; i = 2 * row + col
    CONST R1, #1
    CONST R2, #2                ; n
    CONST R3, #0                ; A's base
    CONST R4, #4                ; B's base
    CONST R5, #8                ; C's base
    DIV R6, R0, R2              ; row
    MUL R7, R6, R2
    SUB R7, R0, R7              ; col
    CONST R8, #0                ; acc
    CONST R9, #0                ; k
loop:
    MUL R10, R6, R2
    ADD R10, R10, R9
    ADD R10, R10, R3
    LDR R10, R10                ; A[row][k]
    MUL R11, R9, R2
    ADD R11, R11, R7
    ADD R11, R11, R4
    LDR R11, R11                ; B[k][col]
    FMA R8, R10, R11
    ADD R9, R9, R1
    CMP R9, R2
    BRn loop
    ADD R9, R5, R0
    STR R9, R8
    RET
