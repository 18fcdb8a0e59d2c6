#!/usr/bin/env python3
"""Checks editors/textmate/sim.tmLanguage.json with a real TextMate engine (scripts/check-grammar.sh).

Why: a grammar that nobody runs drifts from the language. Here babi's TextMate highlighter
(babi.highlight, the Oniguruma regex engine through onigurumacffi, fed one line at a time as
VS Code feeds vscode-textmate) tokenises every .sim file under scripts/ and every ```sim block
in docs/*.md, and the check fails when:

  - a non-whitespace character gets no scope beyond source.sim (meta.* scopes do not count:
    they only group), or any invalid.* scope: text the grammar does not recognise;
  - a command of the command table (`simrepl language`) is missing
    from editors/textmate/tests/all-token-classes.sim, or is not scoped
    keyword.(other|control).command.sim where it starts a line there; or the grammar's command
    rules list a word the table does not have;
  - a keyword of the command table's forms is never scoped as a keyword;
  - a token class (a repository rule that names tokens) is never produced by the corpus plus
    all-token-classes.sim, or a repository rule is reachable from nowhere. The invalid.*
    classes are produced by the self-test's broken fixture instead;
  - editors/vscode/package.json does not carry the grammar's scope and file, or the grammar
    cannot be written as the plist Sublime Text reads.

--self-test proves the checks can fail: editors/textmate/tests/broken.sim must produce exactly
the reports its '# expect:' comments announce (and simrepl, when built, must reject each of
those lines), and a grammar with a command taken out, with a token class nothing produces and
with a rule nothing includes must each be reported.

Usage (the venv of scripts/check-grammar.sh provides babi):
  check_grammar.py                 check the corpus; print the summary line
  check_grammar.py --self-test     run the self-test
  check_grammar.py FILE...         report what the grammar does not recognise in FILEs
Exit status: 0 clean, 1 a check failed, 2 the check itself could not run.
"""
import copy, glob, json, os, plistlib, re, subprocess, sys, tempfile

from babi.highlight import Grammars, highlight_line

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GRAMMAR = os.path.join(ROOT, "editors/textmate/sim.tmLanguage.json")
FIXTURE = os.path.join(ROOT, "editors/textmate/tests/all-token-classes.sim")
BROKEN = os.path.join(ROOT, "editors/textmate/tests/broken.sim")
SCOPE = "source.sim"
# Added to every scope a repository rule gives, so a token tells which rule made it. The
# markers are never shown to anyone: the grammar on disk has none.
MARK = "check-grammar.class."
COMMAND_SCOPE = re.compile(r"^keyword\.(other|control)\.command\.sim$")


def rel(path):
    return os.path.relpath(path, ROOT)


# ---- the grammar, instrumented -------------------------------------------------------------

def _mark(rule, key):
    """Appends KEY's marker to every name RULE gives (its captures and inline patterns too, not
    what it includes: an included rule is its own class)."""
    if not isinstance(rule, dict):
        return
    for field in ("name", "contentName"):
        if field in rule:
            rule[field] += " " + MARK + key
    for field in ("captures", "beginCaptures", "endCaptures", "whileCaptures"):
        for capture in rule.get(field, {}).values():
            _mark(capture, key)
    for sub in rule.get("patterns", []):
        if "include" not in sub:
            _mark(sub, key)


def _names(rule):
    """Whether RULE (or its captures and inline patterns) names any token."""
    if not isinstance(rule, dict):
        return False
    if "name" in rule or "contentName" in rule:
        return True
    for field in ("captures", "beginCaptures", "endCaptures", "whileCaptures"):
        if any(_names(c) for c in rule.get(field, {}).values()):
            return True
    return any(_names(p) for p in rule.get("patterns", []) if "include" not in p)


