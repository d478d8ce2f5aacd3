"""A streaming standby of a running PostgreSQL server, made with ``pg_basebackup -R`` by
the binaries of the server's own major version (the embedded server's wheel, or the
machine's ``/usr/lib/postgresql/<major>/bin``): the read replica of the tests
(``tests/db/test_replica.py``) and of the benchmark (``bench/scale_run.py --replica``).
Not used by a deployment, whose replica its operator runs.

The standby lives in a directory of its own under the system's temporary directory (its
data, its Unix socket, its log; no TCP port), with no replication slot (so a standby
removed leaves nothing on the primary that keeps its WAL), and is run by the user who owns
the primary's data directory when this process is root (PostgreSQL refuses root).
``stop`` stops it and deletes the directory.
"""

import asyncio
import os
import pwd
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy.engine import make_url

# what a hot standby must have at least as much of as its primary
HOT_STANDBY_SETTINGS = (
    "max_connections",
    "max_worker_processes",
    "max_wal_senders",
    "max_prepared_transactions",
    "max_locks_per_transaction",
)
PORT = 5432  # the socket's name (its directory is the standby's own)


class CannotStream(Exception):
    """The server cannot feed a standby (no WAL senders, ``wal_level`` minimal, no
    replication right, refused by ``pg_hba.conf``, no binaries of its version)."""


@dataclass
class Server:
    """What a standby needs to know of its primary."""

    major: int
    data_directory: str | None
    settings: dict[str, str]


@dataclass
class Standby:
    root: Path  # data/, the socket, the log
    bin_dir: Path
    user: str  # the database user of the primary's URL
    uid: int | None  # the system user running it, when not this process's
    options: list[str]

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def log(self) -> Path:
        return self.root / "log"

    def url(self, database: str) -> str:
        """The asyncpg URL of ``database`` on the standby."""
        return f"postgresql+asyncpg://{self.user}@/{database}?host={self.root}&port={PORT}"

    def dsn(self, database: str) -> str:
        return self.url(database).replace("postgresql+asyncpg://", "postgresql://", 1)

    def start(self) -> None:
        """Start the server (``pg_ctl -w``: it returns once the standby takes connections)."""
        _run(
            self.uid,
            self.bin_dir / "pg_ctl",
            "-D",
            self.data,
            "-l",
            self.log,
            "-w",
            "-t",
            "60",
            "-o",
            " ".join(self.options),
            "start",
        )

    def halt(self) -> None:
        """Stop the server at once (it can be started again)."""
        _run(
            self.uid,
            self.bin_dir / "pg_ctl",
            "-D",
            self.data,
            "-m",
            "immediate",
            "-w",
            "stop",
            check=False,
        )

    def stop(self) -> None:
        """Stop the server and delete its directory."""
        if self.data.exists():
            self.halt()
        shutil.rmtree(self.root, ignore_errors=True)

    def log_tail(self, lines: int = 20) -> str:
        try:
            return "\n".join(self.log.read_text().splitlines()[-lines:])
        except OSError:
            return ""


