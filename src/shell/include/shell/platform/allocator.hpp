// Allocator settings for the game process.
#pragma once

namespace shell {

// Mesa's software renderer (llvmpipe: Xvfb, VMs, machines without a GPU)
// frees a lot of memory at the end of every frame and allocates it again for
// the next. glibc gives it back to the kernel each time (heap trimming), and
// every page faults in again: measured, half the CPU time of a frame at
// 1280x800 (56 -> 28 ms). Not trimming below 512 MB keeps that memory for
// reuse; resident memory stays the same. A no-op outside glibc.
void keep_freed_memory_for_reuse();

}  // namespace shell
