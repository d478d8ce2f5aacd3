"""OrderChange AcceptChange: an agency keeps the retimed flight an airline change (its
OrderChangeNotif) announced, through the disruptions room's own accept."""

from tests.disruptions.helpers import changes, operated
from tests.exchanges.helpers import exchange_world, paid_booking
from tests.factories import create_api_key, create_partner
from tests.ndc.helpers import error_code, post, sample, text

OWNER = "TM"  # the test world has no airline profile (ndc.airline.NO_PROFILE)


async def _changed(db, client, admin_headers, operation: str, body: dict):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await operated(client, admin_headers, ex.world.flight.id, operation, body)
    [change] = await changes(client, ex.key.headers, booking["id"])
    return ex, booking, change


def _accept(booking, change_id: str) -> bytes:
    return sample(
        "OrderChangeRQ-AcceptChange", order_id=booking["id"], change_id=change_id, owner=OWNER
    )


async def test_an_agency_accepts_a_retimed_flight_and_the_json_api_shows_it_accepted(
    client, db, admin_headers
):
    ex, booking, change = await _changed(db, client, admin_headers, "delay", {"minutes": 150})
    root = await post(
        client, ex.key.headers, "OrderChange", _accept(booking, change["id"]), "OrderViewRS"
    )
    assert text(root, "//c:Order/c:OrderID") == booking["id"]
    [after] = await changes(client, ex.key.headers, booking["id"])
    assert after["status"] == "accepted"
    again = await post(
        client, ex.key.headers, "OrderChange", _accept(booking, change["id"]), "OrderViewRS", 400
    )
    assert error_code(again) == "airline_change_answered"


async def test_a_cancelled_flight_cannot_be_accepted_and_another_agency_never_sees_the_order(
    client, db, admin_headers
):
    ex, booking, change = await _changed(db, client, admin_headers, "cancel", {"reason": "weather"})
    root = await post(
        client, ex.key.headers, "OrderChange", _accept(booking, change["id"]), "OrderViewRS", 400
    )
    assert error_code(root) == "cancellation_not_acceptable"
    other = await create_api_key(db, partner_id=(await create_partner(db, "Other")).id)
    await db.commit()
    root = await post(
        client, other.headers, "OrderChange", _accept(booking, change["id"]), "OrderViewRS", 404
    )
    assert error_code(root) == "ndc_order_not_found"
    [after] = await changes(client, ex.key.headers, booking["id"])
    assert after["status"] == "pending"