async def server_of(primary_dsn: str) -> Server:
    """The primary's version and settings; ``CannotStream`` when it cannot feed a standby."""
    connection = await asyncpg.connect(primary_dsn)
    try:
        version = int(await connection.fetchval("SELECT current_setting('server_version_num')"))
        rows = await connection.fetch(
            "SELECT name, setting FROM pg_settings WHERE name = ANY($1::text[])",
            [*HOT_STANDBY_SETTINGS, "wal_level"],
        )
        allowed = await connection.fetchval(
            "SELECT rolreplication OR rolsuper FROM pg_roles WHERE rolname = current_user"
        )
        try:
            data_directory = await connection.fetchval("SELECT current_setting('data_directory')")
        except asyncpg.InsufficientPrivilegeError:
            data_directory = None
    finally:
        await connection.close()
    settings = {row["name"]: row["setting"] for row in rows}
    if settings.pop("wal_level") == "minimal":
        raise CannotStream("wal_level is minimal")
    if int(settings["max_wal_senders"]) == 0:
        raise CannotStream("max_wal_senders is 0")
    if not allowed:
        raise CannotStream("the user has no REPLICATION right")
    return Server(version // 10000, data_directory, settings)


def binaries(major: int) -> Path:
    """A directory with ``pg_basebackup``, ``pg_ctl`` and ``postgres`` of PostgreSQL
    ``major``: the embedded server's, the machine's, or those on ``PATH``."""
    candidates = []
    try:
        from pgserver._commands import POSTGRES_BIN_PATH  # the embedded server's wheel

        candidates.append(Path(POSTGRES_BIN_PATH))
    except ImportError:
        pass
    candidates.append(Path(f"/usr/lib/postgresql/{major}/bin"))
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(Path(on_path).parent)
    for bin_dir in candidates:
        if all((bin_dir / name).exists() for name in ("pg_basebackup", "pg_ctl", "postgres")):
            found = _run(None, bin_dir / "postgres", "--version", check=False)
            if re.search(rf"\) {major}\.", found) or re.search(rf"\) {major}[a-z]", found):
                return bin_dir
    raise CannotStream(f"no pg_basebackup and postgres of PostgreSQL {major} on this machine")


def _conninfo(url: str) -> tuple[str, str]:
    """A libpq connection string for the server of ``url`` (an SQLAlchemy or libpq URL) and
    its user."""
    parsed = make_url(url)
    host = parsed.query.get("host") or parsed.host or "localhost"
    if isinstance(host, tuple):
        host = host[0]
    parts = {"host": host, "port": parsed.port or PORT, "user": parsed.username or "postgres"}
    if parsed.password:
        parts["password"] = parsed.password
    info = " ".join(f"{name}='{value}'" for name, value in parts.items())
    return info, str(parts["user"])


def libpq_url(url: str) -> str:
    return url.replace("postgresql+asyncpg://", "postgresql://", 1)


def _uid(data_directory: str | None) -> int | None:
    """The user to run the standby as: none (this process's) unless this is root, then the
    owner of the primary's data directory (else ``postgres``, else ``pgserver``)."""
    if os.geteuid() != 0:
        return None
    if data_directory and os.path.exists(data_directory):
        owner = os.stat(data_directory).st_uid
        if owner != 0:
            return owner
    for name in ("postgres", "pgserver"):
        try:
            return pwd.getpwnam(name).pw_uid
        except KeyError:
            continue
    raise CannotStream("running as root, and no user to run a standby as")


def _run(uid: int | None, *command: Any, check: bool = True) -> str:
    """Run a PostgreSQL program; its output goes to files (a pipe inherited by a server
    that ``pg_ctl`` starts would never close)."""
    with tempfile.TemporaryFile("w+") as out:
        result = subprocess.run(  # noqa: S603  (PostgreSQL's programs, our arguments)
            [str(part) for part in command],
            stdout=out,
            stderr=subprocess.STDOUT,
            user=uid,
            check=False,
            timeout=300,
            cwd="/",
        )
        out.seek(0)
        output = out.read()
    if check and result.returncode != 0:
        raise CannotStream(f"{Path(str(command[0])).name} failed: {output.strip()[-2000:]}")
    return output


def make(primary_url: str, *, bin_dir: Path | None = None) -> Standby:
    """A standby of the server of ``primary_url``, started and taking read-only
    connections; ``CannotStream`` when the server cannot feed one (nothing is left)."""
    server = asyncio.run(server_of(libpq_url(primary_url)))
    bin_dir = bin_dir or binaries(server.major)
    uid = _uid(server.data_directory)
    info, user = _conninfo(primary_url)
    root = Path(tempfile.mkdtemp(prefix="tarmac-standby-", dir="/tmp"))
    if uid is not None:
        os.chown(root, uid, -1)
    options = [
        '-h ""',
        f"-k {root}",
        f"-p {PORT}",
        "-c hot_standby=on",
        *(f"-c {name}={value}" for name, value in server.settings.items()),
    ]
    standby = Standby(root, bin_dir, user, uid, options)
    try:
        # -R: the standby's primary_conninfo; -N: no fsync (a throwaway copy)
        backup = ("-D", standby.data, "-R", "-X", "stream", "-c", "fast", "-N")
        _run(uid, bin_dir / "pg_basebackup", "-d", info, *backup)
        for name, text in (
            ("postgresql.conf", ""),
            ("pg_hba.conf", "local all all trust\n"),
            ("pg_ident.conf", ""),
        ):  # a server whose configuration lives elsewhere (Debian's /etc/postgresql)
            path = standby.data / name
            if not path.exists():
                path.write_text(text)
                if uid is not None:
                    os.chown(path, uid, -1)
        standby.start()
    except BaseException as error:
        log = standby.log_tail()
        standby.stop()
        if isinstance(error, CannotStream) and log:
            raise CannotStream(f"{error}\n{log}") from error
        raise
    return standby


async def replayed(standby_dsn: str, primary_dsn: str, within: float = 30.0) -> None:
    """Wait until the standby has replayed what the primary holds now."""
    primary = await asyncpg.connect(primary_dsn)
    try:
        target = await primary.fetchval("SELECT pg_current_wal_lsn()::text")
    finally:
        await primary.close()
    connection = await asyncpg.connect(standby_dsn)
    try:
        deadline = asyncio.get_running_loop().time() + within
        while not await connection.fetchval(
            "SELECT pg_last_wal_replay_lsn() >= $1::text::pg_lsn", target
        ):
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"the standby has not replayed up to {target}")
            await asyncio.sleep(0.01)
    finally:
        await connection.close()
