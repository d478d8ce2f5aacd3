"""The ``tarmac`` command line."""

from typer.testing import CliRunner

from tarmac import cli
from tarmac.auth import tokens
from tarmac.cli import app
from tarmac.config import Settings
from tarmac.demo import foundation
from tests.processes import wait_until_serving

runner = CliRunner()


def test_staff_token_prints_a_verifiable_token_alone_on_the_last_line(monkeypatch, tmp_path):
    monkeypatch.setenv("TARMAC_HOME", str(tmp_path))
    monkeypatch.setenv("TARMAC_TOKEN_SECRET", "cli-secret-" + "z" * 40)
    from tarmac.config import get_settings

    get_settings.cache_clear()
    try:
        result = runner.invoke(app, ["staff-token", "--scopes", "admin,checkin:update"])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 0, result.output
    token = result.output.strip().splitlines()[-1]
    claims = tokens.TokenSigner("cli-secret-" + "z" * 40).verify(token, (tokens.STAFF,))
    assert claims.scopes == {"admin", "checkin:update"}


def test_staff_token_refuses_unknown_scopes_and_lists_the_known_ones(monkeypatch, tmp_path):
    monkeypatch.setenv("TARMAC_HOME", str(tmp_path))
    for scopes in ("admin,checkin", "bookings", " , "):
        result = runner.invoke(app, ["staff-token", "--scopes", scopes])
        assert result.exit_code == 2, (scopes, result.output)
        assert "eyJ" not in result.output  # no token minted
        message = " ".join(result.output.split())  # click wraps the error box
        for known in tokens.STAFF_SCOPES:
            assert known in message, (scopes, known)
    assert "unknown scope(s): checkin." in " ".join(
        runner.invoke(app, ["staff-token", "--scopes", "admin,checkin"]).output.split()
    )


def test_every_scope_a_route_checks_in_a_staff_token_can_be_minted():
    from tarmac.apis import router as apis
    from tarmac.checkin import router as checkin
    from tarmac.flightops import router as flightops
    from tarmac.webhooks import router as webhooks

    checked = {"admin", apis.SCOPE, *checkin.SCOPES, *flightops.SCOPES, *webhooks.SCOPES}
    assert checked == set(tokens.STAFF_SCOPES)


def _help(*args: str) -> str:
    result = runner.invoke(app, [*args, "--help"], prog_name="tarmac", terminal_width=100)
    assert result.exit_code == 0, result.output
    return result.output


def test_help_lists_every_command_on_one_line():
    import typer.main

    listed = _help().split("Commands:\n", 1)[1].splitlines()
    commands = typer.main.get_command(app).commands  # type: ignore[attr-defined]
    assert len(listed) == len(commands)
    for line, name in zip(listed, commands, strict=True):
        words = line.split()
        assert words[0] == name, line
        assert len(words) > 1 and not line.endswith("..."), line  # a whole short help


def test_flags_show_no_value_and_options_show_their_type():
    import re

    import typer.main

    group = typer.main.get_command(app)
    pages = {"": _help()} | {name: _help(name) for name in group.commands}  # type: ignore[attr-defined]
    assert "<bool>" not in "".join(pages.values())
    for page in pages.values():
        assert re.search(r"^  --help\s+Show this message", page, re.M)
    assert re.search(r"^  --version\s+Print the version", pages[""], re.M)
    assert re.search(r"^  --demo\s+Load the demo world", pages["serve"], re.M)
    assert re.search(r"^  --no-worker\s+Do not run", pages["serve"], re.M)
    assert re.search(r"^  --port <int>\s+Port", pages["serve"], re.M)
    assert re.search(r"^  --scopes <str>\s+Comma-separated", pages["staff-token"], re.M)


def test_generated_secret_is_persisted_in_home(monkeypatch, tmp_path):
    monkeypatch.setenv("TARMAC_HOME", str(tmp_path))
    monkeypatch.delenv("TARMAC_TOKEN_SECRET", raising=False)
    from tarmac.config import Settings

    first = Settings().resolved_token_secret()
    assert (tmp_path / "secrets.json").exists()
    assert Settings().resolved_token_secret() == first
    assert len(first) >= 32


