#!/usr/bin/env python3
"""Minimal Chrome DevTools Protocol client over --remote-debugging-pipe.

Why the pipe rather than a WebSocket: no third-party module (websockets) and
no port to discover/race on; messages are plain JSON terminated by NUL.
Python 3.11 standard library only.  Run this file to execute a self-test.
"""
import base64, contextlib, fcntl, json, os, select, shutil, subprocess, sys, tempfile, time

CHROMIUM = os.environ.get("CHROMIUM", "chromium")


class CDPError(Exception):
    """Error response from the browser, JS exception in eval, or a dead pipe."""


class Browser:
    def __init__(self, executable=CHROMIUM):
        if not shutil.which(executable):
            raise FileNotFoundError(f"{executable!r} not found (set $CHROMIUM to the browser binary)")
        self.tmpdir = tempfile.mkdtemp(prefix="cdp-profile-")  # fresh profile: no state leaks between runs
        cmd_r, cmd_w = os.pipe()  # parent -> browser
        res_r, res_w = os.pipe()  # browser -> parent
        # Park the child ends at fds >= 10 so the dup2 onto 3/4 below can't clobber one another.
        child_in, child_out = (fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (cmd_r, res_w))
        os.close(cmd_r), os.close(res_w)

        def place_fds():  # runs in the child: Chromium insists on exactly fd 3 (reads) and fd 4 (writes)
            os.dup2(child_in, 3)  # dup2 clears CLOEXEC, so 3/4 survive exec
            os.dup2(child_out, 4)

        args = [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
                f"--user-data-dir={self.tmpdir}", "about:blank"]
        err = None if os.environ.get("CDP_DEBUG") == "1" else subprocess.DEVNULL
        # close_fds=False: pass_fds would force close_fds, which runs *after* preexec_fn and would
        # close 3/4 again. Python's own fds are non-inheritable (PEP 446), so nothing else leaks.
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=err, stderr=err,
                                     close_fds=False, preexec_fn=place_fds)
        os.close(child_in), os.close(child_out)  # the child has its own copies now
        self._w, self._r, self._buf, self._next_id, self._responses = cmd_w, res_r, b"", 0, {}
        self.events = []  # buffered events (messages with "method" and no "id")
        self._pages = {}  # sessionId -> Page, so events can be routed as they arrive

    def __enter__(self): return self

    def __exit__(self, *exc): self.close()

    # --- transport -------------------------------------------------------
    def _send(self, msg):
        data = json.dumps(msg).encode() + b"\0"
        try:
            while data:  # os.write on a pipe may be partial for large messages
                data = data[os.write(self._w, data):]
        except BrokenPipeError:
            raise CDPError("browser closed the pipe (exit code %s)" % self.proc.poll()) from None

    def _pump(self, deadline):
        """Read whatever arrives before `deadline`; dispatch complete messages. Never blocks forever."""
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([self._r], [], [], remaining)[0]:
            return
        chunk = os.read(self._r, 1 << 20)
        if not chunk:
            raise CDPError("browser closed the pipe (exit code %s)" % self.proc.poll())
        self._buf += chunk
        *msgs, self._buf = self._buf.split(b"\0")
        for msg in map(json.loads, filter(None, msgs)):
            if "id" in msg:
                self._responses[msg["id"]] = msg
            elif "method" in msg:
                page = self._pages.get(msg.get("sessionId"))
                if page:
                    page._on_event(msg)
                self.events.append(msg)

    def call(self, method, params=None, session_id=None, timeout=10):
        self._next_id += 1
        mid = self._next_id
        self._send({"id": mid, "method": method, "params": params or {},
                    **({"sessionId": session_id} if session_id else {})})
        deadline = time.monotonic() + timeout
        while mid not in self._responses:
            if time.monotonic() >= deadline:
                raise TimeoutError(f"{method}: no response within {timeout}s")
            self._pump(deadline)
        resp = self._responses.pop(mid)
        if "error" in resp:
            raise CDPError(f"{method}: {resp['error'].get('message')} {resp['error'].get('data', '')}".strip())
        return resp.get("result", {})

    def wait_event(self, method, timeout=10, predicate=None):
        """Return (and remove from the buffer) the first buffered or incoming matching event."""
        deadline, seen = time.monotonic() + timeout, 0
        while True:
            for i in range(seen, len(self.events)):
                ev = self.events[i]
                if ev["method"] == method and (predicate is None or predicate(ev)):
                    return self.events.pop(i)
            seen = len(self.events)
            if time.monotonic() >= deadline:
                raise TimeoutError(f"event {method} not seen within {timeout}s")
            self._pump(deadline)

    # --- pages / lifecycle ----------------------------------------------
    def new_page(self, width, height, device_scale_factor=1):
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        # flatten: commands for the page go over this same pipe, tagged with sessionId
        sid = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = self._pages[sid] = Page(self, target, sid)
        page.call("Page.enable"), page.call("Runtime.enable")
        page.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height,
                  "deviceScaleFactor": device_scale_factor, "mobile": False})
        return page

    def close(self):
        if self.proc is None:
            return
        with contextlib.suppress(Exception):  # the browser often drops the pipe before answering
            self.call("Browser.close", timeout=2)
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._w), os.close(self._r)
        self.proc = None
        shutil.rmtree(self.tmpdir, ignore_errors=True)


