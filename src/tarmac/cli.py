"""The ``tarmac`` command: serve, worker, migrate, demo, staff-token, keys, boarding-pass
verify; ``--version``."""

import asyncio
import functools
import json
import os
import signal
import socket
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, timedelta
from pathlib import Path
from typing import Annotated

import typer

from tarmac import __version__
from tarmac.auth.tokens import STAFF_SCOPES
from tarmac.config import Settings, get_settings

# How ``serve`` runs uvicorn. Its proxy headers are off: uvicorn would believe
# X-Forwarded-For from loopback, and the app applies TARMAC_TRUSTED_PROXIES itself.
UVICORN = {
    "loop": "uvloop",
    "access_log": False,
    "log_level": "warning",
    "proxy_headers": False,
    "log_config": None,  # its loggers write through ours (core.logging)
}

app = typer.Typer(
    help="Tarmac airline reservation API",
    no_args_is_help=True,
    add_completion=False,
    # click's plain help: typer's rich panels show every flag with a value type (`--demo
    # <bool>`, even `--help <bool>`) that the flag does not take
    rich_markup_mode=None,
    pretty_exceptions_show_locals=False,  # locals may hold secrets
)


DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
# ``tarmac serve`` writes where it serves into TARMAC_HOME, so that ``keys`` and ``demo``
# print the address really served (its process id tells whether it still runs).
SERVING_FILE = "serving.json"


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"tarmac {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_print_version, is_eager=True, help="Print the version"),
    ] = False,
) -> None:
    """Tarmac airline reservation API"""


def _command() -> str:
    """How this ``tarmac`` was run, to print commands that work: ``.venv/bin/tarmac`` from
    the checkout (``make run``, or ``tarmac`` found on the PATH of an activated venv)."""
    invoked = Path(sys.argv[0])
    if invoked.name != "tarmac":
        return ".venv/bin/tarmac"
    try:
        return str(invoked.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(invoked)


def _base_url(host: str, port: int) -> str:
    shown = {"": DEFAULT_HOST, "0.0.0.0": DEFAULT_HOST, "::": "::1"}.get(host, host)  # noqa: S104
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}"


def _http_protocol(settings: Settings) -> functools.partial:
    """uvicorn's httptools protocol with a cap on headers and a deadline to receive a
    request (``tarmac.core.server``)."""
    from tarmac.core.server import MAX_HEAD_BYTES, LimitedHttpToolsProtocol

    return functools.partial(
        LimitedHttpToolsProtocol,
        max_head_bytes=MAX_HEAD_BYTES,
        receive_timeout=settings.request_receive_timeout_seconds,
    )


def _record_serving(settings: Settings, url: str) -> Path:
    path = settings.home / SERVING_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"url": url, "pid": os.getpid()}))
    return path


def _forget_serving(path: Path) -> None:
    try:
        if json.loads(path.read_text()).get("pid") == os.getpid():
            path.unlink()
    except (OSError, ValueError):
        pass


