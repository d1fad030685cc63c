#pragma once

// The rule lives in core (the Score dialog and the CLI share it); the Scores dock's callers keep this name.
#include "scoring/metricavailability.h"

namespace editlens::ui {

using core::unavailableMetrics;

} // namespace editlens::ui
