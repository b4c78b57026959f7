"""Emulates the generated WKWebView attachment in real headless Chromium and reads the page after every step.

The generated Swift installs a WKUserScript at document start that sets or removes `data-theme` on <html> for
the app's current appearance choice; on a change it removes its own previous script, adds the new one, and
runs the same source in the open page with evaluateJavaScript. The app's forced light/dark scheme reaches the
page as `prefers-color-scheme` through the web view's trait collection. This probe plays those moves over the
Chrome DevTools Protocol (the Browser class of css_probe.py: --remote-debugging-pipe, standard library only,
one browser launch), so a test can check the computed colors on a fresh document, after a switch, and after a
reload or a new navigation following the switch.

Usage: python3 webview_probe.py SPEC.json   (prints a JSON report on stdout; on failure: exit status 1 and
the reason on stderr)

Every wait for the browser is bounded (SPEC "timeout", default 60 seconds): a page that never finishes loading
or a browser that stops answering ends the run with an error naming what it waited for, never a hang.

SPEC = {
  "chromium": "/usr/bin/chromium",        optional; default: `chromium` on PATH
  "timeout": 60,                          optional; seconds to wait for any one reply or event
  "page": "/abs/page.html",               the page every "load" opens
  "attribute": "data-theme",              optional; the attribute reported from the root element
  "webkitTiming": true,                   optional; false runs document-start scripts as they are, at Chromium's
                                          earlier moment (no <html> yet): for scripts that must cope with that
  "steps": [{"name": "...", "action": ACTION, "script": "<js>", "scheme": "light"|"dark",
             "contrast": "no-preference"|"more"}, ...]
}

Step names must be unique. `scheme` and `contrast` are optional on any step; when given they are applied with
Emulation.setEmulatedMedia before the step's action and stay in force until a later step changes them. ACTION:

  "install"        add `script` at document start (Page.addScriptToEvaluateOnNewDocument = WKUserScript
                   .atDocumentStart, with WebKit's timing: see DOCUMENT_START) and keep its identifier as
                   the palette script's; a palette script already installed stays (that is what a second
                   addUserScript without removeUserScript does)
  "switch"         remove the palette script's identifier (only it), add `script` at document start and keep
                   the new identifier, then Runtime.evaluate `script` in the open document (= evaluateJavaScript)
  "evaluate"       only Runtime.evaluate `script` in the open document; document-start scripts are untouched
                   (models an app that forgets to replace its user script)
  "foreignScript"  add `script` (default `window.__foreign = true;`) at document start as a script that is not
                   the palette's; no switch removes it
  "load"           navigate to `page` (a new document) and wait for its load event
  "reload"         Page.reload and wait for the load event

Once a "load" has happened, every step records the state of the open document; steps before that record
{"action": ..., "loaded": false}. The test page has elements `<div data-var="--x" style="color: var(--x)">`
(as in css_probe.py) and, to prove there was no wrong first paint, an inline <script> in <head> right after the
stylesheet link that stores what the first stylesheet-dependent read saw, for example
`window.__firstPaint = {attribute: document.documentElement.getAttribute('data-theme'),
 background: getComputedStyle(document.documentElement).getPropertyValue('--background-page').trim()}`.

Report:
{"browser": "Chrome/...",
 "steps": {"<name>": {"action": "...", "loaded": true,
   "attribute": "sepia" | null,              the root's attribute now
   "colors": {"--x": "rgb(...)", ...},       computed `color` of every [data-var] element
   "colorScheme": "...",                     the root's computed color-scheme
   "dark": bool, "more": bool,               whether (prefers-color-scheme: dark) / (prefers-contrast: more) match
   "foreign": bool,                          whether window.__foreign === true
   "firstPaint": <window.__firstPaint, or null if the page did not set it>,
   "documentStart": [{"step": "<name>", "deferred": bool, "error": null | "TypeError: ..."}, ...],
                                             the document-start scripts that ran in this document, in order
                                             (see DOCUMENT_START: deferred = waited for <html> to exist)
   "readyState": "complete",
   "documentId": "...",                      random, one per document: a reload must change it
   "navigationType": "navigate" | "reload" | ..., from the Navigation Timing entry
   "href": "file:///...",
   "paletteScript": "<identifier>" | null,   the palette script installed at document start now
   "scripts": ["<identifier>", ...]}}}       every script the probe has installed and not removed, in order
"""

import json
import os
import pathlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import css_probe  # noqa: E402
from css_probe import Browser  # noqa: E402  (same directory; shares the bounded DevTools pipe client)

DEFAULT_FOREIGN = "window.__foreign = true;"

# Chromium runs Page.addScriptToEvaluateOnNewDocument scripts before the parser has created <html>
# (document.documentElement is null there), while WebKit runs a WKUserScript at document start "after the
# document element is created, but before any other content is loaded". So every document-start script is
# wrapped: run at once if <html> exists, else from a MutationObserver on the document, which is delivered at
# the microtask checkpoint the parser performs before it runs the page's first script, and in any case before
# the end of the parser task, i.e. before any rendering opportunity. The source runs inside a function (the
# generated scripts are IIFEs, so that changes nothing for them). What happened is logged per document in
# window.__probeDocumentStart and reported as "documentStart"; an exception in the source is caught there
# (WebKit would only log it) so a test sees it.
DOCUMENT_START = """(function () {
  var log = window.__probeDocumentStart || (window.__probeDocumentStart = []);
  var entry = {step: %s, deferred: false, error: null};
  log.push(entry);
  function run() {
    try {
      (function () {
%s
      })();
    } catch (error) {
      entry.error = String(error);
    }
  }
  if (document.documentElement) { run(); return; }
  entry.deferred = true;
  var observer = new MutationObserver(function () {
    if (document.documentElement) { observer.disconnect(); run(); }
  });
  observer.observe(document, {childList: true});
})();
"""

