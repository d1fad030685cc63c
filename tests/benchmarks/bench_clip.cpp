// bench_clip: images/s of a CLIP image encoder through EditLens's LibTorch runtime (TorchModel::encodeImages),
// batch 8 and batch 1, on preprocessed inputs. The same TorchScript file is timed from Python by bench_clip.py.
//   /usr/bin/python3 tests/benchmarks/make_vit_b32.py /tmp/vitb32.pt
//   build/tests/benchmarks/bench_clip /tmp/vitb32.pt
//   /usr/bin/python3 tests/benchmarks/bench_clip.py /tmp/vitb32.pt 2
#include "inference/filehashcache.h"
#include "inference/modelregistry.h"
#include "inference/torchmodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QThread>

#include <random>

using namespace editlens::core;

namespace {

double imagesPerSecond(TorchModel &model, int batch)
{
    std::mt19937 random(1);
    std::normal_distribution<float> normal;
    std::vector<ImageTensor> images(static_cast<std::size_t>(batch));
    for (ImageTensor &image : images) {
        image.size = 224;
        image.data.resize(3 * 224 * 224);
        for (float &v : image.data)
            v = normal(random);
    }
    model.setBatchSize(batch);
    for (int i = 0; i < 2; ++i)
        model.encodeImages(images);
    QElapsedTimer timer;
    timer.start();
    int calls = 0;
    while (calls < 5 || timer.nsecsElapsed() < 5'000'000'000LL) {
        if (!model.encodeImages(images).ok())
            return 0.0;
        ++calls;
    }
    return calls * batch / (double(timer.nsecsElapsed()) / 1e9);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc != 2) {
        out << "usage: bench_clip MODEL.pt   (a TorchScript file with encode_image [N,3,224,224] -> [N,512])\n";
        return 2;
    }
    const auto registry = ModelRegistry::builtin();
    if (!registry) {
        out << registry.error().toString() << '\n';
        return 1;
    }
    FileHashCache hashes;
    auto model = TorchModel::load(*registry.value().model(QStringLiteral("clip-vit-b-32")),
                                  QString::fromLocal8Bit(argv[1]), hashes);
    if (!model) {
        out << model.error().toString() << '\n';
        return 1;
    }
    out << TorchModel::runtimeInfo();
    for (int batch : {8, 1})
        out << QStringLiteral("libtorch (EditLens TorchModel) threads=%1 batch=%2: %3 images/s\n")
                   .arg(QThread::idealThreadCount())
                   .arg(batch)
                   .arg(imagesPerSecond(*model.value(), batch), 0, 'f', 2);
    return 0;
}
