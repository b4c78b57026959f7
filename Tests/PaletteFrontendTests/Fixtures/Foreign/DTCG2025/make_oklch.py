"""Rewrites terrazzo's `plugin-css/test/fixtures/type-color` token set with every color literal in oklch, and writes
what coloraide computes for each color palettec reads from it.

Usage (from this folder, coloraide 8.13.1): python3 make_oklch.py CORPUS_FOLDER
  CORPUS_FOLDER: Tests/Corpus/terrazzoapp-terrazzo/packages/plugin-css/test/fixtures/type-color
Writes oklch/*.json (the literals rounded: L and C to 5 decimals, H to 3, `none` for an achromatic hue) and
oklch-expected.json: for every literal token `key@context`, palettec's display value as coloraide computes it
(sRGB when inside sRGB with coloraide's tolerance, clipped to 0-1, else Display P3, gamut-mapped with `oklch-chroma` outside it).
"""
import json, math, os, re, sys
from coloraide import Color

source = sys.argv[1]
literal = re.compile(r'\{ *"colorSpace": *"srgb", *"components": *\[([^\]]*)\]((?:, *"alpha": *[0-9.]+)?)(?:, *"hex": *"#[0-9a-fA-F]+")? *\}')

def oklch(match):
    rgb = [float(x) for x in match.group(1).split(',')]
    l, c, h = Color('srgb', rgb).convert('oklch').coords()
    hue = '"none"' if math.isnan(h) or c < 0.000004 else repr(round(h, 3))
    return '{ "colorSpace": "oklch", "components": [%r, %r, %s]%s }' % (round(l, 5), round(c, 5), hue, match.group(2))

files = ['color.resolver.json'] + sorted(f for f in os.listdir(source) if f.endswith('.tokens.json'))
os.makedirs('oklch', exist_ok=True)
for name in files:
    text = open(os.path.join(source, name)).read()
    open(os.path.join('oklch', name), 'w').write(literal.sub(oklch, text))

def display(components, alpha):
    color = Color('oklch', [float('nan') if x == 'none' else x for x in components], alpha)
    if color.in_gamut('srgb'):
        return ['srgb'] + clipped(color.convert('srgb').coords()) + [alpha]
    p3 = color.convert('display-p3', norm=False)
    if not p3.in_gamut():
        p3 = p3.fit(method='oklch-chroma')
    return ['display-p3'] + clipped(p3.coords()) + [alpha]

def clipped(coords):
    # What lies inside within the tolerance is kept inside: 0-1.
    return [min(1, max(0, x)) for x in coords]

def literals(name):
    found = {}
    def walk(node, path):
        if isinstance(node, dict):
            value = node.get('$value')
            if isinstance(value, dict) and value.get('colorSpace') == 'oklch' and node.get('$type') == 'color':
                found['.'.join(path)] = display(value['components'], value.get('alpha', 1))
            for key, child in node.items():
                if not key.startswith('$'):
                    walk(child, path + [key])
    walk(json.load(open(os.path.join('oklch', name))), [])
    return found

resolver = json.load(open('oklch/color.resolver.json'))
expected = {}
for context, refs in resolver['modifiers']['mode']['contexts'].items():
    values = {}
    for ref in refs:
        values.update(literals(os.path.basename(ref['$ref'])))
    appearance = {'light-high-contrast': 'light-hc', 'dark-high-contrast': 'dark-hc'}.get(context, context)
    for key, value in values.items():
        expected[key + '@' + appearance] = value
json.dump(expected, open('oklch-expected.json', 'w'), indent=1, sort_keys=True)
