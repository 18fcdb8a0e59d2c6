#!/usr/bin/env python3
"""`simrepl serve` checked as a person uses it, in a real headless Chromium (Debian's), driven
over the DevTools protocol (scripts/lib/cdp.py): real mouse presses, drags and key presses.

  python3 scripts/check-serve.py SIMREPL                 # the checks (scripts/test.sh runs them)
  python3 scripts/check-serve.py SIMREPL --screenshots DIR   # also the pictures of docs/serve.md
  python3 scripts/check-serve.py SIMREPL --bench [N]     # edit-to-redraw times, every scenario

The server serves a copy of scripts/tutorial (the editor's Save writes files). First the
security checks over plain HTTP (a foreign Host or Origin, paths outside the folder, oversized
and malformed requests, a script that would never end, connections that would stall the server
and the limits of size and time that stop them), then the page: open lesson 1, click the
button, step to the hit-test and check the outlined path, ask why, step back, edit and re-run,
save; lesson 7's fix tried as a whatif; predict mode; a drag and a long press on lesson 5's photo.
Then what teaching needs: an exercise's fixes withheld and the solutions listed last; lesson 6's
steps kept across `trace clear` (served and `run --html`); predict mode's question with several
answers; and the page projected at 1920x1080 and 1280x800 in the page's large type. Exits
non-zero naming each check that failed.
"""
import http.client, json, os, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts", "lib"))
from cdp import Browser  # noqa: E402
from checklist import check, finish  # noqa: E402




class Server:
    """`simrepl serve --port 0 FOLDER`, its address read from what it prints."""

    def __init__(self, simrepl, folder, *extra):
        self.proc = subprocess.Popen([simrepl, "serve", "--port", "0", *extra, folder],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{32})", line)
        if not match:
            raise SystemExit("check-serve: the server printed no address: %r %r" % (line, self.proc.stderr.read()))
        self.port = int(match.group(1))
        self.token = match.group(2)
        self.url = "http://127.0.0.1:%d" % self.port
        self.entry = self.url + "/?token=" + self.token  # the address printed: it sets the cookie

    def request(self, method, path, body=None, headers=None, raw=None, token=True, timeout=20):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        sent = {"Host": "127.0.0.1:%d" % self.port}
        if token:
            sent["Cookie"] = "simrepl_serve_%d=%s" % (self.port, self.token)
        if body is not None or raw is not None:
            sent["Content-Type"] = "application/json"
        sent.update(headers or {})
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        connection.request(method, path, body=data, headers=sent)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        connection.close()
        return response.status, text

    def stop(self):
        self.proc.send_signal(2)  # Ctrl-C
        try:
            out, err = self.proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None, "did not stop on Ctrl-C"
        return self.proc.returncode, err


