"""ASGI entry point for several uvicorn processes: ``uvicorn tarmac.asgi:app``."""

from tarmac.app import create_app
from tarmac.config import get_settings
from tarmac.core.logging import configure

_settings = get_settings()
configure(_settings.log_level, _settings.log_json)
app = create_app(_settings, run_worker=False)
