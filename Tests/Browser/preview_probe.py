"""Renders palettec's HTML preview in real headless Chromium and reads the pixels of its swatches and samples.

Standard library only: the Browser class of css_probe.py (Chrome DevTools Protocol over --remote-debugging-pipe,
one browser launch, every wait bounded by SPEC "timeout", default 60 seconds) and a PNG decoder on zlib.

Usage: python3 preview_probe.py SPEC.json   (prints a JSON report on stdout)

SPEC = {
  "chromium": "/usr/bin/chromium",                 optional; default: `chromium` on PATH
  "timeout": 60,                                   optional; seconds to wait for any one reply or event
  "width": 1400, "height": 3000,                   optional; the viewport in CSS pixels (device scale 1)
  "pages": [{"name": "...", "path": "/abs/page.html"}, ...],
  "schemes": ["light", "dark"],                    the prefers-color-scheme values each page is rendered in
  "screenshots": [{"page": "...", "scheme": "light", "path": "/abs/shot.png"}]
                                                   optional; the top of a page saved as PNG, as rendered
}

The page is scrolled from top to bottom one viewport at a time; in each position every swatch (`[data-c]`)
and contrast sample (`[data-p]`) whose sampled points lie inside the viewport and are not covered by anything
else (the sticky table heading) is read from a Page.captureScreenshot of the viewport. Where each element is
comes from the DOM (getBoundingClientRect); what color it is comes only from the screenshot's pixels. Points:

  swatch   its center
  sample   the background: 4 px inside the left edge of `.sample-fill`, halfway down (padding, no text);
           the foreground: the center of its `.mark`, a solid block in the text color

Report:

{"browser": "Chrome/...", "pages": {"<page>": {"<scheme>": {
   "dark": bool,                                   what matchMedia says, so a test can tell emulation happened
   "pageBackground": [r, g, b, a],                 the pixel at (2, 2): the chrome's background
   "requests": ["file:///..."],                    every URL the page requested (Network domain)
   "links": [{"attribute": "href", "value": "...", "protocol": "file:"}]
                                                   every element's href (else src) as written, and the scheme
                                                   the browser reads from it against the page's URL
   "swatchCount": n, "sampleCount": n,             how many the DOM holds
   "swatches": {"<data-c>:<data-a>": {"pixel": [r, g, b, a], "translucent": bool}},
   "samples": {"<data-p>:<data-a>": {"background": [r, g, b, a], "mark": [r, g, b, a]}},
   "images": {"<alt>": {"center": [r, g, b, a], "corner": [r, g, b, a]}}}}}}
                                                   each image of the images section, by its alt text
                                                   (`key, appearance`): its center, and its pixel (1, 1)

Elements never read (off the page, always covered) are simply missing from the report: the test counts them.
"""

import base64
import functools
import json
import os
import pathlib
import shutil
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import css_probe  # noqa: E402
from css_probe import Browser  # noqa: E402  (same directory; shares the bounded DevTools pipe client)

# Runs in the page: the points of every not-yet-read swatch and sample that are visible and uncovered now.
VISIBLE = """
((seen) => {
  const width = innerWidth, height = innerHeight;
  const uncovered = (element, x, y) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  };
  const point = (element, rect, dx, fy) => {
    const x = Math.floor(rect.left + (dx === null ? rect.width / 2 : dx));
    const y = Math.floor(rect.top + rect.height * fy);
    return uncovered(element, x, y) ? [x, y] : null;
  };
  const swatches = [], samples = [];
  for (const element of document.querySelectorAll('[data-c]')) {
    const id = element.dataset.c + ':' + element.dataset.a;
    if (seen[id]) continue;
    const at = point(element, element.getBoundingClientRect(), null, 0.5);
    if (at) swatches.push({id: id, at: at, translucent: element.classList.contains('chk')});
  }
  for (const element of document.querySelectorAll('[data-p]')) {
    const id = element.dataset.p + ':' + element.dataset.a;
    if (seen['p' + id]) continue;
    const fill = element.querySelector('.sample-fill'), mark = element.querySelector('.mark');
    if (!fill || !mark) continue;
    const background = point(fill, fill.getBoundingClientRect(), 4, 0.5);
    const foreground = point(mark, mark.getBoundingClientRect(), null, 0.5);
    if (background && foreground) samples.push({id: id, background: background, mark: foreground});
  }
  const images = [];
  for (const element of document.querySelectorAll('#images img')) {
    const id = 'i' + element.alt;
    if (seen[id]) continue;
    const rect = element.getBoundingClientRect();
    const center = point(element, rect, null, 0.5);
    // The image's pixel (1, 1): images are painted on whole device pixels, so this is one of its own pixels.
    const corner = [Math.round(rect.left) + 1, Math.round(rect.top) + 1];
    if (center && uncovered(element, corner[0], corner[1])) images.push({id: id, center: center, corner: corner});
  }
  return {swatches: swatches, samples: samples, images: images, scrollY: scrollY, height: height,
          scrollHeight: document.documentElement.scrollHeight};
})(%s)
"""

