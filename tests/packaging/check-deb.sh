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
            ./usr/share/icons/hicolor/scalable/apps/org.editlens.EditLens.svg; do
    grep -q " ${path}\$" <<<"${contents}" || { echo "missing from ${deb}: ${path}"; exit 1; }
done
depends="$(dpkg-deb -f "${deb}" Depends)"
for dep in libqt6core6 libqt6widgets6 libqt6sql6-sqlite libopencv-core406 libopenblas0-openmp; do
    grep -q "${dep}" <<<"${depends}" || { echo "Depends lacks ${dep}: ${depends}"; exit 1; }
done
echo "ok: ${deb##*/} holds both executables; Depends: ${depends}"
