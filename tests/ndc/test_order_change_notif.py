"""OrderChangeNotif (issue 37): an agency whose webhook subscription has the ``ndc`` format
gets each airline change of its bookings (a flight cancelled, diverted or retimed by staff
in the back office) as IATA's ``OrderChangeNotifRQ``, through the same signed deliveries
with retries as every webhook, received here over real HTTP; its choices are the airline
change flow's, answerable through the JSON API with the ids the notification gives."""

import time
import uuid
from datetime import datetime, timedelta

import pytest

from tarmac.core import clock
from tarmac.events.models import OutboxEvent
from tarmac.webhooks import formats, service
from tests.bookings.helpers import advance_clock
from tests.disruptions.helpers import changes, operated
from tests.exchanges.helpers import ExchangeWorld, exchange_world, paid_booking
from tests.factories import create_api_key, create_partner
from tests.ndc.helpers import assert_valid, sample, text, xpath
from tests.payments.helpers import top_up
from tests.webhooks.helpers import HOOKS, deliveries, subscribe
from tests.webhooks.receiver import Received, receiver

CHANGE = "booking.airline_change"
OP = (
    "/m:IATA_OrderChangeNotifRQ/m:Notification/c:ChangeGroup/c:ChangeOperationGroup"
    "/c:ChangeOperation"
)
NEW_ORDER = f"{OP}/c:New/c:Order"
CHOICE = f"{NEW_ORDER}/c:OrderItem"
ACTION = f"{CHOICE}/c:SellerFollowUpAction"


async def _second_agency(db, client, admin_headers, ex: ExchangeWorld) -> ExchangeWorld:
    partner = await create_partner(db, "Caravan Tours")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "5000.00")
    return ExchangeWorld(ex.world, ex.other, key, partner.id)


async def _ndc_subscription(
    client, admin_headers, url: str, partner_id, events=(CHANGE,), **fields
) -> dict:
    return await subscribe(
        client,
        admin_headers,
        url,
        events=events,
        format="ndc",
        partner_id=str(partner_id),
        **fields,
    )


