#include "webapi.h"
