"""Deployment settings, read from the environment (prefix ``TARMAC_``).

Secrets that are not given are generated once and kept in ``TARMAC_HOME/secrets.json`` so a
sandbox survives restarts; a live deployment must be given them explicitly.
"""

import json
import os
import secrets
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from tarmac.core.bcbp import KEY_ID, generate_pem

# the id of the boarding pass key a sandbox generates into its home when none is configured
SANDBOX_PASS_KEY_ID = "S"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TARMAC_", extra="ignore")

    # deployment
    mode: Literal["sandbox", "live"] = "sandbox"
    home: Path = Path(".tarmac")
    log_level: str = "INFO"
    log_json: bool = True

    # database: unset means the embedded PostgreSQL kept in ``home``
    database_url: str | None = None
    # connections kept per process: about the requests it serves at once, so that a busy
    # process does not open and close connections beyond the pool
    database_pool_size: int = 32
    # a read replica (a streaming standby of that database): searches, seat maps and price
    # lists read there while it is at most ``database_replica_max_lag_seconds`` behind
    # (measured every ``database_replica_probe_seconds``), else on the primary; sales never
    # (docs/operations.md). Unset: every read on the primary
    database_replica_url: str | None = None
    database_replica_max_lag_seconds: float = Field(default=1.0, gt=0)
    database_replica_probe_seconds: float = Field(default=0.2, gt=0)

    # what each API process may keep of search answers' segments (``cache.reads``), in MiB
    search_segments_mb: float = Field(default=128, gt=0)

    # addresses (or CIDR networks), comma-separated, of the reverse proxies whose
    # X-Forwarded-For / X-Forwarded-Proto name the client; none by default, so that no
    # client can pick the address its limits are counted for
    trusted_proxies: str = ""

    # rate limits: ``memory://`` or ``redis://host:port/db``
    rate_limit_storage: str = "memory://"
    # scales every limit; only for load benchmarks, which would otherwise measure 429s
    rate_limit_multiplier: int = Field(default=1, ge=1, le=100_000)

    # tokens
    token_secret: str | None = Field(default=None, min_length=32)
    staff_token_ttl_seconds: int = 8 * 3600
    passenger_token_ttl_seconds: int = 900
    magic_link_ttl_seconds: int = 24 * 3600

    # where travellers reach this deployment: the links sent by e-mail (magic links) and the
    # payment_url of a booking are built on it (scheme, host, optional port and path prefix).
    # Unset, ``tarmac serve`` uses the address it serves (and ``tarmac worker`` that one)
    public_base_url: str = "http://127.0.0.1:8000"
    # the page a traveller's link opens (the magic link in every e-mail about a booking): a
    # URL of the airline's own site with ``{booking_id}`` and ``{access_token}``, e.g.
    # ``https://airline.example/trip/{booking_id}?token={access_token}``. Required in live
    # mode; unset in a sandbox, the links open the web app's trip page on public_base_url
    traveller_link_template: str = ""

    # national bank exchange-rate feed (XML of rates against KGS); empty disables fetching
    nbkr_rates_url: str = "https://www.nbkr.kg/XML/daily.xml"
    nbkr_fetch_interval_seconds: int = 3600

    # worker
    worker_poll_seconds: float = 1.0
    worker_batch_size: int = 50
    # a request must arrive whole (headers and body) this long after its first byte: a
    # client whose request stops arriving does not keep its connection (tarmac.core.server)
    request_receive_timeout_seconds: float = Field(default=30.0, gt=0)

    # passenger accounts: a refresh token lives this long from its issue (each refresh issues
    # a new one, so a session ends after this long without use)
    passenger_refresh_ttl_days: int = Field(default=30, ge=1, le=365)

    # outgoing e-mail: ``smtp://[user:password@]host[:port]`` (plain), ``smtp+starttls://``
    # (STARTTLS required) or ``smtps://`` (implicit TLS); empty: e-mails are only logged
    smtp_url: str = ""
    smtp_timeout_seconds: float = Field(default=15.0, gt=0)
    mail_from: str = "Tarmac <no-reply@tarmac.example>"

    # outgoing SMS: ``log`` (sandbox: logged, never sent) or ``http`` (the JSON gateway API
    # described in ``tarmac.messaging.sms``)
    sms_provider: Literal["log", "http"] = "log"
    sms_http_url: str = ""
    sms_http_token: str = ""
    sms_sender: str = "Tarmac"
    sms_timeout_seconds: float = Field(default=10.0, gt=0)
    messages_batch_size: int = Field(default=20, ge=1, le=500)

    # payments: ``sandbox`` (the built-in hosted page with test cards; the default in sandbox
    # mode, refused in live mode) or ``stripe`` (Stripe's PaymentIntents: the client's card
    # form with ``client_secret``; Stripe calls the webhook; ``docs/payments.md``). A live
    # deployment without one takes wallet and external payments only.
    payment_provider: Literal["sandbox", "stripe"] | None = None
    stripe_secret_key: str = ""
    stripe_publishable_key: str = ""
    stripe_webhook_secret: str = ""
    # Stripe's API; another URL only for a Stripe-compatible server (tests: localstripe)
    stripe_api_base: str = "https://api.stripe.com"
    payment_timeout_seconds: float = Field(default=20.0, gt=0)

    # push notifications: ``sandbox`` (nothing leaves the machine; the back office lists what
    # was sent, per push token; the default in sandbox mode, refused in live mode), ``fcm``
    # (Firebase Cloud Messaging's HTTP v1 API with a service account) or ``none``
    push_provider: Literal["sandbox", "fcm", "none"] | None = None
    # the service account's JSON key: a file, or its contents (the contents win)
    fcm_service_account_file: Path | None = None
    fcm_service_account_json: str = ""
    # the Firebase project; empty: the service account's ``project_id``
    fcm_project_id: str = ""
    # FCM's API and the OAuth token endpoint; other URLs only for a server that answers like
    # them (tests). Empty token URI: the service account's ``token_uri``
    fcm_api_base: str = "https://fcm.googleapis.com"
    fcm_token_uri: str = ""
    push_timeout_seconds: float = Field(default=10.0, gt=0)
    push_batch_size: int = Field(default=50, ge=1, le=500)

    # the ECDSA P-256 keys that sign boarding passes (docs/boarding-pass.md): ``ID=path``
    # items, comma-separated, each a PEM file; the first signs (a private key), the others
    # are retired keys (a private or public key) still published so that the passes they
    # signed verify. An id is one character, 0-9 or A-Z (the pass names it). Required in
    # live mode; unset in a sandbox, key ``S`` is generated into ``home`` once
    boarding_pass_keys: str = ""

    @field_validator("public_base_url")
    @classmethod
    def _base_url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        if not value.startswith(("http://", "https://")) or "?" in value or "#" in value:
            raise ValueError(
                "TARMAC_PUBLIC_BASE_URL must be an http:// or https:// URL without query"
            )
        return value

    @field_validator("traveller_link_template")
    @classmethod
    def _link_template(cls, value: str) -> str:
        value = value.strip()
        if not value:
            return value
        try:
            value.format(booking_id="b", access_token="t")
        except (KeyError, IndexError, ValueError) as exc:
            raise ValueError(
                "TARMAC_TRAVELLER_LINK_TEMPLATE may name only {booking_id} and {access_token}"
            ) from exc
        if not value.startswith(("http://", "https://")) or "{access_token}" not in value:
            raise ValueError(
                "TARMAC_TRAVELLER_LINK_TEMPLATE must be an http:// or https:// URL with "
                "{access_token} (and usually {booking_id})"
            )
        return value

    @field_validator("boarding_pass_keys")
    @classmethod
    def _pass_keys(cls, value: str) -> str:
        value = value.strip()
        if value:
            _key_files(value)
        return value

    @model_validator(mode="after")
    def _live_needs_real_secrets(self) -> "Settings":
        if self.mode == "live" and not self.token_secret:
            raise ValueError(
                "TARMAC_TOKEN_SECRET (at least 32 characters) is required in live mode"
            )
        if self.mode == "live" and not self.traveller_link_template:
            raise ValueError(
                "TARMAC_TRAVELLER_LINK_TEMPLATE (the airline's page a traveller's link opens, "
                "with {booking_id} and {access_token}) is required in live mode"
            )
        if self.mode == "live" and not self.boarding_pass_keys:
            raise ValueError(
                "TARMAC_BOARDING_PASS_KEYS (ID=path of the PEM key that signs boarding passes) "
                "is required in live mode"
            )
        return self

    @model_validator(mode="after")
    def _replica_is_usable(self) -> "Settings":
        if self.database_replica_probe_seconds >= self.database_replica_max_lag_seconds:
            raise ValueError(
                "TARMAC_DATABASE_REPLICA_PROBE_SECONDS must be shorter than "
                "TARMAC_DATABASE_REPLICA_MAX_LAG_SECONDS: the lag is measured that often"
            )
        return self

    @model_validator(mode="after")
    def _messaging_is_usable(self) -> "Settings":
        if self.smtp_url and not self.smtp_url.startswith(
            ("smtp://", "smtp+starttls://", "smtps://")
        ):
            raise ValueError(
                "TARMAC_SMTP_URL must start with smtp://, smtp+starttls:// or smtps://"
            )
        if self.sms_provider == "http" and not self.sms_http_url:
            raise ValueError("TARMAC_SMS_HTTP_URL is required when TARMAC_SMS_PROVIDER=http")
        return self

    @model_validator(mode="after")
    def _payments_are_usable(self) -> "Settings":
        if self.mode == "live" and self.payment_provider == "sandbox":
            raise ValueError(
                "The sandbox payment provider takes no money: set TARMAC_PAYMENT_PROVIDER=stripe "
                "in live mode"
            )
        if self.resolved_payment_provider == "stripe" and not (
            self.stripe_secret_key and self.stripe_publishable_key and self.stripe_webhook_secret
        ):
            raise ValueError(
                "TARMAC_PAYMENT_PROVIDER=stripe needs TARMAC_STRIPE_SECRET_KEY, "
                "TARMAC_STRIPE_PUBLISHABLE_KEY and TARMAC_STRIPE_WEBHOOK_SECRET"
            )
        return self

    @model_validator(mode="after")
    def _push_is_usable(self) -> "Settings":
        if self.mode == "live" and self.push_provider == "sandbox":
            raise ValueError(
                "The sandbox push provider sends nothing: set TARMAC_PUSH_PROVIDER=fcm or none "
                "in live mode"
            )
        if self.push_provider == "fcm" and not (
            self.fcm_service_account_json or self.fcm_service_account_file
        ):
            raise ValueError(
                "TARMAC_PUSH_PROVIDER=fcm needs TARMAC_FCM_SERVICE_ACCOUNT_FILE or "
                "TARMAC_FCM_SERVICE_ACCOUNT_JSON"
            )
        return self

    @property
    def resolved_push_provider(self) -> Literal["sandbox", "fcm", "none"]:
        if self.push_provider is None:
            return "sandbox" if self.mode == "sandbox" else "none"
        return self.push_provider

    @property
    def resolved_payment_provider(self) -> Literal["sandbox", "stripe"] | None:
        if self.payment_provider is None and self.mode == "sandbox":
            return "sandbox"
        return self.payment_provider

    @property
    def is_sandbox(self) -> bool:
        return self.mode == "sandbox"

    @property
    def key_mode(self) -> Literal["test", "live"]:
        """The key prefix part (``sk_test_`` / ``sk_live_``) this deployment accepts."""
        return "test" if self.is_sandbox else "live"

    def resolved_token_secret(self) -> str:
        return self.token_secret or _home_secrets(self.home)["token_secret"]

    def resolved_boarding_pass_keys(self) -> list[tuple[str, bytes]]:
        """(id, PEM) of each boarding pass key, the signer first: the configured files, or
        the sandbox's key generated once into ``home``."""
        if not self.boarding_pass_keys:
            return [(SANDBOX_PASS_KEY_ID, _home_pass_key(self.home))]
        keys: list[tuple[str, bytes]] = []
        for kid, path in _key_files(self.boarding_pass_keys):
            try:
                keys.append((kid, path.read_bytes()))
            except OSError as exc:
                raise ValueError(
                    f"TARMAC_BOARDING_PASS_KEYS: cannot read key {kid} at {path}: {exc.strerror}"
                ) from exc
        return keys