def _wait_until(condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "not received in time"
        time.sleep(0.05)


def _notif(got: Received):
    assert got.headers["content-type"] == "application/xml"
    assert got.headers["x-service-event"] in (CHANGE, f"{CHANGE}_withdrawn")
    return assert_valid("OrderChangeNotifRQ", got.body)


VARIES = ("ID", "DateTime", "Timestamp", "WebAddressURI")


def _paths(root) -> list[tuple[str, str | None]]:
    """Every element's path, and its text where it is the same in every such notification."""
    tree = root.getroottree()
    return [
        (tree.getelementpath(e), None if e.tag.endswith(VARIES) else (e.text or "").strip())
        for e in root.iter()
    ]


def _segment(root, side: str) -> dict:
    base = f"{OP}/c:{side}/c:DataLists/c:DatedMarketingSegmentList/c:DatedMarketingSegment"
    return {
        "carrier": text(root, f"{base}/c:CarrierDesigCode"),
        "number": text(root, f"{base}/c:MarketingCarrierFlightNumberText"),
        "origin": text(root, f"{base}/c:Dep/c:IATA_LocationCode"),
        "destination": text(root, f"{base}/c:Arrival/c:IATA_LocationCode"),
        "departure": datetime.fromisoformat(
            text(root, f"{base}/c:Dep/c:AircraftScheduledDateTime")
        ),
        "arrival": datetime.fromisoformat(
            text(root, f"{base}/c:Arrival/c:AircraftScheduledDateTime")
        ),
    }


async def test_a_cancellation_notifies_each_agency_of_its_own_booking_signed_and_schema_valid(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    other = await _second_agency(db, client, admin_headers, ex)
    ours = await paid_booking(client, ex)
    theirs = await paid_booking(client, other)
    flight = ex.world.flight
    with receiver() as hook:
        sub = await _ndc_subscription(client, admin_headers, f"{hook.url}/ours", ex.partner_id)
        their_sub = await _ndc_subscription(
            client, admin_headers, f"{hook.url}/theirs", other.partner_id
        )
        assert sub["format"] == "ndc"
        await operated(client, admin_headers, flight.id, "cancel", {"reason": "Technical fault"})
        hook.wait_for(2)
    [got] = hook.on("/ours")
    [their_got] = hook.on("/theirs")
    assert got.signed_with(sub["secret"]) and not got.signed_with(their_sub["secret"])
    assert their_got.signed_with(their_sub["secret"])
    [change] = await changes(client, ex.key.headers, ours["id"])

    assert got.headers["x-service-event"] == CHANGE
    root = _notif(got)
    chain = "/m:IATA_OrderChangeNotifRQ/m:DistributionChain/c:DistributionChainLink"
    assert [t for t in xpath(root, f"{chain}/c:OrgRole/text()")] == ["Carrier", "Seller"]
    assert text(root, f"{chain}[2]/c:ParticipatingOrg/c:OrgID") == str(ex.partner_id)
    assert text(root, f"{chain}[2]/c:ParticipatingOrg/c:Name") == "Silk Road Travel"
    assert text(root, f"{OP}/c:ReasonCode") == "CANCELLED"
    for side in ("Old", "New"):
        assert text(root, f"{OP}/c:{side}/c:Order/c:OrderID") == ours["id"]
        assert (
            text(root, f"{OP}/c:{side}/c:Order/c:BookingRef/c:BookingID")
            == (ours["booking_reference"])
        )
    assert _segment(root, "Old") == {
        "carrier": "TQ",
        "number": "101",
        "origin": "FRU",
        "destination": "OSS",
        "departure": flight.scheduled_departure,
        "arrival": flight.scheduled_arrival,
    }
    assert xpath(root, f"{OP}/c:New/c:DataLists") == []  # the flight will not fly
    assert text(root, f"{OP}/c:New/c:Warning/c:DescText") == "Technical fault"
    assert text(root, f"{CHOICE}/c:OrderItemID") == change["id"]
    assert xpath(root, f"{ACTION}/c:ActionCode/text()") == ["REFUND", "MOVE"]
    assert text(root, f"{ACTION}/c:ActionInd") == "true"
    assert text(root, f"{ACTION}/c:ConsequenceOfInactionCode") == "Auto-cancellation"
    assert datetime.fromisoformat(text(root, f"{ACTION}/c:ActionTimeLimitDateTime")) == (
        flight.scheduled_departure
    )
    # the guide's sample is this notification, element for element
    example = sample(
        "OrderChangeNotifRQ-cancelled",
        order_id=ours["id"],
        booking_ref=ours["booking_reference"],
        change_id=change["id"],
        partner_id=str(ex.partner_id),
        event_id=got.headers["x-service-event-id"],
    )
    assert _paths(assert_valid("OrderChangeNotifRQ", example)) == _paths(root)
    assert ours["booking_reference"] not in their_got.body.decode()
    assert theirs["id"] in their_got.body.decode() and theirs["id"] not in got.body.decode()

    # the agency answers through the JSON API with what the notification names
    where = text(root, f"{CHOICE}/c:WebAddressURI")
    assert where == f"/api/v1/bookings/{ours['id']}/airline-changes/{change['id']}"
    refunded = await client.post(f"{where}/refund", headers=ex.key.headers)
    assert refunded.status_code == 200, refunded.text
    assert refunded.json()["status"] == "refunded"


async def test_a_delay_past_the_threshold_notifies_the_new_times_and_the_choice_to_accept(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    with receiver() as hook:
        await _ndc_subscription(client, admin_headers, hook.url, ex.partner_id)
        await operated(client, admin_headers, flight.id, "delay", {"minutes": 150})
        [got] = hook.wait_for(1)
    root = _notif(got)
    assert text(root, f"{OP}/c:ReasonCode") == "RETIMED"
    old, new = _segment(root, "Old"), _segment(root, "New")
    assert new["departure"] - old["departure"] == timedelta(minutes=150)
    assert new["departure"] == flight.scheduled_departure + timedelta(minutes=150)
    assert new["arrival"] == flight.scheduled_arrival + timedelta(minutes=150)
    assert (new["origin"], new["destination"]) == ("FRU", "OSS")
    assert xpath(root, f"{ACTION}/c:ActionCode/text()") == ["ACCEPT", "REFUND", "MOVE"]
    assert text(root, f"{ACTION}/c:ConsequenceOfInactionCode") == "Auto-acceptance"
    [change] = await changes(client, ex.key.headers, booking["id"])
    accepted = await client.post(
        f"{text(root, f'{CHOICE}/c:WebAddressURI')}/accept", headers=ex.key.headers
    )
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["id"] == change["id"] == text(root, f"{CHOICE}/c:OrderItemID")


async def test_a_diversion_notifies_the_airport_the_flight_now_lands_at(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    with receiver() as hook:
        await _ndc_subscription(client, admin_headers, hook.url, ex.partner_id)
        await operated(
            client,
            admin_headers,
            ex.world.flight.id,
            "divert",
            {"new_destination": "ALA", "reason": "Fog at OSS"},
        )
        [got] = hook.wait_for(1)
    root = _notif(got)
    assert text(root, f"{OP}/c:ReasonCode") == "DIVERTED"
    assert (_segment(root, "Old")["destination"], _segment(root, "New")["destination"]) == (
        "OSS",
        "ALA",
    )
    assert text(root, f"{NEW_ORDER}/c:OrderID") == booking["id"]
    assert text(root, f"{OP}/c:New/c:Warning/c:DescText") == "Fog at OSS"


async def test_an_agency_without_the_ndc_format_gets_json_and_an_ndc_one_gets_only_notifs(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    other = await _second_agency(db, client, admin_headers, ex)
    with receiver() as hook:
        # subscribed before the sale: the booking's own events come too, in JSON only
        await subscribe(
            client,
            admin_headers,
            f"{hook.url}/json",
            events=["booking.*"],
            partner_id=str(other.partner_id),
        )
        await _ndc_subscription(
            client, admin_headers, f"{hook.url}/ndc", ex.partner_id, events=["booking.*"]
        )
        theirs = await paid_booking(client, other)
        ours = await paid_booking(client, ex)
        await operated(client, admin_headers, ex.world.flight.id, "cancel", {"reason": "Storm"})
        _wait_until(lambda: CHANGE in {r.headers["x-service-event"] for r in hook.on("/json")})
        _wait_until(lambda: hook.on("/ndc"))
    json_got = hook.on("/json")
    assert json_got and all(r.headers["content-type"] == "application/json" for r in json_got)
    assert CHANGE in {r.headers["x-service-event"] for r in json_got}
    assert all(not r.body.startswith(b"<?xml") for r in json_got)
    # the NDC subscription's booking.* gets the airline change alone (no JSON booking events)
    [ndc_got] = hook.on("/ndc")
    assert text(_notif(ndc_got), f"{NEW_ORDER}/c:OrderID") == ours["id"]
    assert theirs["id"] not in ndc_got.body.decode()


async def test_an_ndc_notif_is_retried_as_webhooks_are_with_the_same_body_and_signature(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    await paid_booking(client, ex)
    with receiver() as hook:
        hook.answer(503)
        sub = await _ndc_subscription(client, admin_headers, hook.url, ex.partner_id)
        await operated(client, admin_headers, ex.world.flight.id, "cancel", {"reason": "Fog"})
        assert len(hook.wait_for(1)) == 1
        await advance_clock(client, admin_headers, 30)
        assert len(hook.received) == 1  # the first retry is due a minute after
        await advance_clock(client, admin_headers, 31)
        first, second = hook.wait_for(2)
    assert first.body == second.body
    assert first.headers["x-service-event-id"] == second.headers["x-service-event-id"]
    assert first.headers["x-service-delivery-id"] != second.headers["x-service-delivery-id"]
    assert first.signed_with(sub["secret"]) and second.signed_with(sub["secret"])
    _notif(second)
    [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert item["status"] == "delivered" and item["event_type"] == CHANGE
    assert [a["status_code"] for a in item["attempts"]] == [503, 200]


async def test_an_ndc_subscription_names_an_agency_and_only_events_it_carries(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    url = "http://127.0.0.1:9/hook"
    body = {"name": "ndc", "url": url, "events": [CHANGE], "format": "ndc"}
    nobody = await client.post(f"{HOOKS}/", json=body, headers=admin_headers)
    assert nobody.status_code == 422, nobody.text
    assert nobody.json()["code"] == "ndc_subscription_needs_partner"

    agency = {**body, "partner_id": str(ex.partner_id)}
    confirmed = await client.post(
        f"{HOOKS}/", json={**agency, "events": ["booking.confirmed"]}, headers=admin_headers
    )
    assert confirmed.status_code == 422, confirmed.text
    assert confirmed.json()["code"] == "unknown_event_type"
    assert CHANGE in confirmed.json()["detail"]

    plain = await subscribe(client, admin_headers, url, events=["booking.confirmed"])
    assert plain["format"] == "json"
    # a JSON subscription of no agency cannot become an NDC one
    turned = await client.patch(
        f"{HOOKS}/{plain['id']}", json={"format": "ndc"}, headers=admin_headers
    )
    assert turned.status_code == 422, turned.text
    assert turned.json()["code"] == "ndc_subscription_needs_partner"

    made = await client.post(f"{HOOKS}/", json=agency, headers=admin_headers)
    assert made.status_code == 201, made.text
    assert made.json()["format"] == "ndc" and made.json()["events"] == [CHANGE]
    back = await client.patch(
        f"{HOOKS}/{made.json()['id']}",
        json={"format": "json", "events": ["booking.*"]},
        headers=admin_headers,
    )
    assert back.status_code == 200, back.text
    assert back.json()["format"] == "json"


async def test_a_change_the_airline_withdraws_is_notified_with_no_action_left(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    with receiver() as hook:
        await _ndc_subscription(
            client, admin_headers, hook.url, ex.partner_id, events=["booking.*"]
        )
        await operated(client, admin_headers, flight.id, "delay", {"minutes": 150})
        await operated(client, admin_headers, flight.id, "delay", {"minutes": 30})
        announced, withdrawn = hook.wait_for(2)
    first, then = _notif(announced), _notif(withdrawn)
    assert withdrawn.headers["x-service-event"] == "booking.airline_change_withdrawn"
    assert text(first, f"{OP}/c:ReasonCode") == "RETIMED"
    assert text(then, f"{OP}/c:ReasonCode") == "WITHDRAWN"
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "withdrawn"
    assert text(then, f"{CHOICE}/c:OrderItemID") == text(first, f"{CHOICE}/c:OrderItemID")
    assert text(then, f"{CHOICE}/c:OrderItemID") == change["id"]
    assert text(then, f"{NEW_ORDER}/c:OrderID") == booking["id"]
    assert text(then, f"{ACTION}/c:ActionInd") == "false"
    assert xpath(then, f"{ACTION}/c:ActionCode") == []
    assert text(then, f"{OP}/c:New/c:Warning/c:Code") == "delay_under_threshold"
    # the segment the withdrawn change had announced
    assert _segment(then, "Old")["departure"] == flight.scheduled_departure + timedelta(minutes=150)
    refused = await client.post(
        f"{text(then, f'{CHOICE}/c:WebAddressURI')}/accept", headers=ex.key.headers
    )
    assert refused.status_code == 400, refused.text


async def test_a_worker_without_the_ndc_renderer_fails_the_event_rather_than_drop_the_notif(
    client, db, admin_headers, monkeypatch
):
    ex = await exchange_world(db, client, admin_headers)
    await _ndc_subscription(client, admin_headers, "http://127.0.0.1:9/hook", ex.partner_id)
    event = OutboxEvent(
        id=uuid.uuid4(),
        type=CHANGE,
        payload={"booking_id": str(uuid.uuid4()), "change_id": str(uuid.uuid4())},
        partner_id=ex.partner_id,
        created_at=clock.now(),
    )
    monkeypatch.setattr(formats, "_renderers", {})  # tarmac.ndc.tasks not loaded
    with pytest.raises(formats.FormatNotLoaded):
        await service.fan_out(db, event)
