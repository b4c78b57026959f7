#!/usr/bin/env bash
# Packs a built palettec for release (stripped): palettec-VERSION-PLATFORM.tar.gz (bin/, the man page and the completions) and
# palettec.artifactbundle (+ .zip and its SwiftPM checksum) whose info.json lets a package use the prebuilt binary.
# Usage: dist.sh BINARY VERSION PLATFORM TRIPLE OUTPUT_FOLDER
set -euo pipefail
binary=$1 version=$2 platform=$3 triple=$4 out=$5
name="palettec-$version-$platform"
rm -rf "$out/$name" "$out/$name.tar.gz" "$out/palettec.artifactbundle" "$out/palettec.artifactbundle.zip"
mkdir -p "$out"

# The archive: an install tree, as `make install` lays it out under PREFIX.
stage="$out/$name"
install -d "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
  "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
install -s -m 755 "$binary" "$stage/bin/palettec"
"$binary" help --man > "$stage/share/man/man1/palettec.1"
"$binary" completion bash > "$stage/share/bash-completion/completions/palettec"
"$binary" completion zsh > "$stage/share/zsh/site-functions/_palettec"
"$binary" completion fish > "$stage/share/fish/vendor_completions.d/palettec.fish"
tar -C "$out" -czf "$out/$name.tar.gz" "$name"
rm -rf "$stage"

# The artifact bundle: one executable variant for this platform's triple.
bundle="$out/palettec.artifactbundle"
install -d "$bundle/$name/bin"
install -s -m 755 "$binary" "$bundle/$name/bin/palettec"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "palettec": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$name/bin/palettec", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
(cd "$out" && zip -qry palettec.artifactbundle.zip palettec.artifactbundle)
echo "$out/$name.tar.gz"
echo "$out/palettec.artifactbundle.zip"