def _home_secrets(home: Path) -> dict[str, str]:
    """Secrets generated on first use and persisted under the home directory (sandbox only)."""
    path = home / "secrets.json"
    if path.exists():
        stored: dict[str, str] = json.loads(path.read_text())
        return stored
    home.mkdir(parents=True, exist_ok=True)
    data = {"token_secret": secrets.token_urlsafe(48)}
    path.write_text(json.dumps(data))
    path.chmod(0o600)
    return data


def _key_files(value: str) -> list[tuple[str, Path]]:
    files: list[tuple[str, Path]] = []
    for item in value.split(","):
        kid, equals, path = item.strip().partition("=")
        if not equals or not KEY_ID.match(kid.strip()) or not path.strip():
            raise ValueError(
                "TARMAC_BOARDING_PASS_KEYS is ID=path items, comma-separated, each id one "
                f"character 0-9 or A-Z: {item.strip()!r}"
            )
        files.append((kid.strip(), Path(path.strip())))
    if len({kid for kid, _ in files}) != len(files):
        raise ValueError("TARMAC_BOARDING_PASS_KEYS names a key id twice")
    return files


def _home_pass_key(home: Path) -> bytes:
    """The sandbox's boarding pass key, generated on first use into the home directory;
    of two processes generating it at once, the first one written is kept by both."""
    path = home / "boarding-pass-key.pem"
    if not path.exists():
        home.mkdir(parents=True, exist_ok=True)
        draft = home / f".boarding-pass-key.{os.getpid()}.{secrets.token_hex(4)}"
        draft.write_bytes(generate_pem())
        draft.chmod(0o600)
        try:
            os.link(draft, path)
        except FileExistsError:
            pass
        finally:
            draft.unlink()
    return path.read_bytes()


@lru_cache
def get_settings() -> Settings:
    return Settings()
