"""Reference colors from coloraide (PyPI `coloraide`, CSS Color 4) for `ColorReferenceTests`.

Usage: python3 color_reference.py COUNT SEED (exit status 3 when coloraide is not installed)

For each of the fourteen CSS Color 4 spaces, COUNT random colors (the space's reference ranges, one component in ten
drawn beyond them) and COUNT / 5 random mixes in that space. Each color is one line:

    C space c0 c1 c2 | xyz-d65 (3) | xyz-d65 back to space (3) | srgb (3) | display-p3 (3) | oklch (3)
      | target t0 t1 t2 | in-srgb in-p3 | gamut m0 m1 m2 | hex

where "target" cycles through the fourteen spaces, "in-*" is coloraide's `in_gamut(tolerance=0)`, "gamut" is srgb
for every other color and display-p3 for the rest (so every color is gamut-mapped), "m*" the color mapped
into it by `convert(gamut, norm=False).fit(method='oklch-chroma')` (the CSS algorithm; never the default raytrace)
and "hex" the 8-bit hex of the color mapped into srgb, or of the color itself when it lies in srgb ("-" otherwise). Each mix is one line:

    M space hue a0 a1 a2 alpha1 b0 b1 b2 alpha2 p1 p2 | r0 r1 r2 alpha

with `none` as "nan", percentages normalised as css-color-5 says and the result's alpha multiplied by the alpha
multiplier. hsl and hwb components are 0...100 here and 0...1 in coloraide. Spaces are drawn on two processes.
"""

import math
import random
import sys
from multiprocessing import get_context

try:
    from coloraide import Color
except ImportError:
    print('coloraide is not installed (pip install coloraide)', file=sys.stderr)
    sys.exit(3)

RANGES = {
    'srgb': [(0, 1)] * 3, 'srgb-linear': [(0, 1)] * 3, 'display-p3': [(0, 1)] * 3, 'a98-rgb': [(0, 1)] * 3,
    'prophoto-rgb': [(0, 1)] * 3, 'rec2020': [(0, 1)] * 3, 'xyz-d65': [(0, 1)] * 3, 'xyz-d50': [(0, 1)] * 3,
    'hsl': [(0, 360), (0, 100), (0, 100)], 'hwb': [(0, 360), (0, 100), (0, 100)],
    'lab': [(0, 100), (-125, 125), (-125, 125)], 'lch': [(0, 100), (0, 150), (0, 360)],
    'oklab': [(0, 1), (-0.4, 0.4), (-0.4, 0.4)], 'oklch': [(0, 1), (0, 0.4), (0, 360)],
}
SPACES = list(RANGES)
HUE = {'hsl': 0, 'hwb': 0, 'lch': 2, 'oklch': 2}
HUE_METHODS = ['shorter', 'longer', 'increasing', 'decreasing']
# One mix for this many colors.
MIXES_PER = 5


def draw(rng, space):
    """A random color: each component in its range, one in ten beyond it (chroma and hsl/hwb only upward)."""
    comps = []
    for index, (low, high) in enumerate(RANGES[space]):
        if rng.random() < 0.1:
            extra = (high - low) * 0.25
            only_up = (space in ('lch', 'oklch') and index == 1) or (space in ('hsl', 'hwb') and index > 0)
            low, high = (low if only_up else low - extra), high + extra
        comps.append(rng.uniform(low, high))
    return comps


def scale_in(space, comps):
    return [comps[0], comps[1] / 100, comps[2] / 100] if space in ('hsl', 'hwb') else list(comps)


def scale_out(space, comps):
    return [comps[0], comps[1] * 100, comps[2] * 100] if space in ('hsl', 'hwb') else list(comps)


def coords(color, space):
    """Raw coordinates in `space` (norm=False: no NaN hue for grays), -0.0 as 0."""
    return [v + 0.0 for v in scale_out(space, color.convert(space, norm=False).coords())]


def text(values):
    return ' '.join(repr(float(v)) for v in values)


