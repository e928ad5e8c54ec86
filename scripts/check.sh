#!/usr/bin/env bash
# Typecheck and lint side by side: each is one single-threaded process, so on two cores the pair takes
# about as long as the longer one. Each one's output is printed whole once it ends; either failing fails the check.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!

status=0
for step in typecheck lint; do
  pid=$typecheck
  [ "$step" = lint ] && pid=$lint
  if wait "$pid"; then
    echo "check: $step passed"
  else
    status=1
    echo "check: $step failed"
  fi
  cat "$logs/$step"
done
exit "$status"
