"""mypy against a recorded baseline that only shrinks (run by `make lint`).

`check` fails on a type error that mypy-baseline.txt does not list, and on one it lists that
no longer occurs, so that the file is rewritten (`make typecheck-baseline`, that is `rewrite`)
and the count goes down for good. An error is matched on its file, error code and message,
never its line, so code that moves inside a file keeps its entry; the file lists an error once
per occurrence, so counts are matched too. Notes (mypy's hints under an error) are not kept.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "mypy-baseline.txt"
REWRITE = "make typecheck-baseline"
HEADER = (
    "# Type errors mypy reports today, one line per occurrence: file: [code] message (no line\n"
    "# numbers). `make lint` fails on an error not listed here and on a listed one that is gone;\n"
    f"# `{REWRITE}` rewrites this file. It only shrinks: fix errors, never add them.\n"
)
# a line number inside a message ("defined on line 12") moves with the code like the error's own
LINE_IN_MESSAGE = re.compile(r"\bline \d+")


def run_mypy() -> tuple[Counter[str], dict[str, list[str]]]:
    """The errors as baseline lines with their count, and where each occurs (file:line)."""
    os.chdir(ROOT)  # mypy reads its settings from pyproject.toml there
    stdout, stderr, status = api.run(["--output", "json"])
    if status not in (0, 1) or stderr.strip():
        sys.stderr.write(stdout + stderr)
        sys.exit(f"mypy did not run to the end (exit status {status})")
    found: Counter[str] = Counter()
    where: dict[str, list[str]] = {}
    for raw in stdout.splitlines():
        if not raw.startswith("{"):
            continue
        error = json.loads(raw)
        if error["severity"] != "error":
            continue
        message = LINE_IN_MESSAGE.sub("line N", " ".join(error["message"].split()))
        key = f"{error['file']}: [{error['code']}] {message}"
        found[key] += 1
        where.setdefault(key, []).append(f"{error['file']}:{error['line']}")
    return found, where


def read_baseline() -> Counter[str]:
    if not BASELINE.exists():
        return Counter()
    lines = BASELINE.read_text(encoding="utf-8").splitlines()
    return Counter(line for line in lines if line and not line.startswith("#"))


def by_room(errors: Counter[str]) -> str:
    rooms: Counter[str] = Counter()
    for key, count in errors.items():
        parts = key.split(":", 1)[0].removeprefix("src/tarmac/").split("/")
        rooms[parts[0].removesuffix(".py")] += count
    return ", ".join(f"{room} {count}" for room, count in sorted(rooms.items()))


def check() -> int:
    found, where = run_mypy()
    recorded = read_baseline()
    new = found - recorded
    gone = recorded - found
    for key, count in sorted(new.items()):
        # every place it occurs: which of them is new cannot be told without line numbers
        print(f"new type error ({count} more than recorded): {key}")
        print("    at " + ", ".join(where[key]))
    for key, count in sorted(gone.items()):
        print(f"fixed, still in {BASELINE.name} ({count}x): {key}")
    if new:
        print(f"{sum(new.values())} type error(s) not in {BASELINE.name}: fix them.")
    if gone:
        print(
            f"{sum(gone.values())} error(s) in {BASELINE.name} no longer occur: "
            f"run `{REWRITE}` and commit {BASELINE.name} (it only shrinks)."
        )
    if new or gone:
        return 1
    print(f"mypy: {sum(found.values())} known errors ({BASELINE.name}), no new one")
    return 0


def rewrite() -> int:
    found, _ = run_mypy()
    recorded = read_baseline()
    lines = sorted(found.elements())
    BASELINE.write_text(HEADER + "".join(f"{line}\n" for line in lines), encoding="utf-8")
    added, removed = sum((found - recorded).values()), sum((recorded - found).values())
    print(f"{BASELINE.name}: {len(lines)} errors (+{added} -{removed}); by room: {by_room(found)}")
    return 0


if __name__ == "__main__":
    commands = {"check": check, "rewrite": rewrite}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        sys.exit(f"usage: {sys.argv[0]} check|rewrite")
    sys.exit(commands[sys.argv[1]]())
