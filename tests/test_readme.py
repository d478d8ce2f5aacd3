"""What a newcomer reads is true: the README and the API's description promise only what
is served, and the README documents every command and option of ``tarmac``."""

import re

import typer.main

from tarmac.cli import app as cli
from tests.conftest import ROOT

README = (ROOT / "README.md").read_text()

# Features of the contract that later issues deliver, and how their routes would show.
NOT_YET = {
    "ticket exchange": "/exchange/execute",
    "check-in": "/api/v1/checkin",
    "webhook": "/outgoing-webhooks",
}


def _section(text: str, start: str, end: str) -> str:
    return text[text.index(start) : text.index(end, text.index(start))]


def test_the_quick_start_is_two_commands():
    quick_start = _section(README, "## Quick start", "## Commands")
    block = re.search(r"```sh\n(.*?)```", quick_start, re.S)
    assert block is not None
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines()]
    assert commands == ["make run", "make test"]


def test_the_readme_documents_every_command_and_option():
    group = typer.main.get_command(cli)
    assert "`tarmac --version`" in README
    for name, command in group.commands.items():  # type: ignore[attr-defined]
        assert f"`tarmac {name}" in README, name
        for parameter in command.params:
            for option in parameter.opts:
                if option.startswith("--") and option != "--help":
                    assert option in README, (name, option)
    assert ".venv/bin/tarmac" in README


async def test_nothing_unserved_is_promised(client):
    document = (await client.get("/openapi.json")).json()
    paths = list(document["paths"])
    description = document["info"]["description"]
    served_today = description[: description.index("Coming")]
    readme_today = _section(README, "**What works today:**", "**Coming")
    readme_coming = _section(README, "**Coming", "## Quick start")
    for feature, marker in NOT_YET.items():
        if any(marker in path for path in paths):
            continue  # served now: the texts may say so (and this list should shrink)
        assert feature not in served_today.lower(), feature
        assert feature in description[len(served_today) :].lower(), feature
        assert feature not in readme_today.lower(), feature
        assert feature in readme_coming.lower(), feature
