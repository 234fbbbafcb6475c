// cmark's C API, from Debian's libcmark-dev (pkg-config: libcmark).
#include <cmark.h>
