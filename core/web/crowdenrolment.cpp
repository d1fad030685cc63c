#include "crowdenrolment.h"