def security(server):
    status, _ = server.request("GET", "/", headers={"Host": "rebound.example:%d" % server.port})
    check("a foreign Host header is refused (DNS rebinding)", status == 403, status)
    status, _ = server.request("GET", "/", token=False)
    check("a request without the token is refused (another user of the machine)", status == 403, status)
    status, _ = server.request("GET", "/?token=" + "0" * 32, token=False)
    check("a wrong token is refused", status == 403, status)
    status, _ = server.request("GET", "/page?file=01-first-scene.sim", headers={"Sec-Fetch-Site": "cross-site"})
    check("a page on another site cannot make the server run a script (Sec-Fetch-Site)", status == 403, status)
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=20)
    connection.request("GET", "/?token=" + server.token, headers={"Host": "127.0.0.1:%d" % server.port})
    response = connection.getresponse()
    cookie = response.getheader("Set-Cookie") or ""
    response.read(); connection.close()
    check("the printed address sets a strict, script-proof cookie", response.status == 200 and server.token in cookie and "SameSite=Strict" in cookie and "HttpOnly" in cookie, cookie)
    status, _ = server.request("POST", "/api/source", {"file": ".hidden/key.json"})
    check("hidden files are not served", status == 403, status)
    status, _ = server.request("POST", "/api/source", {"file": "01-first-scene.trace"})
    check("only .sim, .swift and .json files are served", status == 403, status)
    status, text = server.request("GET", "/")
    check("the index lists the lessons", status == 200 and "01-first-scene.sim" in text, status)
    for path in ["/page?file=../README.md", "/page?file=/etc/passwd", "/page?file=..%2F..%2FPackage.swift"]:
        status, _ = server.request("GET", path)
        check("a page outside the folder is refused: " + path, status == 403, status)
    status, _ = server.request("POST", "/api/source", {"file": "../../Package.swift"})
    check("reading a file outside the folder is refused", status == 403, status)
    status, _ = server.request("POST", "/api/save", {"file": "../escaped.sim", "source": "x"})
    check("writing a file outside the folder is refused", status == 403, status)
    status, _ = server.request("POST", "/api/save", {"file": "new.sim", "source": "x"})
    check("the editor's Save only writes existing scenarios", status == 403, status)
    status, _ = server.request("POST", "/api/run", {"file": "01-first-scene.sim"}, headers={"Origin": "http://evil.example"})
    check("a request from another site's page (Origin) is refused", status == 403, status)
    status, _ = server.request("POST", "/api/run", raw=b'{"file":"01-first-scene.sim"}', headers={"Content-Type": "text/plain"})
    check("a form-style (non-JSON) request is refused", status == 400, status)
    status, _ = server.request("POST", "/api/run", raw=b"x" * (600 * 1024))
    check("an oversized body is refused", status == 413, status)
    status, _ = server.request("POST", "/api/run", raw=b'{"file": ')
    check("malformed JSON is a 400", status == 400, status)
    status, _ = server.request("POST", "/api/run", {"file": "01-first-scene.sim", "interactions": ["wait 0.1s"] * 501})
    check("too many interactions are refused", status == 413, status)
    # 600,000 firings fit the budget's static check; their log lines do not fit the budget.
    hostile = "window w\ncontroller c in w\ntimer t every 0.001s { log \"tick\" }\nwait 600s\n"
    started = time.monotonic()
    status, text = server.request("POST", "/api/run", {"file": "01-first-scene.sim", "sources": {"01-first-scene.sim": hostile}})
    took = time.monotonic() - started
    outcome = json.loads(text).get("outcome") if status == 200 else None
    check("a script that would never end is stopped by the work budget", outcome in ("over budget", "stopped (over its time)") and took < 10, (status, outcome, took))
    status, _ = server.request("GET", "/page?file=01-first-scene.sim")
    check("the server answers after a hostile script", status == 200, status)


def hostile_bytes(server):
    """Malformed HTTP from a raw socket — random bytes, a 100 KB header line, bodies shorter or
    longer than they say, nonsense lengths, idle connections held open — must neither crash nor
    hang the server: afterwards it still answers a normal request at once."""
    import random, socket
    rng = random.Random(28)
    host = "127.0.0.1:%d" % server.port

    def send(data, wait=0.2):
        try:
            with socket.create_connection(("127.0.0.1", server.port), timeout=2) as conn:
                conn.sendall(data)
                conn.settimeout(wait)
                try:
                    conn.recv(4096)
                except (socket.timeout, ConnectionError):
                    pass
        except OSError:
            pass

    for _ in range(40):
        send(bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 2048))), wait=0.05)
    cookie = "Cookie: simrepl_serve_%d=%s\r\n" % (server.port, server.token)
    send(("GET / HTTP/1.1\r\nHost: %s\r\nX-Long: %s\r\n\r\n" % (host, "a" * 100_000)).encode())
    send(("POST /api/run HTTP/1.1\r\nHost: %s\r\n%sContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"file\"" % (host, cookie)).encode())
    for length in ["-1", "abc", "99999999999999999999", ""]:
        send(("POST /api/run HTTP/1.1\r\nHost: %s\r\n%sContent-Type: application/json\r\nContent-Length: %s\r\n\r\n{}" % (host, cookie, length)).encode())
    send(("GET /page?file=%s HTTP/1.1\r\nHost: %s\r\n%s\r\n" % ("%00" * 50, host, cookie)).encode())
    idle = []
    for _ in range(20):
        try:
            idle.append(socket.create_connection(("127.0.0.1", server.port), timeout=2))
        except OSError:
            pass
    started = time.monotonic()
    status, _ = server.request("GET", "/")
    took = time.monotonic() - started
    for conn in idle:
        conn.close()
    check("malformed requests neither crash nor hang the server", status == 200 and took < 5 and server.proc.poll() is None, (status, took))