def color_line(rng, space, index):
    comps = draw(rng, space)
    col = Color(space, scale_in(space, comps), 1.0)
    xyz = coords(col, 'xyz-d65')
    back = coords(Color('xyz-d65', xyz, 1.0), space)
    target = SPACES[index % len(SPACES)]
    srgb = col.convert('srgb', norm=False)
    p3 = col.convert('display-p3', norm=False)
    fields = [space, text(comps), text(xyz), text(back), text(c + 0.0 for c in srgb.coords()),
              text(c + 0.0 for c in p3.coords()), text(coords(col, 'oklch')), target, text(coords(col, target))]
    # coloraide's `in_gamut(tolerance=0)` of an RGB space is this test of the converted channels.
    in_srgb, in_p3 = (all(0 <= v <= 1 for v in c.coords()) for c in (srgb, p3))
    fields += ['1' if in_srgb else '0', '1' if in_p3 else '0']
    # Gamut maps are what costs (about a millisecond each out of gamut): every color is mapped, alternately into sRGB
    # and into Display P3. The hex is that of the color mapped into sRGB, or of the color itself when it lies in sRGB.
    gamut = 'srgb' if index % 2 == 0 else 'display-p3'
    if gamut is None:
        fields += ['-', 'nan nan nan']
        fields.append(srgb.to_string(hex=True, fit=False) if in_srgb else '-')
    else:
        mapped = (srgb if gamut == 'srgb' else p3).clone().fit(method='oklch-chroma')
        fields += [gamut, text(c + 0.0 for c in mapped.coords())]
        fields.append(mapped.to_string(hex=True, fit=False) if gamut == 'srgb' else '-')
    return 'C ' + ' '.join(fields)


def mix_line(rng, space):
    hue = rng.choice(HUE_METHODS) if space in HUE else 'shorter'
    sides = []
    for _ in range(2):
        comps = draw(rng, space)
        if space in ('hsl', 'hwb'):
            # Inside sRGB, where hsl and hwb mixes are not gamut-mapped first (coloraide never maps them).
            comps = [comps[0] % 360, min(comps[1], 100), min(comps[2], 100)]
            if space == 'hwb' and comps[1] + comps[2] > 100:
                comps[2] = 100 - comps[1]
        comps = [math.nan if rng.random() < 0.05 else c for c in comps]
        alpha = math.nan if rng.random() < 0.03 else (1.0 if rng.random() < 0.3 else rng.uniform(0, 1))
        sides.append((comps, alpha))
    percentages = [None if rng.random() < 0.3 else rng.uniform(0, 100) for _ in range(2)]
    p1, p2 = percentages
    if p1 is None and p2 is None:
        p1 = p2 = 50.0
    elif p2 is None:
        p2 = 100 - p1
    elif p1 is None:
        p1 = 100 - p2
    total = p1 + p2
    if total == 0:
        return None
    multiplier = total / 100 if total < 100 else 1.0
    (a, alpha1), (b, alpha2) = sides
    first = Color(space, scale_in(space, a), alpha1)
    second = Color(space, scale_in(space, b), alpha2)
    mixed = first.mix(second, p2 / total, space=space, premultiplied=True, hue=hue)
    result = scale_out(space, mixed.coords(nans=True))
    alpha = mixed.alpha(nans=True) * multiplier
    written = ['nan' if p is None else repr(p) for p in percentages]
    return ' '.join(['M', space, hue, text(a), repr(alpha1), text(b), repr(alpha2), written[0], written[1],
                     text(result), repr(alpha)])


def lines_for(job):
    space, count, seed = job
    rng = random.Random(f'{seed}-{space}')
    out = [color_line(rng, space, index) for index in range(count)]
    mixes = (mix_line(rng, space) for _ in range(count // MIXES_PER))
    out += [line for line in mixes if line is not None]
    return '\n'.join(out)


if __name__ == '__main__':
    count = int(sys.argv[1])
    seed = int(sys.argv[2])
    # Fresh interpreters rather than forks: a fork taken while the pool's own threads hold a lock can leave a worker
    # waiting forever, and a worker left behind by a killed parent holds the test's pipes open.
    with get_context('spawn').Pool(2) as pool:
        for chunk in pool.imap(lines_for, [(space, count, seed) for space in SPACES]):
            sys.stdout.write(chunk + '\n')
