#!/usr/bin/env python3
"""Draws the example palettes' images (Palettes/Images/*.png) with zlib only, so they are made for this repository.

Run from anywhere: `python3 Palettes/Images/make_images.py`. The output is the same bytes on every run.
"""

import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def png(name, width, height, pixel):
    """Writes an 8-bit RGBA PNG whose pixel (x, y) is pixel(x, y) -> (r, g, b, a)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
    data += chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(data)


def inside_rounded(x, y, width, height, radius):
    """Whether (x, y) lies in a rectangle with rounded corners."""
    cx = min(max(x, radius), width - 1 - radius)
    cy = min(max(y, radius), height - 1 - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius


def logo(foreground, background):
    """A 128x64 (64x32 points at @2x) badge: a rounded plate with a bar and a dot, on a transparent field."""

    def pixel(x, y):
        if not inside_rounded(x, y, 128, 64, 16):
            return (0, 0, 0, 0)
        if 24 <= y < 40 and 20 <= x < 84:
            return foreground
        if (x - 102) ** 2 + (y - 32) ** 2 <= 100:
            return foreground
        return background

    return pixel


def star(x, y):
    """A 24x24 template icon: an opaque plus-shaped mark on transparency (its color comes from the tint)."""
    if (9 <= x < 15 and 3 <= y < 21) or (3 <= x < 21 and 9 <= y < 15):
        return (0, 0, 0, 255)
    return (0, 0, 0, 0)


def hero(x, y):
    """A 96x48 banner: a sky gradient over hills, with a transparent rounded frame, to show `dim` keeps
    transparent pixels transparent."""
    if not inside_rounded(x, y, 96, 48, 8):
        return (0, 0, 0, 0)
    if y > 30 + (4 if (x // 16) % 2 else -2):
        return (52, 150, 84, 255)
    return (120 + y * 2, 180 + y, 250, 255)


def pdf(name, content):
    """Writes a one-page PDF of 24x24 points drawing `content` (a content stream), with a correct xref table."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R /Resources << >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    data = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(data))
        data += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        data += b"%010d 00000 n \n" % offset
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(bytes(data))


png("logo-light@2x.png", 128, 64, logo((255, 255, 255, 255), (0, 122, 255, 255)))
png("logo-dark@2x.png", 128, 64, logo((10, 18, 38, 255), (100, 180, 255, 255)))
png("plus.png", 24, 24, star)
png("hero.png", 96, 48, hero)
# A chevron, drawn in black: a template icon in vector form.
pdf("chevron.pdf", b"0 0 0 RG 3 w 1 J 1 j 9 4 m 17 12 l 9 20 l S")
