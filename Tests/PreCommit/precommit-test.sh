#!/usr/bin/env bash
# Runs the real pre-commit from PyPI (installed once into a cache by install-pre-commit.sh, or PRE_COMMIT), points a
# throwaway consumer repository at this repository's committed HEAD, and shows with both hooks that a good commit is accepted, a hand-edited generated
# file is refused, and a bad palette is refused with its diagnostic printed once.
# Usage: precommit-test.sh REPO_ROOT PALETTEC. Prints "precommit: ok" on success; exits non-zero with the reason
# otherwise. PALETTEC (the built binary) writes the consumer's first outputs.
set -euo pipefail
repo_root=$(cd "$1" && pwd)
palettec="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rev=$(git -C "$repo_root" rev-parse HEAD)

pre_commit="${PRE_COMMIT:-$(bash "$(dirname "$0")/install-pre-commit.sh")}"
# The hook's own build (pre-commit's swift build of the committed HEAD) is fresh on every run.
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
      - id: palettec-check
YAML
"$pre_commit" validate-config .pre-commit-config.yaml
"$pre_commit" install >/dev/null

mkdir palettes
cat > palettes/brand.json <<'JSON'
{
  "colors": {
    "PGC01": { "light": "#0A84FF", "dark": "#409CFF" }
  }
}
JSON
cat > palettec.json <<'JSON'
{ "palettes": ["palettes/brand.json"], "outputs": [{ "format": "css", "path": "web/palette.css" }] }
JSON
"$palettec" build --quiet
git add .pre-commit-config.yaml palettes/brand.json palettec.json web/palette.css
if ! git commit -q -m "good palette" > "$work/good.log" 2>&1; then
  echo "precommit: the good palette was refused:"; cat "$work/good.log"; exit 1
fi

# A generated file edited by hand: no palette is committed, yet palettec-check runs and refuses it.
echo "/* edited by hand */" >> web/palette.css
git add web/palette.css
if git commit -q -m "hand edit" > "$work/edit.log" 2>&1; then
  echo "precommit: the hand-edited output was accepted:"; cat "$work/edit.log"; exit 1
fi
if ! grep -q "'web/palette.css' was edited by hand since palettec wrote it" "$work/edit.log" \
  || ! grep -q "foreign-file" "$work/edit.log"; then
  echo "precommit: the refusal did not say the output was edited by hand:"; cat "$work/edit.log"; exit 1
fi
git reset -q HEAD web/palette.css
git checkout -q -- web/palette.css

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
git reset -q HEAD palettes/bad.json
rm palettes/bad.json

# A broken palette of the build: palettec-lint prints the error, palettec-check says so in one line.
sed -i 's/#409CFF/#409CF/' palettes/brand.json
git add palettes/brand.json
if git commit -q -m "broken palette" > "$work/broken.log" 2>&1; then
  echo "precommit: the broken palette was accepted:"; cat "$work/broken.log"; exit 1
fi
if [ "$(grep -c "palettes/brand.json:3:44: error: '#409CF' has 5 hex digits" "$work/broken.log")" != 1 ]; then
  echo "precommit: the diagnostic was not printed exactly once:"; cat "$work/broken.log"; exit 1
fi
if ! grep -q "palettec: the palettes have 1 error, so the outputs were not checked" "$work/broken.log"; then
  echo "precommit: palettec-check did not say why it failed:"; cat "$work/broken.log"; exit 1
fi
if [ "$(git rev-list --count HEAD)" != 1 ]; then
  echo "precommit: expected exactly one commit"; exit 1
fi
echo "precommit: ok"
