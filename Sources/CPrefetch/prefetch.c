// The target's one source file (SwiftPM needs one): everything is the inline
// function in include/CPrefetch.h.
#include "CPrefetch.h"
