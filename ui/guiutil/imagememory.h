#pragma once

namespace editlens::ui {

/// Makes the C library hand image-sized blocks (1 MiB and more) back to the system when they are freed. Call once at
/// the start of the GUI, before any thread starts. glibc otherwise raises its mmap threshold after the first large
/// free and then serves decoded 1024² images from per-thread heaps that keep the memory: browsing 200 items of a
/// large study peaked at 1.25 GB of RSS for a 512 MiB image cache, 0.79 GB with this (bench_browse). The CLI makes
/// the opposite choice for scoring throughput (app/cli/main.cpp).
void returnImageMemoryToSystem();

} // namespace editlens::ui