def _declared(rule):
    """The scope names RULE gives (its captures and inline patterns too)."""
    out = set()
    if isinstance(rule, dict):
        for field in ("name", "contentName"):
            out |= set(rule.get(field, "").split())
        for field in ("captures", "beginCaptures", "endCaptures", "whileCaptures"):
            for capture in rule.get(field, {}).values():
                out |= _declared(capture)
        for sub in rule.get("patterns", []):
            if "include" not in sub:
                out |= _declared(sub)
    return out


def _includes(rule):
    """Every #name RULE includes, at any depth."""
    found = []
    if isinstance(rule, dict):
        if "include" in rule:
            found.append(rule["include"])
        for field in ("captures", "beginCaptures", "endCaptures", "whileCaptures"):
            for capture in rule.get(field, {}).values():
                found += _includes(capture)
        for sub in rule.get("patterns", []):
            found += _includes(sub)
    return found


class Grammar:
    """The grammar as the engine runs it, with each repository rule's marker in its scopes."""

    def __init__(self, data):
        self.data = data
        self.repository = data.get("repository", {})
        # Token classes: repository rules that name tokens; the rest only group includes.
        self.classes = sorted(k for k, v in self.repository.items() if _names(v))
        # Each class's scope names: every one of them must be produced, not just one.
        self.declared = {k: _declared(self.repository[k]) for k in self.classes}
        # Classes that mark errors; the corpus must not produce them, the self-test must.
        self.invalid_classes = sorted(k for k in self.classes if any(s.startswith("invalid.") for s in self.declared[k]))
        marked = copy.deepcopy(data)
        for key, rule in marked.get("repository", {}).items():
            _mark(rule, key)
        # babi.highlight.Grammars finds a grammar as SCOPENAME.json in a folder.
        self._dir = tempfile.TemporaryDirectory(prefix="check-grammar.")
        with open(os.path.join(self._dir.name, SCOPE + ".json"), "w") as f:
            json.dump(marked, f)
        self.compiler = Grammars(self._dir.name).compiler_for_scope(SCOPE)

    def unreachable(self):
        """Repository rules no include chain from the top-level patterns reaches."""
        seen, todo = set(), [i for p in self.data.get("patterns", []) for i in _includes(p)]
        while todo:
            name = todo.pop()
            if not name.startswith("#") or name[1:] in seen:
                continue
            seen.add(name[1:])
            todo += _includes(self.repository.get(name[1:], {}))
        return sorted(set(self.repository) - seen)

    def tokenize(self, text):
        """Per line: the (start, end, scopes) regions of the engine, the line as given."""
        state, out = self.compiler.root_state, []
        for number, line in enumerate(text.split("\n")):
            state, regions = highlight_line(self.compiler, state, line + "\n", number == 0)
            out.append((line, [(r.start, r.end, r.scope) for r in regions]))
        return out


def real_scopes(scopes):
    """The scopes that say what a token is: not the root, not a marker, not a meta.* group."""
    return [s for s in scopes if s != SCOPE and not s.startswith(MARK) and not s.startswith("meta.")]


def produced(scopes):
    """(class, scope) pairs a token shows: a rule's marker follows the names that rule gave, so
    the scopes since the previous marker are that rule's."""
    out, since = set(), []
    for s in scopes:
        if s.startswith(MARK):
            out |= {(s[len(MARK):], n) for n in since}
            since = []
        elif s != SCOPE:
            since.append(s)
    return out


# ---- sources --------------------------------------------------------------------------------

class Source:
    """Text to tokenise; its lines are numbered from FIRST_LINE in PATH (a docs block starts
    below its fence). REJECTED: the lines (numbered as in PATH) that simrepl itself reports as
    a script error, where the grammar need not recognise everything."""

    def __init__(self, path, text, first_line=1, rejected=()):
        self.path, self.text, self.first_line, self.rejected = path, text, first_line, set(rejected)


