"""The suite itself: every test starts on empty tables whatever a test wrote (even to a table
whose trigger refuses DELETE, as the wallet ledger's does), and a hung test fails instead of
holding CI."""

import subprocess
import sys

from sqlalchemy import text

from tarmac.tables import metadata
from tests import conftest
from tests.bookings.helpers import booked
from tests.conftest import ROOT, empty_every_table
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.pricing.world import build_world

TABLES = text(
    "SELECT table_schema, table_name FROM information_schema.tables "
    "WHERE table_type = 'BASE TABLE' AND table_schema NOT LIKE 'pg\\_%' "
    "AND table_schema <> 'information_schema'"
)
REFUSE = """
CREATE FUNCTION test_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'append-only'; END $$"""


async def rows_by_table(connection) -> dict[str, int]:
    tables = (await connection.execute(TABLES)).all()
    return {
        name: await connection.scalar(text(f'SELECT count(*) FROM "{schema}"."{name}"'))
        for schema, name in tables
    }


async def test_every_table_of_the_database_is_a_table_the_cleanup_empties(_cleanup_engine):
    async with _cleanup_engine.connect() as connection:
        tables = set(await rows_by_table(connection))
    assert tables - {"alembic_version"} == {table.name for table in metadata.sorted_tables}


async def test_the_cleanup_empties_every_table_even_those_whose_triggers_refuse_delete(
    _cleanup_engine, client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await booked(client, key, world)
    await top_up(client, admin_headers, partner.id, "100.00")
    names = [table.name for table in metadata.sorted_tables]
    async with _cleanup_engine.begin() as connection:
        filled = {name for name, rows in (await rows_by_table(connection)).items() if rows}
        await connection.execute(text(REFUSE))
        for name in names:
            await connection.execute(
                text(
                    f'CREATE TRIGGER test_refuse BEFORE UPDATE OR DELETE ON "{name}" '
                    "FOR EACH ROW EXECUTE FUNCTION test_refuse_change()"
                )
            )
    assert len(filled) >= 20, filled  # the booking touched tables of many rooms
    assert {"bookings", "wallet_transactions"} <= filled
    try:
        await empty_every_table(_cleanup_engine)
        async with _cleanup_engine.connect() as connection:
            left = {name: rows for name, rows in (await rows_by_table(connection)).items() if rows}
            used = await connection.scalar(
                text("SELECT count(*) FROM pg_sequences WHERE last_value IS NOT NULL")
            )
    finally:
        async with _cleanup_engine.begin() as connection:
            for name in names:
                await connection.execute(text(f'DROP TRIGGER test_refuse ON "{name}"'))
            await connection.execute(text("DROP FUNCTION test_refuse_change()"))
    assert left == {"alembic_version": 1}
    assert used == 0  # every sequence restarts, as TRUNCATE ... RESTART IDENTITY did


def test_every_test_has_a_time_limit(request):
    assert request.config.pluginmanager.hasplugin("timeout")
    assert 0 < float(request.config.getini("timeout")) <= 300


def test_a_backends_test_takes_its_turn_before_its_time_limit_starts(request):
    """The turn (tests/conftest.py) is a wrapper outside pytest-timeout's: pluggy calls a
    hook's implementations from the last, so the turn comes after the timer in this list."""
    implementations = request.config.pluginmanager.hook.pytest_runtest_protocol.get_hookimpls()
    functions = [implementation.function for implementation in implementations]
    timer = next(i for i, f in enumerate(functions) if f.__module__ == "pytest_timeout")
    turn = functions.index(conftest.pytest_runtest_protocol)
    assert turn > timer


def test_a_hung_async_test_fails_at_its_time_limit_instead_of_hanging(tmp_path):
    (tmp_path / "test_hang.py").write_text(
        "import asyncio\n\n\n"
        "async def test_hangs():\n    await asyncio.Event().wait()\n\n\n"
        "async def test_next_still_runs():\n    await asyncio.sleep(0)\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "timeout=2",
         "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), str(tmp_path)],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )  # fmt: skip
    assert run.returncode == 1, run.stdout + run.stderr
    assert "Timeout (>2.0s)" in run.stdout, run.stdout
    assert "1 failed, 1 passed" in run.stdout, run.stdout
