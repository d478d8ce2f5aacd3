"""The random journeys (``journeys`` marker: ``-m journeys`` runs them alone,
``-m "not journeys"`` leaves them out) run with the suite, bounded; ``bench/money_soak.sh``
runs them long."""

import pytest


@pytest.fixture
def journeys_database(database_url: str) -> str:
    """The suite's test database (the fixture's name keeps the test off the ``backends``
    marker: it runs on whatever server the suite uses, like any other)."""
    return database_url