def corpus():
    sources = []
    for path in sorted(glob.glob(os.path.join(ROOT, "scripts/**/*.sim"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            sources.append(Source(rel(path), f.read()))
    # The ```sim blocks of the generated docs (docs/templates are their sources, not Markdown
    # that GitHub shows). A block's output follows it in a ```text block, as simrepl printed it
    # (scripts/docs.py): an example that shows a mistake on purpose ('tapp login') carries
    # "example.sim:LINE:COL: error: …" there, and that line may hold what the grammar does not
    # recognise. Nothing else is excused.
    fence = re.compile(r"^```sim[ \t]*\n(.*?)^```[ \t]*\n(?:\s*\n)*(?:```text[ \t]*\n(.*?)^```)?", re.S | re.M)
    for path in sorted(glob.glob(os.path.join(ROOT, "docs/*.md"))):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for m in fence.finditer(text):
            first = text.count("\n", 0, m.start(1)) + 1
            errors = re.findall(r"^example\.sim:(\d+):\d+: error: ", m.group(2) or "", re.M)
            sources.append(Source(rel(path), m.group(1).rstrip("\n"), first,
                                  {first + int(n) - 1 for n in errors}))
    return sources


def read(path):
    with open(path, encoding="utf-8") as f:
        return Source(rel(path), f.read())


def cannot_run(message):
    print(f"check-grammar: error: {message}", file=sys.stderr)
    sys.exit(2)


def simrepl():
    """The built simrepl ($SIMREPL, else .build/debug/simrepl, which test.sh builds first), or
    None: the cross-checks with the binary are skipped without one."""
    binary = os.environ.get("SIMREPL") or os.path.join(ROOT, ".build/debug/simrepl")
    return binary if os.access(binary, os.X_OK) else None


_LANGUAGE = None


def language():
    """`simrepl language`: the command table as JSON (commands, their grammar and keywords),
    read once. The built simrepl is required: the table is what simrepl accepts, not what a
    regular expression finds in its source."""
    global _LANGUAGE
    if _LANGUAGE is None:
        binary = simrepl()
        if not binary:
            cannot_run("no built simrepl (.build/debug/simrepl, or $SIMREPL): run `swift build` first; "
                       "the command table is read from `simrepl language`")
        p = subprocess.run([binary, "language"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            cannot_run(f"`simrepl language` failed ({p.returncode}): {p.stderr.strip()}")
        _LANGUAGE = json.loads(p.stdout)
    return _LANGUAGE


def command_names():
    """The command names of the command table (the view makers among them)."""
    names = [c["name"] for c in language()["commands"]]
    if len(names) < 50:
        cannot_run(f"`simrepl language` lists only {len(names)} commands")
    return names


def spec_keywords():
    """The keywords of the command table's forms: in, frame, for…"""
    return sorted({k for c in language()["commands"] for k in c["keywords"]})


# ---- the checks -----------------------------------------------------------------------------

def problems(grammar, source, stats=None):
    """(line, col, kind, text): each invalid.* token (kind: its scope), and each run of
    non-whitespace characters with no scope beyond source.sim (kind: unrecognised)."""
    found = []
    for i, (line, regions) in enumerate(grammar.tokenize(source.text)):
        number = source.first_line + i
        # What each character is: None when recognised, else the kind of trouble and the
        # region it belongs to (an invalid token is reported whole, spaces and all).
        trouble = [None] * len(line)
        for r, (start, end, scopes) in enumerate(regions):
            text = line[start:end]
            if stats is not None and text.strip():
                stats["tokens"] += 1
                stats["produced"] |= produced(scopes)
            invalid = next((s for s in scopes if s.startswith("invalid.")), None)
            for c in range(start, min(end, len(line))):
                if invalid:
                    trouble[c] = (invalid, r)
                elif not real_scopes(scopes) and not line[c].isspace():
                    trouble[c] = ("unrecognised", c)
        c = 0
        while c < len(line):
            if trouble[c] is None:
                c += 1
                continue
            kind, end = trouble[c][0], c + 1
            if kind == "unrecognised":
                while end < len(line) and trouble[end] is not None and trouble[end][0] == kind:
                    end += 1
            else:
                while end < len(line) and trouble[end] == trouble[c]:
                    end += 1
            text = line[c:end].rstrip()
            if text:
                found.append((number, c + 1, kind, text))
            c = end
    return found


def command_problems(grammar, fixture, names):
    """Each command must start a line of the fixture, scoped as a command keyword there."""
    out, seen = [], set()
    for i, (line, regions) in enumerate(grammar.tokenize(fixture.text)):
        m = re.match(r"\s*([^\s;{}=,|\"#]+)", line)
        if not m or m.group(1) not in names:
            continue
        word, col = m.group(1), m.start(1)
        scopes = next((s for start, end, s in regions if start <= col < end), (SCOPE,))
        whole = any(start == col and end == m.end(1) for start, end, s in regions)
        if whole and any(COMMAND_SCOPE.match(s) for s in scopes):
            seen.add(word)
        else:
            out.append(f"{fixture.path}:{fixture.first_line + i}:{col + 1}: command '{word}' is scoped "
                       f"{' '.join(real_scopes(scopes)) or SCOPE}, not as a command keyword")
    for name in names:
        if name not in seen and not any(f"'{name}'" in o for o in out):
            out.append(f"{fixture.path}: command '{name}' never starts a line (add it to the fixture)")
    # The other way round: a word the grammar's command rules list that the table no longer has.
    for key, rule in grammar.repository.items():
        captures = rule.get("beginCaptures", {}) if isinstance(rule, dict) else {}
        groups = [int(n) for n, c in captures.items() if COMMAND_SCOPE.match(c.get("name", ""))]
        if not groups:
            continue
        # The command words are the plain alternations in parentheses: (tap|touch|…).
        for alternation in re.findall(r"\(((?:[A-Za-z]+\|)*[A-Za-z]+)\)", rule.get("begin", "")):
            for word in alternation.split("|"):
                if word not in names:
                    out.append(f"{rel(GRAMMAR)}: rule '{key}' scopes '{word}' as a command, but the "
                               f"command table has no such command")
    return out


def keyword_problems(grammar, sources, keywords):
    """Each keyword of the forms must be scoped as one (keyword.*, or constant.language.nil)
    somewhere after a command word."""
    found = set()
    for source in sources:
        for line, regions in grammar.tokenize(source.text):
            for start, end, scopes in regions:
                word = line[start:end]
                if word in keywords and any(s.startswith("keyword.") or s.startswith("constant.language.")
                                            for s in real_scopes(scopes)) and line[:start].strip():
                    found.add(word)
    return [f"keyword '{k}' of the command table is never scoped as a keyword (corpus and "
            f"{rel(FIXTURE)})" for k in keywords if k not in found]


def editor_file_problems(data):
    """The editor files that carry the grammar agree with it: VS Code's manifest names its scope
    and file, and Sublime Text's plist form (editors/textmate/README.md) can be written."""
    out = []
    vscode = os.path.join(ROOT, "editors/vscode")
    try:
        with open(os.path.join(vscode, "package.json"), encoding="utf-8") as f:
            manifest = json.load(f)
        with open(os.path.join(vscode, "language-configuration.json"), encoding="utf-8") as f:
            json.load(f)
        grammars = manifest["contributes"]["grammars"]
        if not any(g.get("scopeName") == data["scopeName"] and os.path.basename(g.get("path", "")) == os.path.basename(GRAMMAR)
                   for g in grammars):
            out.append(f"editors/vscode/package.json: no grammar with scopeName {data['scopeName']} "
                       f"and path …/{os.path.basename(GRAMMAR)}")
        languages = manifest["contributes"]["languages"]
        if not any(f".{t}" in l.get("extensions", []) for l in languages for t in data.get("fileTypes", [])):
            out.append("editors/vscode/package.json: the language does not claim the grammar's fileTypes")
    except (OSError, ValueError, KeyError) as e:
        out.append(f"editors/vscode: {e}")
    try:
        plistlib.dumps(data)
    except (TypeError, ValueError, OverflowError) as e:
        out.append(f"{rel(GRAMMAR)}: cannot be written as a plist for Sublime Text: {e}")
    return out


def check(grammar, sources, fixture, names, keywords):
    """All the checks; returns (failure lines, stats)."""
    failures = []
    stats = {"tokens": 0, "produced": set(), "excused": 0}
    for source in sources + [fixture]:
        for number, col, kind, text in problems(grammar, source, stats):
            if number in source.rejected:
                stats["excused"] += 1
                continue
            failures.append(f"{source.path}:{number}:{col}: {kind} '{text}'")
    failures += command_problems(grammar, fixture, names)
    failures += keyword_problems(grammar, sources + [fixture], keywords)
    failures += editor_file_problems(grammar.data)
    for key in grammar.unreachable():
        failures.append(f"{rel(GRAMMAR)}: repository rule '{key}' is included from nowhere")
    for key in grammar.classes:
        if key in grammar.invalid_classes:
            continue
        for scope in sorted(grammar.declared[key]):
            if (key, scope) not in stats["produced"]:
                failures.append(f"{rel(GRAMMAR)}: token class '{key}' never produces {scope} in the "
                                f"corpus or {rel(FIXTURE)}")
    stats["classes"] = {k for k, _ in stats["produced"]}
    return failures, stats


def load_grammar(data=None):
    if data is None:
        with open(GRAMMAR, encoding="utf-8") as f:
            data = json.load(f)
    return Grammar(data)


# ---- the self-test --------------------------------------------------------------------------

def self_test(names, keywords):
    """The checks can fail: broken.sim is reported exactly as announced, and two broken grammars
    are caught."""
    grammar = load_grammar()
    broken = read(BROKEN)
    failures = []
    # '# expect: KIND TEXT' announces the one report the next line must give.
    expected, pending = [], []
    for i, line in enumerate(broken.text.split("\n")):
        m = re.match(r"\s*# expect: (\S+) (.+)$", line)
        if m:
            pending.append((m.group(1), m.group(2)))
        elif pending and line.strip() and not line.lstrip().startswith("#"):
            expected += [(i + 1, kind, text) for kind, text in pending]
            pending = []
    if not expected:
        failures.append(f"{broken.path}: no '# expect:' lines")
    got = [(n, kind, text) for n, col, kind, text in problems(grammar, broken)]
    for e in expected:
        if e not in got:
            failures.append(f"{broken.path}:{e[0]}: expected a report {e[1]} {e[2]!r}, got "
                            f"{[g for g in got if g[0] == e[0]] or 'none'}")
    for g in got:
        if g not in expected:
            failures.append(f"{broken.path}:{g[0]}: unexpected report {g[1]} {g[2]!r}")
    # simrepl agrees: each announced line, after the fixture's scene, is a script error there.
    binary = simrepl()
    if binary:
        lines = broken.text.split("\n")
        first = next(i for i, l in enumerate(lines) if l.lstrip().startswith("# expect:"))
        scene = [l for l in lines[:first] if l.strip() and not l.lstrip().startswith("#")]
        for number in sorted({e[0] for e in expected}):
            with tempfile.TemporaryDirectory() as work:
                with open(os.path.join(work, "line.sim"), "w") as f:
                    f.write("\n".join(scene + [lines[number - 1]]) + "\n")
                p = subprocess.run([binary, "run", "line.sim"], cwd=work, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if p.returncode != 2 or not re.search(rf"^line\.sim:{len(scene) + 1}:\d+: error: ", p.stderr, re.M):
                failures.append(f"{broken.path}:{number}: simrepl does not reject this line as a script error "
                                f"(exit {p.returncode}): the grammar should accept it")
    # Every invalid.* class is produced here (the corpus must produce none).
    kinds = {kind for n, kind, text in got}
    for key in grammar.invalid_classes:
        for scope in sorted(s for s in grammar.declared[key] if s.startswith("invalid.")):
            if scope not in kinds:
                failures.append(f"{broken.path}: the invalid token class '{key}' ({scope}) is never produced")

    fixture = read(FIXTURE)
    # A command taken out of the grammar must be reported by the command check.
    with open(GRAMMAR, encoding="utf-8") as f:
        data = json.load(f)
    victim = "tap"
    rule = data["repository"]["command"]
    if f"|{victim}|" not in rule["begin"]:
        failures.append(f"self-test: cannot find '{victim}' in the 'command' rule to take it out")
    else:
        rule["begin"] = rule["begin"].replace(f"|{victim}|", "|")
        reports = command_problems(load_grammar(data), fixture, names)
        if not any(f"command '{victim}'" in r for r in reports):
            failures.append(f"self-test: a grammar without '{victim}' was not reported by the command check")
    # A token class that nothing produces must be reported.
    with open(GRAMMAR, encoding="utf-8") as f:
        data = json.load(f)
    data["repository"]["never-used"] = {"match": r"(?<![^\s])zzzz-never(?![^\s])", "name": "keyword.other.never.sim"}
    data["repository"]["arguments"]["patterns"].append({"include": "#never-used"})
    reports, _ = check(load_grammar(data), [], fixture, names, [])
    if not any("'never-used'" in r for r in reports):
        failures.append("self-test: a token class nothing produces was not reported")
    # A rule nothing includes must be reported.
    del data["repository"]["arguments"]["patterns"][-1]
    reports, _ = check(load_grammar(data), [], fixture, names, [])
    if not any("'never-used' is included from nowhere" in r for r in reports):
        failures.append("self-test: a repository rule nothing includes was not reported")
    return failures, len(expected)


def main(argv):
    names, keywords = command_names(), spec_keywords()
    if argv[:1] == ["--self-test"]:
        failures, n = self_test(names, keywords)
        for f in failures:
            print(f"check-grammar: {f}", file=sys.stderr)
        if failures:
            print("check-grammar: self-test FAILED: the checks above did not report what they must", file=sys.stderr)
            return 1
        agreed = " (and simrepl rejects each of its lines)" if simrepl() else ""
        print(f"grammar self-test: {rel(BROKEN)} gave the {n} reports it announces{agreed}; a grammar "
              f"missing a command, an unused token class and an unreachable rule were each reported")
        return 0
    grammar = load_grammar()
    if argv:
        missing = [path for path in argv if not os.path.isfile(path)]
        if missing:
            print(f"check-grammar: error: no such file: {', '.join(missing)}", file=sys.stderr)
            return 2
        bad = 0
        for path in argv:
            for number, col, kind, text in problems(grammar, read(os.path.abspath(path))):
                print(f"{path}:{number}:{col}: {kind} '{text}'", file=sys.stderr)
                bad += 1
        return 1 if bad else 0
    sources = corpus()
    failures, stats = check(grammar, sources, read(FIXTURE), names, keywords)
    for f in failures:
        print(f"check-grammar: {f}", file=sys.stderr)
    files = len({s.path for s in sources})
    blocks = sum(1 for s in sources if s.path.endswith(".md"))
    unrecognised = sum(1 for f in failures if ": unrecognised " in f or ": invalid." in f)
    excused = f" (and {stats['excused']} on docs lines simrepl rejects too)" if stats["excused"] else ""
    print(f"grammar: {files:,} files ({blocks:,} docs blocks), {stats['tokens']:,} tokens, "
          f"{len(stats['classes']):,} token classes, {unrecognised:,} unrecognised{excused}, "
          f"{len(names)} commands")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
