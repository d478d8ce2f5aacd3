"""Apply the Alembic migrations (``tarmac migrate``, ``tarmac serve``, the test suite)."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import MetaData

MIGRATIONS = Path(__file__).parent / "migrations"


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    config.set_main_option("file_template", "%%(year)d_%%(month).2d_%%(day).2d_%%(rev)s")
    return config


def upgrade(url: str, revision: str = "head") -> None:
    command.upgrade(alembic_config(url), revision)


def revision(url: str, message: str, metadata: MetaData) -> None:
    """Write a new migration from what ``metadata`` (``tarmac.tables.metadata``) has and the
    database at ``url`` lacks; read it through before committing it."""
    config = alembic_config(url)
    config.attributes["target_metadata"] = metadata
    command.revision(config, message=message, autogenerate=True)
