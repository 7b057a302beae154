// A C target needs a source file; this one is empty. The target exists for its module map,
// which declares the Apple framework submodules Swift code imports (include/module.modulemap).
#include "AppleSubmodules.h"
