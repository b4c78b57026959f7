#!/usr/bin/env python3
"""Writes one hostile input of `make bench`'s "hostile" section: a small file whose cost once grew with the
square (or worse) of its size.

    python3 Tests/Bench/hostile.py CASE SCALE FOLDER     prints the palettec arguments that read it

SCALE multiplies the case's base size (the bench runs 1, 4 and 16). Each case is a shape that once cost palettec
time or memory out of proportion to its bytes; the bench shows how each grows now.
"""
import json
import os
import sys


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return name


def colors(count, prefix="c"):
    """COUNT ordinary colors, for the cases that are not about the near-duplicate search (which they turn off)."""
    return {
        f"{prefix}{i}": {"light": f"#{i * 97 % 256:02X}{i * 57 % 256:02X}{i * 23 % 256:02X}", "dark": "#101010"}
        for i in range(count)
    }


QUIET = {"near-duplicate": False}


def long_line_errors(scale, folder):
    """Errors on one long line: each diagnostic quotes the line (once rebuilt per error)."""
    count = 1000 * scale
    entries = ",".join(f'"k{i}":{{"light":"#GG","dark":"#000000"}}' for i in range(count))
    return ["lint", write(folder, "line.json", '{"colors":{' + entries + "}}")]


def unknown_contrast_keys(scale, folder):
    """Unknown contrast keys: each "did you mean" once searched every key again."""
    count = 1250 * scale
    palette = {
        "lint": QUIET,
        "colors": colors(count),
        "contrast": [{"foreground": f"x{i}", "background": f"c{i}", "minimum": "AA"} for i in range(count)],
    }
    return ["lint", write(folder, "contrast.json", json.dumps(palette))]


def unknown_fallbacks(scale, folder):
    """Themes with unknown fallbacks: each message once listed every appearance."""
    count = 625 * scale
    palette = {
        "appearances": {f"t{i}": {"scheme": "light", "fallback": f"missing{i}"} for i in range(count)},
        "lint": QUIET,
        "colors": colors(10),
    }
    return ["lint", write(folder, "fallbacks.json", json.dumps(palette))]


def fallback_loop(scale, folder):
    """Themes that fall back to each other in one loop: each chain was once walked from every theme."""
    count = 160 * scale
    palette = {
        "appearances": {f"t{i}": {"scheme": "dark", "fallback": f"t{(i + 1) % count}"} for i in range(count)},
        "lint": QUIET,
        "colors": colors(10),
    }
    return ["lint", write(folder, "loop.json", json.dumps(palette))]


def identical_copies(scale, folder):
    """Copies of one color: the near-duplicate search once kept every pair."""
    count = 1250 * scale
    palette = {"colors": {f"c{i}": {"light": "#FFFFFF", "dark": "#000000"} for i in range(count)}}
    return ["lint", write(folder, "copies.json", json.dumps(palette))]


def clustered_colors(scale, folder):
    """Distinct colors within ΔE 1e-5 of each other: no two alike, all near."""
    count = 1250 * scale
    palette = {
        "colors": {
            f"c{i}": {
                "light": f"color(display-p3 0.5 0.5 {0.5 + i * 1e-9:.12f})",
                "dark": f"color(display-p3 0.2 0.2 {0.2 + i * 1e-9:.12f})",
            }
            for i in range(count)
        }
    }
    return ["lint", write(folder, "clustered.json", json.dumps(palette))]


def falling_back_themes(scale, folder):
    """Colors × themes that all fall back: the near-duplicate search once scanned every theme's column."""
    count = 125 * scale
    palette = {
        "appearances": {f"t{i}": {"scheme": "light", "fallback": "light"} for i in range(count)},
        "colors": colors(count),
    }
    return ["lint", write(folder, "themes.json", json.dumps(palette))]


def nested_groups(scale, folder):
    """DTCG groups nested deep with long names: each group once copied its whole path."""
    depth = 32 * scale
    name = "g" * 2000
    token = {"$type": "color", "$value": "#336699"}
    tree = {"leaf": token}
    for _ in range(depth):
        tree = {name: tree}
    return ["lint", "--max-depth", str(depth + 16), write(folder, "nested.tokens.json", json.dumps(tree))]


def token_set_order(scale, folder):
    """A Tokens Studio export with many sets: each set's place in the order was once searched for."""
    count = 2500 * scale
    export = {f"set{i}": {"c": {"$value": "#336699", "$type": "color"}} for i in range(count)}
    export["$themes"] = []
    export["$metadata"] = {"tokenSetOrder": [f"set{i}" for i in range(count)]}
    return ["lint", "--from", "tokens-studio", write(folder, "tokens.json", json.dumps(export))]


def xml_attributes(scale, folder):
    """One XML element with many attributes: each was once compared with every other for duplicates."""
    count = 6250 * scale
    attributes = " ".join(f'a{i}="x"' for i in range(count))
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<plist version="1.0" {attributes}><dict><key>colors</key><dict>'
        "<key>c</key><dict><key>light</key><string>#FFFFFF</string><key>dark</key><string>#000000</string></dict>"
        "</dict></dict></plist>\n"
    )
    return ["lint", write(folder, "attributes.plist", text)]


def figma_alias_chain(scale, folder):
    """Figma variables, each an alias of the next in both modes: a walk per value to its color is quadratic."""
    count = 12500 * scale
    modes = [{"modeId": "m0", "name": "Light"}, {"modeId": "m1", "name": "Dark"}]
    variables = {}
    for i in range(count):
        value = {"r": 0.2, "g": 0.4, "b": 0.6, "a": 1} if i == count - 1 else {"type": "VARIABLE_ALIAS", "id": f"v{i + 1}"}
        variables[f"v{i}"] = {
            "id": f"v{i}",
            "name": f"c/{i}",
            "variableCollectionId": "P",
            "resolvedType": "COLOR",
            "valuesByMode": {"m0": value, "m1": value},
        }
    meta = {"variableCollections": {"P": {"id": "P", "name": "P", "defaultModeId": "m0", "modes": modes}}}
    meta["variables"] = variables
    return ["lint", "--from", "figma", write(folder, "variables.json", json.dumps({"meta": meta}))]


CASES = {
    "long-line-errors": long_line_errors,
    "unknown-contrast-keys": unknown_contrast_keys,
    "unknown-fallbacks": unknown_fallbacks,
    "fallback-loop": fallback_loop,
    "identical-copies": identical_copies,
    "clustered-colors": clustered_colors,
    "falling-back-themes": falling_back_themes,
    "nested-groups": nested_groups,
    "token-set-order": token_set_order,
    "xml-attributes": xml_attributes,
    "figma-alias-chain": figma_alias_chain,
}


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--list":
        print(" ".join(CASES))
        return
    if len(sys.argv) != 4 or sys.argv[1] not in CASES:
        sys.exit(f"usage: hostile.py CASE SCALE FOLDER (CASE one of: {', '.join(CASES)}) | hostile.py --list")
    folder = sys.argv[3]
    os.makedirs(folder, exist_ok=True)
    print(" ".join(CASES[sys.argv[1]](int(sys.argv[2]), folder)))


if __name__ == "__main__":
    main()