def stalls(server):
    """A local user without the token must not be able to stall the server for anyone: two
    connections each sending 300 KB with no line break, one sending a 4 MB header and one whose
    request leaves a body behind are opened; while they are open, and again once they are
    closed, a normal request is answered within a second. Then the limits one by one: what a
    client gets for a too-long header line or header block, a head that never ends, a body that
    never comes, and a token-less request that announces a body it has not sent."""
    import socket, threading
    host = "127.0.0.1:%d" % server.port
    cookie = "Cookie: simrepl_serve_%d=%s\r\n" % (server.port, server.token)

    def hold(data):
        """A connection that sends `data` (in the background: the server need not read it)."""
        conn = socket.create_connection(("127.0.0.1", server.port), timeout=30)

        def push():
            try:
                conn.sendall(data)
            except OSError:
                pass
        threading.Thread(target=push, daemon=True).start()
        return conn

    def timed_index():
        started = time.monotonic()
        try:
            status, _ = server.request("GET", "/", timeout=30)
        except OSError as error:
            status = repr(error)
        return status, round(time.monotonic() - started, 2)

    hostile = [hold(b"a" * 300_000), hold(b"a" * 300_000),
               hold(("GET / HTTP/1.1\r\nHost: %s\r\nX-Big: " % host).encode() + b"b" * 4_000_000 + b"\r\n\r\n"),
               hold(("GET / HTTP/1.1\r\nHost: %s\r\nContent-Length: 2\r\n\r\n{}" % host).encode() + b"c" * 300_000)]
    time.sleep(0.5)  # their bytes have arrived: the server is reading them
    status, took = timed_index()
    check("with never-ending header lines, a 4 MB header and a leftover body open, a normal request is answered within 1 s", status == 200 and took < 1, (status, took))
    for conn in hostile:
        conn.close()
    status, took = timed_index()
    check("once they are closed, a normal request is answered within 1 s", status == 200 and took < 1, (status, took))

    def answer(data, wait=10, conn=None, started=None):
        """The status the server answers `data` (or what `conn` sent) with (None: no answer), and
        how long it took."""
        started = started or time.monotonic()
        conn = conn or hold(data)
        conn.settimeout(wait)
        got = b""
        try:
            while b"\r\n" not in got:
                more = conn.recv(4096)
                if not more:
                    break
                got += more
        except OSError:
            pass
        conn.close()
        match = re.match(rb"HTTP/1\.1 (\d{3}) ", got)
        return (int(match.group(1)) if match else None), round(time.monotonic() - started, 2)

    status, _ = answer(("GET / HTTP/1.1\r\nHost: %s\r\n%sX-Long: %s\r\n\r\n" % (host, cookie, "a" * 9000)).encode())
    check("a header line over 8 KiB is answered 431", status == 431, status)
    status, _ = answer(("GET / HTTP/1.1\r\nHost: %s\r\n%s%s\r\n" % (host, cookie, "X-Many: %s\r\n" % ("a" * 1000) * 40)).encode())
    check("a header block over 32 KiB is answered 431", status == 431, status)
    status, _ = answer(("GET /?%s HTTP/1.1\r\nHost: %s\r\n\r\n" % ("a" * 9000, host)).encode())
    check("a request line over 8 KiB is answered 414", status == 414, status)
    # Both slow requests at once: the second waits out the first's 5 s too.
    started = time.monotonic()
    slow_body = hold(("POST /api/run HTTP/1.1\r\nHost: %s\r\n%sContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"file\"" % (host, cookie)).encode())
    status, took = answer(("GET / HTTP/1.1\r\nHost: %s\r\n" % host).encode())
    check("a head that never ends is answered 408 after 5 s", status == 408 and 4.5 < took < 7, (status, took))
    status, took = answer(None, wait=15, conn=slow_body, started=started)
    check("a body that never comes is answered 408 after 10 s", status == 408 and 9.5 < took < 12, (status, took))
    status, took = answer(("POST /api/run HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n" % host).encode())
    check("a token-less request is refused before its body is read", status == 403 and took < 1, (status, took))
    status, took = timed_index()
    check("and the server still answers within 1 s", status == 200 and took < 1, (status, took))


def box_center(page, name):
    return page.eval("""(() => { const b = [...document.querySelectorAll('.view')].find(x => x.querySelector('.name').textContent.split(' ')[0] === %s);
        if (!b) return null; b.scrollIntoView({block: 'nearest'}); const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()""" % json.dumps(name))


def settle(page, runs):
    """Waits until the page has redrawn from more runs than `runs` (a run came back)."""
    page.wait_for("(window.simreplRuns || 0) > %d" % runs, timeout=15)


def status_of(page):
    return page.eval("document.getElementById('status').textContent")


def runs_of(page):
    return page.eval("window.simreplRuns || 0")


