"""Links a traveller clicks open a page (issue 33): the magic link in every e-mail about a
booking is the web app's trip page in a sandbox, and the airline's own page
(``TARMAC_TRAVELLER_LINK_TEMPLATE``, required) in live mode; never an API answer."""

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from pydantic import ValidationError
from sqlalchemy import select

from tarmac.config import Settings
from tarmac.messaging.models import OutgoingMessage
from tests.bookings.helpers import BOOKINGS, booked, worker_pass
from tests.conftest import TOKEN_SECRET, client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world

LINK = re.compile(r"https?://\S+")


async def links_mailed(db) -> list[str]:
    db.expire_all()
    bodies = await db.scalars(
        select(OutgoingMessage.text_body).order_by(OutgoingMessage.created_at)
    )
    return [link for body in bodies for link in LINK.findall(body)]


async def test_a_travellers_link_opens_the_web_apps_trip_page_in_a_sandbox(client, db, app):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    await worker_pass(app)
    await client.post(f"{BOOKINGS}/{booking['id']}/send-access-link", headers=key.headers)

    links = await links_mailed(db)
    assert len(links) == 2  # the confirmation and the re-sent link
    for link in links:
        parts = urlsplit(link)
        assert f"{parts.scheme}://{parts.netloc}{parts.path}" == (
            f"http://127.0.0.1:8000/app/trip/{booking['id']}"
        )
        assert "/api/" not in link
        [token] = parse_qs(parts.query)["access_token"]
        card = await client.get(
            f"{BOOKINGS}/{booking['id']}/public", params={"access_token": token}
        )
        assert card.status_code == 200  # the page's token opens the booking


async def test_a_travellers_link_opens_the_airlines_own_page_in_live_mode(app_factory, db):
    template = "https://fly.example.kg/my-trip/{booking_id}?t={access_token}"
    app = app_factory(mode="live", traveller_link_template=template)
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, mode="live")
    async with client_for(app) as client:
        booking = await booked(client, key, world)
        sent = await client.post(
            f"{BOOKINGS}/{booking['id']}/send-access-link", headers=key.headers
        )
        assert sent.status_code == 202, sent.text
        [link] = await links_mailed(db)
        assert link.startswith(f"https://fly.example.kg/my-trip/{booking['id']}?t=")
        [token] = parse_qs(urlsplit(link).query)["t"]
        card = await client.get(
            f"{BOOKINGS}/{booking['id']}/public", params={"access_token": token}
        )
        assert card.status_code == 200


def test_live_mode_needs_the_airlines_page_for_travellers_links():
    with pytest.raises(ValidationError, match="TARMAC_TRAVELLER_LINK_TEMPLATE"):
        Settings(mode="live", token_secret=TOKEN_SECRET)
    for wrong in (
        "fly.example.kg/trip/{booking_id}?t={access_token}",  # not a URL
        "https://fly.example.kg/trip/{booking_id}",  # no token: the page could not open it
        "https://fly.example.kg/trip/{booking}?t={access_token}",  # a name it does not fill
    ):
        with pytest.raises(ValidationError, match="TARMAC_TRAVELLER_LINK_TEMPLATE"):
            Settings(traveller_link_template=wrong)