def _served_url(settings: Settings) -> str | None:
    """The address a running ``tarmac serve`` of this home serves, or None."""
    try:
        record = json.loads((settings.home / SERVING_FILE).read_text())
        url, pid = str(record["url"]), int(record["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    try:
        os.kill(pid, 0)
    except PermissionError:
        return url  # alive, another user's
    except OSError:
        return None
    return url


def _database_url(settings: Settings) -> str:
    from tarmac.db.engine import database_url

    return database_url(settings)


def _migrate(url: str) -> None:
    from tarmac.db.migrate import upgrade

    upgrade(url)


# The libraries whose info lines (each initdb and pg_ctl command, each migration applied)
# ``serve`` replaces with one progress line per step; their warnings still show.
_CHATTY_LOGGERS = ("pgserver", "alembic")


@contextmanager
def _step(label: str) -> Iterator[dict[str, str]]:
    """One progress line for a step that takes seconds: ``label... done (2.1 s)``; the step
    may set the word that ends it (``outcome["done"]``)."""
    import logging

    typer.echo(f"{label}...", nl=False)
    levels = {name: logging.getLogger(name).level for name in _CHATTY_LOGGERS}
    for name in _CHATTY_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
    started = time.monotonic()
    outcome = {"done": "done"}
    try:
        yield outcome
    except BaseException:
        typer.echo(" failed")
        raise
    finally:
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)
    typer.echo(f" {outcome['done']} ({time.monotonic() - started:.1f} s)")


def _port_taken(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (None: it can), bound the way uvicorn binds."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            return error.strerror or str(error)
    return None


async def _load_demo(
    url: str, settings: Settings, base_url: str, only_if_empty: bool
) -> tuple[bool, dict | None]:
    """Load the demo world (into an empty database only, with ``only_if_empty``): its
    reference data, then its records made through the API, as if served at ``base_url``
    (where its webhooks deliver), then the worker's handlers of the events they raised.
    Returns whether it loaded now, and the records a load made, now or before (None: no
    load made any)."""
    import httpx

    from tarmac import demo
    from tarmac.app import create_app
    from tarmac.core.logging import configure
    from tarmac.demo import activity
    from tarmac.worker import Worker, load_tasks

    # the load's requests are not the server's traffic: no request log lines for them
    app = create_app(settings.model_copy(update={"log_level": "WARNING"}), db_url=url)
    sessionmaker = app.state.sessionmaker
    transport = httpx.ASGITransport(app=app)
    try:
        async with sessionmaker() as session, session.begin():
            loading = not only_if_empty or await demo.is_empty(session)
            if loading:
                await demo.load(session, settings)
            if base_url:
                await demo.allow_served_origin(session, settings, base_url)
        async with (
            sessionmaker() as session,
            httpx.AsyncClient(transport=transport, base_url=base_url) as client,
        ):
            if loading and await activity.load(client, session, settings, base_url):
                worker = Worker(sessionmaker, settings, load_tasks(), name="demo")
                while await worker.process_events():
                    pass
            return loading, await activity.records(session)
    finally:
        await app.state.engine.dispose()
        configure(settings.log_level, settings.log_json)


def _print_demo_keys(settings: Settings, base_url: str | None, *, places: bool = True) -> None:
    """The demo keys and commands to try against ``base_url``, the address served (None:
    nothing serves this home now; the commands then name the default address); ``places``:
    also the staff token's command and the API reference (unless printed above already)."""
    from tarmac import demo

    if not settings.is_sandbox:
        typer.echo("Demo keys exist only in sandbox mode.")
        return
    command = _command()
    keys = demo.demo_keys(settings)
    typer.echo("\nDemo API keys (sandbox):")
    for key in keys:
        typer.echo(
            f"  {key.label}\n    X-API-Key: {key.key}\n    X-Client-Id: {key.client_id}"
            f"    X-Client-Type: {key.client_type}"
            + (f"    Origin: {key.origin}" if key.origin else "")
        )
    agency = next(k for k in keys if k.client_type == "agency")
    if base_url is None:
        base_url = _base_url(DEFAULT_HOST, DEFAULT_PORT)
        typer.echo(
            f"\nThe API is not running. Start it with `make run` or `{command} serve`"
            f" (at {base_url} by default; --host and --port change it), then try:"
        )
    else:
        typer.echo(f"\nThe API is served at {base_url}. Try:")
    typer.echo(f"  curl -s {base_url}/api/v1/auth/public/airline/profile")
    day = (date.today() + timedelta(days=7)).isoformat()
    typer.echo(
        f"  curl -s -X POST {base_url}/api/v1/schedules/flights/search "
        f"-H 'X-API-Key: {agency.key}' -H 'X-Client-Id: {agency.client_id}' "
        f"-H 'X-Client-Type: {agency.client_type}' -H 'Content-Type: application/json' "
        f"""-d '{{"origin": "FRU", "destination": "OSS", "departure_date": "{day}", """
        """"include_prices": true, "currency": "KGS"}'"""
    )
    if places:
        typer.echo(f"  staff token for the back office:  {command} staff-token --scopes admin")
        typer.echo(f"  API reference: {base_url}/docs")
    typer.echo("")


# What the demo world's records show, in the order printed.
RECORD_LABELS = {
    "confirmed_card": "confirmed, paid by card",
    "confirmed_wallet": "confirmed, paid from the wallet, seat EMD",
    "awaiting_payment": "awaiting payment (lapses in 15 min)",
    "cancelled": "cancelled before payment",
    "refunded": "cancelled, refunded to the wallet",
    "checked_in": "checked in, boarding pass issued",
    "exchanged": "exchanged",
    "corrected": "passenger name corrected",
    "disrupted": "airline change offered",
    "apis": "on an international flight (APIS)",
}


def _print_welcome(settings: Settings, base_url: str, records: dict | None) -> None:
    """Where everything is, printed once above the server's logs (sandbox)."""
    command = _command()
    rows = [
        ("Web app", f"{base_url}/app/"),
        ("API reference", f"{base_url}/docs"),
        ("Back office", f"{base_url}/api/v1/admin/...  (the admin tags of /docs)"),
        ("", f"its bearer token: {command} staff-token --scopes admin"),
        ("SSIM schedule", f"{base_url}/api/v1/admin/schedules/ssim  (the same token)"),
        ("NDC 21.3", f"{base_url}/ndc/21.3/AirShopping ...  (an agency's key: docs/guides/ndc.md)"),
    ]
    typer.echo(f"\nTarmac (sandbox) is served at {base_url}")
    for label, value in rows:
        typer.echo(f"  {label:<15}{value}")
    _print_demo_keys(settings, base_url, places=False)
    if records:
        _print_records(records)


def _print_records(records: dict) -> None:
    bookings = records["bookings"]
    flight = records["disrupted_flight"]
    typer.echo(
        "The demo world's bookings (references: GET /api/v1/admin/bookings"
        "?booking_reference=..., or the Silk Road key):"
    )
    width = max(len(label) for label in RECORD_LABELS.values()) + 2
    for state, label in RECORD_LABELS.items():
        if state not in bookings:
            continue
        reference = bookings[state]
        if state == "exchanged":
            reference += f" -> {bookings['exchanged_into']}"
        if state == "checked_in":
            reference += (
                "  (its barcode signed: tarmac boarding-pass verify '<bcbp>', keys at "
                "GET /api/v1/checkin/boarding-pass-keys)"
            )
        if state == "disrupted":
            reference += (
                f"  ({flight['flight_number']} {flight['route']} {flight['departure'][:16]}"
                " cancelled by the airline)"
            )
        typer.echo(f"  {label:<{width}}{reference}")
    subscription = records["subscription"]["id"]
    typer.echo(
        f"  {'webhooks delivered':<{width}}GET /api/v1/notifications/outgoing-webhooks/"
        f"{subscription}/deliveries"
    )
    if "ndc_subscription" in records:  # a world loaded before issue 37 has none
        typer.echo(
            f"  {'NDC order changes':<{width}}GET /api/v1/notifications/outgoing-webhooks/"
            f"{records['ndc_subscription']['id']}/deliveries  (OrderChangeNotifRQ)"
        )
    if "apis" in records:  # a world loaded before issue 36 has none
        lists = records["apis"]
        typer.echo(
            f"  {'APIS passenger list':<{width}}GET /api/v1/admin/flights/{lists['flight_id']}"
            f"/apis/{lists['message_id']}  ({lists['flight_number']} FRU-ALA, PAXLST)"
        )
    typer.echo("")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on")] = DEFAULT_HOST,
    port: Annotated[int, typer.Option(help="Port to listen on")] = DEFAULT_PORT,
    demo: Annotated[
        bool, typer.Option("--demo", help="Load the demo world into an empty database")
    ] = False,
    no_worker: Annotated[
        bool, typer.Option("--no-worker", help="Do not run the worker in-process")
    ] = False,
    workers: Annotated[int, typer.Option(help="API processes (needs TARMAC_DATABASE_URL)")] = 1,
) -> None:
    """Serve the API (migrations first; --demo: the demo world).

    Applies the migrations, loads the demo world into an empty database with --demo, and
    serves the API with the worker in-process (--no-worker: without it). In sandbox mode it
    prints where the web app, the API reference and the back office are, the demo keys and
    the demo world's records, above the server's logs."""
    import uvicorn

    from tarmac.core.logging import configure

    settings = get_settings()
    configure(settings.log_level, settings.log_json)
    if workers > 1 and not settings.database_url:
        raise typer.BadParameter("--workers > 1 needs TARMAC_DATABASE_URL")
    url_served = _base_url(host, port)
    taken = _port_taken(host, port)
    if taken:
        running = _served_url(settings)
        who = f" (Tarmac already serves {running})" if running == url_served else ""
        typer.echo(
            f"Cannot serve on {host}:{port}: {taken}{who}. Stop what listens there, or choose "
            f"another port: make run PORT={port + 1}",
            err=True,
        )
        raise typer.Exit(1)
    if settings.database_url:
        url = _database_url(settings)
    else:
        with _step(f"Starting the embedded PostgreSQL in {settings.home}"):
            url = _database_url(settings)
    with _step("Applying the database migrations"):
        _migrate(url)
    if "public_base_url" not in settings.model_fields_set:
        # magic links and payment_url lead to the address served (every API process)
        settings = settings.model_copy(update={"public_base_url": url_served})
        os.environ["TARMAC_PUBLIC_BASE_URL"] = url_served
    records = None
    if demo:
        with _step("Loading the demo world") as step:
            loaded, records = asyncio.run(_load_demo(url, settings, url_served, only_if_empty=True))
            if not loaded:
                step["done"] = "loaded before"
    if settings.is_sandbox:
        _print_welcome(settings, url_served, records)
    serving = _record_serving(settings, url_served)
    if workers > 1:
        try:
            uvicorn.run(
                "tarmac.asgi:app",
                host=host,
                port=port,
                workers=workers,
                http=_http_protocol(settings),
                **UVICORN,
            )
        finally:
            _forget_serving(serving)
        return
    from tarmac.app import create_app
    from tarmac.db import embedded

    # uvicorn re-raises SIGTERM after its graceful shutdown; turn it into SystemExit so the
    # embedded PostgreSQL is stopped below instead of outliving the process.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        uvicorn.run(
            create_app(settings, db_url=url, run_worker=not no_worker),
            host=host,
            port=port,
            http=_http_protocol(settings),
            **UVICORN,
        )
    finally:
        _forget_serving(serving)
        embedded.stop()


