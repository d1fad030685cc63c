// bench_vificlip: `score --metrics vificlip` (scoreStudy) on the demo study with a ViFi-CLIP-shaped model of real
// size: encode_image is a ViT-B/16 image tower (16×16 patches, width 768, 12 layers, 12 heads, QuickGELU, 512-d
// projection; random weights, built here in C++ as TorchScript), encode_text a small stand-in (the text side costs
// little next to two image passes per output). Times the whole run: image decoding, ViFi-CLIP preprocessing of both
// frames, two encode_image calls per output, mean pooling, the scaled cosine, and storing values and embeddings.
// Pass a real exported vificlip_b16.pt to time it instead.
//   build/tests/benchmarks/bench_vificlip [MODEL.pt]
#include <torch/script.h>

#include "demo/demostudy.h"
#include "inference/torchmodel.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <zlib.h>

using namespace editlens::core;

namespace {

const char *kVitB16 = R"(
def encode_image(self, x):
    n = x.size(0)
    p = x.unfold(2, 16, 16).unfold(3, 16, 16).permute(0, 2, 3, 1, 4, 5).reshape([n, 196, 768])
    h = torch.matmul(p, self.patch_w)
    h = torch.cat([self.cls.reshape([1, 1, 768]).expand([n, 1, 768]), h], 1) + self.pos
    h = torch.layer_norm(h, [768], self.ln_pre_w, self.ln_pre_b)
    for i in range(12):
        y = torch.layer_norm(h, [768], self.ln1_w[i], self.ln1_b[i])
        qkv = (torch.matmul(y, self.qkv_w[i]) + self.qkv_b[i]).reshape([n, 197, 3, 12, 64]).permute(2, 0, 3, 1, 4)
        a = torch.softmax(torch.matmul(qkv[0], qkv[1].transpose(-2, -1)) * 0.125, -1)
        o = torch.matmul(a, qkv[2]).permute(0, 2, 1, 3).reshape([n, 197, 768])
        h = h + torch.matmul(o, self.out_w[i]) + self.out_b[i]
        y = torch.layer_norm(h, [768], self.ln2_w[i], self.ln2_b[i])
        m = torch.matmul(y, self.fc1_w[i]) + self.fc1_b[i]
        m = m * torch.sigmoid(1.702 * m)
        h = h + torch.matmul(m, self.fc2_w[i]) + self.fc2_b[i]
    c = torch.layer_norm(h.select(1, 0), [768], self.ln_post_w, self.ln_post_b)
    return torch.matmul(c, self.proj)

def encode_text(self, tokens):
    e = self.token_embedding.index_select(0, tokens.reshape([-1])).reshape([tokens.size(0), 77, 64])
    return torch.matmul(e.mean(1), self.text_proj)
)";

void saveVitB16(const std::string &path)
{
    torch::NoGradGuard noGrad;
    torch::jit::Module m("VifiClipB16");
    const auto param = [&](const char *name, const std::vector<std::int64_t> &shape, double scale) {
        m.register_parameter(name, torch::randn(shape) * scale, false);
    };
    param("patch_w", {768, 768}, 0.02);
    param("cls", {768}, 0.02);
    param("pos", {197, 768}, 0.02);
    m.register_parameter("ln_pre_w", torch::ones({768}), false);
    m.register_parameter("ln_pre_b", torch::zeros({768}), false);
    m.register_parameter("ln1_w", torch::ones({12, 768}), false);
    m.register_parameter("ln1_b", torch::zeros({12, 768}), false);
    m.register_parameter("ln2_w", torch::ones({12, 768}), false);
    m.register_parameter("ln2_b", torch::zeros({12, 768}), false);
    param("qkv_w", {12, 768, 2304}, 0.02);
    param("qkv_b", {12, 2304}, 0.0);
    param("out_w", {12, 768, 768}, 0.02);
    param("out_b", {12, 768}, 0.0);
    param("fc1_w", {12, 768, 3072}, 0.02);
    param("fc1_b", {12, 3072}, 0.0);
    param("fc2_w", {12, 3072, 768}, 0.02);
    param("fc2_b", {12, 768}, 0.0);
    m.register_parameter("ln_post_w", torch::ones({768}), false);
    m.register_parameter("ln_post_b", torch::zeros({768}), false);
    param("proj", {768, 512}, 0.02);
    param("token_embedding", {49408, 64}, 0.02);
    param("text_proj", {64, 512}, 0.02);
    m.define(kVitB16);
    m.save(path);
}

bool writeVocabulary(const QString &path)
{
    QFile merges(QStringLiteral(EDITLENS_SOURCE_DIR "/tests/core/testdata/clip_tiny_merges.txt"));
    if (!merges.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = merges.readAll();
    gzFile gz = gzopen(QFile::encodeName(path).constData(), "wb");
    return gz && gzwrite(gz, text.constData(), unsigned(text.size())) == int(text.size()) && gzclose(gz) == Z_OK;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir temp;
    const QString models = temp.filePath(QStringLiteral("models"));
    QDir().mkpath(models);
    const QString modelFile = QDir(models).filePath(QStringLiteral("vificlip_b16.pt"));
    if (argc > 1)
        QFile::copy(QString::fromLocal8Bit(argv[1]), modelFile);
    else
        saveVitB16(modelFile.toStdString());
    if (!writeVocabulary(QDir(models).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz")))) {
        out << "cannot write the vocabulary\n";
        return 1;
    }
    auto path = createDemoStudy(temp.filePath(QStringLiteral("demo")), editlens::testing::builtinFormats());
    if (!path) {
        out << path.error().toString() << '\n';
        return 1;
    }
    auto store = StudyStore::open(path.value());
    if (!store) {
        out << store.error().toString() << '\n';
        return 1;
    }
    MetricRegistry registry;
    registry.registerBuiltins();
    ScoreOptions options;
    options.metrics = {QStringLiteral("vificlip")};
    options.modelDir = models;
    out << QStringLiteral("threads %1\n").arg(QThread::idealThreadCount()) << Qt::flush;
    for (int run = 0; run < 2; ++run) {
        options.force = true;
        QElapsedTimer timer;
        timer.start();
        auto report = scoreStudy(*store.value(), registry, editlens::testing::builtinModels(), options);
        const double seconds = timer.nsecsElapsed() / 1e9;
        if (!report || !report.value().unavailable.isEmpty()) {
            out << (report ? report.value().unavailable.value(QStringLiteral("vificlip")) : report.error().toString())
                << '\n';
            return 1;
        }
        out << QStringLiteral("run %1: %2 outputs scored in %3 s = %4 outputs/s (%5 s per output, 2 frames each)\n")
                   .arg(run + 1)
                   .arg(report.value().computed)
                   .arg(seconds, 0, 'f', 2)
                   .arg(report.value().computed / seconds, 0, 'f', 2)
                   .arg(seconds / report.value().computed, 0, 'f', 3)
            << Qt::flush;
    }
    return 0;
}
