#pragma once

// The built-in registries as the application's composition roots (app/cli/main.cpp, ui::AppServices) build them,
// made once per test process for the tests that only need the defaults. A test that adds to a registry builds its own.
#include "inference/modelregistry.h"
#include "io/formatregistry.h"

namespace editlens::testing {

/// The embedded model manifest (ModelRegistry::builtin(), which a build always carries).
inline const core::ModelRegistry &builtinModels()
{
    static const core::ModelRegistry models = core::ModelRegistry::builtin().value();
    return models;
}

/// Every built-in import and export format.
inline const core::FormatRegistry &builtinFormats()
{
    static core::FormatRegistry formats;
    [[maybe_unused]] static const bool filled = (formats.registerBuiltins(), true);
    return formats;
}

} // namespace editlens::testing