def test_live_mode_refuses_to_start_without_a_token_secret(monkeypatch):
    import pytest
    from pydantic import ValidationError

    from tarmac.config import Settings

    monkeypatch.delenv("TARMAC_TOKEN_SECRET", raising=False)
    with pytest.raises(ValidationError, match="TARMAC_TOKEN_SECRET"):
        Settings(mode="live")


def test_version_prints_the_package_version():
    from tarmac import __version__

    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == f"tarmac {__version__}"


def _keys_output(monkeypatch, home, *args: str) -> str:
    monkeypatch.setenv("TARMAC_HOME", str(home))
    monkeypatch.setenv("TARMAC_TOKEN_SECRET", "cli-secret-" + "z" * 40)
    monkeypatch.setenv("TARMAC_MODE", "sandbox")
    from tarmac.config import get_settings

    get_settings.cache_clear()
    try:
        result = runner.invoke(app, ["keys", *args])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 0, result.output
    return result.output


def test_keys_print_the_address_a_running_serve_records(monkeypatch, tmp_path):
    import json
    import os

    # what `tarmac serve --port 9123` records while it runs (this process stands for it)
    (tmp_path / "serving.json").write_text(
        json.dumps({"url": "http://127.0.0.1:9123", "pid": os.getpid()})
    )
    output = _keys_output(monkeypatch, tmp_path)
    assert "The API is served at http://127.0.0.1:9123" in output
    assert "curl -s http://127.0.0.1:9123/api/v1/auth/public/airline/profile" in output
    assert "API reference: http://127.0.0.1:9123/docs" in output
    assert ":8000" not in output
    assert ".venv/bin/tarmac staff-token --scopes admin" in output


def test_keys_export_prints_the_variables_the_guides_read_for_the_served_address(
    monkeypatch, tmp_path
):
    import json
    import os

    (tmp_path / "serving.json").write_text(
        json.dumps({"url": "http://127.0.0.1:9123", "pid": os.getpid()})
    )
    shown = _keys_output(monkeypatch, tmp_path)
    exported = _keys_output(monkeypatch, tmp_path, "--export").splitlines()
    names = [line.split("=", 1)[0] for line in exported]
    assert names == [
        "export TARMAC_URL",
        "export TARMAC_PUBLISHABLE_KEY",
        "export TARMAC_SECRET_KEY",
        "export TARMAC_AGENCY_KEY",
        "export TARMAC_KIOSK_KEY",
    ]
    values = dict(line.removeprefix("export ").split("=", 1) for line in exported)
    assert values["TARMAC_URL"] == "http://127.0.0.1:9123"
    assert values["TARMAC_PUBLISHABLE_KEY"].startswith("pk_test_")
    # the same keys as the full listing prints, each for its own client
    for name in ("TARMAC_SECRET_KEY", "TARMAC_AGENCY_KEY", "TARMAC_KIOSK_KEY"):
        assert values[name].startswith("sk_test_")
        assert f"X-API-Key: {values[name]}" in shown
    assert shown.index(values["TARMAC_AGENCY_KEY"]) < shown.index("Asia Tours")
    assert len({values[n] for n in values}) == len(values)


def test_keys_say_when_nothing_serves(monkeypatch, tmp_path):
    import json
    import subprocess
    import sys

    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    (tmp_path / "serving.json").write_text(
        json.dumps({"url": "http://127.0.0.1:9123", "pid": int(gone.stdout)})
    )
    output = _keys_output(monkeypatch, tmp_path)
    assert "The API is not running" in output
    assert "`.venv/bin/tarmac serve`" in output
    assert ":9123" not in output
    assert "http://127.0.0.1:8000/docs" in output


