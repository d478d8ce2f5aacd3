"""The ``tarmac`` command: serve, worker, migrate, demo, staff-token, keys."""

import asyncio
import signal
import sys
from datetime import date, timedelta
from typing import Annotated

import typer

from tarmac.config import Settings, get_settings

# How ``serve`` runs uvicorn. Its proxy headers are off: uvicorn would believe
# X-Forwarded-For from loopback, and the app applies TARMAC_TRUSTED_PROXIES itself.
UVICORN = {
    "loop": "uvloop",
    "http": "httptools",
    "access_log": False,
    "log_level": "warning",
    "proxy_headers": False,
    "log_config": None,  # its loggers write through ours (core.logging)
}

app = typer.Typer(
    help="Tarmac airline reservation API",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,  # locals may hold secrets
)


def _database_url(settings: Settings) -> str:
    from tarmac.db.engine import database_url

    return database_url(settings)


def _migrate(url: str) -> None:
    from tarmac.db.migrate import upgrade

    upgrade(url)


async def _load_demo(url: str, settings: Settings, only_if_empty: bool) -> bool:
    from tarmac import demo
    from tarmac.db.engine import create_engine, session_factory

    engine = create_engine(url, pool_size=1)
    try:
        async with session_factory(engine)() as session, session.begin():
            if only_if_empty and not await demo.is_empty(session):
                return False
            await demo.load(session, settings)
            return True
    finally:
        await engine.dispose()


def _print_demo_keys(settings: Settings, base_url: str) -> None:
    from tarmac import demo

    if not settings.is_sandbox:
        typer.echo("Demo keys exist only in sandbox mode.")
        return
    keys = demo.demo_keys(settings)
    typer.echo("\nDemo API keys (sandbox):")
    for key in keys:
        typer.echo(
            f"  {key.label}\n    X-API-Key: {key.key}\n    X-Client-Id: {key.client_id}"
            f"    X-Client-Type: {key.client_type}"
            + (f"    Origin: {key.origin}" if key.origin else "")
        )
    agency = next(k for k in keys if k.client_type == "agency")
    typer.echo("\nTry:")
    typer.echo(f"  curl -s {base_url}/api/v1/auth/public/airline/profile")
    day = (date.today() + timedelta(days=7)).isoformat()
    typer.echo(
        f"  curl -s -X POST {base_url}/api/v1/schedules/flights/search "
        f"-H 'X-API-Key: {agency.key}' -H 'X-Client-Id: {agency.client_id}' "
        f"-H 'X-Client-Type: {agency.client_type}' -H 'Content-Type: application/json' "
        f"""-d '{{"origin": "FRU", "destination": "OSS", "departure_date": "{day}", """
        """"include_prices": true, "currency": "KGS"}'"""
    )
    typer.echo("  staff token for the back office:  tarmac staff-token --scopes admin")
    typer.echo(f"  API reference: {base_url}/docs\n")


@app.command()
def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    demo: Annotated[
        bool, typer.Option("--demo", help="Load the demo world into an empty database")
    ] = False,
    no_worker: Annotated[
        bool, typer.Option("--no-worker", help="Do not run the worker in-process")
    ] = False,
    workers: Annotated[int, typer.Option(help="API processes (needs TARMAC_DATABASE_URL)")] = 1,
) -> None:
    """Migrate, optionally load the demo world, and serve the API."""
    import uvicorn

    from tarmac.core.logging import configure

    settings = get_settings()
    configure(settings.log_level, settings.log_json)
    url = _database_url(settings)
    _migrate(url)
    if demo and asyncio.run(_load_demo(url, settings, only_if_empty=True)):
        typer.echo("Loaded the demo world.")
    if settings.is_sandbox:
        _print_demo_keys(settings, f"http://{host}:{port}")
    if workers > 1:
        if not settings.database_url:
            raise typer.BadParameter("--workers > 1 needs TARMAC_DATABASE_URL")
        uvicorn.run("tarmac.asgi:app", host=host, port=port, workers=workers, **UVICORN)
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
            **UVICORN,
        )
    finally:
        embedded.stop()


@app.command()
def worker() -> None:
    """Run the background worker until SIGINT or SIGTERM (several may run at once)."""
    from tarmac.core.logging import configure
    from tarmac.db.engine import create_engine, session_factory
    from tarmac.worker import Worker, install_signal_handlers, load_tasks

    settings = get_settings()
    configure(settings.log_level, settings.log_json)
    url = _database_url(settings)

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
    """Load the demo world (idempotent: running it twice changes nothing)."""
    settings = get_settings()
    url = _database_url(settings)
    _migrate(url)
    asyncio.run(_load_demo(url, settings, only_if_empty=False))
    typer.echo("Demo world loaded.")
    _print_demo_keys(settings, "http://127.0.0.1:8000")


@app.command("staff-token")
def staff_token(
    scopes: Annotated[str, typer.Option(help="Comma-separated scopes, e.g. admin")] = "admin",
    subject: Annotated[str, typer.Option(help="Who the token is for")] = "staff",
    ttl: Annotated[int | None, typer.Option(help="Lifetime in seconds")] = None,
) -> None:
    """Mint a staff bearer token; the token is printed alone on the last line."""
    from tarmac.auth.tokens import TokenSigner

    settings = get_settings()
    wanted = {s.strip() for s in scopes.split(",") if s.strip()}
    token = TokenSigner(settings.resolved_token_secret()).staff_token(
        subject, wanted, ttl or settings.staff_token_ttl_seconds
    )
    typer.echo(token)


@app.command()
def keys() -> None:
    """Print the sandbox demo keys again (they are derived, never stored in clear)."""
    _print_demo_keys(get_settings(), "http://127.0.0.1:8000")


if __name__ == "__main__":
    app()
