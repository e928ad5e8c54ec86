#!/usr/bin/env bash
# Makes sure the tests can reach PostgreSQL at 127.0.0.1:5432: installs it from Debian when it is
# missing, starts the cluster when it is not answering, and creates the role and database the tests
# use (reelsmith_test, password reelsmith_test, allowed to create the databases each test file uses).
# Needs root (or sudo) for the steps that are not done yet; running it again changes nothing.
set -euo pipefail

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Run this script as root or install sudo." >&2; exit 1; }
  as_root=(sudo)
fi
as_postgres() { "${as_root[@]}" runuser -u postgres -- "$@"; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends postgresql
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "Starting PostgreSQL $version"
  "${as_root[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  pg_isready -h 127.0.0.1 -p 5432
fi

as_postgres psql -v ON_ERROR_STOP=1 -qc "
  do \$\$ begin
    if not exists (select from pg_roles where rolname = 'reelsmith_test') then
      create role reelsmith_test login createdb password 'reelsmith_test';
    end if;
  end \$\$;"
if [ "$(as_postgres psql -tAc "select 1 from pg_database where datname = 'reelsmith_test'")" != "1" ]; then
  as_postgres createdb --owner reelsmith_test reelsmith_test
fi
echo "PostgreSQL is ready for the tests: postgres://reelsmith_test@127.0.0.1:5432/reelsmith_test"
