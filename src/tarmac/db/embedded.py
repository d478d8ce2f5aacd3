"""The embedded PostgreSQL (``pgserver``: a real PostgreSQL shipped in a wheel), used when
``TARMAC_DATABASE_URL`` is not set, so a fresh machine needs nothing installed."""

import warnings
from pathlib import Path

DATABASE_NAME = "tarmac"
_server = None


def start(home: Path, database: str = DATABASE_NAME, max_connections: int | None = None) -> str:
    """Start (or attach to) the server kept in ``home/pgdata``; return an asyncpg URL.

    ``max_connections``: the connection limit of a server this call creates (the server is
    restarted once, right after ``initdb``, when no one else can be attached; the caller
    serializes starts). A server that exists keeps its own."""
    with warnings.catch_warnings():  # platformdirs warns about XDG_RUNTIME_DIR on servers
        warnings.simplefilter("ignore")
        import pgserver  # imported here: only the embedded path needs it

    home.mkdir(parents=True, exist_ok=True)
    global _server
    pgdata = (home / "pgdata").resolve()
    created = not (pgdata / "PG_VERSION").exists()
    _server = server = pgserver.get_server(str(pgdata), cleanup_mode="stop")
    if created and max_connections is not None:
        server.psql(f"ALTER SYSTEM SET max_connections = {int(max_connections)};")
        server.cleanup()  # its only user: this stops it
        _server = server = pgserver.get_server(str(pgdata), cleanup_mode="stop")
    if not database.replace("_", "").isalnum():
        raise ValueError(f"Unsafe database name {database!r}")
    exists = server.psql(f"SELECT 1 FROM pg_database WHERE datname = '{database}';")  # noqa: S608
    if "(1 row)" not in exists:
        server.psql(f'CREATE DATABASE "{database}";')
    socket_dir = server.get_uri().split("host=", 1)[1]
    return f"postgresql+asyncpg://postgres@/{database}?host={socket_dir}"


def stop() -> None:
    """Stop the embedded server this process started (no-op when there is none)."""
    global _server
    if _server is not None:
        _server.cleanup()
        _server = None
