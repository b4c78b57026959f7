"""Writes spaces-expected.json: for every color object of spaces/*.tokens.json (copied verbatim from unpunnyfuns/tokens),
the color palettec reads, as coloraide 8.13.1 computes it.

Usage (from this folder): python3 make_spaces.py
srgb and display-p3 are kept as written (`none` as 0); hsl and hwb are the sRGB color they name; every other space is
its display value: sRGB when inside sRGB with coloraide's tolerance (clipped to 0-1), else Display P3, gamut-mapped with `oklch-chroma`
outside it. hsl and hwb percentages are 0-100 in DTCG and 0-1 in coloraide.
"""
import json, math, os
from coloraide import Color

def display(space, components, alpha):
    values = [float('nan') if x == 'none' else x for x in components]
    if space in ('srgb', 'display-p3'):
        return [space] + [0 if math.isnan(x) else x for x in values] + [alpha]
    if space in ('hsl', 'hwb'):
        values = [values[0], values[1] / 100, values[2] / 100]
        return ['srgb'] + Color(space, values, alpha).convert('srgb').coords() + [alpha]
    color = Color(space, values, alpha)
    if color.in_gamut('srgb'):
        return ['srgb'] + clipped(color.convert('srgb').coords()) + [alpha]
    p3 = color.convert('display-p3', norm=False)
    if not p3.in_gamut():
        p3 = p3.fit(method='oklch-chroma')
    return ['display-p3'] + clipped(p3.coords()) + [alpha]

def clipped(coords):
    # What lies inside within the tolerance is kept inside: 0-1.
    return [min(1, max(0, x)) for x in coords]

expected = {}
for name in sorted(os.listdir('spaces')):
    def walk(node, path):
        if not isinstance(node, dict):
            return
        value = node.get('$value')
        if isinstance(value, dict) and 'colorSpace' in value:
            if all(not isinstance(x, dict) for x in value['components']):
                expected[name + ':' + '.'.join(path)] = display(value['colorSpace'], value['components'], value.get('alpha', 1))
            return
        for key, child in node.items():
            if not key.startswith('$'):
                walk(child, path + [key])
    walk(json.load(open(os.path.join('spaces', name))), [])
json.dump(expected, open('spaces-expected.json', 'w'), indent=1, sort_keys=True)
