#pragma once

#include <memory>

namespace editlens::core {
class FormatRegistry;
class MetricRegistry;
class ModelRegistry;
} // namespace editlens::core

namespace editlens::ui {

/// The application's registries, built once by the composition root (app/gui/main.cpp) and handed to the study
/// window, its docks and dialogs. Each registry is immutable once built (registration happens only in builtin()), and
/// their headers say that read-only use is safe from any thread: a worker may keep a shared pointer and read it. A
/// cheap value to copy; the registries live as long as the last copy.
struct AppServices
{
    std::shared_ptr<const core::FormatRegistry> formats; ///< import and export formats; never null
    std::shared_ptr<const core::MetricRegistry> metrics; ///< the metrics EditLens computes; never null
    /// The embedded model manifest; null when it does not parse (learned metrics then count as unavailable).
    std::shared_ptr<const core::ModelRegistry> models;

    /// Every built-in format, metric and model. Metric names are translated as they are registered, so call it
    /// after the application's translators are installed.
    static AppServices builtin();
};

} // namespace editlens::ui
