#!/usr/bin/env bash
# The README's first command: installs what the platform and its tests need (Debian packages where
# missing, PostgreSQL for the tests, npm packages from the lockfile), then starts the platform at
# http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."

node_version=$(node -p 'process.versions.node')
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  echo "Reelsmith needs Node.js 20.19 or newer; this machine has $node_version." >&2
  exit 1
fi

bash scripts/install-system-packages.sh
bash scripts/setup-postgres.sh
npm ci
exec npm start
