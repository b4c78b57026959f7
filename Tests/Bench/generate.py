"""Writes a generated palette of N colors (JSON or plist, by the path's extension), deterministic for a given N.

    generate.py N PATH          N light/dark colors, each with a description (make bench: lint and build)
    generate.py N PATH --mix    a realistic mix (make bench-compile: the generated Swift's compile cost)
    generate.py N PATH --oklch  the first form's N colors written `oklch(L C H)` as Tailwind v4 writes them (three
                                decimals; chroma up to 0.3, so most lie outside sRGB and many outside Display P3)
    generate.py N PATH --oklch-srgb
                                the first form's own N colors (the same hex colors), converted to OKLCh and written
                                `oklch(L C H)` with three decimals: a palette moved from hex to oklch(), whose colors
                                stay in sRGB but for the few that rounding carries just outside it
    generate.py N PATH --unknown-aliases M
                                N colors plus M colors aliasing keys that do not exist (JSON only; the error
                                path of make bench)

--mix declares one theme, `sepia` (scheme light, falls back to light), and in every block of 100
colors has 77 with all five values (light, dark, light-hc, dark-hc, sepia), 10 aliases (light and
dark `{KEY}` of an earlier color, so chains occur and cycles cannot), 5 with only light and dark,
5 with alpha (#RRGGBBAA) and 3 in `color(display-p3 ...)`; each color has a description.
"""
import argparse
import math
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
    parser.add_argument("--oklch-srgb", action="store_true", help="the hex colors themselves written in oklch()")
    args = parser.parse_args()
    if args.mix:
        write_mix(args.count, args.path)
    else:
        write_simple(args.count, args.path, args.unknown_aliases, args.oklch, args.oklch_srgb)


def oklch_of_hex(value: int) -> str:
    """The sRGB color 0xRRGGBB as `oklch(L C H)` with three decimals (CSS Color 4's OKLab matrices)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = linear(value >> 16), linear((value >> 8) & 0xFF), linear(value & 0xFF)
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l, m, s = (math.copysign(abs(x) ** (1 / 3), x) for x in (l, m, s))
    lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    bb = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    chroma = math.hypot(a, bb)
    hue = math.degrees(math.atan2(bb, a)) % 360
    return f"oklch({lightness:.3f} {chroma:.3f} {hue:.3f})"


def write_simple(
    count: int, path: str, unknown_aliases: int = 0, oklch: bool = False, oklch_srgb: bool = False
) -> None:
    rng = random.Random(count)

    def color() -> str:
        if oklch:
            return f"oklch({rng.uniform(0.2, 0.98):.3f} {rng.uniform(0, 0.3):.3f} {rng.uniform(0, 360):.3f})"
        value = rng.randrange(1 << 24)
        return oklch_of_hex(value) if oklch_srgb else f"#{value:06X}"

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
