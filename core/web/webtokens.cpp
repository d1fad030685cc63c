#include "webtokens.h"
