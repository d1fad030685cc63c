#include "webserver.h"
