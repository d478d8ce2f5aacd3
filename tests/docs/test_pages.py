"""The guides hold together: every runnable program of a page is run by a test, and every
relative link of the guides and the README leads to a file (and heading) that exists."""

import re

from tests.conftest import ROOT
from tests.docs.runnable import DOCS, blocks

# (page, program) run by tests/docs: a program added to a page needs its test
RUN_BY_TESTS = {
    ("getting-started.md", "curl"),
    ("getting-started.md", "python"),
    ("webhooks.md", "subscribe"),
    ("webhooks.md", "python-receiver"),
    ("webhooks.md", "node-receiver"),
    ("webhooks.md", "catch-up"),
    ("generated-client.md", "generate"),
    ("generated-client.md", "use"),
    ("guides/agency-backend.md", "agency"),
    ("guides/web-and-mobile-app.md", "web"),
    ("guides/consumer-backend.md", "external"),
    ("guides/kiosk.md", "kiosk"),
    ("guides/ndc.md", "ndc"),
}
_LINK = re.compile(r"\]\(([^)\s]+)\)")


def _pages():
    return [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted(DOCS.rglob("*.md"))]


def _anchors(page) -> set[str]:
    headings = re.findall(r"^#+ (.+)$", page.read_text(), re.M)
    return {re.sub(r"[^\w\- ]", "", h).strip().lower().replace(" ", "-") for h in headings}


def test_every_runnable_program_is_run_by_a_test():
    found = {
        (str(page.relative_to(DOCS)), block.program)
        for page in DOCS.rglob("*.md")
        for block in blocks(page)
    }
    assert found == RUN_BY_TESTS


def test_every_relative_link_of_the_guides_leads_somewhere():
    for page in _pages():
        for target in _LINK.findall(page.read_text()):
            if re.match(r"[a-z]+:", target):
                continue  # http(s), mailto
            path, _, anchor = target.partition("#")
            linked = (page.parent / path).resolve() if path else page
            assert linked.exists(), f"{page.relative_to(ROOT)}: {target}"
            if anchor and linked.suffix == ".md":
                assert anchor in _anchors(linked), f"{page.relative_to(ROOT)}: {target}"