class Page:
    def __init__(self, browser, target_id, session_id):
        self.browser, self.target_id, self.session_id = browser, target_id, session_id
        self.errors = []  # console.error calls and uncaught exceptions, as strings

    def _on_event(self, ev):
        p = ev.get("params", {})
        if ev["method"] == "Runtime.consoleAPICalled" and p.get("type") == "error":
            args = [str(a.get("value", a.get("description", a.get("type")))) for a in p.get("args", [])]
            self.errors.append("console.error: " + " ".join(args))
        elif ev["method"] == "Runtime.exceptionThrown":
            self.errors.append("exception: " + _exc_text(p.get("exceptionDetails", {})))

    def call(self, method, params=None, timeout=10):
        return self.browser.call(method, params, self.session_id, timeout)

    def goto(self, url, timeout=10):
        is_mine = lambda ev: ev.get("sessionId") == self.session_id
        b = self.browser  # drop stale load events so we wait for *this* navigation
        b.events = [e for e in b.events if not (e["method"] == "Page.loadEventFired" and is_mine(e))]
        res = self.call("Page.navigate", {"url": url}, timeout)
        if res.get("errorText"):
            raise CDPError(f"navigate {url}: {res['errorText']}")
        b.wait_event("Page.loadEventFired", timeout, is_mine)

    def eval(self, expression, timeout=10):
        res = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                        "awaitPromise": True}, timeout)
        if "exceptionDetails" in res:
            raise CDPError(f"eval {expression!r}: {_exc_text(res['exceptionDetails'])}")
        return res["result"].get("value")

    def wait_for(self, expression, timeout=10, interval=0.05):
        deadline = time.monotonic() + timeout
        while True:
            value = self.eval(expression, timeout)
            if value:
                return value
            if time.monotonic() >= deadline:
                raise TimeoutError(f"wait_for({expression!r}) still falsy after {timeout}s")
            time.sleep(interval)

    # --- real input (goes through Chromium's input pipeline, unlike el.click()) ---
    def _mouse(self, type_, x, y, button="none", buttons=0, **extra):
        self.call("Input.dispatchMouseEvent", {"type": type_, "x": x, "y": y, "button": button,
                  "buttons": buttons, **extra})

    def click(self, x, y, button="left", hold_seconds=0):
        mask = {"left": 1, "right": 2, "middle": 4}.get(button, 0)
        self._mouse("mouseMoved", x, y)
        self._mouse("mousePressed", x, y, button, mask, clickCount=1)
        if hold_seconds:
            time.sleep(hold_seconds)  # Chromium timestamps events on arrival, so this is a real hold
        self._mouse("mouseReleased", x, y, button, 0, clickCount=1)

    def drag(self, x0, y0, x1, y1, steps=8):
        self._mouse("mouseMoved", x0, y0)  # hover first, as a real pointer would
        self._mouse("mousePressed", x0, y0, "left", 1, clickCount=1)
        for t in (i / steps for i in range(1, steps + 1)):
            self._mouse("mouseMoved", x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, "left", 1)
        self._mouse("mouseReleased", x1, y1, "left", 0, clickCount=1)

    def click_selector(self, css):
        pos = self.eval("(() => { const e = document.querySelector(%s); if (!e) return null;"
                        " e.scrollIntoView({block: 'center', inline: 'center'});"
                        " const r = e.getBoundingClientRect();"
                        " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(css))
        if pos is None:
            raise CDPError(f"click_selector: no element matches {css!r}")
        self.click(*pos)

    def type_text(self, text):  # like an IME commit: fires input events, no per-key events
        self.call("Input.insertText", {"text": text})

    def key(self, key, code, key_code, modifiers=0):
        """modifiers bitmask: Alt=1, Ctrl=2, Meta=4, Shift=8."""
        p = {"key": key, "code": code, "windowsVirtualKeyCode": key_code,
             "nativeVirtualKeyCode": key_code, "modifiers": modifiers}
        text = "\r" if key == "Enter" else key if len(key) == 1 else ""
        if text and not modifiers & 7:  # without text, keyDown wouldn't insert characters
            p["text"] = p["unmodifiedText"] = text
        self.call("Input.dispatchKeyEvent", {"type": "keyDown", **p})
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", **p})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"]))
        return path


