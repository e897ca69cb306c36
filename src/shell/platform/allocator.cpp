#include "shell/platform/allocator.hpp"

#include <cstdlib>  // defines __GLIBC__ on glibc systems

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace shell {

void keep_freed_memory_for_reuse() {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}

}  // namespace shell
