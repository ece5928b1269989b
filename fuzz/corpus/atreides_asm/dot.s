; Dot product of two 8-element SF16 vectors with one block of two threads.
; Thread t accumulates a[k] * b[k] for k = t, t+2, t+4, t+6 with FMA (truncated products,
; 16-bit saturation at every step); the two partial sums meet through the on-die
; scratchpad (0xFFC0.., no bus traffic) and each thread stores the total at 16 + t.
; The loop count is the same for both threads: the block's control flow is uniform.
.threads 2
.data 0x4000 0x2000 0xC000 0x1000 0x4000 0xA000 0x6000 0x4000
.data 0x9590 0x9568 0x0A08 0x1048 0x8D18 0x8B98 0x9180 0x8DA0
; expect 16:18 AAB3 AAB3
    ADD R1, %threadIdx, R0      ; k = t (R0..R12 start at zero)
    CONST R2, #8                ; n, also b's base
    CONST R3, #2                ; stride: two threads share the vector
    CONST R4, #0                ; partial sum
loop:
    LDR R5, R1                  ; a[k]
    ADD R6, R1, R2
    LDR R6, R6                  ; b[k]
    FMA R4, R5, R6
    ADD R1, R1, R3
    CMP R1, R2
    BRn loop
    CONST R7, #-64              ; sign-extends to 0xFFC0, the scratchpad
    ADD R8, R7, %threadIdx
    STR R8, R4                  ; scratch[t] = partial
    CONST R9, #1
    SUB R9, R9, %threadIdx
    ADD R9, R7, R9
    LDR R10, R9                 ; the other thread's partial (stored one instruction ago)
    ACT R12, R4, R10            ; R12: passthrough, a saturating SF16 add
    CONST R11, #16
    ADD R11, R11, %threadIdx
    STR R11, R12
    RET
