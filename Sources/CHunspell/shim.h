#ifndef CHUNSPELL_SHIM_H
#define CHUNSPELL_SHIM_H
#include <hunspell.h>
#endif
