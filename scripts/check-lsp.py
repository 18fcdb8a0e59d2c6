#!/usr/bin/env python3
"""`simrepl lsp` checked by a real LSP client: pygls (PyPI), which frames, types and validates
every message with lsprotocol, starts the server over stdio and drives it as an editor does.

  scripts/check-lsp.sh SIMREPL               # the checks (scripts/test.sh runs them)
  scripts/check-lsp.sh SIMREPL --bench N     # diagnostics times on the largest scenario

The workspace is a temporary folder: a copy of tutorial lesson 1, a scene split across an
include, a handler that never runs, a Swift lesson. Checked: diagnostics are the CLI's own
(file:line:col, message, hint, compared with `simrepl run`), incremental edits, each `expect`
passed (a Hint, or not marked when asked) or failed, why a handler never ran, completion, hover, go-to-definition (also into an
include), the outline, files outside the workspace refused, a runaway script stopped, an include
above a scenario's own folder read from the repository around it; then,
over raw stdio, what no client would send: broken frames (each followed by a request that must be
answered), invalid JSON, a 17 MiB body, unknown methods, requests before initialize, a stream cut
short. Exits non-zero naming each failure.
"""
import asyncio, json, os, re, shutil, statistics, subprocess, sys, tempfile, time

from lsprotocol import types as t
from pygls.lsp.client import LanguageClient

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts", "lib"))
from checklist import check, finish  # noqa: E402


def uri(path):
    return "file://" + path


class Editor:
    """A pygls client with the documents it has open and the diagnostics it was sent."""

    def __init__(self, simrepl, workspace):
        self.simrepl, self.workspace = simrepl, workspace
        self.client = LanguageClient("simrepl-check-lsp", "1")
        self.diagnostics = {}
        self.arrived = asyncio.Event()
        self.versions = {}

        @self.client.feature(t.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(*args):
            params = args[-1]
            self.diagnostics[params.uri] = params.diagnostics
            self.arrived.set()

    async def start(self, *extra, cwd=None, options=None):
        """Starts the server (in `cwd`) and initializes it with the workspace, or none when the
        editor has none, and initializationOptions."""
        await self.client.start_io(self.simrepl, "lsp", *extra, cwd=cwd)
        named = self.workspace is not None
        return await self.client.initialize_async(t.InitializeParams(
            capabilities=t.ClientCapabilities(), initialization_options=options, root_uri=uri(self.workspace) if named else None,
            workspace_folders=[t.WorkspaceFolder(uri=uri(self.workspace), name="w")] if named else None))

    async def next_diagnostics(self, doc, timeout=15):
        """Waits for the diagnostics of `doc` published after this call."""
        self.diagnostics.pop(doc, None)
        deadline = time.monotonic() + timeout
        while doc not in self.diagnostics:
            self.arrived.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except asyncio.TimeoutError:
                return None
        return self.diagnostics[doc]

    def open(self, path, text=None):
        text = open(path).read() if text is None else text
        self.versions[uri(path)] = 1
        self.client.text_document_did_open(t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=uri(path), language_id="sim", version=1, text=text)))
        return uri(path)

    def edit(self, doc, line, start, end, text):
        """Replaces characters start..end of `line` (an incremental change)."""
        self.versions[doc] += 1
        change = t.TextDocumentContentChangePartial(
            range=t.Range(start=t.Position(line=line, character=start), end=t.Position(line=line, character=end)), text=text)
        self.client.text_document_did_change(t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=doc, version=self.versions[doc]), content_changes=[change]))

    def replace_all(self, doc, text):
        self.versions[doc] += 1
        self.client.text_document_did_change(t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=doc, version=self.versions[doc]),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=text)]))

    def save(self, doc):
        self.client.text_document_did_save(t.DidSaveTextDocumentParams(text_document=t.TextDocumentIdentifier(uri=doc)))

    def at(self, doc, line, character):
        return dict(text_document=t.TextDocumentIdentifier(uri=doc), position=t.Position(line=line, character=character))

    async def stop(self):
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()
        return self.client._server.returncode if self.client._server else None


