"""The guides' sandbox: a real ``tarmac serve --demo`` process (the API, the in-process worker
and the demo world, as ``make run`` starts them) on a database of its own, shared by every
guide test of the session, and the programs of a page run against it as a reader runs them:
bash with real curl and jq, the venv's Python, Node."""

import asyncio
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tarmac import demo
from tarmac.auth.tokens import TokenSigner
from tests.conftest import ROOT, TOKEN_SECRET, _admin, _server_url, _with_database, make_settings
from tests.docs.runnable import DOCS, program
from tests.processes import wait_until_serving

START_TIMEOUT = 180.0  # the demo world's load and start-up (tests.processes)
RUN_TIMEOUT = 60.0
# the demo keys by the variable a guide reads them from
KEY_VARIABLES = {
    "tarmac-web": "TARMAC_PUBLISHABLE_KEY",
    "tarmac-web-backend": "TARMAC_SECRET_KEY",
    "silkroad-travel": "TARMAC_AGENCY_KEY",
    "fru-kiosk-01": "TARMAC_KIOSK_KEY",
}


@dataclass(frozen=True)
class Sandbox:
    url: str
    variables: dict[str, str]

    def run(self, page: str, name: str, cwd: Path, *, env=None, timeout=RUN_TIMEOUT) -> str:
        """Run the program ``name`` of ``docs/<page>`` in ``cwd`` to its end; its output. It
        must exit 0."""
        finished = self.start(page, name, cwd, env=env, stdout=subprocess.PIPE)
        try:
            out, _ = finished.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            finished.kill()
            out, _ = finished.communicate()
            pytest.fail(f"{page} {name} did not finish in {timeout} s:\n{out}")
        assert finished.returncode == 0, f"{page} {name} exited {finished.returncode}:\n{out}"
        return out

    def start(self, page: str, name: str, cwd: Path, *, env=None, stdout=None) -> subprocess.Popen:
        """Start the program ``name`` of ``docs/<page>`` in ``cwd`` (a receiver keeps running)."""
        language, code = program(DOCS / page, name)
        suffix = {"sh": ".sh", "python": ".py", "js": ".mjs"}[language]
        script = cwd / f"{name}{suffix}"
        script.write_text(code)
        command = {
            "sh": ["bash", "-euo", "pipefail", str(script)],
            "python": [sys.executable, str(script)],
            "js": [node(), str(script)],
        }[language]
        return subprocess.Popen(
            command,
            # the tools a reader installs (openapi-python-client) are the venv's
            env=os.environ
            | {"PATH": f"{ROOT / '.venv' / 'bin'}:{os.environ.get('PATH', '')}"}
            | self.variables
            | (env or {}),
            cwd=cwd,
            stdout=stdout,
            stderr=subprocess.STDOUT,
            text=True,
        )


def node() -> str:
    """Node for the JavaScript receivers: skips on a developer's machine without it, fails
    in CI (``.ci/run`` installs Debian's nodejs package), as the browser tests do."""
    path = shutil.which("node")
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("node is missing: .ci/run installs Debian's nodejs package")
        pytest.skip("needs node (apt-get install nodejs); CI has it")
    return path


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Sandbox]:
    server = _server_url()
    database = f"tarmac_docs_{uuid.uuid4().hex[:10]}"
    asyncio.run(_admin(server, f'CREATE DATABASE "{database}"'))
    home = tmp_path_factory.mktemp("sandbox")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = os.environ | {
        "TARMAC_HOME": str(home),
        "TARMAC_DATABASE_URL": _with_database(server, database),
        "TARMAC_DATABASE_POOL_SIZE": "4",
        "TARMAC_TOKEN_SECRET": TOKEN_SECRET,
        "TARMAC_MODE": "sandbox",
        "TARMAC_NBKR_RATES_URL": "",
        "TARMAC_LOG_LEVEL": "WARNING",
        "TARMAC_WORKER_POLL_SECONDS": "0.2",
    }
    log = (home / "serve.log").open("w")
    process = subprocess.Popen(
        [str(ROOT / ".venv" / "bin" / "tarmac"), "serve", "--demo", "--port", str(port)],
        env=env,
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + START_TIMEOUT
        wait_until_serving(process, url, deadline, (home / "serve.log").read_text)
        settings = make_settings(home=home)
        variables = {
            KEY_VARIABLES[key.client_id]: key.key
            for key in demo.demo_keys(settings)
            if key.client_id in KEY_VARIABLES
        }
        variables["TARMAC_URL"] = url
        variables["TARMAC_STAFF_TOKEN"] = TokenSigner(TOKEN_SECRET).staff_token(
            "guides", {"admin"}, 3600
        )
        yield Sandbox(url, variables)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
        asyncio.run(_admin(server, f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