@app.command()
def worker() -> None:
    """Run the background worker alone.

    Runs until SIGINT or SIGTERM; several may run at once on one database."""
    from tarmac.core.logging import configure
    from tarmac.db.engine import create_engine, session_factory
    from tarmac.worker import Worker, install_signal_handlers, load_tasks

    settings = get_settings()
    configure(settings.log_level, settings.log_json)
    url = _database_url(settings)
    served = _served_url(settings)
    if "public_base_url" not in settings.model_fields_set and served:
        # the links it e-mails lead where this home's `tarmac serve` serves
        settings = settings.model_copy(update={"public_base_url": served})

    async def main() -> None:
        stop = asyncio.Event()
        install_signal_handlers(stop)
        engine = create_engine(url, pool_size=2)
        try:
            await Worker(session_factory(engine), settings, load_tasks()).run(stop)
        finally:
            await engine.dispose()

    asyncio.run(main())


@app.command()
def migrate() -> None:
    """Apply the database migrations."""
    _migrate(_database_url(get_settings()))
    typer.echo("Database is up to date.")


@app.command("demo")
def load_demo() -> None:
    """Load the demo world (idempotent).

    Migrates, then loads the demo airline, its keys and its bookings into the database;
    running it again changes nothing. Prints the demo keys."""
    settings = get_settings()
    url = _database_url(settings)
    _migrate(url)
    served = _served_url(settings)
    asyncio.run(_load_demo(url, settings, served or settings.public_base_url, only_if_empty=False))
    typer.echo("Loaded the demo world.")
    _print_demo_keys(settings, _served_url(settings))


