#!/usr/bin/env bash
# Installs the real pre-commit from PyPI once, into a cache that every later run reuses, and prints the path of its
# executable. The pre-commit hook test runs it (a no-op once the cache is filled); .ci/run runs it before the tests,
# so the test itself needs no network.
#
#   bash Tests/PreCommit/install-pre-commit.sh
#
# PALETTEC_TEST_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/palettec-tests) holds the virtual environment.
set -euo pipefail
cache="${PALETTEC_TEST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/palettec-tests}"
venv="$cache/pre-commit"
mkdir -p "$cache"
# One installer at a time: concurrent test runs wait for the first one's environment instead of racing it.
exec 9>"$cache/pre-commit.lock"
flock 9
if ! "$venv/bin/pre-commit" --version >/dev/null 2>&1; then
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check pre-commit >&2
fi
echo "$venv/bin/pre-commit"
