package dijkstra

import "unsafe"

// Prefetching. A big level's values (4 MB at 1024x1024) do not fit the
// L2, and a scan stores each cell's value where its front passes, a line
// at a time in an order no hardware prefetcher guesses: each store then
// waited on a line from the L3 or memory. The scans know which lines they
// will store to a while before they do, and ask for them early. Go has no
// prefetch a package may call, hence these few lines of assembly; other
// architectures (prefetch_other.go) do without.

// prefetchFrom is the cells from which a field's values (4 bytes each)
// outgrow a 1 MB L2, and the scans prefetch: below, every line is in
// cache anyway and asking costs time (256x256 scans read 5-8% slower).
const prefetchFrom = 1 << 18

// prefetchBlock asks the cache for the four rows of a bit-scan block's
// values: p is the block's first cell's value, stride the bytes of a
// value row. A row of 16 values may straddle two lines: both are asked.
//
//go:noescape
func prefetchBlock(p unsafe.Pointer, stride uintptr)

// prefetchNear asks the cache for the int32 values at base of the cells
// and of the cells above and below them (row is the bytes of a row).
//
//go:noescape
func prefetchNear(base unsafe.Pointer, cells []int32, row uintptr)