# Runs in the page: reads everything back without changing anything but the probe's own per-document id.
READ_STATE = """
(() => {
  const attribute = %s;
  const root = document.documentElement;
  if (!window.__probeDocumentId) {
    window.__probeDocumentId = Math.random().toString(36).slice(2) + '-' + performance.timeOrigin;
  }
  const colors = {};
  for (const element of document.querySelectorAll('[data-var]')) {
    colors[element.dataset.var] = getComputedStyle(element).color;
  }
  const matches = query => matchMedia(query).matches;
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    href: location.href,
    attribute: root.getAttribute(attribute),
    colors: colors,
    colorScheme: getComputedStyle(root).colorScheme,
    dark: matches('(prefers-color-scheme: dark)'),
    more: matches('(prefers-contrast: more)'),
    foreign: window.__foreign === true,
    firstPaint: window.__firstPaint === undefined ? null : window.__firstPaint,
    documentStart: window.__probeDocumentStart || [],
    readyState: document.readyState,
    documentId: window.__probeDocumentId,
    navigationType: navigation ? navigation.type : null,
  };
})()
"""

ACTIONS = {"install", "switch", "evaluate", "foreignScript", "load", "reload"}


def check_spec(spec):
    """Fails with a clear message on a malformed spec before the browser starts."""
    if not isinstance(spec.get("page"), str):
        raise SystemExit("SPEC needs \"page\": the absolute path of the test page")
    if not os.path.isfile(spec["page"]):
        raise SystemExit(f"no such page: {spec['page']}")
    names = set()
    for index, step in enumerate(spec.get("steps") or []):
        name, action = step.get("name"), step.get("action")
        if not isinstance(name, str) or name in names:
            raise SystemExit(f"step {index}: \"name\" must be a string unique among the steps, got {name!r}")
        names.add(name)
        if action not in ACTIONS:
            raise SystemExit(f"step {name!r}: unknown action {action!r}; expected one of {sorted(ACTIONS)}")
        if action in ("install", "switch", "evaluate") and not isinstance(step.get("script"), str):
            raise SystemExit(f"step {name!r}: action {action!r} needs \"script\"")
        if step.get("scheme") not in (None, "light", "dark"):
            raise SystemExit(f"step {name!r}: scheme must be \"light\" or \"dark\"")
        if step.get("contrast") not in (None, "no-preference", "more", "less", "custom"):
            raise SystemExit(f"step {name!r}: unknown contrast {step.get('contrast')!r}")
    if not names:
        raise SystemExit("SPEC needs at least one step")


def probe(spec):
    """Runs the steps in one tab and returns the report."""
    check_spec(spec)
    executable = spec.get("chromium") or shutil.which("chromium")
    if not executable:
        raise SystemExit("chromium not found on PATH")
    url = pathlib.Path(os.path.abspath(spec["page"])).as_uri()
    attribute = spec.get("attribute", "data-theme")
    browser = Browser(executable, float(spec.get("timeout", 60)))
    try:
        version = browser.call("Browser.getVersion").get("product", "")
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", None, session)

        media = {}  # feature name -> value, all sent each time (setEmulatedMedia replaces the whole set)
        webkit_timing = spec.get("webkitTiming", True)
        scripts = []  # identifiers installed by the probe and not removed, in order
        palette = None  # identifier of the palette's document-start script
        loaded = False

        def add_script(source, step):
            wrapped = DOCUMENT_START % (json.dumps(step), source) if webkit_timing else source
            identifier = browser.call("Page.addScriptToEvaluateOnNewDocument", {"source": wrapped},
                                      session)["identifier"]
            scripts.append(identifier)
            return identifier

        def wait_for_load(method, params, what):
            browser.events.clear()
            result = browser.call(method, params, session)
            if result.get("errorText"):
                raise SystemExit(f"{what}: {result['errorText']}")
            browser.wait_for("Page.loadEventFired")

        steps = {}
        for step in spec["steps"]:
            name, action = step["name"], step["action"]
            changed = False
            for key, feature in (("scheme", "prefers-color-scheme"), ("contrast", "prefers-contrast")):
                if step.get(key) is not None:
                    media[feature] = step[key]
                    changed = True
            if changed:
                features = [{"name": feature, "value": value} for feature, value in media.items()]
                browser.call("Emulation.setEmulatedMedia", {"features": features}, session)

            if action == "install":
                palette = add_script(step["script"], name)
            elif action == "switch":
                if palette is not None:
                    browser.call("Page.removeScriptToEvaluateOnNewDocument", {"identifier": palette}, session)
                    scripts.remove(palette)
                palette = add_script(step["script"], name)
                browser.evaluate(step["script"], session)
            elif action == "evaluate":
                browser.evaluate(step["script"], session)
            elif action == "foreignScript":
                add_script(step.get("script") or DEFAULT_FOREIGN, name)
            elif action == "load":
                wait_for_load("Page.navigate", {"url": url}, f"step {name!r}: loading {url}")
                loaded = True
            elif action == "reload":
                if not loaded:
                    raise SystemExit(f"step {name!r}: reload before any load")
                wait_for_load("Page.reload", {}, f"step {name!r}: reloading")

            record = {"action": action, "loaded": loaded, "paletteScript": palette, "scripts": list(scripts)}
            if loaded:
                state = browser.evaluate(READ_STATE % json.dumps(attribute), session)
                if state.get("href") != url:
                    raise SystemExit(f"step {name!r}: expected {url} to be open, found {state.get('href')}")
                record.update(state)
            steps[name] = record
        return {"browser": version, "steps": steps}
    finally:
        browser.close()


if __name__ == "__main__":
    css_probe.run(probe, "webview_probe.py")