@app.command(
    "staff-token",
    short_help="Mint a staff bearer token for the back office.",
    help="Mint a staff bearer token, printed alone on the last line. Known scopes: "
    + ", ".join(STAFF_SCOPES)
    + ".",
)
def staff_token(
    scopes: Annotated[
        str, typer.Option(help="Comma-separated scopes, e.g. admin or checkin:update")
    ] = "admin",
    subject: Annotated[str, typer.Option(help="Who the token is for")] = "staff",
    ttl: Annotated[int | None, typer.Option(help="Lifetime in seconds")] = None,
) -> None:
    from tarmac.auth.tokens import TokenSigner

    wanted = {s.strip() for s in scopes.split(",") if s.strip()}
    unknown = sorted(wanted - set(STAFF_SCOPES))
    if unknown or not wanted:
        raise typer.BadParameter(
            ("unknown scope(s): " + ", ".join(unknown) if unknown else "no scope given")
            + ". Known scopes: "
            + ", ".join(STAFF_SCOPES),
            param_hint="--scopes",
        )
    settings = get_settings()
    token = TokenSigner(settings.resolved_token_secret()).staff_token(
        subject, wanted, ttl or settings.staff_token_ttl_seconds
    )
    typer.echo(token)


# The variables the guides in docs/ read, by the demo key they hold.
EXPORTED_KEYS = {
    ("publishable", "consumer_app"): "TARMAC_PUBLISHABLE_KEY",
    ("secret", "consumer_app"): "TARMAC_SECRET_KEY",
    ("secret", "agency"): "TARMAC_AGENCY_KEY",
    ("secret", "kiosk"): "TARMAC_KIOSK_KEY",
}


