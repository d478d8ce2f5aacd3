"""The sandbox inbox (issue 33): a key reads only the e-mails about its own client's
bookings (an agency key its partner's too), a staff token all; sandbox only."""

import re

from tarmac.worker import load_tasks
from tests.bookings.helpers import BOOKINGS, booked, worker_pass
from tests.factories import create_api_key, create_partner
from tests.pricing.world import build_world

INBOX = "/api/v1/sandbox/inbox"
CONTACT = "aibek@example.com"
REFERENCE = re.compile(r"\b[A-Z0-9]{6}\b")


async def run_lookups(app) -> None:
    """One run of the worker's find-my-trip task."""
    task = load_tasks().periodic["send_access_links"]
    async with app.state.sessionmaker() as session, session.begin():
        await task.run(session, app.state.settings)


async def inbox(client, headers) -> list[tuple[str, str]]:
    response = await client.get(INBOX, headers=headers, params={"email": CONTACT})
    assert response.status_code == 200, response.text
    return sorted((m["template"], REFERENCE.search(m["subject"]).group()) for m in response.json())


async def test_the_sandbox_inbox_shows_a_key_only_the_emails_of_its_own_clients_bookings(
    app, client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    agency = await create_api_key(db, partner_id=partner.id)
    colleague = await create_api_key(db, partner_id=partner.id)  # another client, same partner
    stranger = await create_api_key(db)  # another agency
    demo = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    sold = await booked(client, agency, world)
    reference = sold["booking_reference"]
    confirmed = await client.post(f"{BOOKINGS}/{sold['id']}/confirm", headers=agency.headers)
    assert confirmed.status_code == 200, confirmed.text
    await worker_pass(app)
    # the demo key asks find-my-trip for the agency's booking: its magic link is mailed...
    lookup = await client.get(
        f"{BOOKINGS}/lookup-consumer",
        headers=demo.headers,
        params={"pnr": reference, "email": CONTACT},
    )
    assert lookup.status_code == 202
    await run_lookups(app)
    agencys = [("booking_access_link", reference), ("booking_confirmed", reference)]
    assert await inbox(client, agency.headers) == agencys
    assert await inbox(client, colleague.headers) == agencys
    assert await inbox(client, admin_headers) == agencys
    # ...but neither that nor the confirmation is the demo key's, nor another agency's
    assert await inbox(client, demo.headers) == []
    assert await inbox(client, stranger.headers) == []

    # the demo key reads the e-mails of the bookings its own client made
    own = await booked(client, demo, world)
    resent = await client.post(f"{BOOKINGS}/{own['id']}/send-access-link", headers=demo.headers)
    assert resent.status_code == 202, resent.text
    mine = ("booking_access_link", own["booking_reference"])
    assert await inbox(client, demo.headers) == [mine]
    assert await inbox(client, agency.headers) == agencys
    assert sorted(await inbox(client, admin_headers)) == sorted([*agencys, mine])
