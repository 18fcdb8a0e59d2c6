#!/usr/bin/env python3
"""Builds docs/*.md from docs/templates/*.md.in, running every example with the real simrepl.

Why: a reference whose example outputs are pasted by hand goes stale the day the trace format
changes. Here every output shown in the docs is what simrepl prints today.

Template syntax:
  ```sim-run [flags]     the code runs as a file on its own; its output follows it
  ```sim-scene [flags]   the same, after a small scene (window main, home, card, login)
  @@usage NAME@@         the usage lines of `help NAME`
  @@script PATH [flags]@@ a scenario file from the repository (PATH from its root), shown whole,
                        then what `simrepl run [--brief] PATH` prints (flags: brief, exit=N)
  @@file PATH@@          a file of the repository (PATH from its root) shown whole, e.g. a scene file
                        that a @@script@@ above it has just written
  @@picture SCRIPT WHAT@@ a picture of the run of SCRIPT (a path from the repository root; WHAT is
                        tree, chain:OBJECT or touch): rendered by Graphviz into docs/pictures/ as an
                        SVG and shown, followed by the same picture's Mermaid source
Flags: json (trace as JSON Lines), hide (show no output), exit=N (the expected exit status,
default 0), showexit (print the exit status).

Usage:
  python3 scripts/docs.py                regenerate the docs
  python3 scripts/docs.py --check        exit 1 (with a diff) when a doc is out of date
  python3 scripts/docs.py --screenshots  also take docs/pictures/*.png with headless chromium
                                         (not checked: a screenshot depends on the fonts installed)
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
PICTURE = re.compile(r"@@picture (\S+) (\S+)@@")
SCRIPT = re.compile(r"@@script (\S+)((?: [\w=]+)*)@@")
FILE = re.compile(r"@@file (\S+)@@")
PICTURES = os.path.join(ROOT, "docs", "pictures")


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


def script_block(path, flags, failures):
    """A scenario as it is in the repository, and its run, as a reader would type it."""
    with open(os.path.join(ROOT, path)) as f:
        source = f.read().rstrip("\n")
    options = ["--brief"] if "brief" in flags else []
    p = subprocess.run([SIM, "run"] + options + [path], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    expected = next((int(f[5:]) for f in flags if f.startswith("exit=")), 0)
    if p.returncode != expected:
        failures.append(f"{path} exited {p.returncode}, expected {expected}:\n{p.stdout}")
    command = " ".join(["simrepl", "run"] + options + [path])
    shown = f"```sim\n{source}\n```\n\n```text\n$ {command}\n{p.stdout.rstrip()}\n```"
    return shown + (f"\n\nExit status: {p.returncode}." if expected else "")


def file_block(path):
    """A repository file as it is now, fenced by its extension."""
    with open(os.path.join(ROOT, path)) as f:
        text = f.read().rstrip("\n")
    return f"```{os.path.splitext(path)[1].lstrip('.') or 'text'}\n{text}\n```"


def picture(script, what, work, failures, pictures):
    """The SVG (made by Graphviz's dot) and the Mermaid source of one picture of SCRIPT's run."""
    slug = os.path.splitext(os.path.basename(script))[0] + "-" + what.replace(":", "-")
    dot, mmd = os.path.join(work, slug + ".dot"), os.path.join(work, slug + ".mmd")
    p = subprocess.run([SIM, "run", "--quiet", "--export", f"{what}={dot}", "--export", f"{what}={mmd}",
                        os.path.join(ROOT, script)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        failures.append(f"exit {p.returncode} exporting {what} of {script}:\n{p.stdout}")
        return f"(no picture: {script} did not run)"
    svg = subprocess.run(["dot", "-Tsvg", dot], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if svg.returncode != 0:
        failures.append(f"dot -Tsvg failed on the {what} of {script}:\n{svg.stderr}")
    pictures[slug + ".svg"] = svg.stdout
    with open(mmd) as f:
        mermaid = f.read().rstrip("\n")
    return f"![{what} of {script}](pictures/{slug}.svg)\n\n```mermaid\n{mermaid}\n```"


def screenshot(script, find, name):
    """A PNG of SCRIPT's step-through page, opened at the first line containing FIND."""
    with tempfile.TemporaryDirectory(prefix="simrepl-shot") as work:
        page = os.path.join(work, "page.html")
        subprocess.run([SIM, "run", "--quiet", "--html", page, os.path.join(ROOT, script)], check=True)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--user-data-dir={work}/profile", "--window-size=1280,760", "--virtual-time-budget=2000",
                        f"--screenshot={os.path.join(PICTURES, name)}", f"file://{page}#find={find}"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def expand(template, work, failures, pictures):
    src = re.sub(r"@@usage (\w+)@@", lambda m: usage(m.group(1)), template)
    src = PICTURE.sub(lambda m: picture(m.group(1), m.group(2), work, failures, pictures), src)
    src = SCRIPT.sub(lambda m: script_block(m.group(1), m.group(2).split(), failures), src)
    src = FILE.sub(lambda m: file_block(m.group(1)), src)
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
    failures, stale, pictures = [], [], {}
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
            text = expand(template, work, failures, pictures)
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
    # The pictures the docs show: rendered again, and compared (Graphviz's SVG is deterministic).
    os.makedirs(PICTURES, exist_ok=True)
    for name, svg in sorted(pictures.items()):
        target = os.path.join(PICTURES, name)
        current = open(target).read() if os.path.exists(target) else ""
        if check:
            if current != svg:
                stale.append("pictures/" + name)
        else:
            with open(target, "w") as f:
                f.write(svg)
    if "--screenshots" in sys.argv[1:]:
        screenshot("scripts/cells/twenty-items-reuse.sim", "STALE", "twenty-items-reuse-page.png")
    for failure in failures:
        print("docs.py: " + failure, file=sys.stderr)
    if stale:
        print(f"docs.py: out of date: {', '.join(stale)}; run `python3 scripts/docs.py`", file=sys.stderr)
    sys.exit(1 if failures or stale else 0)


if __name__ == "__main__":
    main()
