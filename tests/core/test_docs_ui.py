"""The reference page is served whole by the service (issue 11): /docs names only
same-origin assets, which answer with their content types; ``/`` offers the web app beside
/docs in the sandbox and leads to /docs in live mode; there is no /redoc (its page loads a
logo from a CDN)."""

import re
from html.parser import HTMLParser

from tests.conftest import client_for


class _Assets(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.scripts: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value:
                self.urls.append(value)
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts.append(data)


def _assets(html: str) -> _Assets:
    parser = _Assets()
    parser.feed(html)
    return parser


CONTENT_TYPES = {
    ".js": ("text/javascript", "application/javascript"),
    ".css": ("text/css",),
    ".png": ("image/png",),
}


async def test_the_reference_page_loads_only_same_origin_assets(client):
    response = await client.get("/docs")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    found = _assets(response.text)
    assert found.urls, response.text
    for url in found.urls:
        assert url.startswith("/") and not url.startswith("//"), url
        asset = await client.get(url)
        assert asset.status_code == 200, url
        suffix = url[url.rfind(".") :]
        media_type = asset.headers["content-type"].split(";")[0]
        assert media_type in CONTENT_TYPES[suffix], (url, media_type)
        assert len(asset.content) > 1000, url
    # no script of the page reaches out either (the OpenAPI document is same-origin too)
    for script in found.scripts:
        assert not re.search(r"https?://", script), script


async def test_swagger_ui_reads_this_apps_openapi_and_no_validator(client):
    html = (await client.get("/docs")).text
    assert "url: '/openapi.json'" in html
    assert '"validatorUrl": null' in html
    assert (await client.get("/openapi.json")).status_code == 200


async def test_the_sandbox_home_page_offers_the_web_app_beside_the_docs(client):
    response = await client.get("/")
    assert response.status_code == 200
    assert 'href="app/"' in response.text and 'href="docs"' in response.text
    assert (await client.get("/app/")).status_code == 200
    assert "swagger-ui" in (await client.get("/docs")).text


async def test_in_live_mode_the_home_page_redirects_to_the_docs_and_there_is_no_web_app(
    app_factory,
):
    async with client_for(app_factory(mode="live")) as live:
        response = await live.get("/")
        assert response.status_code == 307
        assert response.headers["location"] == "/docs"
        followed = await live.get("/", follow_redirects=True)
        assert followed.status_code == 200
        assert "swagger-ui" in followed.text
        assert (await live.get("/app/")).status_code == 404
        assert (await live.get("/app/config.json")).status_code == 404


async def test_there_is_no_redoc_page(client):
    assert (await client.get("/redoc")).status_code == 404
