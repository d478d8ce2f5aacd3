"""The ``tarmac`` command line."""

from typer.testing import CliRunner

from tarmac.auth import tokens
from tarmac.cli import app

runner = CliRunner()


def test_staff_token_prints_a_verifiable_token_alone_on_the_last_line(monkeypatch, tmp_path):
    monkeypatch.setenv("TARMAC_HOME", str(tmp_path))
    monkeypatch.setenv("TARMAC_TOKEN_SECRET", "cli-secret-" + "z" * 40)
    from tarmac.config import get_settings

    get_settings.cache_clear()
    try:
        result = runner.invoke(app, ["staff-token", "--scopes", "admin,checkin"])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 0, result.output
    token = result.output.strip().splitlines()[-1]
    claims = tokens.TokenSigner("cli-secret-" + "z" * 40).verify(token, (tokens.STAFF,))
    assert claims.scopes == {"admin", "checkin"}


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


def _keys_output(monkeypatch, home) -> str:
    monkeypatch.setenv("TARMAC_HOME", str(home))
    monkeypatch.setenv("TARMAC_TOKEN_SECRET", "cli-secret-" + "z" * 40)
    monkeypatch.setenv("TARMAC_MODE", "sandbox")
    from tarmac.config import get_settings

    get_settings.cache_clear()
    try:
        result = runner.invoke(app, ["keys"])
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

    import httpx

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
        while True:
            assert server.poll() is None, server.stdout.read()
            assert time.monotonic() < deadline, "serve did not start"
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
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
