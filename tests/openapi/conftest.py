"""Fixtures of the OpenAPI tests: the app's document and its operations."""

from collections.abc import Iterator

import pytest

METHODS = ("get", "post", "put", "patch", "delete")


@pytest.fixture
def document(openapi_document: dict) -> dict:
    return openapi_document


def operations(document: dict) -> Iterator[tuple[str, str, dict]]:
    """(path, method, operation) of every operation of ``document``."""
    for path, item in document["paths"].items():
        for method in METHODS:
            if method in item:
                yield path, method, item[method]


def is_admin(path: str, operation: dict) -> bool:
    """A back-office operation (``/admin``, or one that needs a staff token)."""
    return "/admin/" in path or operation.get("security") == [{"BearerToken": []}]