def position_of(text, needle, occurrence=0, offset=0):
    """(line, character) of the `occurrence`th `needle` in text, plus `offset` characters."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    return line, index - (text.rfind("\n", 0, index) + 1) + offset


def cli_diagnostics(simrepl, path):
    """What `simrepl run` reports for a file: (line, col, severity word, message, hint)."""
    run = subprocess.run([simrepl, "run", "--quiet", path], capture_output=True, text=True, cwd=os.path.dirname(path))
    found = []
    for match in re.finditer(r"^(.*?):(\d+):(\d+): (error|warning|expectation failed): (.*?)\n(?:    .*\n    *\^\n)?(?:  hint: (.*)\n)?",
                             run.stderr, re.M):
        found.append((int(match.group(2)), int(match.group(3)), match.group(4), match.group(5), match.group(6)))
    return found


def make_workspace():
    folder = tempfile.mkdtemp(prefix="simrepl-lsp.")
    shutil.copy(os.path.join(ROOT, "scripts/tutorial/01-first-scene.sim"), os.path.join(folder, "lesson.sim"))
    os.makedirs(os.path.join(folder, "scene"))
    with open(os.path.join(folder, "scene/_screen.sim"), "w") as f:
        f.write("window main\ncontroller home in main\nbutton save in home.view frame 20 100 120 44 title \"Save\"\n")
    with open(os.path.join(folder, "covered.sim"), "w") as f:
        f.write('include "scene/_screen.sim"\n'
                "# A view added later covers the button: the tap never reaches it.\n"
                "view cover in home.view frame 0 0 390 400\n"
                "method home didTapSave: {\n    log \"saved\"\n}\n"
                "addTarget save home didTapSave: for touchUpInside\n"
                "tap save\n"
                "expect not ran home didTapSave:\n")
    shutil.copytree(os.path.join(ROOT, "scripts/tutorial/swift"), os.path.join(folder, "swift"))
    return folder


async def client_checks(simrepl, workspace):
    editor = Editor(simrepl, workspace)
    started = await editor.start()
    caps = started.capabilities
    check("initialize: incremental sync, completion, hover, definition, outline",
          caps.text_document_sync.change == t.TextDocumentSyncKind.Incremental and caps.completion_provider is not None
          and caps.hover_provider and caps.definition_provider and caps.document_symbol_provider, caps)
    editor.client.initialized(t.InitializedParams())

    # Lesson 1 as written: every expect passed, nothing wrong.
    lesson_path = os.path.join(workspace, "lesson.sim")
    lesson_text = open(lesson_path).read()
    lesson = editor.open(lesson_path)
    found = await editor.next_diagnostics(lesson)
    expects = lesson_text.count("\nexpect ")
    passed = [d for d in found or [] if d.code == "expectation-passed"]
    check("on open, each expect of lesson 1 is marked passed, at its line, as a Hint", len(passed) == expects and
          sorted(d.range.start.line for d in passed) == [i for i, l in enumerate(lesson_text.split("\n")) if l.startswith("expect ")]
          and all(d.severity == t.DiagnosticSeverity.Hint for d in passed), found)
    check("on open, lesson 1 has no error", not [d for d in found or [] if d.severity == t.DiagnosticSeverity.Error], found)

    # An incremental edit that breaks a name: the CLI's own diagnostic, at the same place.
    line, character = position_of(lesson_text, "tap save", offset=4)
    editor.edit(lesson, line, character, character + 4, "sav")
    found = await editor.next_diagnostics(lesson)
    broken_path = os.path.join(workspace, "broken.sim")
    broken_text = lesson_text.replace("tap save", "tap sav", 1)
    with open(broken_path, "w") as f:
        f.write(broken_text)
    cli = cli_diagnostics(simrepl, broken_path)
    errors = [d for d in found or [] if d.severity == t.DiagnosticSeverity.Error]
    check("an edit's error is the CLI's: line, column, message and hint",
          len(cli) == 1 and len(errors) == 1 and errors[0].range.start.line == cli[0][0] - 1
          and errors[0].range.start.character == cli[0][1] - 1
          and errors[0].message == cli[0][3] + ("\nhint: " + cli[0][4] if cli[0][4] else ""), (cli, errors))
    check("after a change only what went wrong is shown (no passed marks until save)",
          not [d for d in found or [] if d.code == "expectation-passed"], found)

    # A failed expectation: shown as failed, with the CLI's message.
    editor.replace_all(lesson, lesson_text.replace("expect save.highlighted == false", "expect save.highlighted == true"))
    await editor.next_diagnostics(lesson)
    editor.save(lesson)
    found = await editor.next_diagnostics(lesson)
    failed = [d for d in found or [] if d.code == "expectation-failed"]
    still = [d for d in found or [] if d.code == "expectation-passed"]
    check("on save, a failed expect is an error at its line and the others are marked passed",
          len(failed) == 1 and "expected save.highlighted == true" in failed[0].message and len(still) == expects - 1, found)

    # Completion: names after `tap `, properties after `save.`, the range covering what was typed.
    editor.replace_all(lesson, lesson_text)
    line, _ = position_of(lesson_text, "tap save")
    items = await editor.client.text_document_completion_async(t.CompletionParams(**editor.at(lesson, line, 4)))
    labels = [i.label for i in (items.items if hasattr(items, "items") else items)]
    check("completion after `tap ` offers the script's views", "save" in labels and "main" in labels, labels[:20])
    editor.edit(lesson, line, 0, 8, "set save.hi")
    items = await editor.client.text_document_completion_async(t.CompletionParams(**editor.at(lesson, line, 11)))
    items = items.items if hasattr(items, "items") else items
    hidden = [i for i in items if i.label == "save.hidden"]
    check("completion of `set save.hi` offers save.hidden, replacing the typed `save.hi`",
          hidden and hidden[0].text_edit.range.start.character == 4 and hidden[0].text_edit.range.end.character == 11,
          [(i.label, i.text_edit) for i in items][:10])
    items = await editor.client.text_document_completion_async(t.CompletionParams(**editor.at(lesson, line, 0)))
    items = items.items if hasattr(items, "items") else items
    check("completion at a line's start offers commands", {"tap", "button", "expect"} <= {i.label for i in items}, len(items))
    editor.replace_all(lesson, lesson_text)

    # Hover: a command's usage and example; a name's class and definition.
    line, character = position_of(lesson_text, "addTarget save")
    hover = await editor.client.text_document_hover_async(t.HoverParams(**editor.at(lesson, line, character + 2)))
    check("hover on a command shows its usage and an example",
          hover and "usage: addTarget" in hover.contents.value and "examples:" in hover.contents.value, hover)
    hover = await editor.client.text_document_hover_async(t.HoverParams(**editor.at(lesson, line, character + 11)))
    check("hover on a name shows its class and where it is defined",
          hover and "UIButton" in hover.contents.value and "button `save`" in hover.contents.value, hover)

    # Go-to-definition: an object, a method by its selector, a variable, a name's part.
    def line_of(text, needle):
        return position_of(text, needle)[0]
    async def definition(doc, line, character):
        found = await editor.client.text_document_definition_async(t.DefinitionParams(**editor.at(doc, line, character)))
        found = found if isinstance(found, list) else [found] if found else []
        return [(f.uri, f.range.start.line, f.range.start.character) for f in found]
    line, character = position_of(lesson_text, "tap save", offset=5)
    button_line, button_char = position_of(lesson_text, "button save", offset=7)
    check("definition of a view is its `button` line", await definition(lesson, line, character) == [(lesson, button_line, button_char)])
    line, character = position_of(lesson_text, "home didTapSave: for", offset=7)
    method_line, method_char = position_of(lesson_text, "method home didTapSave:", offset=12)
    check("definition of a selector is its `method`", await definition(lesson, line, character) == [(lesson, method_line, method_char)])
    line, character = position_of(lesson_text, "capture document", offset=10)
    check("definition of a variable is its `let`",
          await definition(lesson, line, character) == [(lesson, line_of(lesson_text, "let document"), 4)])
    line, character = position_of(lesson_text, "in home.view", offset=5)
    check("definition of `home.view` is `home`'s controller line",
          [d[1] for d in await definition(lesson, line, character)] == [line_of(lesson_text, "controller home")])

    # The outline.
    symbols = await editor.client.text_document_document_symbol_async(t.DocumentSymbolParams(text_document=t.TextDocumentIdentifier(uri=lesson)))
    names = [s.name for s in symbols]
    check("the outline lists objects, variables, closures and methods in order",
          names == ["main", "home", "save", "home.didTapSave:", "document", "saveAction"], names)

    # A scene split across an include; a handler that never ran, with why.
    covered_path = os.path.join(workspace, "covered.sim")
    covered_text = open(covered_path).read()
    covered = editor.open(covered_path)
    found = await editor.next_diagnostics(covered)
    never = [d for d in found or [] if d.code == "never-ran"]
    check("on open, a method that never ran is marked at its definition with why (the view that covers it)",
          len(never) == 1 and never[0].range.start.line == line_of(covered_text, "method home") and "home.didTapSave: never ran" in never[0].message
          and "cover" in never[0].message.split("never ran", 1)[1], found)
    line, character = position_of(covered_text, "tap save", offset=5)
    check("definition of a view made in an included file opens that file at its line",
          await definition(covered, line, character) == [(uri(os.path.join(workspace, "scene/_screen.sim")), 2, 7)])
    editor.replace_all(covered, covered_text.replace("include \"scene/_screen.sim\"", "include \"scene/_nothing.sim\""))
    found = await editor.next_diagnostics(covered)
    check("a missing include is an error at the include line", found and found[0].range.start.line == 0 and found[0].severity == t.DiagnosticSeverity.Error, found)
    editor.replace_all(covered, "include \"../" + os.path.basename(workspace) + "-not-here/x.sim\"\ninclude \"/etc/passwd\"\n")
    found = await editor.next_diagnostics(covered)
    check("a file outside the workspace is refused, not read", found and "outside the workspace" in found[0].message, found)
    editor.replace_all(covered, "include \"/etc/hostname.sim\"\n" if not os.path.exists("/etc/hostname.sim") else "")
    found = await editor.next_diagnostics(covered)
    check("an absolute path elsewhere is refused too", found and "outside the workspace" in found[0].message, found)

    # A runaway script is stopped, and the server goes on answering.
    started_at = time.monotonic()
    editor.replace_all(covered, "window w\ncontroller c in w\ntimer t every 0.001s { log \"tick\" }\nwait 600s\n")
    found = await editor.next_diagnostics(covered)
    took = time.monotonic() - started_at
    check("a script that would never end is stopped by the work budget, in seconds", found and took < 10 and found[0].severity == t.DiagnosticSeverity.Error, (took, found))

    # A Swift lesson through its .sim driver (the Swift front end runs beside the server).
    swift_lessons = sorted(p for p in os.listdir(os.path.join(workspace, "swift")) if p.endswith(".sim"))
    driver_path = os.path.join(workspace, "swift", swift_lessons[0])
    driver = editor.open(driver_path)
    found = await editor.next_diagnostics(driver)
    check("a Swift lesson's driver runs: no error, its expects passed",
          found is not None and not [d for d in found if d.severity == t.DiagnosticSeverity.Error]
          and [d for d in found if d.code == "expectation-passed"], found)

    # Close clears the diagnostics; shutdown and exit end the server with status 0.
    editor.client.text_document_did_close(t.DidCloseTextDocumentParams(text_document=t.TextDocumentIdentifier(uri=covered)))
    found = await editor.next_diagnostics(covered)
    check("closing a document clears its diagnostics", found is not None and len(found) == 0, found)
    status = await editor.stop()
    check("shutdown then exit ends the server with status 0", status == 0, status)


async def option_checks(simrepl, workspace):
    """initializationOptions: passed expects not marked at all."""
    editor = Editor(simrepl, workspace)
    await editor.start(options={"passedExpectations": "off"})
    editor.client.initialized(t.InitializedParams())
    found = await editor.next_diagnostics(editor.open(os.path.join(workspace, "lesson.sim")))
    check("with initializationOptions passedExpectations off, lesson 1 shows nothing on open", found is not None and len(found) == 0, found)
    await editor.stop()


async def repository_checks(simrepl):
    """A scenario opened from its own folder (the server starts there, the editor names no
    workspace) that includes `../scene/_screen.sim` from the repository around it."""
    repo = tempfile.mkdtemp(prefix="simrepl-lsp-repo.")
    try:
        for folder in [".git", "scene", "lib"]:
            os.makedirs(os.path.join(repo, folder))
        with open(os.path.join(repo, "scene/_screen.sim"), "w") as f:
            f.write("window main\ncontroller home in main\nbutton save in home.view frame 20 100 120 44\n")
        path = os.path.join(repo, "lib/uses-scene.sim")
        with open(path, "w") as f:
            f.write('include "../scene/_screen.sim"\ntap save\nexpect save.highlighted == false\n')
        editor = Editor(simrepl, None)
        await editor.start(cwd=os.path.dirname(path))
        editor.client.initialized(t.InitializedParams())
        doc = editor.open(path)
        found = await editor.next_diagnostics(doc)
        check("include \"../scene/_screen.sim\" from a scenario opened from its own folder: no error, its expect passed",
              found is not None and not [d for d in found if d.severity == t.DiagnosticSeverity.Error]
              and [d for d in found if d.code == "expectation-passed"], found)
        editor.replace_all(doc, 'include "../../not-here/x.sim"\n')
        found = await editor.next_diagnostics(doc)
        outside = os.path.join(os.path.dirname(repo), "not-here/x.sim")
        check("a file above the repository is outside the workspace, named without ..",
              found and ("'%s' is outside the workspace %s" % (outside, os.path.realpath(repo))) in found[0].message
              and "/../" not in found[0].message, found)
        await editor.stop()
    finally:
        shutil.rmtree(repo, ignore_errors=True)


def frame(obj):
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def answers(out):
    """The JSON messages in a server's output."""
    found, rest = [], out
    while True:
        match = re.match(rb"Content-Length: (\d+)\r\n\r\n", rest)
        if not match:
            return found, rest
        end = match.end() + int(match.group(1))
        found.append(json.loads(rest[match.end():end]))
        rest = rest[end:]


