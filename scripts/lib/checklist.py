"""The checks of a check script, each printed as it is made (`ok` or `FAILED` and why), and the
summary that ends the script: exit status 1 naming every failed check."""
import sys

failures = []


def check(name, ok, detail=""):
    print(("ok     " if ok else "FAILED ") + name + ("" if ok or not detail else ": " + str(detail)[:500]))
    if not ok:
        failures.append(name)


def finish(tool):
    if failures:
        print("%s: %d failed: %s" % (tool, len(failures), "; ".join(failures)))
        sys.exit(1)
    print("%s: all passed" % tool)