def test_serve_records_its_port_for_keys_and_forgets_it_on_exit(database_url, tmp_path):
    """A real `tarmac serve --port P`: while it runs `tarmac keys` prints P; after SIGTERM
    the record is gone."""
    import os
    import signal
    import socket
    import subprocess
    import time

    from tests.conftest import ROOT

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    tarmac = str(ROOT / ".venv" / "bin" / "tarmac")
    env = os.environ | {
        "TARMAC_HOME": str(tmp_path),
        "TARMAC_DATABASE_URL": database_url,
        "TARMAC_TOKEN_SECRET": "cli-secret-" + "z" * 40,
        "TARMAC_MODE": "sandbox",
        "TARMAC_NBKR_RATES_URL": "",
    }
    server = subprocess.Popen(
        [tarmac, "serve", "--port", str(port), "--no-worker"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        url = f"http://127.0.0.1:{port}"
        wait_until_serving(server, url, deadline, server.stdout.read, path="/healthz")
        keys = subprocess.run(
            [tarmac, "keys"], env=env, cwd=ROOT, capture_output=True, text=True, check=True
        )
        assert f"The API is served at http://127.0.0.1:{port}" in keys.stdout
        assert f"API reference: http://127.0.0.1:{port}/docs" in keys.stdout
        assert ".venv/bin/tarmac staff-token" in keys.stdout
    finally:
        server.send_signal(signal.SIGTERM)
        output, _ = server.communicate(timeout=30)
    assert f"curl -s http://127.0.0.1:{port}/api/v1/" in output  # serve printed its port too
    assert not (tmp_path / "serving.json").exists()
    after = subprocess.run(
        [tarmac, "keys"], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert "The API is not running" in after.stdout


def test_serve_demo_prints_where_everything_is_above_the_server_logs(database_url, tmp_path):
    """A real `tarmac serve --demo --port P` on an empty database: one block after the load,
    before the server's first log line, with the web app, the reference, the back office,
    the keys and a reference per booking state, all on the port served."""
    import os
    import re
    import signal
    import socket
    import subprocess
    import time

    import httpx

    from tests.conftest import ROOT

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    env = os.environ | {
        "TARMAC_HOME": str(tmp_path),
        "TARMAC_DATABASE_URL": database_url,
        "TARMAC_TOKEN_SECRET": "cli-secret-" + "z" * 40,
        "TARMAC_MODE": "sandbox",
        "TARMAC_NBKR_RATES_URL": "",
    }
    server = subprocess.Popen(
        [str(ROOT / ".venv" / "bin" / "tarmac"), "serve", "--demo", "--port", str(port)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120
        wait_until_serving(server, base, deadline, server.stdout.read, path="/healthz")
        # the web app's key works from the origin served, not only from port 8000
        settings = Settings(token_secret=env["TARMAC_TOKEN_SECRET"], mode="sandbox")
        web = next(spec for spec in foundation.KEYS if spec.key_type == "publishable")
        headers = {
            "X-API-Key": foundation.derive_key(settings, web),
            "X-Client-Id": web.client_id,
            "X-Client-Type": web.client_type,
        }
        airports = f"{base}/api/v1/schedules/airports"
        assert httpx.get(airports, headers={**headers, "Origin": base}).status_code == 200
        elsewhere = httpx.get(airports, headers={**headers, "Origin": "http://127.0.0.1:1"})
        assert elsewhere.status_code == 401, elsewhere.text
    finally:
        server.send_signal(signal.SIGTERM)
        output, _ = server.communicate(timeout=30)
    assert "Applying the database migrations... done (" in output
    start = output.index("Loading the demo world... done (")
    block = output[start : output.rindex("\n", start, output.index('"worker_started"'))]
    assert f"  Web app        {base}/app/\n" in block
    assert f"  API reference  {base}/docs\n" in block
    assert f"  Back office    {base}/api/v1/admin/..." in block
    assert ".venv/bin/tarmac staff-token --scopes admin" in block
    assert f"  SSIM schedule  {base}/api/v1/admin/schedules/ssim" in block
    assert f"  NDC 21.3       {base}/ndc/21.3/AirShopping" in block
    assert "X-Client-Id: silkroad-travel" in block
    assert f"curl -s {base}/api/v1/auth/public/airline/profile" in block
    for label in cli.RECORD_LABELS.values():
        assert re.search(rf"^  {re.escape(label)} +[A-Z0-9]{{6}}", block, re.M), label
    assert "cancelled by the airline" in block
    assert "/deliveries" in block
    assert not [line for line in block.splitlines() if line.startswith("{")]  # no log line


def test_serve_on_a_taken_port_says_so_in_one_line_before_touching_the_database(tmp_path):
    """`tarmac serve --demo` on a port something listens on: one line naming the port and
    another to try, exit 1, and no embedded PostgreSQL started, no migration, no demo, no
    welcome block with keys for a server that never starts."""
    import os
    import socket
    import subprocess

    from tests.conftest import ROOT

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if k != "TARMAC_DATABASE_URL"} | {
            "TARMAC_HOME": str(tmp_path),
            "TARMAC_TOKEN_SECRET": "cli-secret-" + "z" * 40,
            "TARMAC_MODE": "sandbox",
        }
        served = subprocess.run(
            [str(ROOT / ".venv" / "bin" / "tarmac"), "serve", "--demo", "--port", str(port)],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert served.returncode == 1
    assert served.stdout == ""
    lines = served.stderr.strip().splitlines()
    assert len(lines) == 1, served.stderr
    assert f"Cannot serve on 127.0.0.1:{port}: Address already in use" in lines[0]
    assert f"make run PORT={port + 1}" in lines[0]
    assert not (tmp_path / "pgdata").exists()


def _verify(monkeypatch, home, *args: str):
    """``tarmac boarding-pass verify`` with the keys of the sandbox home ``home``."""
    monkeypatch.setenv("TARMAC_HOME", str(home))
    monkeypatch.setenv("TARMAC_MODE", "sandbox")
    monkeypatch.delenv("TARMAC_BOARDING_PASS_KEYS", raising=False)
    from tarmac.config import get_settings

    get_settings.cache_clear()
    try:
        return runner.invoke(app, ["boarding-pass", "verify", *args])
    finally:
        get_settings.cache_clear()


async def test_boarding_pass_verify_prints_the_fields_and_refuses_an_altered_pass(
    monkeypatch, tmp_path, client, db, signer, admin_headers
):
    from tests.checkin.helpers import issued_pass
    from tests.conftest import ROOT

    issued = await issued_pass(client, db, signer, admin_headers)
    home = ROOT / ".tarmac-test"  # the tests' apps are a sandbox of this home
    valid = _verify(monkeypatch, home, issued.bcbp)
    assert valid.exit_code == 0, valid.output
    lines = valid.output.splitlines()
    assert lines[-1] == "valid: signed by key S (current)"
    fields = {label: value.strip() for label, _, value in (x.partition("  ") for x in lines[:-1])}
    assert fields["passenger name"] == "ASANOV/AIBEK"
    assert fields["operating carrier PNR code"] == issued.trip.booking["booking_reference"]
    assert fields["flight number"] == "0101" and fields["seat number"] == "007C"
    assert fields["version number"] == "8"
    assert fields["airline numeric code"] + fields["document form/serial number"] == (
        issued.ticket_number
    )
    assert fields["type of security data (key id)"] == "S"

    altered = _verify(monkeypatch, home, issued.bcbp.replace("007C", "007D", 1))
    assert altered.exit_code == 1, altered.output
    assert altered.output.splitlines()[-1] == (
        "invalid: the signature does not match the data (key S)"
    )
    elsewhere = _verify(monkeypatch, tmp_path, issued.bcbp)  # another home's key S
    assert elsewhere.exit_code == 1 and "does not match" in elsewhere.output
    nonsense = _verify(monkeypatch, home, "not a boarding pass")
    assert nonsense.exit_code == 1
    assert nonsense.output.strip() == "invalid: not a BCBP string: not a one-leg BCBP string (M1)"


async def test_boarding_pass_verify_reads_the_keys_a_deployment_publishes(
    monkeypatch, tmp_path, app, client, db, signer, admin_headers
):
    import asyncio

    from tests.checkin.helpers import issued_pass
    from tests.live import serving

    issued = await issued_pass(client, db, signer, admin_headers)
    async with serving(app) as [base]:
        published = f"{base}/api/v1/checkin/boarding-pass-keys"
        # a home of its own: its generated key signed nothing; the published keys verify
        valid = await asyncio.to_thread(
            _verify, monkeypatch, tmp_path, issued.bcbp, "--keys-url", published
        )
        assert valid.exit_code == 0, valid.output
        assert valid.output.splitlines()[-1] == "valid: signed by key S (current)"
        unreachable = await asyncio.to_thread(
            _verify, monkeypatch, tmp_path, issued.bcbp, "--keys-url", f"{base}/nothing"
        )
        assert unreachable.exit_code == 2, unreachable.output
