#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests of shared studies.
#
#   pgcluster.sh start ENV_FILE [--tls]
#                                 initdb + pg_ctl start in a fresh temporary folder; writes ENV_FILE. With --tls
#                                 (and openssl present) TCP connections may use TLS, with a self-signed certificate
#                                 for 127.0.0.1 written to the folder (EDITLENS_PG_CERT)
#   pgcluster.sh stop ENV_FILE    stops the cluster named in ENV_FILE and removes its folder
#
# The cluster listens on a Unix socket in its own folder (trust, for the owner's connections) and on 127.0.0.1 at a
# free port (scram-sha-256, so annotator passwords are really checked). As root it runs as the `postgres` user, since
# PostgreSQL refuses to run as root. ENV_FILE holds shell assignments the tests read:
#   EDITLENS_PG_STATUS=ready | unavailable, EDITLENS_PG_REASON=..., EDITLENS_PG_SOCKET=..., EDITLENS_PG_PORT=...,
#   EDITLENS_PG_USER=..., EDITLENS_PG_DATA=..., EDITLENS_PG_CERT=... (empty without TLS)
# When PostgreSQL is not installed, `start` writes EDITLENS_PG_STATUS=unavailable with the reason and succeeds, and
# every PostgreSQL test skips saying why.
set -u

action="${1:-}"
env_file="${2:-}"
tls="${3:-}"
if [[ -z "${action}" || -z "${env_file}" ]]; then
    echo "usage: $0 start|stop ENV_FILE" >&2
    exit 2
fi

unavailable()
{
    printf 'EDITLENS_PG_STATUS=unavailable\nEDITLENS_PG_REASON=%q\n' "$1" >"${env_file}"
    echo "PostgreSQL tests will skip: $1"
    exit 0
}

find_bin()
{
    local name="$1" candidate
    if command -v "${name}" >/dev/null 2>&1; then
        readlink -f "$(command -v "${name}")"
        return 0
    fi
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [[ -x "${candidate}/${name}" ]]; then
            echo "${candidate}/${name}"
            return 0
        fi
    done
    return 1
}

run_as_owner()
{
    if [[ "$(id -u)" -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

free_port()
{
    local port
    for _ in $(seq 1 200); do
        port=$((20000 + RANDOM % 40000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/${port}") 2>/dev/null; then
            echo "${port}"
            return 0
        fi
    done
    return 1
}

case "${action}" in
start)
    initdb="$(find_bin initdb)" || unavailable "initdb not found (install the Debian package postgresql)"
    pg_ctl="$(find_bin pg_ctl)" || unavailable "pg_ctl not found (install the Debian package postgresql)"
    if [[ "$(id -u)" -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
        unavailable "running as root and there is no 'postgres' user to run the server as"
    fi
    dir="$(mktemp -d /tmp/editlens-pg.XXXXXX)" || unavailable "cannot create a temporary folder"
    chmod 755 "${dir}"
    if [[ "$(id -u)" -eq 0 ]]; then
        chown postgres "${dir}"
    fi
    owner="$(run_as_owner id -un)"
    if ! run_as_owner "${initdb}" -D "${dir}/data" -U "${owner}" --auth-local=trust --auth-host=scram-sha-256 \
        --locale=C.UTF-8 -E UTF8 >"${dir}/initdb.log" 2>&1; then
        unavailable "initdb failed: $(tail -n 3 "${dir}/initdb.log" | tr '\n' ' ')"
    fi
    tls_options=""
    cert=""
    if [[ "${tls}" == "--tls" ]] && command -v openssl >/dev/null 2>&1 \
        && openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" \
            -addext "subjectAltName=IP:127.0.0.1" -keyout "${dir}/data/server.key" -out "${dir}/data/server.crt" \
            >"${dir}/openssl.log" 2>&1; then
        chmod 600 "${dir}/data/server.key"
        cp "${dir}/data/server.crt" "${dir}/root.crt"
        if [[ "$(id -u)" -eq 0 ]]; then
            chown postgres "${dir}/data/server.key" "${dir}/data/server.crt"
        fi
        tls_options=" -c ssl=on"
        cert="${dir}/root.crt"
    fi
    for attempt in 1 2 3 4 5; do
        port="$(free_port)" || unavailable "no free TCP port on 127.0.0.1"
        if run_as_owner "${pg_ctl}" -D "${dir}/data" -l "${dir}/server.log" -w -t 60 \
            -o "-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on${tls_options}" \
            start >/dev/null 2>&1; then
            {
                echo "EDITLENS_PG_STATUS=ready"
                echo "EDITLENS_PG_SOCKET=${dir}"
                echo "EDITLENS_PG_PORT=${port}"
                echo "EDITLENS_PG_USER=${owner}"
                echo "EDITLENS_PG_DATA=${dir}/data"
                echo "EDITLENS_PG_CTL=${pg_ctl}"
                echo "EDITLENS_PG_CERT=${cert}"
            } >"${env_file}"
            run_as_owner "$(dirname "${pg_ctl}")/createdb" -h "${dir}" -p "${port}" -U "${owner}" editlens_test \
                || unavailable "createdb failed"
            echo "PostgreSQL cluster ready: socket ${dir}, port ${port}, user ${owner}"
            exit 0
        fi
        echo "attempt ${attempt}: server did not start on port ${port}" >&2
    done
    unavailable "the server did not start: $(tail -n 3 "${dir}/server.log" 2>/dev/null | tr '\n' ' ')"
    ;;
stop)
    if [[ ! -f "${env_file}" ]]; then
        exit 0
    fi
    # shellcheck disable=SC1090
    source "${env_file}"
    if [[ "${EDITLENS_PG_STATUS:-}" == "ready" ]]; then
        run_as_owner "${EDITLENS_PG_CTL}" -D "${EDITLENS_PG_DATA}" -m immediate -w stop >/dev/null 2>&1 || true
        rm -rf "${EDITLENS_PG_SOCKET}"
    fi
    rm -f "${env_file}"
    ;;
*)
    echo "unknown action ${action}" >&2
    exit 2
    ;;
esac
