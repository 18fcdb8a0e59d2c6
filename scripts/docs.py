#!/usr/bin/env python3
"""Builds docs/*.md from docs/templates/*.md.in, running every example with the real simrepl.

Why: a reference whose example outputs are pasted by hand goes stale the day the trace format
changes. Here every output shown in the docs is what simrepl prints today.

Template syntax:
  ```sim-run [flags]     the code runs as a file on its own; its output follows it
  ```sim-scene [flags]   the same, after a small scene (window main, home, card, login)
  @@usage NAME@@         the usage lines of `help NAME`
Flags: json (trace as JSON Lines), hide (show no output), exit=N (the expected exit status,
default 0), showexit (print the exit status).

Usage:
  python3 scripts/docs.py           regenerate the docs
  python3 scripts/docs.py --check   exit 1 (with a diff) when a doc is out of date
Set SIMREPL to the binary to use (default .build/debug/simrepl).
"""
import difflib, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIM = os.path.abspath(os.environ.get("SIMREPL", os.path.join(ROOT, ".build/debug/simrepl")))
SCENE = """window main
controller home in main
view card in home.view frame 20 100 350 200
button login in card frame 20 20 120 44 title "Log in"
"""
BLOCK = re.compile(r"```(sim-run|sim-scene)([^\n]*)\n(.*?)\n```", re.S)


def run_example(work, code, with_scene, flags):
    text = ('include "scene.sim"; ' + code) if with_scene else code
    with open(os.path.join(work, "example.sim"), "w") as f:
        f.write(text + "\n")
    args = [SIM, "run"] + (["--trace", "json"] if "json" in flags else []) + ["example.sim"]
    p = subprocess.run(args, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.stdout.rstrip("\n"), p.returncode


def usage(name):
    p = subprocess.run([SIM, "run", "/dev/stdin"], input=f"help {name}\n", stdout=subprocess.PIPE, text=True)
    lines = []
    for line in p.stdout.splitlines():
        if not line.strip():
            break
        lines.append(line)
    return "```text\n" + "\n".join(lines) + "\n```"


def commands():
    """The command names `help` lists (the command table), in its order."""
    p = subprocess.run([SIM, "run", "/dev/stdin"], input="help\n", stdout=subprocess.PIPE, text=True)
    return [m.group(1) for m in re.finditer(r"^  (\w+) ", p.stdout, re.M)]


def expand(template, work, failures):
    src = re.sub(r"@@usage (\w+)@@", lambda m: usage(m.group(1)), template)
    out, pos = [], 0
    for m in BLOCK.finditer(src):
        out.append(src[pos:m.start()])
        kind, flags, code = m.group(1), m.group(2).split(), m.group(3)
        output, rc = run_example(work, code, kind == "sim-scene", flags)
        expected = next((int(f[5:]) for f in flags if f.startswith("exit=")), 0)
        if rc != expected:
            failures.append(f"an example exited {rc}, expected {expected}:\n{code}\n---\n{output}")
        block = "```sim\n" + code + "\n```\n"
        if "hide" not in flags:
            block += "\n```text\n" + (output or "(no output)") + "\n```"
        if "showexit" in flags:
            block += f"\n\nExit status: {rc}."
        out.append(block)
        pos = m.end()
    out.append(src[pos:])
    return "".join(out)


def main():
    check = "--check" in sys.argv[1:]
    if not os.access(SIM, os.X_OK):
        sys.exit(f"docs.py: {SIM} not found; build first with `swift build`")
    templates = os.path.join(ROOT, "docs", "templates")
    failures, stale = [], []
    with tempfile.TemporaryDirectory(prefix="simrepl-docs") as work:
        with open(os.path.join(work, "scene.sim"), "w") as f:
            f.write(SCENE)
        for name in sorted(os.listdir(templates)):
            if not name.endswith(".md.in"):
                continue
            with open(os.path.join(templates, name)) as f:
                template = f.read()
            if name == "language.md.in":
                # The reference documents every command in the table, each with its usage.
                missing = [c for c in commands() if f"@@usage {c}@@" not in template]
                if missing:
                    failures.append("no @@usage@@ section in language.md.in for: " + ", ".join(missing))
            text = expand(template, work, failures)
            target = os.path.join(ROOT, "docs", name[:-3])
            current = open(target).read() if os.path.exists(target) else ""
            if check:
                if current != text:
                    stale.append(name[:-3])
                    sys.stdout.writelines(difflib.unified_diff(
                        current.splitlines(True), text.splitlines(True), f"docs/{name[:-3]}", "regenerated", n=2))
            else:
                with open(target, "w") as f:
                    f.write(text)
    for failure in failures:
        print("docs.py: " + failure, file=sys.stderr)
    if stale:
        print(f"docs.py: out of date: {', '.join(stale)}; run `python3 scripts/docs.py`", file=sys.stderr)
    sys.exit(1 if failures or stale else 0)


if __name__ == "__main__":
    main()