def raw_checks(simrepl, workspace):
    """What no client would send, over raw stdio: each gets an error or a log line, never a crash,
    and a broken frame with its body is skipped whole: the request after it is answered."""
    init = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": uri(workspace)}})
    def body(i):
        # A request whose frame is broken: never to be answered (ids 90 and up).
        return json.dumps({"jsonrpc": "2.0", "id": 90 + i, "method": "shutdown", "params": {"note": "Content-Length: 3"}}).encode()
    broken = [
        b"Content-Length: -5\r\n\r\n" + body(0),                          # not a number
        b"Content-Length: abc\r\n\r\n" + body(1),                         # not a number
        b"Content-Type: application/vscode-jsonrpc\r\n\r\n" + body(2),    # no length
        b"Content-Length: 5\r\n\r\n" + body(3),                           # too short: the rest is not a header
        b"X-Padding: " + b"a" * 9216 + b"\r\nContent-Length: %d\r\n\r\n" % len(body(4)) + body(4),  # a 9 KiB header
        b"X" * 9000 + b"\r\n\r\n",                                          # a header that never ends
    ]
    def after(i):
        # The request after a broken frame, which must be answered (ids 10 and up).
        return frame({"jsonrpc": "2.0", "id": 10 + i, "method": "no/such/method"})
    hostile = b"".join([
        frame({"jsonrpc": "2.0", "id": 0, "method": "textDocument/hover", "params": {}}),  # before initialize
        init,
        b"Content-Length: 12\r\n\r\n{not json!!}",
        b"".join(b + after(i) for i, b in enumerate(broken)),
        b"Content-Length: %d\r\n\r\n" % (17 << 20) + b" " * (17 << 20),  # over the body limit
        frame({"jsonrpc": "2.0", "id": 2, "method": "no/such/method", "params": {}}),
        frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///nope.sim"}, "position": {"line": 0, "character": 0}}}),
        frame({"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": []}),
        frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///not-open.sim"}, "contentChanges": [{"text": "x"}]}}),
        frame([1, 2, 3]),
        frame({"jsonrpc": "2.0", "id": 5, "method": "shutdown"}),
        b"Content-Length: 100\r\n\r\n{\"jsonrpc\"",                # cut short by the end of the stream
    ])
    started = time.monotonic()
    run = subprocess.run([simrepl, "lsp"], input=hostile, capture_output=True, timeout=60)
    took = time.monotonic() - started
    got, rest = answers(run.stdout)
    by_id = {m.get("id"): m for m in got if "id" in m}
    codes = {i: by_id[i]["error"]["code"] for i in by_id if "error" in by_id[i]}
    check("a request before initialize gets ServerNotInitialized", codes.get(0) == -32002, got[:2])
    check("initialize is answered after it", "result" in by_id.get(1, {}), got[:3])
    check("text that is not JSON gets ParseError with id null", any(m.get("id") is None and m.get("error", {}).get("code") == -32700 for m in got), got)
    check("after each broken frame (-5, abc, no length, too short, a 9 KiB header, a header that never ends), the next request is answered",
          all(codes.get(10 + i) == -32601 for i in range(len(broken))), codes)
    check("no request inside a broken frame is taken", not [i for i in by_id if isinstance(i, int) and i >= 90], sorted(by_id, key=str))
    check("an unknown method gets MethodNotFound", codes.get(2) == -32601, codes)
    check("a hover on a document that is not open gets InvalidParams", codes.get(3) == -32602, codes)
    check("params of the wrong shape get InvalidParams", codes.get(4) == -32602, codes)
    check("an array is an InvalidRequest", any(m.get("error", {}).get("code") == -32600 for m in got), got)
    check("after the broken headers and the 17 MiB body, shutdown is still answered", "result" in by_id.get(5, {}), by_id.get(5))
    log = run.stderr.decode(errors="replace")
    check("each broken header and the oversized body are logged",
          all(s in log for s in ["without Content-Length", "not a number", "not a header", "longer than 8192 bytes", "over the limit", "ended 90 bytes short"]), log)
    check("each broken frame is logged once", log.count("skipped, with what follows it, up to the next header") == len(broken), log)
    check("a stream that ends without exit ends the server with status 1, promptly", run.returncode == 1 and took < 30, (run.returncode, took))
    check("nothing follows the last answer on stdout", rest == b"", rest[:100])


