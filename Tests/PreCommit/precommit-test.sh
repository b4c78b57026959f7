#!/usr/bin/env bash
# Installs the real pre-commit from PyPI into a throwaway virtualenv, points a throwaway consumer repository at this
# repository's committed HEAD, and shows that a commit with a bad palette is refused and a good one accepted.
# Usage: precommit-test.sh REPO_ROOT. Prints "precommit: ok" on success; exits non-zero with the reason otherwise.
set -euo pipefail
repo_root=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rev=$(git -C "$repo_root" rev-parse HEAD)

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
export PRE_COMMIT_HOME="$work/cache"

mkdir "$work/app"
cd "$work/app"
git init -q -b main
git config user.email ci@example.invalid
git config user.name ci
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo_root
    rev: $rev
    hooks:
      - id: palettec-lint
YAML
"$work/venv/bin/pre-commit" validate-config .pre-commit-config.yaml
"$work/venv/bin/pre-commit" install >/dev/null

mkdir palettes
cat > palettes/brand.json <<'JSON'
{
  "colors": {
    "PGC01": { "light": "#0A84FF", "dark": "#409CFF" }
  }
}
JSON
git add .pre-commit-config.yaml palettes/brand.json
if ! git commit -q -m "good palette" > "$work/good.log" 2>&1; then
  echo "precommit: the good palette was refused:"; cat "$work/good.log"; exit 1
fi

cat > palettes/bad.json <<'JSON'
{
  "colors": {
    "PGC02": { "light": "#12345", "dark": "#FFFFFF" }
  }
}
JSON
git add palettes/bad.json
if git commit -q -m "bad palette" > "$work/bad.log" 2>&1; then
  echo "precommit: the bad palette was accepted:"; cat "$work/bad.log"; exit 1
fi
if ! grep -q "palettes/bad.json:3:25: error: '#12345' has 5 hex digits" "$work/bad.log"; then
  echo "precommit: the refusal did not show palettec's diagnostic:"; cat "$work/bad.log"; exit 1
fi
if [ "$(git rev-list --count HEAD)" != 1 ]; then
  echo "precommit: expected exactly one commit"; exit 1
fi
echo "precommit: ok"
