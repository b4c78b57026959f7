"""Writes a generated palette of N colors (JSON or plist, by the path's extension), deterministic for a given N.

    generate.py N PATH          N light/dark colors, each with a description (make bench: lint and build)
    generate.py N PATH --mix    a realistic mix (make bench-compile: the generated Swift's compile cost)
    generate.py N PATH --oklch  the first form's N colors written `oklch(L C H)` as Tailwind v4 writes them (three
                                decimals; chroma up to 0.3, so most lie outside sRGB and many outside Display P3)
    generate.py N PATH --unknown-aliases M
                                N colors plus M colors aliasing keys that do not exist (JSON only; the error
                                path of make bench)

--mix declares one theme, `sepia` (scheme light, falls back to light), and in every block of 100
colors has 77 with all five values (light, dark, light-hc, dark-hc, sepia), 10 aliases (light and
dark `{KEY}` of an earlier color, so chains occur and cycles cannot), 5 with only light and dark,
5 with alpha (#RRGGBBAA) and 3 in `color(display-p3 ...)`; each color has a description.
"""
import argparse
import random
from xml.sax.saxutils import escape

# Categories of one block of 100 colors under --mix (shuffled per block, so every size has the mix).
MIX = {"full": 77, "alias": 10, "pair": 5, "alpha": 5, "p3": 3}


def main() -> None:
    parser = argparse.ArgumentParser(description="Write a generated benchmark palette.")
    parser.add_argument("count", type=int, help="number of colors")
    parser.add_argument("path", help="output file: *.json or *.plist")
    parser.add_argument("--mix", action="store_true", help="themes, high contrast, aliases, alpha and P3")
    parser.add_argument("--unknown-aliases", type=int, default=0, help="add this many aliases to missing keys")
    parser.add_argument("--oklch", action="store_true", help="colors written in oklch() instead of hex")
    args = parser.parse_args()
    if args.mix:
        write_mix(args.count, args.path)
    else:
        write_simple(args.count, args.path, args.unknown_aliases, args.oklch)


def write_simple(count: int, path: str, unknown_aliases: int = 0, oklch: bool = False) -> None:
    rng = random.Random(count)

    def color() -> str:
        if oklch:
            return f"oklch({rng.uniform(0.2, 0.98):.3f} {rng.uniform(0, 0.3):.3f} {rng.uniform(0, 360):.3f})"
        return f"#{rng.randrange(1 << 24):06X}"

    entries = []
    for index in range(count):
        key = f"PGC{index:06d}"
        light = color()
        dark = color()
        entries.append((key, light, dark, f"Generated color {index}."))
    for index in range(unknown_aliases):
        # Each refers to a key of the palette's pattern that is not in it, so every one gets a "did you mean".
        missing = f"{{PGX{index:06d}}}"
        entries.append((f"ALIAS{index:06d}", missing, missing, f"Alias {index} to a missing key."))
    with open(path, "w", encoding="utf-8") as out:
        if path.endswith(".plist"):
            out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n<key>colors</key>\n<dict>\n')
            for key, light, dark, description in entries:
                out.write(
                    f"<key>{key}</key><dict><key>description</key><string>{description}</string>"
                    f"<key>light</key><string>{light}</string><key>dark</key><string>{dark}</string></dict>\n"
                )
            out.write("</dict>\n</dict>\n</plist>\n")
        else:
            out.write('{\n  "name": "Bench",\n  "colors": {\n')
            lines = [
                f'    "{key}": {{ "description": "{description}", "light": "{light}", "dark": "{dark}" }}'
                for key, light, dark, description in entries
            ]
            out.write(",\n".join(lines))
            out.write("\n  }\n}\n")


def mix_entries(count: int) -> list[tuple[str, dict[str, str]]]:
    rng = random.Random(count)

    def hex_color() -> str:
        return f"#{rng.randrange(1 << 24):06X}"

    def alpha_color() -> str:
        return f"#{rng.randrange(1 << 24):06X}{rng.randrange(0x20, 0xE0):02X}"

    def p3_color() -> str:
        r, g, b = (round(rng.random(), 3) for _ in range(3))
        return f"color(display-p3 {r:g} {g:g} {b:g})"

    entries: list[tuple[str, dict[str, str]]] = []
    categories: list[str] = []
    for index in range(count):
        if not categories:
            categories = [name for name, share in MIX.items() for _ in range(share)]
            rng.shuffle(categories)
        category = categories.pop()
        if category == "alias" and not entries:
            category = "full"
        key = f"PGC{index:06d}"
        fields = {"description": f"Generated color {index} ({category})."}
        if category == "alias":
            target = entries[rng.randrange(len(entries))][0]
            fields |= {"light": f"{{{target}}}", "dark": f"{{{target}}}"}
        elif category == "pair":
            fields |= {"light": hex_color(), "dark": hex_color()}
        elif category == "alpha":
            fields |= {"light": alpha_color(), "dark": alpha_color(), "light-hc": hex_color(),
                       "dark-hc": hex_color(), "sepia": alpha_color()}
        elif category == "p3":
            fields |= {"light": p3_color(), "dark": p3_color(), "light-hc": hex_color(),
                       "dark-hc": hex_color(), "sepia": hex_color()}
        else:
            fields |= {"light": hex_color(), "dark": hex_color(), "light-hc": hex_color(),
                       "dark-hc": hex_color(), "sepia": hex_color()}
        entries.append((key, fields))
    return entries


def write_mix(count: int, path: str) -> None:
    entries = mix_entries(count)
    sepia = {"scheme": "light", "fallback": "light", "description": "A warm reading theme."}
    with open(path, "w", encoding="utf-8") as out:
        if path.endswith(".plist"):
            def plist_dict(fields: dict[str, str]) -> str:
                return "<dict>" + "".join(
                    f"<key>{escape(name)}</key><string>{escape(value)}</string>" for name, value in fields.items()
                ) + "</dict>"

            out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n')
            out.write("<key>name</key><string>Bench</string>\n")
            out.write(f"<key>appearances</key><dict><key>sepia</key>{plist_dict(sepia)}</dict>\n")
            out.write("<key>colors</key>\n<dict>\n")
            for key, fields in entries:
                out.write(f"<key>{key}</key>{plist_dict(fields)}\n")
            out.write("</dict>\n</dict>\n</plist>\n")
        else:
            def json_object(fields: dict[str, str]) -> str:
                return "{ " + ", ".join(f'"{name}": "{value}"' for name, value in fields.items()) + " }"

            out.write('{\n  "name": "Bench",\n')
            out.write(f'  "appearances": {{ "sepia": {json_object(sepia)} }},\n')
            out.write('  "colors": {\n')
            out.write(",\n".join(f'    "{key}": {json_object(fields)}' for key, fields in entries))
            out.write("\n  }\n}\n")


if __name__ == "__main__":
    main()