def the_page(server):
    with Browser() as browser:
        page = browser.new_page(1400, 900)
        page.goto(server.entry)
        check("the printed address opens the index", page.eval("document.body.textContent.includes('01-first-scene.sim')"))
        page.goto(server.url + "/page?file=01-first-scene.sim")
        steps = page.eval("data.events.length")
        check("lesson 1 opens with its trace", steps > 10 and page.eval("document.querySelectorAll('#trace div').length") == steps, steps)

        # Click the button: a tap at the point clicked, through real hit-testing.
        before = runs_of(page)
        x, y = box_center(page, "save")
        page.click(x, y)
        settle(page, before)
        new = page.eval("data.events.slice(%d).map(e => e.text)" % steps)
        check("a click taps the view under it", any(t.startswith("> tap main at") for t in new) and any("hit-test" in t and "-> save" in t for t in new), new[:4])
        check("the handlers ran", any("target-action -> home.didTapSave:" in t for t in new), new)
        # Step to the hit-test line with → and check the outlined path.
        for _ in range(3):
            page.key("ArrowRight", "ArrowRight", 39)
        outlined = page.eval("document.querySelectorAll('.view.hitpath').length")
        current = page.eval("current")
        check("stepping to the hit-test outlines its path", outlined >= 2, (outlined, page.eval("data.events[current].text")))
        check("the touch point is drawn", page.eval("!!document.querySelector('.window .touch')"))
        page.key("ArrowLeft", "ArrowLeft", 37)
        check("← steps back", page.eval("current") == current - 1, page.eval("current"))
        page.eval("document.getElementById('mode').value = 'handler'")
        page.key("ArrowRight", "ArrowRight", 39)
        check("stepping by handler lands on a handler", page.eval("!!data.events[current].handler"), page.eval("data.events[current].text"))
        # The trace line and its view: a line highlights the view it is about.
        check("a step marks the view it is about", page.eval("document.querySelectorAll('.view.about').length") == 1)

        # Why, by pointing at the handler's line.
        page.click_selector("#trace div.ran button.why")
        page.wait_for("!document.getElementById('answer').hidden && !!document.querySelector('#answer pre')", timeout=15)
        answer = page.eval("document.querySelector('#answer pre').textContent")
        check("why? on a handler answers with its causes", " ran " in answer or answer.startswith("home.didTapSave: ran") or "ran in the last interaction" in answer, answer)

        # Edit and re-run: the title changes in the picture; Save writes the file.
        source = page.eval("document.getElementById('source').value")
        page.eval("document.getElementById('source').value = document.getElementById('source').value.replace('title \"Save\"', 'title \"Store\"')")
        before = runs_of(page)
        page.click_selector("#run")
        settle(page, before)
        captions = page.eval("[...document.querySelectorAll('.view .text')].map(t => t.textContent)")
        check("Run redraws the edited scene", "Store" in captions, captions)
        check("a re-run keeps the page's taps", page.eval("data.events.some(e => e.text.startsWith('> tap main at'))"))
        page.eval("document.getElementById('source').focus()")
        before = runs_of(page)
        page.key("s", "KeyS", 83, modifiers=2)  # Ctrl+S
        settle(page, before)
        with open(os.path.join(server.folder, "01-first-scene.sim")) as f:
            check("Ctrl+S writes the file", 'title "Store"' in f.read() and 'title "Save"' in source)

        # An error is shown at its line.
        page.eval("document.getElementById('source').value += '\\ntap nosuchview\\n'")
        before = runs_of(page)
        page.click_selector("#run")
        settle(page, before)
        diagnostics = page.eval("document.getElementById('diagnostics').textContent")
        check("an error shows with its file:line:col", re.search(r"01-first-scene\.sim:\d+:\d+: error: .*nosuchview", diagnostics) is not None, diagnostics)
        check("no script errors on lesson 1", not page.errors, page.errors)

        # Lesson 7: the disabled button; why offers the fix, whatif tries it.
        page.goto(server.url + "/page?file=07-why-nothing-ran.sim")
        before = runs_of(page)
        x, y = box_center(page, "saveButton")
        page.click(x, y)
        settle(page, before)
        page.eval("document.getElementById('clickDoes').value = 'why'")
        page.click(x, y)
        page.wait_for("!document.getElementById('answer').hidden && !!document.querySelector('#answer pre')", timeout=15)
        answer = page.eval("document.querySelector('#answer pre').textContent")
        check("why by pointing at a control explains its handlers", "disabled" in answer, answer)
        fixes = page.eval("[...document.querySelectorAll('#answer .fix button')].map(b => b.textContent)")
        check("why offers its fix as a whatif", any(f.startswith("whatif set saveButton.enabled = true") for f in fixes), fixes)
        page.eval("[...document.querySelectorAll('#answer .fix button')].find(b => b.textContent.startsWith('whatif set saveButton.enabled')).scrollIntoView()")
        page.click_selector("#answer .fix button")
        page.wait_for("!!document.querySelector('#answer pre.whatif')", timeout=15)
        tried = page.eval("document.querySelector('#answer pre.whatif').textContent")
        check("the whatif shows what would change", "settingsVC.didTapSave: runs now" in tried, tried)
        check("no script errors on lesson 7", not page.errors, page.errors)

        # Predict mode: the quiz comes before the tap's lines.
        page.goto(server.url + "/page?file=01-first-scene.sim")
        page.eval("document.getElementById('predict').click()")
        before = runs_of(page)
        x, y = box_center(page, "save")
        page.click(x, y)
        settle(page, before)
        page.wait_for("!document.getElementById('quiz').hidden")
        question = page.eval("document.querySelector('#quiz').textContent")
        hidden = page.eval("document.querySelectorAll('#trace div.future').length")
        check("predict mode asks which view is hit, hiding the answer", "Which view" in question and hidden > 0, (question, hidden))
        page.click_selector("#quiz .choices button")
        page.click_selector("#quiz button.continue")
        page.wait_for("document.querySelector('#quiz').textContent.includes('Which handlers')")
        page.click_selector("#quiz .choices button")
        page.click_selector("#quiz button.check")
        page.click_selector("#quiz button.continue")
        page.wait_for("document.getElementById('quiz').hidden")
        check("after the guesses the lines show", page.eval("document.querySelectorAll('#trace div.future').length") == 0 and "predicted" in status_of(page), status_of(page))

        # Predict mode while stepping through a lesson: the next tap is asked about first.
        page.goto(server.url + "/page?file=01-first-scene.sim")
        page.eval("show(0); document.getElementById('predict').click()")
        for _ in range(40):
            if page.eval("!document.getElementById('quiz').hidden"):
                break
            page.key("ArrowRight", "ArrowRight", 39)
        check("stepping onto a tap in predict mode asks first", page.eval("!document.getElementById('quiz').hidden && document.querySelector('#quiz').textContent.includes('Which view')"))

        # A Swift lesson: its view controller is in the editor's menu, and an edit of it is run.
        page.goto(server.url + "/page?file=swift/01-first-scene.sim")
        files = page.eval("[...document.getElementById('files').options].map(o => o.value)")
        check("the editor offers the Swift files a driver imports", "swift/HomeViewController.swift" in files, files)
        page.eval("{ const f = document.getElementById('files'); f.value = 'swift/HomeViewController.swift'; f.dispatchEvent(new Event('change')); }")
        page.wait_for("document.getElementById('source').value.startsWith('import UIKit')")
        page.eval("{ const s = document.getElementById('source'); s.value = s.value.replace('didTapSave: sent by', 'tapped by'); }")
        before = runs_of(page)
        page.click_selector("#run")
        settle(page, before)
        check("an edit of the Swift source is run", page.eval("data.events.some(e => e.text.startsWith('log: tapped by save'))"), (status_of(page), page.eval("data.events.filter(e => e.text.startsWith('log:')).map(e => e.text)"), page.eval("document.getElementById('diagnostics').textContent")))
        check("no script errors on a Swift lesson", not page.errors, page.errors)

        # Lesson 5: a drag pans the photo, holding is a long press.
        page.goto(server.url + "/page?file=05-gestures.sim")
        x, y = box_center(page, "photo")
        before = runs_of(page)
        page.drag(x - 30, y, x + 40, y)
        settle(page, before)
        check("a drag is a pan", page.eval("data.events.some(e => e.text.startsWith('> touch move main at')) && data.events.some(e => e.text.includes('drag began'))"))
        before = runs_of(page)
        page.click(x, y, hold_seconds=0.7)
        settle(page, before)
        check("holding is a long press", page.eval("data.events.some(e => /^> wait 0\\.[7-9]s$/.test(e.text))"), page.eval("data.events.slice(-12).map(e => e.text)"))
        check("no script errors on lesson 5", not page.errors, page.errors)


