#!/usr/bin/env python3
"""Builds docs/*.md from docs/templates/*.md.in, running every example with the real simrepl.

Why: a reference whose example outputs are pasted by hand goes stale the day the trace format
changes. Here every output shown in the docs is what simrepl prints today.

Template syntax:
  ```sim-run [flags]     the code runs as a file on its own; its output follows it
  ```sim-scene [flags]   the same, after a small scene (window main, home, card, login)
  @@scene@@              that scene, shown (sim-run blocks run next to it as scene.sim): a page
                        whose examples `include "scene.sim"` shows what they include
  ```sim-file PATH [hide] the block is written to PATH (relative) in the page's scratch folder and
                        shown under its path (hide: written, not shown); a later block with the
                        same PATH is an edit of the file. .sim and .trace (a golden) alike
  ```shell-session [hide] each `$ COMMAND` line runs, in order, with bash in the page's scratch
                        folder, and its output (stdout+stderr) follows it; other lines are ignored
                        (outputs are always regenerated). `# exit N` at the end of a command: its
                        expected exit status (default 0), checked and not shown. `# keys: KEYS`:
                        the command runs on a terminal (util-linux `script`, no echo) and KEYS are
                        what the reader types (e.g. `simrepl test --review`). hide: run, not shown
  @@usage NAME@@         the usage lines of `help NAME`
  @@config-table@@       the `config` settings (name, default, meaning) as a Markdown table
  @@script PATH [flags]@@ a scenario file from the repository (PATH from its root), shown whole,
                        then what `simrepl run [--brief] PATH` prints (flags: brief, exit=N)
  @@file PATH@@          a file of the repository (PATH from its root) shown whole, e.g. a scene file
                        that a @@script@@ above it has just written
  @@picture SCRIPT WHAT@@ a picture of the run of SCRIPT (a path from the repository root; WHAT is
                        tree, chain:OBJECT or touch): rendered by Graphviz into docs/pictures/ as an
                        SVG and shown, followed by the same picture's Mermaid source
Flags: json (trace as JSON Lines), hide (show no output), exit=N (the expected exit status,
default 0), showexit (print the exit status).

Each page has one scratch folder, kept across its sim-file and shell-session blocks, so a page can
tell a story (write a scenario, run it, edit it, run it again). Its commands find `simrepl` on
PATH, run without CI (unless the command sets it) and with NO_COLOR=1 and COLUMNS=80, and must
print the same on every machine: a temporary path in an output fails the build.

Usage:
  python3 scripts/docs.py                regenerate the docs
  python3 scripts/docs.py --check        exit 1 (with a diff) when a doc is out of date
  python3 scripts/docs.py --screenshots  also take docs/pictures/*.png with headless chromium
                                         (the step-through page, and the served page of serve.md)
                                         (not checked: a screenshot depends on the fonts installed)
Set SIMREPL to the binary to use (default .build/debug/simrepl).
"""
import difflib, json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIM = os.path.abspath(os.environ.get("SIMREPL", os.path.join(ROOT, ".build/debug/simrepl")))
SCENE = """window main
controller home in main
view card in home.view frame 20 100 350 200
button login in card frame 20 20 120 44 title "Log in"
"""
BLOCK = re.compile(r"```(sim-run|sim-scene|sim-file|shell-session)([^\n]*)\n(.*?)\n```", re.S)
EXIT_COMMENT = re.compile(r"\s+# exit (\d+)$")
KEYS_COMMENT = re.compile(r"\s+# keys: (\S+)$")
PICTURE = re.compile(r"@@picture (\S+) (\S+)@@")
SCRIPT = re.compile(r"@@script (\S+)((?: [\w=]+)*)@@")
FILE = re.compile(r"@@file (\S+)@@")
PICTURES = os.path.join(ROOT, "docs", "pictures")
SCRATCH = "simrepl-docs"  # the scratch folder's prefix: seen in an output, a temporary path leaked


