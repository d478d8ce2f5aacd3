"""The API reference page, served whole by the service: ``/docs`` (Swagger UI) loads its
script, style and icon from ``/docs/assets/`` (files the pinned ``fastapi-offline``
package ships; only its files are used), never from a CDN, so it works offline and a
reader's browser talks to no other host. ``/`` redirects to ``/docs``, unless the app
gives a home page of its own (the sandbox's, which offers the web app beside the docs).

There is no ``/redoc``: ReDoc's page loads its logo from the vendor's CDN whatever its
options, and one complete reference is better than two where one reaches out.

The app is created with ``docs_url=None, redoc_url=None`` and calls ``install(app)``; the
page reads the app's OpenAPI URL and Swagger UI settings when it is asked for.
"""

from collections.abc import Awaitable, Callable

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles

DOCS = "/docs"
ASSETS = "/docs/assets"
OAUTH2_REDIRECT = "/docs/oauth2-redirect"
# Swagger UI's default would send the document's URL to an online validator for a badge.
SWAGGER_UI_PARAMETERS = {"validatorUrl": None}


def install(app: FastAPI, home: Callable[[Request], Awaitable[HTMLResponse]] | None = None) -> None:
    app.mount(ASSETS, StaticFiles(packages=[("fastapi_offline", "static")]), name="docs-assets")

    async def swagger_ui(request: Request) -> HTMLResponse:
        root = request.scope.get("root_path", "").rstrip("/")
        return get_swagger_ui_html(
            openapi_url=root + (app.openapi_url or ""),
            title=f"{app.title} - Swagger UI",
            swagger_js_url=f"{root}{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{root}{ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{root}{ASSETS}/favicon.png",
            oauth2_redirect_url=root + OAUTH2_REDIRECT,
            init_oauth=app.swagger_ui_init_oauth,
            swagger_ui_parameters=SWAGGER_UI_PARAMETERS | (app.swagger_ui_parameters or {}),
        )

    async def oauth2_redirect(_request: Request) -> HTMLResponse:
        return get_swagger_ui_oauth2_redirect_html()

    async def to_the_docs(request: Request) -> RedirectResponse:
        return RedirectResponse(request.scope.get("root_path", "").rstrip("/") + DOCS)

    for path, endpoint in (
        (DOCS, swagger_ui),
        (OAUTH2_REDIRECT, oauth2_redirect),
        ("/", home or to_the_docs),
    ):
        app.add_route(path, endpoint, methods=["GET", "HEAD"], include_in_schema=False)