def lesson_six(server, simrepl):
    """A `trace clear` starts a new group of steps on the page; it does not drop the steps before
    it (lesson 6's reused-cell bug is before its first one), on the served page and in `run
    --html`'s file alike."""
    count = "[data.events.length, data.events.some(e => e.stale), document.querySelectorAll('#trace div.group-start').length]"
    work = tempfile.mkdtemp(prefix="simrepl-serve-html-")
    try:
        written = os.path.join(work, "page.html")
        subprocess.run([simrepl, "run", "--quiet", "--html", written, os.path.join(server.folder, "06-cell-reuse.sim")], check=True)
        with Browser() as browser:
            page = browser.new_page(1400, 900)
            page.goto(server.entry)
            page.goto(server.url + "/page?file=06-cell-reuse.sim")
            steps, stale, groups = page.eval(count)
            check("lesson 6's page keeps the reused-cell bug before its trace clear (the STALE run)", stale and steps > 100, (steps, stale))
            check("each trace clear starts a new group of steps", groups == 2, groups)
            check("what expect counts is unchanged: lesson 6's expectations hold", page.eval("data.events.filter(e => e.kind === 'expectation' && e.failed).length") == 0
                  and page.eval("data.events.filter(e => e.kind === 'expectation').length") == 8)
            page.goto("file://" + written)
            steps, stale, groups = page.eval(count)
            check("run --html's page keeps them too, in groups", stale and steps > 100 and groups == 2, (steps, stale, groups))
            check("no script errors on lesson 6", not page.errors, page.errors)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def tap_to_handlers_question(page, view):
    """In predict mode: taps `view`, answers which view is hit with the first choice, and waits
    for the question of which handlers run."""
    before = runs_of(page)
    x, y = box_center(page, view)
    page.click(x, y)
    settle(page, before)
    page.wait_for("!document.getElementById('quiz').hidden")
    page.click_selector("#quiz .choices button")
    page.click_selector("#quiz button.continue")
    page.wait_for("/Which handlers/.test(document.querySelector('#quiz').textContent)")


