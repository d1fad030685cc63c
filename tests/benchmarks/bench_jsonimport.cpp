// Benchmark: reading large JSON inputs with the dice, genaibench, viescore and magicbrush importers (the read step,
// which parses the JSON and finds each entry's line for error messages). Target: 100,000 entries in under 3 s each.
// Usage: bench_jsonimport [ENTRIES [FORMAT]]   (FORMAT: dice, genaibench, viescore, magicbrush; default all)
#include "io/formatregistry.h"
#include "io/importformat.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace editlens::core;

namespace {

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/// One JSON value per line between "[" and "]" (or "{" and "}"), so that entry i starts on line i + 2.
QByteArray joined(const QVector<QByteArray> &entries, char open, char close)
{
    QByteArray text(1, open);
    text += '\n';
    for (qsizetype i = 0; i < entries.size(); ++i)
        text += entries.at(i) + (i + 1 < entries.size() ? ",\n" : "\n");
    return text + close + '\n';
}

// Writes the input for `format` with `n` entries under `dir`; returns the path to import.
QString makeInput(const QString &format, int n, const QDir &dir)
{
    // A tiny PNG that every entry shares, for the importers that check that images exist.
    const QByteArray png = QByteArray::fromBase64(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
    writeFile(dir.filePath(QStringLiteral("a.png")), png);
    QVector<QByteArray> entries;
    entries.reserve(n);
    if (format == QLatin1String("dice")) {
        for (int i = 0; i < n; ++i)
            entries.push_back(R"({"original_path": "a.png", "edited_path": "a.png", "operation": "EDIT", )"
                              R"("object": "vase )"
                              + QByteArray::number(i) + R"(", "bbox": [0.1, 0.2, 0.5, 0.6]})");
        const QString path = dir.filePath(QStringLiteral("predicted_differences.json"));
        writeFile(path, joined(entries, '[', ']'));
        return path;
    }
    if (format == QLatin1String("genaibench")) {
        for (int i = 0; i < n; ++i)
            entries.push_back(R"({"instruct_prompt": "edit )" + QByteArray::number(i)
                              + R"(", "source_image": "a.png", "left_model": "A", "left_output_image": "a.png", )"
                                R"("right_model": "B", "right_output_image": "a.png", "vote_type": "leftvote"})");
        const QString path = dir.filePath(QStringLiteral("genaibench.json"));
        writeFile(path, joined(entries, '[', ']'));
        return path;
    }
    if (format == QLatin1String("viescore")) {
        for (int i = 0; i < n; ++i)
            entries.push_back(R"("uid)" + QByteArray::number(i) + R"(": {"score": [7, 8], "reasoning": "fine"})");
        const QDir system(dir.filePath(QStringLiteral("viescore/SysA")));
        system.mkpath(QStringLiteral("."));
        writeFile(system.filePath(QStringLiteral("SC.json")), joined(entries, '{', '}'));
        writeFile(system.filePath(QStringLiteral("PQ.json")), joined(entries, '{', '}'));
        return dir.filePath(QStringLiteral("viescore"));
    }
    // magicbrush: one session per id, its files named relative to images/<id>/, all the shared PNG.
    for (int i = 0; i < n; ++i)
        entries.push_back('"' + QByteArray::number(i)
                          + R"(": [{"input": "../../a.png", "output": "../../a.png", "instruction": "edit"}])");
    dir.mkpath(QStringLiteral("images"));
    writeFile(dir.filePath(QStringLiteral("edit_sessions.json")), joined(entries, '{', '}'));
    return dir.path();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int entries = argc > 1 ? QByteArray(argv[1]).toInt() : 100000;
    const QStringList formats = argc > 2 ? QStringList{QString::fromLocal8Bit(argv[2])}
                                         : QStringList{QStringLiteral("dice"), QStringLiteral("genaibench"),
                                                       QStringLiteral("viescore"), QStringLiteral("magicbrush")};
    FormatRegistry registry;
    registry.registerBuiltins();
    for (const QString &format : formats) {
        const ImportFormat *importer = registry.importFormat(format);
        if (!importer) {
            std::fprintf(stderr, "bench_jsonimport: no format %s\n", qPrintable(format));
            return 1;
        }
        QTemporaryDir dir;
        const QString input = makeInput(format, entries, QDir(dir.path()));
        QElapsedTimer timer;
        timer.start();
        const Result<StudyData> data = importer->read(input, {}, {});
        const qint64 ms = timer.elapsed();
        if (!data) {
            std::fprintf(stderr, "bench_jsonimport: %s: %s\n", qPrintable(format), qPrintable(data.error().toString()));
            return 1;
        }
        std::printf("bench_jsonimport: %-10s %d entries read in %.2f s (%lld items)\n", qPrintable(format), entries,
                    ms / 1000.0, static_cast<long long>(data.value().items.size()));
        std::fflush(stdout);
    }
    return 0;
}
