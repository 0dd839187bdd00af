//go:build !amd64

package dijkstra

import "unsafe"

// prefetchFrom is prefetch_amd64.go's: here no field prefetches.
const prefetchFrom = 1 << 62

// prefetchBlock is prefetch_amd64.go's, doing nothing here.
func prefetchBlock(p unsafe.Pointer, stride uintptr) {}

// prefetchNear is prefetch_amd64.go's, doing nothing here.
func prefetchNear(base unsafe.Pointer, cells []int32, row uintptr) {}
