#!/usr/bin/env bash
# Builds the .deb with CPack into a scratch folder and checks what `apt-get install ./editlens_*.deb`
# would put on a machine: both executables on PATH, desktop integration, computed dependencies.
# Usage: check-deb.sh BUILD_DIR
set -euo pipefail
build="$1"
out="$(mktemp -d)"
trap 'rm -rf "${out}"' EXIT
(cd "${build}" && cpack -G DEB -B "${out}" >/dev/null)
deb="$(ls "${out}"/editlens_*_*.deb)"
contents="$(dpkg-deb -c "${deb}")"
for path in ./usr/bin/editlens ./usr/bin/editlens-cli \
            ./usr/share/applications/org.editlens.EditLens.desktop \
            ./usr/share/metainfo/org.editlens.EditLens.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/org.editlens.EditLens.svg \
            ./usr/lib/editlens/editlens-torch.so ./usr/lib/editlens/editlens-codecs.so; do
    grep -q " ${path}\$" <<<"${contents}" || { echo "missing from ${deb}: ${path}"; exit 1; }
done
depends="$(dpkg-deb -f "${deb}" Depends)"
# libqt6httpserver6: editlens-cli serve (computed from the executable's libraries, like the other Qt ones).
for dep in libqt6core6 libqt6widgets6 libqt6sql6-sqlite libqt6httpserver6 libopencv-core406 libopencv-imgcodecs406 \
           libtorch libopenblas0-openmp; do
    grep -q "${dep}" <<<"${depends}" || { echo "Depends lacks ${dep}: ${depends}"; exit 1; }
done
# The installed layout finds its modules: the unpacked editlens-cli writes the demo's images through the codecs
# module next to it (usr/lib/editlens), not through the build tree's copy.
dpkg-deb -x "${deb}" "${out}/root"
loaded="$(LD_DEBUG=libs "${out}/root/usr/bin/editlens-cli" demo "${out}/demo" --unscored 2>&1 >/dev/null \
          | grep -o '[^ ]*editlens-codecs.so' | sort -u)"
[[ "${loaded}" == "${out}/root/usr/lib/editlens/editlens-codecs.so" ]] \
    || { echo "the unpacked editlens-cli loaded its codecs module from '${loaded}'"; exit 1; }
# The shipped window has no test hook (that is editlens-testhost, never installed).
if grep -q EDITLENS_TEST_SCRIPT "${out}/root/usr/bin/editlens"; then
    echo "the packaged editlens carries the test hook"; exit 1
fi
echo "ok: ${deb##*/} holds both executables; Depends: ${depends}"