COUNTS = """
({dark: matchMedia('(prefers-color-scheme: dark)').matches, href: location.href,
  swatchCount: document.querySelectorAll('[data-c]').length,
  sampleCount: document.querySelectorAll('[data-p]').length,
  links: [...document.querySelectorAll('[href], [src]')].map(element => {
    const attribute = element.hasAttribute('href') ? 'href' : 'src';
    const value = element.getAttribute(attribute);
    let protocol = null;
    try { protocol = new URL(value, document.baseURI).protocol; } catch (error) { protocol = 'unparsable'; }
    return {attribute: attribute, value: value, protocol: protocol};
  })})
"""


@functools.lru_cache(maxsize=4)
def byte_masks(length):
    """0x7f7f… and 0x8080… of `length` bytes, as integers."""
    return int.from_bytes(b"\x7f" * length, "big"), int.from_bytes(b"\x80" * length, "big")


def add_bytes(first, second):
    """Adds two byte strings of one length byte by byte, modulo 256 (PNG's Up filter), on whole integers at once:
    the low seven bits of each byte are added apart from the top bit, which is then put back with exclusive or,
    so no carry crosses into the next byte."""
    length = len(first)
    low, high = byte_masks(length)
    a, b = int.from_bytes(first, "big"), int.from_bytes(second, "big")
    return bytearray((((a & low) + (b & low)) ^ ((a ^ b) & high)).to_bytes(length, "big"))