def predict_several(server):
    """Predict mode on lesson 6's reused cell: a tap runs two closures, the old row's and the new
    one's. The question takes several answers and is right only with both; closures are named by
    their row, not their number; the pick stays marked."""
    with Browser() as browser:
        page = browser.new_page(1400, 900)
        page.goto(server.entry)
        page.goto(server.url + "/page?file=06-cell-reuse.sim")
        page.eval("show(data.events.length - 1); document.getElementById('predict').click()")  # the scene with the table
        for round, picks in enumerate([["row 0"], ["row 0", "row 12"]]):
            tap_to_handlers_question(page, "list.cell#1.buyButton")
            choices = page.eval("[...document.querySelectorAll('#quiz .choices button')].map(b => b.textContent)")
            rows = {pick: next((c for c in choices if re.fullmatch(r"closure \(%s( of list)?\)" % pick, c)), None) for pick in ["row 0", "row 12"]}
            if round == 0:
                check("predict names a cell's closures by their row", all(rows.values()) and not any(re.fullmatch(r"closure#\d+", c) for c in choices), choices)
            for pick in picks:
                if rows.get(pick):
                    page.eval("[...document.querySelectorAll('#quiz .choices button')].find(b => b.textContent === %s).click()" % json.dumps(rows[pick]))
            picked = page.eval("[...document.querySelectorAll('#quiz .choices button.picked')].map(b => b.textContent)")
            check("the picks are marked (%d)" % len(picks), sorted(picked) == sorted(rows[p] for p in picks if rows.get(p)) and len(picked) == len(picks), picked)
            page.click_selector("#quiz button.check")
            verdict = page.wait_for("(document.querySelector('#quiz .verdict') || {}).textContent")
            if round == 0:
                check("half an answer is not right", verdict.startswith("Not quite") and "row 12" in verdict, verdict)
            else:
                check("both closures are the right answer", verdict.startswith("Right"), verdict)
            page.click_selector("#quiz button.continue")
            page.wait_for("document.getElementById('quiz').hidden")
        check("no script errors in predict mode", not page.errors, page.errors)


