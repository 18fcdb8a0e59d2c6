#!/usr/bin/env python3
"""Runs a GitHub Actions workflow's steps on this machine, in this checkout, so that the workflow
the docs show is one that works (scripts/check-workflow.sh runs it in every test run).

  run-workflow.py WORKFLOW.yml --artifacts DIR [--var NAME=VALUE]...

What it does with each step, for every job and every combination of its matrix, in order:
  run: COMMANDS             run with bash -eo pipefail here, CI=true, the job's env: set, and
                            ${{ matrix.KEY }}, ${{ strategy.job-index }}, ${{ strategy.job-total }}
                            and ${{ vars.NAME }} (given with --var) filled in; a line a step
                            appends to $GITHUB_PATH is on PATH for the steps after it
  uses: actions/checkout    nothing: this checkout stands for it (CI's is a fresh clone)
  uses: actions/upload-artifact
                            the files `path` matches (globs, ** included) copied into
                            DIR/NAME/, keeping their paths
  if: always() | failure() | success()   as GitHub decides them (success() when there is none)
Anything else (another action, an expression it does not know) is an error: a step it cannot run
must not pass silently. `container:` and `runs-on:` are ignored: the steps run on this machine.
Exits 0 when every job succeeded, 1 when one failed, 2 on a workflow it cannot run.
"""
import glob, itertools, os, re, shutil, subprocess, sys

import yaml  # PyYAML, from the virtual environment scripts/check-workflow.sh makes


class Unsupported(Exception):
    pass


def fill(text, matrix, context=None):
    """${{ … }} filled in: `matrix` holds the job's matrix values, `context` the others
    (strategy.job-index, strategy.job-total, vars.NAME)."""
    context = context or {}
    def value(match):
        expression = match.group(1).strip()
        key = re.fullmatch(r"matrix\.([A-Za-z0-9_-]+)", expression)
        if key and key.group(1) in matrix:
            return str(matrix[key.group(1)])
        if expression in context:
            return str(context[expression])
        raise Unsupported("unknown expression ${{ %s }}" % expression)
    return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))


def should_run(step, failed):
    condition = str(step.get("if", "success()")).strip()
    if condition == "always()":
        return True
    if condition == "failure()":
        return failed
    if condition == "success()":
        return not failed
    raise Unsupported("unknown condition if: %s" % condition)


def upload(step, matrix, artifacts):
    options = step.get("with") or {}
    name = fill(options.get("name", "artifact"), matrix)
    patterns = [fill(p, matrix) for p in str(options.get("path", "")).split("\n") if p.strip()]
    files = sorted({f for p in patterns for f in glob.glob(p, recursive=True)
                    if os.path.isfile(f) and not f.startswith(".build")})
    if not files:
        print("  upload %s: no files matched %s" % (name, patterns))
        return
    for f in files:
        target = os.path.join(artifacts, name, f)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(f, target)
    print("  upload %s: %d file%s -> %s" % (name, len(files), "" if len(files) == 1 else "s", os.path.join(artifacts, name)))


def run_job(name, job, matrix, context, artifacts):
    label = name + ("" if not matrix else " (%s)" % ", ".join("%s=%s" % kv for kv in matrix.items()))
    print("job %s" % label)
    failed = False
    job_env = {k: fill(v, matrix, context) for k, v in (job.get("env") or {}).items()}
    github_path = os.path.join(artifacts, ".github-path-%s" % re.sub(r"[^A-Za-z0-9]+", "-", label))
    open(github_path, "w").close()
    for step in job.get("steps", []):
        title = step.get("name") or step.get("uses") or str(step.get("run", "")).split("\n")[0]
        title = fill(title, matrix, context)
        if not should_run(step, failed):
            print("  skip: %s" % title)
            continue
        uses = step.get("uses")
        if uses is None:
            print("  run: %s" % title)
            with open(github_path) as f:
                added = [line.strip() for line in f if line.strip()]
            env = dict(os.environ, CI="true", GITHUB_ACTIONS="true", GITHUB_PATH=github_path, **job_env)
            # GitHub puts what earlier steps appended to $GITHUB_PATH first, the latest first.
            env["PATH"] = os.pathsep.join(list(reversed(added)) + [env.get("PATH", "")])
            result = subprocess.run(["bash", "-eo", "pipefail", "-c", fill(step["run"], matrix, context)], env=env)
            if result.returncode != 0:
                print("  failed (exit %d): %s" % (result.returncode, title))
                failed = True
        elif uses.startswith("actions/checkout@"):
            print("  checkout: this checkout stands for it")
        elif uses.startswith("actions/upload-artifact@"):
            upload(step, matrix, artifacts)
        else:
            raise Unsupported("a step uses %s, which this runner cannot run" % uses)
    os.remove(github_path)
    print("job %s: %s" % (label, "failed" if failed else "succeeded"))
    return not failed


def main():
    args = sys.argv[1:]
    if len(args) < 3 or args[1] != "--artifacts" or len(args[3:]) % 2 or any(a != "--var" for a in args[3::2]):
        raise SystemExit(__doc__)
    variables = {}
    for assignment in args[4::2]:
        name, _, value = assignment.partition("=")
        variables["vars." + name] = value
    with open(args[0]) as f:
        workflow = yaml.safe_load(f)
    artifacts = os.path.abspath(args[2])
    os.makedirs(artifacts, exist_ok=True)
    ok = True
    try:
        for name, job in (workflow.get("jobs") or {}).items():
            axes = ((job.get("strategy") or {}).get("matrix") or {})
            keys = list(axes)
            combinations = list(itertools.product(*(axes[k] for k in keys))) if keys else [()]
            for index, values in enumerate(combinations):
                context = dict(variables, **{"strategy.job-index": index, "strategy.job-total": len(combinations)})
                ok = run_job(name, job, dict(zip(keys, values)), context, artifacts) and ok
    except Unsupported as problem:
        print("run-workflow: %s" % problem, file=sys.stderr)
        sys.exit(2)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
