"""Deployment settings, read from the environment (prefix ``TARMAC_``).

Secrets that are not given are generated once and kept in ``TARMAC_HOME/secrets.json`` so a
sandbox survives restarts; a live deployment must be given them explicitly.
"""

import json
import secrets
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TARMAC_", extra="ignore")

    # deployment
    mode: Literal["sandbox", "live"] = "sandbox"
    home: Path = Path(".tarmac")
    log_level: str = "INFO"
    log_json: bool = True

    # database: unset means the embedded PostgreSQL kept in ``home``
    database_url: str | None = None
    database_pool_size: int = 10

    # rate limits: ``memory://`` or ``redis://host:port/db``
    rate_limit_storage: str = "memory://"
    # scales every limit; only for load benchmarks, which would otherwise measure 429s
    rate_limit_multiplier: int = Field(default=1, ge=1, le=100_000)

    # tokens
    token_secret: str | None = Field(default=None, min_length=32)
    staff_token_ttl_seconds: int = 8 * 3600
    passenger_token_ttl_seconds: int = 900
    magic_link_ttl_seconds: int = 24 * 3600

    # national bank exchange-rate feed (XML of rates against KGS); empty disables fetching
    nbkr_rates_url: str = "https://www.nbkr.kg/XML/daily.xml"
    nbkr_fetch_interval_seconds: int = 3600

    # worker
    worker_poll_seconds: float = 1.0
    worker_batch_size: int = 50

    @model_validator(mode="after")
    def _live_needs_real_secrets(self) -> "Settings":
        if self.mode == "live" and not self.token_secret:
            raise ValueError(
                "TARMAC_TOKEN_SECRET (at least 32 characters) is required in live mode"
            )
        return self

    @property
    def is_sandbox(self) -> bool:
        return self.mode == "sandbox"

    @property
    def key_mode(self) -> Literal["test", "live"]:
        """The key prefix part (``sk_test_`` / ``sk_live_``) this deployment accepts."""
        return "test" if self.is_sandbox else "live"

    def resolved_token_secret(self) -> str:
        return self.token_secret or _home_secrets(self.home)["token_secret"]


def _home_secrets(home: Path) -> dict[str, str]:
    """Secrets generated on first use and persisted under the home directory (sandbox only)."""
    path = home / "secrets.json"
    if path.exists():
        return json.loads(path.read_text())
    home.mkdir(parents=True, exist_ok=True)
    data = {"token_secret": secrets.token_urlsafe(48)}
    path.write_text(json.dumps(data))
    path.chmod(0o600)
    return data


@lru_cache
def get_settings() -> Settings:
    return Settings()
