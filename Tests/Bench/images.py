#!/usr/bin/env python3
"""Writes a palette of COUNT images with light and dark PNG files of about SIZE bytes each (random pixels, so they
do not compress), for the images section of Tests/Bench/run.sh.

Usage: python3 images.py COUNT SIZE FOLDER   (writes FOLDER/images.json and FOLDER/Images/*.png)
"""

import json
import math
import os
import struct
import sys
import zlib


def png(path, side, seed):
    """An RGBA PNG of side × side random pixels, stored without compression (zlib level 0)."""
    rows = b"".join(b"\x00" + os.urandom(side * 4) for _ in range(side))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 0))
                   + chunk(b"IEND", b""))


def main():
    count, size, folder = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    side = max(1, int(math.sqrt(size / 4)))
    os.makedirs(os.path.join(folder, "Images"), exist_ok=True)
    images = {}
    for index in range(count):
        light, dark = f"Images/image{index}.png", f"Images/image{index}-dark.png"
        png(os.path.join(folder, light), side, index * 2)
        png(os.path.join(folder, dark), side, index * 2 + 1)
        images[f"image{index}"] = {"light": light, "dark": dark}
    palette = {"colors": {"text": {"light": "#000000", "dark": "#FFFFFF"}}, "images": images}
    with open(os.path.join(folder, "images.json"), "w", encoding="utf-8") as file:
        json.dump(palette, file, indent=1)


if __name__ == "__main__":
    main()
