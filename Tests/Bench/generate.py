"""Writes a generated palette of N light/dark colors (JSON or plist), deterministic for a given N."""
import random
import sys


def main() -> None:
    count, path = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(count)
    entries = []
    for index in range(count):
        key = f"PGC{index:06d}"
        light = f"#{rng.randrange(1 << 24):06X}"
        dark = f"#{rng.randrange(1 << 24):06X}"
        entries.append((key, light, dark, f"Generated color {index}."))
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


if __name__ == "__main__":
    main()
