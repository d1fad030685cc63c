// The fuzz harnesses in the normal build, without libFuzzer: runs LLVMFuzzerTestOneInput over every file of the
// given folders (the committed corpus and regressions), then over a fixed number of deterministic mutations of
// them (byte flips, truncations, insertions, duplicated and dropped chunks). The seed is fixed, so every run
// feeds the same inputs and a failure reproduces. A crash or a harness invariant aborts the process, which fails
// the ctest; the input that was running is written to fuzz-replay-crash-<pid> in the working folder first.
//
//   fuzz_replay_<target> [--iterations N] [--seed S] FOLDER_OR_FILE...

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

using Bytes = std::vector<uint8_t>;

// The input being run, for the signal handler (which may only use async-signal-safe calls).
const Bytes *g_current = nullptr;

void writeCurrentInput(int signal)
{
    if (g_current) {
        char name[64];
        std::snprintf(name, sizeof name, "fuzz-replay-crash-%d", int(getpid()));
        const int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            const ssize_t written = write(fd, g_current->data(), g_current->size());
            static_cast<void>(written);
            close(fd);
        }
        static const char message[] = "fuzz-replay: the failing input is in fuzz-replay-crash-<pid>\n";
        const ssize_t shown = write(STDERR_FILENO, message, sizeof message - 1);
        static_cast<void>(shown);
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

Bytes readFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::vector<std::filesystem::path> inputFiles(const std::vector<std::string> &args)
{
    std::vector<std::filesystem::path> files;
    for (const std::string &arg : args) {
        if (std::filesystem::is_directory(arg)) {
            for (const auto &entry : std::filesystem::directory_iterator(arg))
                if (entry.is_regular_file())
                    files.push_back(entry.path());
        } else if (std::filesystem::is_regular_file(arg)) {
            files.emplace_back(arg);
        }
    }
    std::sort(files.begin(), files.end()); // directory order is not stable across machines
    return files;
}

// One to four edits of the kinds that break parsers: flipped bits, interesting bytes, cuts, insertions and
// copies of a chunk elsewhere (which makes duplicate keys, repeated separators and unbalanced brackets).
Bytes mutate(Bytes input, std::mt19937 &random)
{
    const auto below = [&random](size_t n) { return n == 0 ? size_t(0) : size_t(random() % n); };
    static const uint8_t interesting[] = {0,   0xff, 0x7f, 0x80, '"',  ',', '\t', '\n', '\r', '[',
                                          ']', '{',  '}',  ':',  '\\', '-', '.',  'e',  '9',  '@'};
    const int edits = 1 + int(below(4));
    for (int e = 0; e < edits; ++e) {
        const size_t size = input.size();
        switch (below(6)) {
        case 0: // flip one bit
            if (size > 0)
                input[below(size)] ^= uint8_t(1u << below(8));
            break;
        case 1: // overwrite a byte with one that means something to CSV, TSV or JSON
            if (size > 0)
                input[below(size)] = interesting[below(sizeof interesting)];
            break;
        case 2: // truncate
            input.resize(below(size + 1));
            break;
        case 3: { // insert a few random bytes
            const size_t at = below(size + 1);
            Bytes extra(1 + below(8));
            for (uint8_t &b : extra)
                b = uint8_t(random());
            input.insert(input.begin() + std::ptrdiff_t(at), extra.begin(), extra.end());
            break;
        }
        case 4: { // copy a chunk to another place
            if (size == 0)
                break;
            const size_t from = below(size);
            const size_t length = 1 + below(std::min<size_t>(size - from, 256));
            const Bytes chunk(input.begin() + std::ptrdiff_t(from), input.begin() + std::ptrdiff_t(from + length));
            const size_t at = below(size + 1);
            input.insert(input.begin() + std::ptrdiff_t(at), chunk.begin(), chunk.end());
            break;
        }
        default: { // drop a chunk
            if (size == 0)
                break;
            const size_t from = below(size);
            const size_t length = 1 + below(std::min<size_t>(size - from, 64));
            input.erase(input.begin() + std::ptrdiff_t(from), input.begin() + std::ptrdiff_t(from + length));
            break;
        }
        }
    }
    return input;
}

void run(const Bytes &input)
{
    g_current = &input;
    LLVMFuzzerTestOneInput(input.data(), input.size());
    g_current = nullptr;
}

} // namespace

int main(int argc, char **argv)
{
    long iterations = 0;
    unsigned long seed = 1;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--iterations" && i + 1 < argc)
            iterations = std::strtol(argv[++i], nullptr, 10);
        else if (arg == "--seed" && i + 1 < argc)
            seed = std::strtoul(argv[++i], nullptr, 10);
        else
            paths.push_back(arg);
    }
    for (const int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL})
        std::signal(signal, writeCurrentInput);

    const std::vector<std::filesystem::path> files = inputFiles(paths);
    if (files.empty()) {
        std::fprintf(stderr, "fuzz-replay: no input files in the given folders\n");
        return 2;
    }
    std::vector<Bytes> seeds;
    for (const auto &file : files) {
        seeds.push_back(readFile(file));
        run(seeds.back());
    }
    std::mt19937 random(static_cast<std::mt19937::result_type>(seed));
    for (long i = 0; i < iterations; ++i)
        run(mutate(seeds[size_t(i) % seeds.size()], random));
    std::printf("fuzz-replay: %zu input files and %ld mutations ran without a failure\n", files.size(), iterations);
    return 0;
}
