"""The web app's files and config (sandbox only) and the sandbox inbox it reads magic links
from: what the browser tests (tests/e2e/test_webapp.py) take for granted."""

from tarmac.webapp.pages import app_config
from tests.conftest import client_for, make_settings
from tests.factories import create_api_key

INBOX = "/api/v1/sandbox/inbox"


async def test_the_app_is_served_with_the_demo_publishable_key_and_its_modules(client):
    page = await client.get("/app/")
    assert page.status_code == 200
    assert '<script type="module" src="js/main.js">' in page.text
    config = (await client.get("/app/config.json")).json()
    assert config == app_config(make_settings())
    assert config["key"].startswith("pk_test_") and config["client_type"] == "consumer_app"
    assert config["api_base"] == ""  # the API of the page's own origin
    script = await client.get("/app/js/main.js")
    assert script.status_code == 200
    assert script.headers["content-type"].startswith(("text/javascript", "application/javascript"))


async def test_every_screen_address_under_app_serves_the_app_with_its_base(client):
    """History routing (issue 33 points 6 and 10): a magic link's trip page, a screen's
    address reloaded, any /app/<path> that is not a file answers index.html whose <base>
    names /app/, so that its relative files load; a missing file stays 404."""
    for path in (
        "/app/trip/0b5c2a0e-6a43-4d3c-9a55-2f0c1b8a7d10?access_token=abc.def",
        "/app/inbox?email=a%40example.com",
        "/app/book/seats",
        "/app/",
    ):
        page = await client.get(path)
        assert page.status_code == 200, path
        assert page.headers["content-type"].startswith("text/html")
        assert '<base href="/app/">' in page.text, path
        assert '<script type="module" src="js/main.js">' in page.text
    assert (await client.get("/app/js/missing.js")).status_code == 404
    assert (await client.get("/app/app.css")).headers["content-type"].startswith("text/css")


async def test_the_sandbox_inbox_needs_a_key_and_shows_account_emails_to_staff_only(
    client, db, admin_headers
):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    assert (await client.get(INBOX, params={"email": "a@example.com"})).status_code == 401
    empty = await client.get(INBOX, headers=key.headers, params={"email": "a@example.com"})
    assert (empty.status_code, empty.json()) == (200, [])
    bad = await client.get(INBOX, headers=key.headers, params={"email": "not-an-address"})
    assert bad.status_code == 422

    await client.post(
        "/api/v1/auth/passenger/register",
        headers=key.headers,
        json={"email": "Asel@Example.com", "password": "Correct-horse-9"},
    )
    # a welcome e-mail is about no booking: no key's (issue 33), staff's
    hidden = await client.get(INBOX, headers=key.headers, params={"email": "asel@example.com"})
    assert (hidden.status_code, hidden.json()) == (200, [])
    found = await client.get(INBOX, headers=admin_headers, params={"email": "asel@example.com"})
    assert found.status_code == 200, found.text
    [mail] = found.json()
    assert mail["template"] == "welcome" and mail["text_body"]
    assert set(mail) == {"id", "template", "subject", "text_body", "status", "created_at"}


async def test_the_sandbox_inbox_is_404_in_live_mode(app_factory, db):
    key = await create_api_key(db, key_type="secret", client_type="consumer_app", mode="live")
    async with client_for(app_factory(mode="live")) as live:
        response = await live.get(INBOX, headers=key.headers, params={"email": "a@example.com"})
    assert response.status_code == 404
