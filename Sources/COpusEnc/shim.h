#include <opus/opusenc.h>