def _print_exports(settings: Settings, base_url: str | None) -> None:
    from tarmac import demo

    if not settings.is_sandbox:
        raise typer.BadParameter("demo keys exist only in sandbox mode", param_hint="--export")
    typer.echo(f"export TARMAC_URL={base_url or _base_url(DEFAULT_HOST, DEFAULT_PORT)}")
    exported: set[str] = set()
    for key in demo.demo_keys(settings):  # the first key of each kind (Silk Road's agency)
        kind = "publishable" if key.key.startswith("pk_") else "secret"
        name = EXPORTED_KEYS.get((kind, key.client_type))
        if name is not None and name not in exported:
            exported.add(name)
            typer.echo(f"export {name}={key.key}")


@app.command(short_help="Print the sandbox demo keys again.")
def keys(
    export: Annotated[
        bool,
        typer.Option(
            "--export",
            help="Print only shell export lines (TARMAC_URL and the keys the guides use), "
            'for eval "$(tarmac keys --export)"',
        ),
    ] = False,
) -> None:
    """Print the sandbox demo keys again.

    They are derived from the deployment's secret, never stored in clear; the curl lines
    name the address a running `tarmac serve` of this TARMAC_HOME serves."""
    settings = get_settings()
    if export:
        _print_exports(settings, _served_url(settings))
    else:
        _print_demo_keys(settings, _served_url(settings))


boarding_pass = typer.Typer(
    help="Verify a boarding pass from its barcode text.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
app.add_typer(boarding_pass, name="boarding-pass")


@boarding_pass.command("verify")
def verify_boarding_pass(
    text: Annotated[str, typer.Argument(help="The barcode's text (the BCBP string), quoted")],
    keys_url: Annotated[
        str | None,
        typer.Option(
            "--keys-url",
            help="Verify with the keys published there (a deployment's "
            "/api/v1/checkin/boarding-pass-keys) instead of this configuration's keys",
        ),
    ] = None,
) -> None:
    """Print a boarding pass's fields and whether its signature is valid.

    Decodes the barcode's text field by field (IATA BCBP version 8), then checks its
    ECDSA signature with the key it names: this deployment's keys (TARMAC_BOARDING_PASS_KEYS,
    or the sandbox's in TARMAC_HOME), or those published at --keys-url. Exits 1 when the
    pass is not valid."""
    from tarmac.core import bcbp

    if keys_url:
        import httpx

        try:
            answer = httpx.get(keys_url, timeout=15, follow_redirects=True)
            answer.raise_for_status()
            keys = bcbp.KeyRing.from_jwks(answer.json())
        except (httpx.HTTPError, ValueError, KeyError, TypeError) as exc:
            typer.echo(f"Cannot read the keys at {keys_url}: {exc}", err=True)
            raise typer.Exit(2) from exc
    else:
        keys = bcbp.KeyRing.from_pems(get_settings().resolved_boarding_pass_keys())
    verdict = keys.verify(text.rstrip("\r\n"))
    if verdict.parsed is not None:
        width = max(len(label) for label in bcbp.LABELS.values())
        for label, value in bcbp.describe(verdict.parsed):
            typer.echo(f"{label:<{width}}  {value}")
    if verdict.valid:
        typer.echo(f"valid: signed by key {verdict.kid} ({verdict.key_status})")
        return
    named = f" (key {verdict.kid})" if verdict.kid else ""
    typer.echo(f"invalid: {verdict.reason}{named}")
    raise typer.Exit(1)


if __name__ == "__main__":
    app()
