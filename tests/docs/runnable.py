"""The runnable blocks of a guide: a fenced code block right after an HTML comment
``<!-- run: NAME -->`` belongs to the program NAME of its page. A program's blocks run
together, in the page's order, as one script, as a reader pastes them into one terminal
(``sh``: bash; ``python``: the venv's Python; ``js``: node). Blocks without the comment are
for reading only (output, partial snippets).

Placeholders are environment variables, read by the blocks themselves (``$TARMAC_URL``,
``os.environ["TARMAC_URL"]``, ``process.env.TARMAC_URL``), so the text a reader copies is the
text the tests run (``SANDBOX_VARIABLES``)."""

import re
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import ROOT

DOCS = ROOT / "docs"
# the environment of a reader who ran `make run` and exported what it printed
SANDBOX_VARIABLES = (
    "TARMAC_URL",
    "TARMAC_PUBLISHABLE_KEY",
    "TARMAC_SECRET_KEY",
    "TARMAC_AGENCY_KEY",
    "TARMAC_KIOSK_KEY",
    "TARMAC_STAFF_TOKEN",
)

_BLOCK = re.compile(r"<!-- run: ([\w.-]+) -->\n```(\w+)\n(.*?)^```", re.S | re.M)


@dataclass(frozen=True)
class Block:
    program: str
    language: str
    code: str


def blocks(page: Path) -> list[Block]:
    return [Block(*match.groups()) for match in _BLOCK.finditer(page.read_text())]


def program(page: Path, name: str) -> tuple[str, str]:
    """(language, code) of the program ``name`` of ``page``: its blocks joined in order."""
    found = [block for block in blocks(page) if block.program == name]
    assert found, f"{page.name} has no block marked <!-- run: {name} -->"
    languages = {block.language for block in found}
    assert len(languages) == 1, f"{page.name}: {name} mixes {languages}"
    return found[0].language, "\n".join(block.code for block in found)
