"""Renders pages that use palettec's CSS image properties in real headless Chromium and reads their pixels.

Standard library only: the Browser class of css_probe.py (Chrome DevTools Protocol over --remote-debugging-pipe,
one browser launch, every wait bounded by SPEC "timeout", default 60 seconds) and preview_probe.py's PNG decoder.

Usage: python3 image_probe.py SPEC.json   (prints a JSON report on stdout)

SPEC = {
  "chromium": "/usr/bin/chromium",                 optional; default: `chromium` on PATH
  "timeout": 60,                                   optional; seconds to wait for any one reply or event
  "pages": [{"name": "...", "path": "/abs/page.html", "attribute": "data-theme"}, ...],
  "states": [{"name": "...", "scheme": "light"|"dark", "contrast": "no-preference"|"more",
              "override": null | "<attribute value>"}, ...],
  "points": {"<data-img>": [[fx, fy], ...]}        where to read each element, as fractions of its box
}

Each page has elements `<div data-img="NAME">` that show an image through the stylesheet's properties. In every
state the probe sets the emulated media and the override attribute, waits until every image the elements now
show has loaded and decoded (bounded by the timeout) and two animation frames have passed, takes a screenshot and
reads the pixels at the given points of each element. Report:

{"browser": "Chrome/...", "pages": {"<page>": {"<state>": {
   "dark": bool, "more": bool,                     what matchMedia says, so a test can tell emulation happened
   "pageBackground": [r, g, b, a],                 the pixel at (2, 2)
   "backgrounds": {"<data-img>": "url(...)"},      the computed background-image, for messages
   "pixels": {"<data-img>": [[r, g, b, a], ...]}}}}}
"""

import json
import os
import pathlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import css_probe  # noqa: E402
from css_probe import Browser  # noqa: E402  (same directory; shares the bounded DevTools pipe client)
from preview_probe import PNG, screenshot  # noqa: E402

# Runs in the page: sets the override, waits for the images now shown, and reports where to read each element.
SHOW_STATE = """
(async () => {
  const attribute = %s, override = %s, points = %s;
  const root = document.documentElement;
  if (override === null) root.removeAttribute(attribute); else root.setAttribute(attribute, override);
  const elements = [...document.querySelectorAll('[data-img]')];
  const backgrounds = {};
  const loads = [];
  for (const element of elements) {
    const background = getComputedStyle(element).backgroundImage;
    backgrounds[element.dataset.img] = background;
    const match = /url\\("?(.*?)"?\\)/.exec(background);
    if (match) {
      const image = new Image();
      image.src = match[1];
      loads.push(image.decode().catch(() => null));
    }
  }
  await Promise.all(loads);
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
  const at = {};
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    at[element.dataset.img] = (points[element.dataset.img] || [[0.5, 0.5]]).map(
      ([fx, fy]) => [Math.floor(box.left + fx * box.width), Math.floor(box.top + fy * box.height)]);
  }
  const matches = query => matchMedia(query).matches;
  return {href: location.href, dark: matches('(prefers-color-scheme: dark)'),
          more: matches('(prefers-contrast: more)'), backgrounds: backgrounds, at: at};
})()
"""


def probe(spec):
    """Loads each page once and renders every state in it."""
    executable = spec.get("chromium") or shutil.which("chromium")
    if not executable:
        raise SystemExit("chromium not found on PATH")
    browser = Browser(executable, float(spec.get("timeout", 60)))
    try:
        version = browser.call("Browser.getVersion").get("product", "")
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", None, session)
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": 400, "height": 300, "deviceScaleFactor": 1, "mobile": False}, session)
        pages = {}
        for page in spec["pages"]:
            url = pathlib.Path(os.path.abspath(page["path"])).as_uri()
            browser.events.clear()
            browser.call("Page.navigate", {"url": url}, session)
            browser.wait_for("Page.loadEventFired")
            states = {}
            for state in spec["states"]:
                features = [
                    {"name": "prefers-color-scheme", "value": state["scheme"]},
                    {"name": "prefers-contrast", "value": state["contrast"]},
                ]
                browser.call("Emulation.setEmulatedMedia", {"features": features}, session)
                script = SHOW_STATE % (json.dumps(page.get("attribute", "data-theme")),
                                       json.dumps(state.get("override")), json.dumps(spec.get("points", {})))
                shown = browser.evaluate(script, session)
                if shown.get("href") != url:
                    raise SystemExit(f"expected {url} to be loaded, found {shown.get('href')}")
                image = PNG(screenshot(browser, session))
                states[state["name"]] = {
                    "dark": shown["dark"], "more": shown["more"], "backgrounds": shown["backgrounds"],
                    "pageBackground": image.pixel(2, 2),
                    "pixels": {name: [image.pixel(x, y) for x, y in points] for name, points in shown["at"].items()},
                }
            pages[page["name"]] = states
        return {"browser": version, "pages": pages}
    finally:
        browser.close()


if __name__ == "__main__":
    css_probe.run(probe, "image_probe.py")