def projected(server):
    """The page projected: 1920x1080 and 1280x800, with the page's large type (its own setting:
    the base font 20px instead of 14px; the browser at device scale 1). Lesson 7's scene is
    large; `why` typed at the prompt shows the last interaction's step; its fix is offered once
    and the whatif's answer is in sight; the disabled Save button is drawn disabled and its name
    does not cover its title."""
    with Browser() as browser:
        for width, height, least in [(1920, 1080, 600), (1280, 800, 400)]:
            size = "%dx%d" % (width, height)
            page = browser.new_page(width, height)
            page.goto(server.entry)
            page.goto(server.url + "/page?file=07-why-nothing-ran.sim")
            page.eval("document.getElementById('large').click()")
            drawn = page.eval("document.querySelector('.window').getBoundingClientRect().width")
            check("%s large type: the scene is drawn large (window %d px wide)" % (size, drawn), drawn >= least, drawn)
            before = runs_of(page)
            page.eval("document.getElementById('commandLine').value = 'why saveButton'; document.getElementById('command').requestSubmit()")
            page.wait_for("!document.getElementById('answer').hidden && !!document.querySelector('#answer pre')", timeout=15)
            shown = page.eval("[current, data.events[current].kind, data.events[current].command, data.events.findLast(e => e.kind === 'touch').command]")
            check("%s: why shows the step of the last interaction it speaks of" % size, shown[1] == "hitTest" and shown[2] == shown[3], shown)
            box = page.eval("""(() => { const b = document.querySelector('.view.about'); if (!b) return null;
                const name = b.querySelector('.name').getBoundingClientRect(), range = document.createRange();
                range.selectNodeContents(b.querySelector('.text')); const text = range.getBoundingClientRect();
                return {disabled: b.classList.contains('disabled'), name: b.querySelector('.name').textContent,
                        stripes: getComputedStyle(b).backgroundImage.includes('gradient'), color: getComputedStyle(b.querySelector('.text')).color,
                        overlap: !(name.right <= text.left || text.right <= name.left || name.bottom <= text.top || text.bottom <= name.top)}; })()""")
            check("%s: the disabled button is drawn disabled" % size, box and box["disabled"] and box["stripes"] and "disabled" in box["name"], box)
            check("%s: the button's name does not cover its title" % size, box and not box["overlap"], box)
            fixes = page.eval("[...document.querySelectorAll('#answer .fix button')].map(b => b.textContent)")
            check("%s: each fix is offered once" % size, len(fixes) == len(set(fixes)) and "whatif set saveButton.enabled = true" in fixes, fixes)
            page.eval("document.querySelector('#answer .fix button').click()")
            page.wait_for("!!document.querySelector('#answer pre.whatif')", timeout=15)
            seen = page.eval("""(() => { const r = document.querySelector('#answer pre.whatif').getBoundingClientRect(), a = document.getElementById('answer').getBoundingClientRect();
                return [Math.round(r.top), Math.round(r.bottom), Math.round(a.top), Math.round(a.bottom), innerHeight]; })()""")
            check("%s: the whatif's answer is in sight" % size, seen[0] >= seen[2] - 1 and seen[0] < seen[3] - 20 and seen[0] < seen[4] - 40, seen)
            check("%s: no script errors" % size, not page.errors, page.errors)


def exercises(server):
    """In an exercise the fix is withheld everywhere the page says it: the diagnostics' hints,
    what `why` says and the fixes it offers. The index lists the solutions last, folded."""
    status, text = server.request("POST", "/api/run", {"file": "exercises/1-wire-the-button.sim", "why": "home.didTapSave:"})
    answer = json.loads(text) if status == 200 else {}
    said = answer.get("output", "") + json.dumps(answer.get("diagnostics", []))
    check("an exercise's page withholds the fix (why, hints)", status == 200 and "addTarget save" not in said and "fix withheld" in said and not answer.get("fixes"), said[:400])
    status, text = server.request("POST", "/api/run", {"file": "07-why-nothing-ran.sim", "why": "saveButton"})
    answer = json.loads(text) if status == 200 else {}
    check("a lesson's page still offers its fixes", "fix: set saveButton.enabled = true" in answer.get("output", "") and answer.get("fixes"), text[:300])
    status, text = server.request("GET", "/")
    order = [m.group(1) for m in re.finditer(r'<h2>([^<]*)</h2>', text)]
    folded = re.search(r'<details class="solutions">(?:(?!</details>).)*solutions/1-wire-the-button\.sim', text, re.S)
    check("the index lists solutions/ last, folded", order and order[-1] == "solutions/" and folded is not None and "<details class=\"solutions\" open" not in text, order)


