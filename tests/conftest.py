"""Test harness: a real PostgreSQL (``TARMAC_DATABASE_URL`` if set, else the embedded
server), a database built by the migrations once per run, and every table emptied after
each test (``empty_every_table``). Each test gets a fresh app and an HTTP client bound to
it."""

import asyncio
import fcntl
import functools
import inspect
import os
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, create_async_engine

from tarmac.app import create_app
from tarmac.auth import keys
from tarmac.auth.tokens import TokenSigner
from tarmac.cache import generations
from tarmac.config import Settings
from tarmac.core import clock
from tarmac.db import embedded
from tarmac.db.engine import to_asyncpg_url
from tarmac.db.migrate import upgrade
from tarmac.tables import metadata

ROOT = Path(__file__).resolve().parent.parent
TOKEN_SECRET = "test-secret-" + "x" * 40

# Tests whose outcome depends on the servers they run against (PostgreSQL's locks and
# version, Redis counters, separate API processes), marked ``backends``: CI runs them a
# second time on the machine's PostgreSQL and Redis. Besides these modules, every test that
# takes a second app (``app_factory``) or the database URL itself (real processes) is one.
BACKEND_MODULES = {
    "tests.bookings.test_concurrency",
    "tests.bookings.test_drafts_concurrency",
    "tests.bookings.test_processes",
    "tests.cache.test_invalidation",
    "tests.core.test_rate_limits",
    "tests.db.test_idempotency",
    "tests.db.test_migrations",
    "tests.db.test_replica",
    "tests.events.test_outbox_and_worker",
    "tests.payments.test_wallet_concurrency",
    "tests.test_suite",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        function = getattr(item, "function", None)
        arguments = set(inspect.signature(function).parameters) if function else set()
        if item.module.__name__ in BACKEND_MODULES or {"app_factory", "database_url"} & arguments:
            item.add_marker(pytest.mark.backends)


# The connection limit of the suite's embedded server when the suite creates it (a clean
# checkout, as in CI): each app may open 64 (a pool of 32 and as many overflow), and a
# fifty-request race beside the guides' and the web app's real servers on the other worker
# passed PostgreSQL's default of 100 (a 503 `service_unavailable` in the race's answers).
MAX_CONNECTIONS = 300


def _server_url() -> str:
    """URL of a maintenance database on the server the tests use."""
    configured = os.environ.get("TARMAC_DATABASE_URL")
    if configured:
        return to_asyncpg_url(configured)
    home = ROOT / ".tarmac-test"
    home.mkdir(exist_ok=True)
    # one worker at a time: the first, on a new server, restarts it with its connection limit
    with open(home / "server.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return embedded.start(home, database="postgres", max_connections=MAX_CONNECTIONS)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _with_database(url: str, name: str) -> str:
    head, _, query = url.partition("?")
    base = head.rsplit("/", 1)[0]
    return f"{base}/{name}" + (f"?{query}" if query else "")


async def _admin(url: str, statement: str) -> None:
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    async with engine.connect() as connection:
        await connection.execute(text(statement))
    await engine.dispose()


@pytest.fixture(scope="session")
def database_url() -> str:
    server = _server_url()
    name = f"tarmac_test_{uuid.uuid4().hex[:10]}"
    asyncio.run(_admin(server, f'CREATE DATABASE "{name}"'))
    url = _with_database(server, name)
    upgrade(url)
    yield url
    asyncio.run(_admin(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


LIVE_LINK_TEMPLATE = "https://airline.example/trip/{booking_id}?token={access_token}"


def make_settings(**overrides) -> Settings:
    values = {
        "mode": "sandbox",
        "home": ROOT / ".tarmac-test",
        "token_secret": TOKEN_SECRET,
        "rate_limit_storage": "memory://",
        "nbkr_rates_url": "",
        "log_json": True,
        "log_level": "INFO",
    }
    values.update(overrides)
    if values["mode"] == "live":  # required there: the airline's page a traveller's link opens
        values.setdefault("traveller_link_template", LIVE_LINK_TEMPLATE)
        # and the key that signs boarding passes: the sandbox's, generated into the home
        if "boarding_pass_keys" not in values:
            Settings(home=values["home"]).resolved_boarding_pass_keys()
            values["boarding_pass_keys"] = f"S={Path(values['home']) / 'boarding-pass-key.pem'}"
    return Settings(**values)


@pytest.fixture
async def app_factory(database_url: str) -> AsyncIterator[Callable]:
    """Build extra apps (a second instance, live mode) on the test database."""
    apps = []

    def build(**overrides):
        app = create_app(make_settings(**overrides), db_url=database_url)
        apps.append(app)
        return app

    yield build
    for app in apps:
        await app.state.engine.dispose()


@pytest.fixture
async def app(database_url: str):
    app = create_app(make_settings(), db_url=database_url)
    yield app
    await app.state.engine.dispose()


@pytest.fixture(scope="session")
def openapi_document(database_url: str) -> dict:
    """The OpenAPI document of the test apps (all built by ``make_settings()``, so all
    document the same operations), generated once per worker: a generation costs about a
    second. Tests read it and never change it; those about serving it ask ``/openapi.json``."""
    return create_app(make_settings(), db_url=database_url).openapi()


def client_for(app) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test")


@pytest.fixture
async def client(app) -> AsyncIterator[httpx.AsyncClient]:
    async with client_for(app) as c:
        yield c


@pytest.fixture
async def db(app) -> AsyncIterator[AsyncSession]:
    async with app.state.sessionmaker() as session:
        yield session


@pytest.fixture
def signer() -> TokenSigner:
    return TokenSigner(TOKEN_SECRET)


@pytest.fixture
def admin_headers(signer: TokenSigner) -> dict[str, str]:
    return {"Authorization": f"Bearer {signer.staff_token('tester', {'admin'}, 3600)}"}


@functools.cache
def _cleanup_statement() -> str:
    """One statement (one round trip) that empties every table of the models and restarts
    every sequence a test moved, as ``TRUNCATE ... RESTART IDENTITY`` did at a tenth of the
    cost on nearly empty tables. It runs as a replica session, so no trigger fires: neither
    the foreign keys' (the order does not matter) nor one that refuses DELETE (the wallet
    ledger is append-only)."""
    tables = ", ".join(f"'{table.name}'" for table in reversed(metadata.sorted_tables))
    return f"""
DO $clean$
DECLARE
    name text;
BEGIN
    PERFORM set_config('session_replication_role', 'replica', true);
    FOREACH name IN ARRAY ARRAY[{tables}]::text[] LOOP
        EXECUTE format('DELETE FROM %I', name);
    END LOOP;
    FOR name IN
        SELECT format('%I.%I', schemaname, sequencename) FROM pg_sequences
        WHERE last_value IS NOT NULL
    LOOP
        EXECUTE format('ALTER SEQUENCE %s RESTART', name);
    END LOOP;
END
$clean$"""


@pytest.fixture(scope="session")
async def _cleanup_engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_async_engine(database_url, pool_size=1, max_overflow=0)
    yield engine
    await engine.dispose()


async def empty_every_table(engine: AsyncEngine) -> None:
    async with engine.begin() as connection:
        await connection.exec_driver_sql(_cleanup_statement())


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """Tests marked ``backends`` open many connections at once (fifty requests over two
    apps, real API and worker processes): two of them side by side on the two workers could
    pass the server's connections (a 500 from ``TooManyConnectionsError``). Across workers
    they take turns, on a file lock; other tests run beside them. The turn is taken around
    the whole test, outside its time limit (pytest-timeout's timer starts inside): a test
    waiting for several of the other worker's turns must not spend its limit before it
    starts (tests/test_suite.py checks the order)."""
    if item.get_closest_marker("backends") is None:
        return (yield)
    home = ROOT / ".tarmac-test"
    home.mkdir(exist_ok=True)
    with open(home / "backends.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return (yield)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(autouse=True)
async def _clean_state(_cleanup_engine: AsyncEngine):
    yield
    clock.reset()
    keys.clear_cache()
    generations.everything_changed()
    await empty_every_table(_cleanup_engine)
