#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to start loading the cache line at `address`, without
/// waiting for it: a word list's lookups read the table's slots this way for
/// a group of words before comparing any (Swift has no prefetch of its own).
static inline void wordscramble_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
