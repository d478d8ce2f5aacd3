"""Back office bookings: find any client's bookings and read one with its history."""

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.factories import create_api_key
from tests.pricing.world import build_world

ADMIN = "/api/v1/admin/bookings"


async def test_staff_find_any_clients_bookings_and_read_the_history(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    one, two = await create_api_key(db), await create_api_key(db, client_type="consumer_app")
    first = (
        await book(
            client, one.headers, (await quote(client, one.headers, world.flight.id))["quote_id"]
        )
    ).json()
    second = (
        await book(
            client,
            two.headers,
            (await quote(client, two.headers, world.flight.id))["quote_id"],
            [passenger()],
            contact_email="Olga@Mail.KG",
        )
    ).json()
    await client.post(f"{BOOKINGS}/{first['id']}/cancel", headers=one.headers)

    everything = (await client.get(ADMIN, headers=admin_headers)).json()
    assert everything["total"] == 2
    by_email = await client.get(
        ADMIN, params={"contact_email": "olga@mail.kg"}, headers=admin_headers
    )
    assert [b["id"] for b in by_email.json()["data"]] == [second["id"]]
    by_status = await client.get(ADMIN, params={"status": "cancelled"}, headers=admin_headers)
    assert [b["id"] for b in by_status.json()["data"]] == [first["id"]]
    by_flight = await client.get(
        ADMIN, params={"flight_id": str(world.flight.id)}, headers=admin_headers
    )
    assert by_flight.json()["total"] == 2

    read = await client.get(f"{ADMIN}/{first['id']}", headers=admin_headers)
    assert read.status_code == 200
    body = read.json()
    assert body["api_client_id"] == one.client_id
    assert [(e["action"], e["from_status"], e["to_status"]) for e in body["history"]] == [
        ("created", None, "pending"),
        ("cancelled", "pending", "cancelled"),
    ]
    assert {e["actor"] for e in body["history"]} == {f"key:{one.client_id}"}
    assert (await client.get(ADMIN, headers=one.headers)).status_code == 401
