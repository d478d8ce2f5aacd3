"""The ``ssim`` package from PyPI (the independent reader of the SSIM export), imported
without what its import does to logging: it calls ``logging.basicConfig(level=DEBUG)``,
which would leave the root logger at DEBUG with a handler on stderr for the rest of the
run."""

import importlib
import logging
from types import ModuleType


def load() -> ModuleType:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        return importlib.import_module("ssim")
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