def _exc_text(d):
    return (d.get("exception") or {}).get("description") or d.get("text", "unknown exception")


# --- self-test -------------------------------------------------------------
TEST_HTML = """<!doctype html><html><body style="margin:0">
<button id=b style="position:absolute;left:50px;top:60px;width:100px;height:40px">0</button>
<div id=t style="position:absolute;left:200px;top:60px">-</div>
<textarea id=ta style="position:absolute;left:50px;top:200px;width:300px;height:80px"></textarea>
<script>
let n = 0, down = 0; window.moves = []; window.held = null;
b.addEventListener('click', () => { b.textContent = ++n; });
b.addEventListener('mousedown', () => { down = performance.now(); });
b.addEventListener('mouseup', () => { held = performance.now() - down; t.textContent = Math.round(held) + ' ms'; });
document.addEventListener('pointermove', e => moves.push(e.buttons));
</script></body></html>"""


def _check(cond, what):
    if not cond:
        raise AssertionError(what)


def _self_test():
    import socket
    site = tempfile.mkdtemp(prefix="cdp-site-")
    with open(os.path.join(site, "index.html"), "w") as f:
        f.write(TEST_HTML)
    with socket.socket() as s:  # let the OS pick a free loopback port
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "--directory", site], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):  # wait until the server accepts connections
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            time.sleep(0.05)
        with Browser() as browser:
            page = browser.new_page(800, 600)
            page.goto(f"http://127.0.0.1:{port}/index.html")
            page.click(100, 80), page.click(100, 80)
            _check(page.wait_for("b.textContent === '2'", 3), "click count != 2")
            page.drag(20, 400, 700, 450)
            _check(1 in page.eval("moves"), f"no pointermove with buttons=1: {page.eval('moves')}")
            page.click(100, 80, hold_seconds=0.7)
            held = page.wait_for("held", 3)
            _check(held >= 600, f"hold measured {held} ms, want >= 600")
            page.click_selector("#ta")
            _check(page.eval("document.activeElement.id") == "ta", "textarea not focused")
            page.type_text("hello cdp"), page.key("Enter", "Enter", 13), page.type_text("line 2")
            _check(page.eval("ta.value") == "hello cdp\nline 2", f"textarea value {page.eval('ta.value')!r}")
            try:
                page.eval("nope()")
                raise AssertionError("eval of a throwing expression did not raise CDPError")
            except CDPError:
                pass
            with open(page.screenshot(os.path.join(site, "shot.png")), "rb") as f:
                _check(f.read(8) == b"\x89PNG\r\n\x1a\n", "screenshot is not a PNG")
            _check(page.errors == [], f"page errors: {page.errors}")
        print("cdp self-test: ok")
    finally:
        server.terminate(), server.wait()
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    try:
        _self_test()
    except Exception as e:
        sys.exit(f"cdp self-test: FAILED: {type(e).__name__}: {e}")