def screenshots(server, simrepl, folder):
    """docs/serve.md's pictures: lesson 6's reused cell at its STALE line (1400x860); why by
    pointing on lesson 7 (1280x800); predict mode's question with several answers on lesson 6
    (1280x800); and lesson 7 projected, in the page's large type, after `why` and its whatif, at
    1920x1080 and 1280x800."""
    shots = []

    def take(page, name):
        page.screenshot(os.path.join(folder, name))
        shots.append(name)

    with Browser() as browser:
        page = browser.new_page(1400, 860)
        page.goto(server.entry)
        page.goto(server.url + "/page?file=06-cell-reuse.sim")
        page.eval("show(data.events.findIndex(e => e.stale))")
        take(page, "serve-lesson.png")

        page = browser.new_page(1280, 800)
        page.goto(server.url + "/page?file=07-why-nothing-ran.sim")
        x, y = box_center(page, "saveButton")
        before = runs_of(page)
        page.click(x, y)
        settle(page, before)
        page.eval("document.getElementById('clickDoes').value = 'why'")
        page.click(x, y)
        page.wait_for("!!document.querySelector('#answer .fix button')", timeout=15)
        take(page, "serve-why.png")

        page = browser.new_page(1280, 800)
        page.goto(server.url + "/page?file=06-cell-reuse.sim")
        page.eval("show(data.events.length - 1); document.getElementById('predict').click()")
        tap_to_handlers_question(page, "list.cell#1.buyButton")
        page.eval("[...document.querySelectorAll('#quiz .choices button')].filter(b => /^closure \\(row (0|12)/.test(b.textContent)).forEach(b => b.click())")
        page.click_selector("#quiz button.check")
        take(page, "serve-predict.png")

        for width, height in [(1920, 1080), (1280, 800)]:
            page = browser.new_page(width, height)
            page.goto(server.url + "/page?file=07-why-nothing-ran.sim")
            page.eval("document.getElementById('large').click()")
            page.eval("document.getElementById('commandLine').value = 'why saveButton'; document.getElementById('command').requestSubmit()")
            page.wait_for("!!document.querySelector('#answer .fix button')", timeout=15)
            page.eval("document.querySelector('#answer .fix button').click()")
            page.wait_for("!!document.querySelector('#answer pre.whatif')", timeout=15)
            take(page, "serve-projector-%dx%d.png" % (width, height))
    for name in shots:
        print("wrote", os.path.join(folder, name))


def bench(simrepl, rounds):
    """Edit-to-redraw, measured in the browser: the time from Run to the page redrawn, for every
    scenario of scripts/ (each run `rounds` times after one warm-up)."""
    server = Server(simrepl, os.path.join(ROOT, "scripts"))
    _, text = server.request("GET", "/")
    files = re.findall(r'href="/page\?file=([^"]+)"', text)
    times, server_times, slow = [], [], []
    try:
        with Browser() as browser:
            page = browser.new_page(1400, 900)
            page.goto(server.entry)
            for file in files:
                page.goto(server.url + "/page?file=" + file)
                for k in range(rounds + 1):
                    before = page.eval("window.simreplTimings.length")
                    page.eval("document.getElementById('run').click()")
                    page.wait_for("window.simreplTimings.length > %d" % before, timeout=20)
                    if k > 0:
                        t = page.eval("window.simreplTimings[window.simreplTimings.length - 1]")
                        times.append(t)
                        server_times.append((page.eval("window.simreplServerTimes[window.simreplServerTimes.length - 1]"), file))
                        if t >= 100:
                            slow.append((file, round(t)))
        with open("/proc/%d/status" % server.proc.pid) as f:
            peak = next((line.split(":")[1].strip() for line in f if line.startswith("VmHWM")), "?")
    finally:
        server.stop()
    times.sort()
    server_times.sort()
    p90 = times[int(0.9 * (len(times) - 1))]
    print("edit-to-redraw over %d scenarios x %d runs: median %.1f ms, p90 %.1f ms, max %.1f ms; %d runs of 100 ms or more %s"
          % (len(files), rounds, statistics.median(times), p90, times[-1], len(slow), slow[:10]))
    print("of which the server's run: median %d ms, p90 %d ms, max %d ms (%s); the server's peak memory (VmHWM) %s"
          % (statistics.median(t for t, _ in server_times), server_times[int(0.9 * (len(server_times) - 1))][0],
             server_times[-1][0], server_times[-1][1], peak))


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    simrepl = sys.argv[1]
    if "--bench" in sys.argv:
        i = sys.argv.index("--bench")
        bench(simrepl, int(sys.argv[i + 1]) if len(sys.argv) > i + 1 else 3)
        return
    work = tempfile.mkdtemp(prefix="simrepl-serve-check-")
    folder = os.path.join(work, "tutorial")
    shutil.copytree(os.path.join(ROOT, "scripts", "tutorial"), folder)
    server = Server(simrepl, folder)
    server.folder = folder
    try:
        if "--screenshots" in sys.argv:
            screenshots(server, simrepl, sys.argv[sys.argv.index("--screenshots") + 1])
            return
        security(server)
        hostile_bytes(server)
        stalls(server)
        exercises(server)
        the_page(server)
        lesson_six(server, simrepl)
        predict_several(server)
        projected(server)
    finally:
        code, err = server.stop()
        shutil.rmtree(work, ignore_errors=True)
    if "--screenshots" not in sys.argv:
        check("Ctrl-C stops the server cleanly", code == 0 and "stopped" in (err or ""), (code, err))
    finish("check-serve")


if __name__ == "__main__":
    main()
