# shellcheck shell=bash
# Shared setup for scripts/run-tests and scripts/run-demo. Source it; do not execute it.
#
#   editlens_setup        install missing Debian packages, configure build/ once, build incrementally
#
# After sourcing, EDITLENS_ROOT is the repository root and the caller's cwd is that root.

EDITLENS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
EDITLENS_BUILD_DIR="${EDITLENS_BUILD_DIR:-${EDITLENS_ROOT}/build}"
cd "${EDITLENS_ROOT}" || return 1

# The full stack: toolchain, Qt 6.4, OpenCV, LibTorch, headless X for GUI tests, packaging tools, and PostgreSQL
# (the server and Qt's driver) for shared studies and their tests, Qt HTTP Server for web annotators, and Chromium with
# its driver and Selenium for the tests that drive the web page in a real browser.
# qt6-websockets-dev: Debian's qt6-httpserver-dev needs its CMake package but does not depend on it.
EDITLENS_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6sql6-sqlite libsqlite3-dev libgl-dev zlib1g-dev
    libtorch-dev libopenblas0-openmp
    libopencv-dev libboost-math-dev opencv-doc
    xvfb xauth imagemagick dpkg-dev file
    postgresql libqt6sql6-psql
    qt6-httpserver-dev qt6-websockets-dev chromium chromium-driver python3-selenium
)

editlens_log()
{
    printf '==> %s\n' "$*"
}

# Runs "$@" as root: directly when already root, through sudo when it exists.
editlens_as_root()
{
    if [[ "$(id -u)" -eq 0 ]]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        editlens_log "need root to run: $* (not root and no sudo)" >&2
        return 1
    fi
}

editlens_install_packages()
{
    local missing=() pkg status
    for pkg in "${EDITLENS_PACKAGES[@]}"; do
        status="$(dpkg-query -W -f='${Status}' "${pkg}" 2>/dev/null || true)"
        if [[ "${status}" != "install ok installed" ]]; then
            missing+=("${pkg}")
        fi
    done
    if [[ ${#missing[@]} -eq 0 ]]; then
        editlens_log "system packages: all ${#EDITLENS_PACKAGES[@]} present"
        return 0
    fi
    editlens_log "installing ${#missing[@]} missing package(s): ${missing[*]}"
    editlens_as_root apt-get update
    editlens_as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
}

editlens_configure_and_build()
{
    if [[ ! -f "${EDITLENS_BUILD_DIR}/CMakeCache.txt" ]]; then
        editlens_log "configuring ${EDITLENS_BUILD_DIR#"${EDITLENS_ROOT}"/}"
        # Under CI every compiler warning is an error (the `ci` preset): a warning is how an unused parameter
        # or a member left uninitialised first shows, and nobody reads a green log for them.
        local werror=()
        [[ -n "${CI:-}" ]] && werror=(-DCMAKE_COMPILE_WARNING_AS_ERROR=ON)
        cmake -S "${EDITLENS_ROOT}" -B "${EDITLENS_BUILD_DIR}" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "${werror[@]}"
    fi
    editlens_log "building (incremental, $(nproc) jobs)"
    cmake --build "${EDITLENS_BUILD_DIR}" --parallel "$(nproc)"
}

editlens_setup()
{
    editlens_install_packages
    editlens_configure_and_build
}
