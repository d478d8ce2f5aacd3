"""Serving the web app: the static files at ``/app/``, its ``/app/config.json`` (the API's
base URL and the demo publishable key), and the home page ``/`` that offers the app beside
the API reference. Sandbox only: in live mode nothing here is served (``/app/`` is 404 and
``/`` leads to ``/docs``), as the demo keys exist only in the sandbox.

The app routes with the browser's history: each screen has its address under ``/app/``
(``/app/trip/{booking_id}?access_token=...`` is the trip a magic link opens), so any path
there that is not a file (no extension) answers ``index.html``, with a ``<base>`` naming
the app's root so that its relative links still find the files.

The app reads ``config.json`` beside ``index.html``; ``api_base`` empty means the API is
on the page's own origin. Serving the same files elsewhere with another ``config.json``
(or ``?api=<base URL>`` in the page's address) points the app at another deployment."""

import html
import os
from importlib.resources import files

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.types import Scope

from tarmac.config import Settings
from tarmac.demo import foundation

PATH = "/app"
STATIC = files("tarmac.webapp") / "static"

HOME = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tarmac sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d2733}
a{display:block;margin:1rem 0;padding:1rem 1.2rem;border:1px solid #cfd8e3;border-radius:.6rem;
color:#0b4f8a;text-decoration:none}a:hover,a:focus{border-color:#0b4f8a}
span{display:block;color:#5b6775;font-size:.9rem;margin-top:.3rem}
</style></head>
<body><main><h1>Tarmac sandbox</h1>
<a id="webapp" href="app/">Book a trip<span>The demo airline's booking web app, on the
publishable key</span></a>
<a id="docs" href="docs">API reference<span>Every endpoint, with Swagger UI</span></a>
</main></body></html>"""


class AppFiles(StaticFiles):
    """The app's static files; any other address without a file extension is one of its
    screens and answers ``index.html``, whose ``<base>`` is where the files are mounted."""

    def __init__(self) -> None:
        super().__init__(directory=str(STATIC), html=True)
        self.index = (STATIC / "index.html").read_text(encoding="utf-8")

    def page(self, scope: Scope) -> Response:
        root = html.escape(scope.get("root_path", "").rstrip("/") + "/", quote=True)
        return HTMLResponse(
            self.index.replace("<head>", f'<head>\n  <base href="{root}">', 1),
            headers={"Cache-Control": "no-cache"},
        )

    async def get_response(self, path: str, scope: Scope) -> Response:
        if path == "." and scope["path"].endswith("/") and scope["method"] in ("GET", "HEAD"):
            return self.page(scope)
        try:
            return await super().get_response(path, scope)
        except HTTPException as error:
            if error.status_code != 404 or os.path.splitext(path)[1]:
                raise
            return self.page(scope)


def publishable_key(settings: Settings) -> foundation.DemoKeySpec:
    return next(spec for spec in foundation.KEYS if spec.key_type == "publishable")


def app_config(settings: Settings) -> dict[str, str]:
    spec = publishable_key(settings)
    return {
        "api_base": "",
        "key": foundation.derive_key(settings, spec),
        "client_id": spec.client_id,
        "client_type": spec.client_type,
    }


async def home(_request: Request) -> HTMLResponse:
    return HTMLResponse(HOME)


def install(app: FastAPI, settings: Settings) -> None:
    """Serve the app (sandbox mode only); before ``docs_ui.install``."""
    if not settings.is_sandbox:
        return
    config = app_config(settings)

    async def config_json(_request: Request) -> JSONResponse:
        return JSONResponse(config, headers={"Cache-Control": "no-store"})

    app.add_route(
        f"{PATH}/config.json", config_json, methods=["GET", "HEAD"], include_in_schema=False
    )
    app.mount(PATH, AppFiles(), name="webapp")
