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
