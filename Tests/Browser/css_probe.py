"""Reads the computed colors of palettec's CSS custom properties in real headless Chromium.

Python standard library only: Chrome DevTools Protocol over --remote-debugging-pipe (JSON messages ending in
a NUL byte; Chromium reads fd 3 and writes fd 4). One browser launch for the whole run.

Usage: python3 css_probe.py SPEC.json   (prints a JSON report on stdout)

Every wait for the browser is bounded (SPEC "timeout", default 60 seconds): a page that never finishes loading
or a browser that stops answering ends the run with an error naming what it waited for, never a hang.

SPEC = {
  "chromium": "/usr/bin/chromium",                 optional; default: `chromium` on PATH
  "timeout": 60,                                   optional; seconds to wait for any one reply or event
  "pages": [{"name": "...", "path": "/abs/page.html", "attribute": "data-theme"}, ...],
  "states": [{"name": "...", "scheme": "light"|"dark", "contrast": "no-preference"|"more",
              "override": null | "<attribute value>"}, ...]
}

Each page has elements `<div data-var="--x" style="color: var(--x)">`. For every page and state the report holds
what the browser says about the emulated media (so a test can tell emulation really happened), the root's
computed `color-scheme`, and the computed `color` of every such element:

{"browser": "Chrome/...", "pages": {"<page>": {"<state>": {"dark": bool, "more": bool, "forced": bool,
  "colorScheme": "...", "colors": {"--x": "rgb(...)", ...}}}}}
"""

import json
import os
import pathlib
import select
import shutil
import subprocess
import sys
import tempfile
import time

# Runs in the page: sets or removes the override attribute, then reads everything back.
READ_STATE = """
(() => {
  const attribute = %s, override = %s;
  const root = document.documentElement;
  if (override === null) root.removeAttribute(attribute); else root.setAttribute(attribute, override);
  const colors = {};
  for (const element of document.querySelectorAll('[data-var]')) {
    colors[element.dataset.var] = getComputedStyle(element).color;
  }
  const matches = query => matchMedia(query).matches;
  return {
    href: location.href,
    dark: matches('(prefers-color-scheme: dark)'),
    more: matches('(prefers-contrast: more)'),
    forced: matches('(forced-colors: active)'),
    colorScheme: getComputedStyle(root).colorScheme,
    colors: colors,
  };
})()
"""

class Browser:
    """One headless Chromium driven over the DevTools pipe."""

    def __init__(self, executable, timeout):
        """Starts Chromium with the pipe on fds 3 and 4 and a throwaway profile; waits at most `timeout` s."""
        self.timeout = timeout
        r3, w3 = os.pipe()  # we write -> chromium reads fd 3
        r4, w4 = os.pipe()  # chromium writes fd 4 -> we read

        def child():
            # Put the pipe ends on fds 3 and 4, inheritable (dup2 onto itself would keep CLOEXEC).
            a, b = os.dup(r3), os.dup(w4)
            os.dup2(a, 3)
            os.dup2(b, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.profile = tempfile.mkdtemp(prefix="palettec-chromium-")
        self.stderr_path = os.path.join(self.profile, "stderr.txt")
        with open(self.stderr_path, "w") as stderr:
            self.process = subprocess.Popen(
                [executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                 f"--user-data-dir={self.profile}", "about:blank"],
                close_fds=False,  # close_fds would run after preexec_fn and close fds 3 and 4
                preexec_fn=child,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=stderr,
            )
        os.close(r3)
        os.close(w4)
        self.out = os.fdopen(w3, "wb", buffering=0)
        self.inp = os.fdopen(r4, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def receive(self, waiting_for):
        """Reads the next message from the browser, failing if none arrives within the timeout."""
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            ready = select.select([self.inp], [], [], max(remaining, 0))[0] if remaining > 0 else []
            if not ready:
                raise SystemExit(f"chromium did not answer within {self.timeout} s while waiting for {waiting_for}")
            chunk = self.inp.read(65536)
            if not chunk:
                with open(self.stderr_path) as stderr:
                    raise SystemExit("chromium closed the pipe: " + stderr.read()[-1500:])
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def keep(self, event):
        """Keeps an event for wait_for; a JavaScript dialog means text in the page ran as script: an error."""
        if event["method"] == "Page.javascriptDialogOpening":
            message = event.get("params", {}).get("message", "")
            raise SystemExit(f"the page ran a script (it opened a JavaScript dialog: {message!r})")
        self.events.append(event)

    def call(self, method, params=None, session=None):
        """Sends one command and returns its result, keeping events for wait_for."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.out.write(json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive(method)
            if "method" in reply:
                self.keep(reply)
            elif reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit(f"{method}: {reply['error']}")
                return reply["result"]

    def wait_for(self, method):
        """Returns the first event named `method` that arrived since the last wait, waiting if needed."""
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method:
                    del self.events[: index + 1]
                    return event
            self.events.clear()
            reply = self.receive(method)
            if "method" in reply:
                self.keep(reply)

    def evaluate(self, expression, session):
        """Evaluates a page expression, awaiting promises, and returns its JSON value."""
        result = self.call(
            "Runtime.evaluate",
            {"expression": expression, "awaitPromise": True, "returnByValue": True},
            session,
        )
        if "exceptionDetails" in result:
            raise SystemExit("page script failed: " + json.dumps(result["exceptionDetails"])[:1500])
        return result["result"].get("value")

    def close(self):
        """Closes the browser and removes its profile."""
        try:
            self.timeout = min(self.timeout, 10)
            self.call("Browser.close")
            self.process.wait(timeout=10)
        except (SystemExit, OSError, subprocess.TimeoutExpired):
            pass  # the browser is killed below; the error that led here (if any) is what gets reported
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)


def probe(spec):
    """Loads each page once and reads every state in it."""
    executable = spec.get("chromium") or shutil.which("chromium")
    if not executable:
        raise SystemExit("chromium not found on PATH")
    browser = Browser(executable, float(spec.get("timeout", 60)))
    try:
        version = browser.call("Browser.getVersion").get("product", "")
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", None, session)
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
                attribute = page.get("attribute", "data-theme")
                script = READ_STATE % (json.dumps(attribute), json.dumps(state.get("override")))
                result = browser.evaluate(script, session)
                if result.get("href") != url:
                    raise SystemExit(f"expected {url} to be loaded, found {result.get('href')}")
                states[state["name"]] = result
            pages[page["name"]] = states
        return {"browser": version, "pages": pages}
    finally:
        browser.close()


def run(probe_function, name):
    """Reads the spec named on the command line, runs `probe_function` on it and prints the report (every probe's
    main)."""
    if len(sys.argv) != 2:
        raise SystemExit(f"usage: {name} SPEC.json")
    with open(sys.argv[1], encoding="utf-8") as file:
        spec = json.load(file)
    json.dump(probe_function(spec), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    run(probe, "css_probe.py")
