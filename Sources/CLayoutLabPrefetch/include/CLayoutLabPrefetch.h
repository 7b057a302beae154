#ifndef CLAYOUTLAB_PREFETCH_H
#define CLAYOUTLAB_PREFETCH_H

/// Starts loading the cache line holding `address` for reading, without waiting for it: a walk
/// over a long tree asks for the nodes it visits next while it works on this one, so that their
/// memory arrives in parallel rather than one node after another (Swift has no prefetch of its own).
static inline __attribute__((always_inline)) void layoutlab_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