def run_example(work, code, with_scene, flags):
    text = ('include "scene.sim"; ' + code) if with_scene else code
    with open(os.path.join(work, "example.sim"), "w") as f:
        f.write(text + "\n")
    args = [SIM, "run"] + (["--trace", "json"] if "json" in flags else []) + ["example.sim"]
    p = subprocess.run(args, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.stdout.rstrip("\n"), p.returncode


def expected_exit(flags):
    return next((int(f[5:]) for f in flags if f.startswith("exit=")), 0)


def session_env(work):
    """A reader's shell, minus what would make a page depend on the machine that builds it."""
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir)
    os.symlink(SIM, os.path.join(bin_dir, "simrepl"))  # the binary documented, under the name readers type
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), NO_COLOR="1", COLUMNS="80",
               # the builder's git config (colours, stat width, signing) must not show in the page
               GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    env.pop("CI", None)  # CI picks the record mode: the page shows a developer's machine unless a command sets it
    return env


def file_step(page, spec, body, failures):
    """Writes a file of the page's story into its scratch folder; shows it under its path."""
    path, flags = spec[0], spec[1:]
    if os.path.isabs(path) or ".." in path.split("/"):
        failures.append(f"sim-file {path}: the path must stay inside the page's scratch folder")
        return ""
    target = os.path.join(page, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w") as f:
        f.write(body + "\n")
    if "hide" in flags:
        return ""
    fence = 'sim' if path.endswith('.sim') else 'swift' if path.endswith('.swift') else 'text'
    return f"`{path}`:\n\n```{fence}\n{body}\n```"


def shell_session(page, body, flags, env, failures):
    """Runs the block's `$ ` lines as a reader would type them; each output is what ran today."""
    shown = []
    for line in body.splitlines():
        if not line.startswith("$ "):
            continue  # a template's outputs are never read: they are always regenerated
        command, expected, keys = line[2:], 0, None
        m = EXIT_COMMENT.search(command)
        if m:
            command, expected = command[:m.start()], int(m.group(1))
        m = KEYS_COMMENT.search(command)
        if m:
            command, keys = command[:m.start()], m.group(1)
        # An interactive command gets a terminal whose echo is off, so the keys typed ahead show
        # only where the program itself prints them; the terminal's \r\n become \n.
        argv = ["script", "-q", "-E", "never", "-ec", command, "/dev/null"] if keys else ["bash", "-c", command]
        p = subprocess.run(argv, cwd=page, env=env, input=keys,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        output = p.stdout.replace("\r\n", "\n").rstrip("\n")
        if p.returncode != expected:
            failures.append(f"`{command}` exited {p.returncode}, expected {expected}:\n{output}")
        if SCRATCH in output:
            failures.append(f"`{command}` printed a temporary path; write the example with relative paths:\n{output}")
        shown.append(f"$ {command}\n" + (output + "\n\n" if output else ""))  # a blank line after an output
    return "" if "hide" in flags else "```text\n" + "".join(shown).rstrip("\n") + "\n```"


_LANGUAGE = None


def language():
    """`simrepl language`: the command table, classes and config settings as JSON, read once."""
    global _LANGUAGE
    if _LANGUAGE is None:
        p = subprocess.run([SIM, "language"], stdout=subprocess.PIPE, text=True, check=True)
        _LANGUAGE = json.loads(p.stdout)
    return _LANGUAGE


def usage(name):
    """The usage lines of `help NAME`, as `simrepl language` gives them."""
    spec = next((c for c in language()["commands"] if c["name"] == name), None)
    if spec is None:
        raise SystemExit(f"docs.py: @@usage {name}@@ names no command of `simrepl language`")
    lines = ["usage: " + spec["usage"][0]] + ["       " + form for form in spec["usage"][1:]]
    return "```text\n" + "\n".join(lines) + "\n```"


def commands():
    """The command names of the command table, in its order."""
    return [c["name"] for c in language()["commands"]]


def config_table():
    """The `config` settings, from the table simrepl reads them from."""
    rows = ["| parameter | default | meaning |", "|---|---|---|"]
    for setting in language()["config"]:
        unit = {"points": " (points)", "events": " (trace events)"}.get(setting["unit"], "")
        shown = f"`{setting['written']}`{unit}"
        rows.append(f"| `{setting['name']}` | {shown} | {setting['meaning']} |")
    return "\n".join(rows)


def script_block(path, flags, failures):
    """A scenario as it is in the repository, and its run, as a reader would type it."""
    with open(os.path.join(ROOT, path)) as f:
        source = f.read().rstrip("\n")
    options = ["--brief"] if "brief" in flags else []
    p = subprocess.run([SIM, "run"] + options + [path], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    expected = expected_exit(flags)
    if p.returncode != expected:
        failures.append(f"{path} exited {p.returncode}, expected {expected}:\n{p.stdout}")
    command = " ".join(["simrepl", "run"] + options + [path])
    fence = "swift" if path.endswith(".swift") else "sim"
    shown = f"```{fence}\n{source}\n```\n\n```text\n$ {command}\n{p.stdout.rstrip()}\n```"
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
        # Run from the repository with the relative path: the page shows paths, and no
        # maintainer's folder belongs in a committed picture.
        subprocess.run([SIM, "run", "--quiet", "--html", page, script], check=True, cwd=ROOT)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--user-data-dir={work}/profile", "--window-size=1280,760", "--virtual-time-budget=2000",
                        f"--screenshot={os.path.join(PICTURES, name)}", f"file://{page}#find={find}"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def sim_example(work, kind, flags, code, failures):
    output, rc = run_example(work, code, kind == "sim-scene", flags)
    expected = expected_exit(flags)
    if rc != expected:
        failures.append(f"an example exited {rc}, expected {expected}:\n{code}\n---\n{output}")
    block = "```sim\n" + code + "\n```\n"
    if "hide" not in flags:
        block += "\n```text\n" + (output or "(no output)") + "\n```"
    if "showexit" in flags:
        block += f"\n\nExit status: {rc}."
    return block


def expand(template, work, page, env, failures, pictures):
    src = re.sub(r"@@usage (\w+)@@", lambda m: usage(m.group(1)), template)
    src = src.replace("@@config-table@@", config_table())
    src = src.replace("@@scene@@", "```sim\n" + SCENE + "```")
    src = PICTURE.sub(lambda m: picture(m.group(1), m.group(2), work, failures, pictures), src)
    src = SCRIPT.sub(lambda m: script_block(m.group(1), m.group(2).split(), failures), src)
    src = FILE.sub(lambda m: file_block(m.group(1)), src)
    out, pos = [], 0
    for m in BLOCK.finditer(src):
        out.append(src[pos:m.start()])
        kind, flags, code = m.group(1), m.group(2).split(), m.group(3)
        pos = m.end()
        if kind == "sim-file":
            out.append(file_step(page, flags, code, failures))
        elif kind == "shell-session":
            out.append(shell_session(page, code, flags, env, failures))
        else:
            out.append(sim_example(work, kind, flags, code, failures))
        if not out[-1]:
            # A hidden step leaves no trace in the page: not even its line break and blank line.
            pos += 2 if src.startswith("\n\n", pos) else 1 if src.startswith("\n", pos) else 0
    out.append(src[pos:])
    return "".join(out)


def main():
    check = "--check" in sys.argv[1:]
    if not os.access(SIM, os.X_OK):
        sys.exit(f"docs.py: {SIM} not found; build first with `swift build`")
    templates = os.path.join(ROOT, "docs", "templates")
    failures, stale, pictures = [], [], {}
    with tempfile.TemporaryDirectory(prefix=SCRATCH) as work:
        with open(os.path.join(work, "scene.sim"), "w") as f:
            f.write(SCENE)
        env = session_env(work)
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
            page = os.path.join(work, "pages", name[:-len(".md.in")])  # the page's story, from an empty folder
            os.makedirs(page)
            known = len(failures)
            text = expand(template, work, page, env, failures, pictures)
            failures[known:] = [f"{name}: {failure}" for failure in failures[known:]]
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
        # The live page (docs/serve.md) at three sizes, taken by the serve checks' browser driver.
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "check-serve.py"), SIM, "--screenshots", PICTURES], check=True)
    for failure in failures:
        print("docs.py: " + failure, file=sys.stderr)
    if stale:
        print(f"docs.py: out of date: {', '.join(stale)}; run `python3 scripts/docs.py`", file=sys.stderr)
    sys.exit(1 if failures or stale else 0)


if __name__ == "__main__":
    main()
