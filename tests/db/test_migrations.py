"""The migrations build exactly the schema the models declare: a model changed without its
migration (or the reverse) fails here, not in production."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy.ext.asyncio import create_async_engine

from tarmac.tables import metadata


async def test_the_migrated_database_matches_the_models(database_url):
    engine = create_async_engine(database_url)
    async with engine.connect() as connection:
        differences = await connection.run_sync(
            lambda sync: compare_metadata(MigrationContext.configure(sync), metadata)
        )
    await engine.dispose()
    assert differences == []
