#include "appservices.h"

#include "inference/modelregistry.h"
#include "io/formatregistry.h"
#include "scoring/metricregistry.h"

namespace editlens::ui {

AppServices AppServices::builtin()
{
    AppServices services;
    auto formats = std::make_shared<core::FormatRegistry>();
    formats->registerBuiltins();
    services.formats = std::move(formats);
    auto metrics = std::make_shared<core::MetricRegistry>();
    metrics->registerBuiltins();
    services.metrics = std::move(metrics);
    if (auto models = core::ModelRegistry::builtin())
        services.models = std::make_shared<const core::ModelRegistry>(std::move(models).value());
    return services;
}

} // namespace editlens::ui
