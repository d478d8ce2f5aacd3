"""``docs/errors.md``, the catalogue of error codes, made from the error classes of every
room: ``make errors-doc`` (``python -m tarmac.errors_doc docs/errors.md``) writes it, and a
test fails when it is out of date."""

import importlib
import pkgutil
import sys
from pathlib import Path

import tarmac
from tarmac.core.errors import catalogue, every_error, render_catalogue

# imported for what they do, not what they define: asgi builds an app (and starts the
# embedded database); the migrations run against a database
_SKIPPED = ("tarmac.asgi", "tarmac.db.migrations")


def load_every_module() -> None:
    """Import every module of tarmac, so that every error class is defined."""
    for module in pkgutil.walk_packages(tarmac.__path__, "tarmac."):
        if not module.name.startswith(_SKIPPED):
            importlib.import_module(module.name)


def text() -> str:
    load_every_module()
    return render_catalogue(catalogue(every_error()))


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(text())