def generated_script(blocks):
    """A long script: `blocks` buttons, each wired, tapped and checked (4 lines each)."""
    lines = ["window main", "controller home in main", "method home didTap: { log \"tapped {sender}\" }"]
    for i in range(blocks):
        lines += ["button b%d in home.view frame 10 %d 100 30" % (i, 10 + (i % 20) * 35),
                  "addTarget b%d home didTap: for touchUpInside" % i, "tap b%d" % i, "expect log \"tapped b%d\"" % i]
    return "\n".join(lines) + "\n"


async def bench(simrepl, runs):
    """Diagnostics times, an edit sent to its diagnostics received, on: the largest scenario of
    scripts/, a Swift scenario (its runs start the Swift front end), and a generated 2,000-line
    script."""
    scenarios = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(ROOT, "scripts"))
                 for f in fs if f.endswith(".sim") and "/scene" not in d and not f.startswith("_") and "/fuzz" not in d]
    largest = max(scenarios, key=os.path.getsize)
    swift = os.path.join(ROOT, "scripts/swift/twenty-items.sim")
    generated = os.path.join(tempfile.mkdtemp(prefix="simrepl-lsp-bench."), "generated.sim")
    with open(generated, "w") as f:
        f.write(generated_script(500))
    for path in [largest, swift, generated]:
        editor = Editor(simrepl, os.path.dirname(path))
        await editor.start()
        editor.client.initialized(t.InitializedParams())
        text = open(path).read()
        doc = editor.open(path, text)
        await editor.next_diagnostics(doc)
        times = []
        for i in range(runs):
            started = time.monotonic()
            editor.replace_all(doc, text + "\n# edit %d\n" % i)
            found = await editor.next_diagnostics(doc)
            times.append((time.monotonic() - started) * 1000)
            if found is None or [d for d in found if d.severity == t.DiagnosticSeverity.Error]:
                raise SystemExit("check-lsp: %s did not analyse cleanly: %s" % (path, found))
        await editor.stop()
        times.sort()
        q = lambda p: times[min(len(times) - 1, int(len(times) * p + 0.999) - 1)]
        name = os.path.relpath(path, ROOT) if path.startswith(ROOT) else "a generated script"
        print("diagnostics, %s (%d lines), %d edits: p50 %.1f ms, p90 %.1f ms, max %.1f ms"
              % (name, text.count("\n"), runs, q(0.5), q(0.9), times[-1]))
    shutil.rmtree(os.path.dirname(generated), ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    simrepl = os.path.abspath(sys.argv[1])
    if "--bench" in sys.argv:
        asyncio.run(bench(simrepl, int(sys.argv[sys.argv.index("--bench") + 1])))
        return
    workspace = make_workspace()
    try:
        asyncio.run(asyncio.wait_for(client_checks(simrepl, workspace), 300))
        asyncio.run(asyncio.wait_for(repository_checks(simrepl), 60))
        asyncio.run(asyncio.wait_for(option_checks(simrepl, workspace), 60))
        raw_checks(simrepl, workspace)
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    finish("check-lsp")


if __name__ == "__main__":
    main()
