#include "ratelimiter.h"
