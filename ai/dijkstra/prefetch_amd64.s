#include "textflag.h"

// func prefetchBlock(p unsafe.Pointer, stride uintptr): PREFETCHT0 of the
// first and last byte of four rows of 64 bytes, stride bytes apart.
TEXT ·prefetchBlock(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), AX
	MOVQ stride+8(FP), BX
	PREFETCHT0 (AX)
	PREFETCHT0 63(AX)
	ADDQ BX, AX
	PREFETCHT0 (AX)
	PREFETCHT0 63(AX)
	ADDQ BX, AX
	PREFETCHT0 (AX)
	PREFETCHT0 63(AX)
	ADDQ BX, AX
	PREFETCHT0 (AX)
	PREFETCHT0 63(AX)
	RET

// func prefetchNear(base unsafe.Pointer, cells []int32, row uintptr):
// PREFETCHT0 of base+4c-row, base+4c and base+4c+row for each c.
TEXT ·prefetchNear(SB), NOSPLIT, $0-40
	MOVQ base+0(FP), AX
	MOVQ cells_base+8(FP), SI
	MOVQ cells_len+16(FP), CX
	MOVQ row+32(FP), DX
	TESTQ CX, CX
	JEQ near_done
near_loop:
	MOVLQSX (SI), BX
	LEAQ (AX)(BX*4), BX
	PREFETCHT0 (BX)
	MOVQ BX, DI
	SUBQ DX, DI
	PREFETCHT0 (DI)
	ADDQ DX, BX
	PREFETCHT0 (BX)
	ADDQ $4, SI
	DECQ CX
	JNE near_loop
near_done:
	RET