class PNG:
    """An 8-bit RGB or RGBA PNG, decoded row by row as pixels are asked for."""

    def __init__(self, data):
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            raise SystemExit("the screenshot is not a PNG")
        position, chunks = 8, []
        while position < len(data):
            length, kind = struct.unpack(">I4s", data[position : position + 8])
            body = data[position + 8 : position + 8 + length]
            if kind == b"IHDR":
                self.width, self.height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
                if depth != 8 or color not in (2, 6) or interlace != 0:
                    raise SystemExit(f"unsupported PNG: depth {depth}, color type {color}, interlace {interlace}")
                self.channels = 4 if color == 6 else 3
            elif kind == b"IDAT":
                chunks.append(body)
            position += 12 + length
        self.raw = zlib.decompress(b"".join(chunks))
        self.stride = self.width * self.channels
        self.rows = {}

    def row(self, y):
        """The unfiltered bytes of row `y`; rows above it are unfiltered first when its filter needs them."""
        start = y
        while start > 0 and start - 1 not in self.rows and self.raw[(start) * (self.stride + 1)] in (2, 3, 4):
            start -= 1
        for index in range(start, y + 1):
            if index not in self.rows:
                self.rows[index] = self.unfilter(index)
        return self.rows[y]

    def unfilter(self, y):
        """Reverses one row's filter (PNG filter types 0 to 4)."""
        offset = y * (self.stride + 1)
        kind = self.raw[offset]
        line = bytearray(self.raw[offset + 1 : offset + 1 + self.stride])
        if kind == 0:
            return line
        previous = self.rows.get(y - 1) if y > 0 else None
        if previous is None:
            previous = bytes(self.stride)
        if kind == 2:
            return add_bytes(line, previous)
        bpp = self.channels
        for i in range(self.stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                upper_left = previous[i - bpp] if i >= bpp else 0
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + predictor) & 0xFF
            else:
                raise SystemExit(f"unknown PNG filter {kind}")
        return line

    def pixel(self, x, y):
        """The pixel at (x, y) as [r, g, b, a]."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise SystemExit(f"pixel ({x}, {y}) is outside the {self.width}x{self.height} screenshot")
        line = self.row(y)
        start = x * self.channels
        values = list(line[start : start + self.channels])
        return values + [255] if self.channels == 3 else values


class RecordingBrowser(Browser):
    """A Browser that also notes the URL of every request a page makes (`requests`, cleared by the caller)."""

    def __init__(self, executable, timeout):
        super().__init__(executable, timeout)
        self.requests = set()

    def keep(self, event):
        """Notes requests, then keeps the event as Browser does."""
        if event["method"] == "Network.requestWillBeSent":
            self.requests.add(event["params"]["request"]["url"])
        super().keep(event)


def screenshot(browser, session):
    """The viewport as a PNG; encoded for speed (unfiltered rows), which the decoder reads fastest."""
    result = browser.call("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True}, session)
    return base64.b64decode(result["data"])


def render(browser, session, url, scheme):
    """Loads the page in `scheme` and reads every swatch and sample, scrolling one viewport at a time."""
    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
                 session)
    browser.events.clear()
    browser.requests.clear()
    browser.call("Page.navigate", {"url": url}, session)
    browser.wait_for("Page.loadEventFired")
    requests = sorted(browser.requests)
    counts = browser.evaluate(COUNTS, session)
    if counts["href"] != url:
        raise SystemExit(f"expected {url} to be loaded, found {counts['href']}")
    result = {"dark": counts["dark"], "requests": requests, "links": counts["links"],
              "swatchCount": counts["swatchCount"],
              "sampleCount": counts["sampleCount"], "swatches": {}, "samples": {}, "images": {}}
    seen = {}
    top = 0
    first = True
    while True:
        # Two animation frames after scrolling, the screenshot shows the new position.
        browser.evaluate(
            f"window.scrollTo(0, {top}); new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => "
            "done(true))))",
            session,
        )
        visible = browser.evaluate(VISIBLE % json.dumps(seen), session)
        image = PNG(screenshot(browser, session))
        if first:
            result["pageBackground"] = image.pixel(2, 2)
            first = False
        for swatch in visible["swatches"]:
            seen[swatch["id"]] = True
            result["swatches"][swatch["id"]] = {"pixel": image.pixel(*swatch["at"]),
                                                "translucent": swatch["translucent"]}
        for shown in visible["images"]:
            seen[shown["id"]] = True
            result["images"][shown["id"][1:]] = {"center": image.pixel(*shown["center"]),
                                                 "corner": image.pixel(*shown["corner"])}
        for sample in visible["samples"]:
            seen["p" + sample["id"]] = True
            result["samples"][sample["id"]] = {"background": image.pixel(*sample["background"]),
                                               "mark": image.pixel(*sample["mark"])}
        if visible["scrollY"] + visible["height"] >= visible["scrollHeight"]:
            return result
        # Half a viewport on: whatever the sticky heading covered at the top is read lower down next time.
        top = visible["scrollY"] + max(1, visible["height"] // 2)


def save_top(browser, session, url, scheme, path):
    """Saves the top of the page in `scheme` as it is rendered."""
    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
                 session)
    browser.events.clear()
    browser.call("Page.navigate", {"url": url}, session)
    browser.wait_for("Page.loadEventFired")
    result = browser.call("Page.captureScreenshot", {"format": "png"}, session)
    with open(path, "wb") as file:
        file.write(base64.b64decode(result["data"]))


def probe(spec):
    """Renders each page in each scheme."""
    executable = spec.get("chromium") or shutil.which("chromium")
    if not executable:
        raise SystemExit("chromium not found on PATH")
    browser = RecordingBrowser(executable, float(spec.get("timeout", 60)))
    try:
        version = browser.call("Browser.getVersion").get("product", "")
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", None, session)
        browser.call("Network.enable", None, session)
        browser.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": int(spec.get("width", 1400)), "height": int(spec.get("height", 3000)),
             "deviceScaleFactor": 1, "mobile": False},
            session,
        )
        pages = {}
        for page in spec["pages"]:
            url = pathlib.Path(os.path.abspath(page["path"])).as_uri()
            pages[page["name"]] = {scheme: render(browser, session, url, scheme) for scheme in spec["schemes"]}
        for shot in spec.get("screenshots", []):
            page = next(page for page in spec["pages"] if page["name"] == shot["page"])
            url = pathlib.Path(os.path.abspath(page["path"])).as_uri()
            save_top(browser, session, url, shot["scheme"], shot["path"])
        return {"browser": version, "pages": pages}
    finally:
        browser.close()


if __name__ == "__main__":
    css_probe.run(probe, "preview_probe.py")
