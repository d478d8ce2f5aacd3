"""APIS passenger lists of a flight (issue 36): the PAXLST of an international flight made by
the worker at the destination's time before departure, delivered to a real HTTP receiver
standing for the border authority and read back with pydifact, every passenger and document
as booked; an update after a change, none for a domestic flight, retries on the webhooks'
schedule, staff's lists on demand, and who may read them."""

import uuid
from datetime import timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import func, select

from tarmac.apis.models import ApisMessage
from tests.apis.helpers import (
    SECRET_HEADER,
    configure,
    envelope_agrees,
    intl_flight,
    lists,
    lists_path,
    read_paxlst,
)
from tests.bookings.helpers import advance_clock, events, passenger
from tests.checkin.helpers import clock_at, confirmed_trip, staff
from tests.factories import create_api_key
from tests.pricing.world import build_world
from tests.webhooks.helpers import run_due
from tests.webhooks.receiver import receiver

DOCUMENTS = {"passport": "P", "id_card": "I", "birth_certificate": "F"}


def _people() -> list[dict]:
    return [
        passenger(first_name="AIBEK", last_name="ASANOV", document_number="AC1234567"),
        passenger(
            first_name="ANNE",
            last_name="O'BRIEN",
            middle_name="MARIE",
            gender="female",
            nationality="KAZ",
            document_type="id_card",
            document_number="N 0412-77",
            age=41,
        ),
        passenger(
            "child",
            first_name="AIDANA",
            last_name="ASANOVA",
            gender=None,
            age=8,
            document_type="birth_certificate",
            document_number="IAN123456",
        ),
    ]


def _matches(listed, person: dict, booking_reference: str) -> None:
    """One passenger of the PAXLST is ``person`` as the booking holds them."""
    names = [person["last_name"], person["first_name"]]
    if person.get("middle_name"):
        names.append(person["middle_name"])
    assert listed.first("NAD").elements == ["FL", "", "", names]
    gender = {"male": "M", "female": "F"}.get(person.get("gender") or "", "U")
    assert listed.first("ATT").elements == ["2", "", gender]
    born = person["date_of_birth"]
    assert listed.first("DTM", "329").elements == [["329", born[2:4] + born[5:7] + born[8:10]]]
    assert listed.first("LOC", "178").elements == ["178", "FRU"]
    assert listed.first("LOC", "179").elements == ["179", "ALA"]
    assert listed.first("NAT").elements == ["2", person["nationality"]]
    assert listed.first("RFF").elements == [["AVF", booking_reference]]
    number = person["document_number"].replace(" ", "").replace("-", "")
    assert listed.first("DOC").elements == [
        [DOCUMENTS[person["document_type"]], "110", "111"],
        number,
    ]
    expiry = person["document_expiry"]
    assert listed.first("DTM", "36").elements == [["36", expiry[2:4] + expiry[5:7] + expiry[8:10]]]


async def test_the_worker_sends_the_list_at_the_configured_time_every_passenger_as_booked(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    key = await create_api_key(db)
    people = _people()
    trip = await confirmed_trip(client, key, signer, flight.id, people)
    with receiver() as authority:
        destination = await configure(client, admin_headers, f"{authority.url}/paxlst")
        await clock_at(client, admin_headers, flight.scheduled_departure - timedelta(minutes=62))
        assert authority.received == [] and await lists(client, admin_headers, flight.id) == []

        await clock_at(client, admin_headers, flight.scheduled_departure - timedelta(minutes=59))
        [got] = authority.wait_for(1)

    assert got.path == "/paxlst"
    assert got.headers["content-type"] == "application/EDIFACT"
    assert got.headers[SECRET_HEADER[0].lower()] == SECRET_HEADER[1]
    read = read_paxlst(got.body.decode("ascii"))
    envelope_agrees(read)
    assert read.first("UNB").elements[1:3] == ["TARMACAPI", "KZAPIS"]
    assert read.first("TDT").elements == ["20", "TQ201", "", "", "TQ"]
    assert read.first("LOC", "125").elements == ["125", "FRU"]
    assert read.first("LOC", "87").elements == ["87", "ALA"]
    day = flight.flight_date
    assert read.first("DTM", "189").elements == [["189", f"{day:%y%m%d}0900", "201"]]
    # 75 minutes later, on Almaty's clocks
    landing = flight.scheduled_arrival.astimezone(ZoneInfo(world.ala.timezone))
    assert read.first("DTM", "232").elements == [["232", f"{landing:%y%m%d%H%M}", "201"]]
    booked = sorted(trip.passengers, key=lambda p: (p["last_name"], p["first_name"]))
    assert len(read.passengers) == len(people) == 3
    for listed, person in zip(read.passengers, booked, strict=True):
        sent = next(p for p in people if p["first_name"] == person["first_name"])
        _matches(listed, sent, trip.booking["booking_reference"])

    [kept] = await lists(client, admin_headers, flight.id)
    assert kept["trigger"] == "scheduled" and kept["actor"] == "system"
    assert (kept["status"], kept["passenger_count"], kept["country"]) == ("delivered", 3, "KZ")
    assert kept["destination_id"] == destination["id"]
    assert kept["interchange_reference"] == read.first("UNB").elements[4]
    [attempt] = kept["attempts"]
    assert (attempt["status_code"], attempt["result"]) == (200, "delivered")
    text = await client.get(lists_path(flight.id, f"/{kept['id']}"), headers=admin_headers)
    assert text.status_code == 200
    assert text.headers["content-type"].startswith("application/EDIFACT")
    assert text.content == got.body
    [event] = await events(db, "apis.delivered")
    assert event["message_id"] == kept["id"] and event["passenger_count"] == 3
    assert event["flight_number"] == "TQ201" and event["country"] == "KZ"
    assert "AIBEK" not in str(event)  # no passenger data in events


async def test_a_passenger_added_after_the_list_was_sent_sends_an_update_with_a_new_reference(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    key = await create_api_key(db)
    await confirmed_trip(client, key, signer, flight.id)
    with receiver() as authority:
        await configure(client, admin_headers, authority.url)
        await clock_at(client, admin_headers, flight.scheduled_departure - timedelta(minutes=50))
        authority.wait_for(1)
        await run_due(client, admin_headers)  # the same list: nothing new
        assert len(authority.received) == 1

        await confirmed_trip(
            client, key, signer, flight.id, [passenger(first_name="BAKYT", last_name="ISMAILOV")]
        )
        await advance_clock(client, admin_headers, 60)
        first, update = authority.wait_for(2)
        await advance_clock(client, admin_headers, 60)
        assert len(authority.received) == 2

    before, after = read_paxlst(first.body.decode()), read_paxlst(update.body.decode())
    envelope_agrees(after)
    assert len(before.passengers) == 1 and len(after.passengers) == 2
    assert before.first("BGM").elements == ["745"]
    assert after.first("BGM").elements == ["745", "CP"]
    assert after.first("UNB").elements[4] != before.first("UNB").elements[4]
    newest, oldest = await lists(client, admin_headers, flight.id)
    assert (newest["trigger"], oldest["trigger"]) == ("update", "scheduled")
    assert newest["interchange_reference"] == after.first("UNB").elements[4]


async def test_a_domestic_flight_produces_no_list(client, db, signer, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    await confirmed_trip(client, key, signer, world.flight.id)
    with receiver() as authority:
        await configure(client, admin_headers, authority.url, country="KG", on_departure=True)
        await clock_at(
            client, admin_headers, world.flight.scheduled_departure - timedelta(minutes=30)
        )
        await run_due(client, admin_headers)
        assert authority.received == []
    assert await lists(client, admin_headers, world.flight.id) == []
    asked = await client.post(lists_path(world.flight.id), headers=admin_headers, json={})
    assert asked.status_code == 400
    assert asked.json()["code"] == "flight_not_international"
    assert await db.scalar(select(func.count()).select_from(ApisMessage)) == 0


async def test_the_authority_failing_twice_then_accepting_is_delivered_after_retries(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    key = await create_api_key(db)
    await confirmed_trip(client, key, signer, flight.id)
    with receiver() as authority:
        authority.answer(500, 503)
        await configure(client, admin_headers, authority.url)
        made = await client.post(lists_path(flight.id), headers=admin_headers)
        assert made.status_code == 201, made.text
        await run_due(client, admin_headers)
        assert len(authority.wait_for(1)) == 1
        # attempt 2 is due a minute after the first, attempt 3 five minutes after it
        await advance_clock(client, admin_headers, 30)
        assert len(authority.received) == 1
        await advance_clock(client, admin_headers, 31)
        assert len(authority.wait_for(2)) == 2
        await advance_clock(client, admin_headers, 240)
        got = authority.wait_for(3)
        await advance_clock(client, admin_headers, 3600)
        assert len(authority.received) == 3
    assert len({r.body for r in got}) == 1  # the same interchange each time
    [kept] = await lists(client, admin_headers, flight.id)
    assert kept["status"] == "delivered" and kept["next_attempt_at"] is None
    assert [a["status_code"] for a in kept["attempts"]] == [500, 503, 200]
    assert [a["result"] for a in kept["attempts"]] == ["retry", "retry", "delivered"]
    assert len(await events(db, "apis.delivered")) == 1


async def test_an_authority_refusing_the_list_fails_it_at_once(client, db, signer, admin_headers):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    with receiver() as authority:
        authority.answer(400)
        await configure(client, admin_headers, authority.url)
        await client.post(lists_path(flight.id), headers=admin_headers)
        await run_due(client, admin_headers)
        authority.wait_for(1)
        await advance_clock(client, admin_headers, 3600)
        assert len(authority.received) == 1
    [kept] = await lists(client, admin_headers, flight.id)
    assert kept["status"] == "failed" and kept["passenger_count"] == 0
    [attempt] = kept["attempts"]
    assert attempt["result"] == "failed" and attempt["error"].startswith("HTTP 400")
    [event] = await events(db, "apis.failed")
    assert event["message_id"] == kept["id"] and event["status_code"] == 400


async def test_staff_make_a_list_on_demand_and_read_it_back(client, db, signer, admin_headers):
    world = await build_world(db)
    flight = await intl_flight(db, world, days=20)  # far from its scheduled list
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, flight.id)
    with receiver() as authority:
        await configure(client, admin_headers, authority.url, minutes_before_departure=120)
        operator = staff(signer, "apis:manage")
        made = await client.post(lists_path(flight.id), headers=operator, json={})
        assert made.status_code == 201, made.text
        [message] = made.json()
        assert (message["trigger"], message["actor"]) == ("staff", "staff:agent-7")
        assert message["status"] == "pending" and message["passenger_count"] == 1
        await run_due(client, admin_headers)
        [got] = authority.wait_for(1)
    text = await client.get(lists_path(flight.id, f"/{message['id']}"), headers=operator)
    assert text.status_code == 200 and text.content == got.body
    read = read_paxlst(text.text)
    envelope_agrees(read)
    [listed] = read.passengers
    assert listed.first("RFF").elements == [["AVF", trip.booking["booking_reference"]]]
    again = await client.post(lists_path(flight.id), headers=operator)
    assert again.status_code == 201
    assert read_paxlst(
        (
            await client.get(lists_path(flight.id, f"/{again.json()[0]['id']}"), headers=operator)
        ).text
    ).first("BGM").elements == ["745", "CP"]


async def test_a_flight_no_destination_concerns_is_refused(client, db, admin_headers):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    # Kyrgyzstan's authority, for arrivals only: FRU-ALA leaves Kyrgyzstan
    kg = await configure(client, admin_headers, "http://127.0.0.1:9/none", country="KG")
    refused = await client.post(lists_path(flight.id), headers=admin_headers)
    assert refused.status_code == 400 and refused.json()["code"] == "no_apis_destination"
    kz = await configure(client, admin_headers, "http://127.0.0.1:9/none", is_active=False)
    assert (await client.post(lists_path(flight.id), headers=admin_headers)).status_code == 400
    await client.patch(
        f"/api/v1/admin/apis-destinations/{kg['id']}",
        json={"on_departure": True},
        headers=admin_headers,
    )
    named = await client.post(
        lists_path(flight.id), headers=admin_headers, json={"destination_id": kz["id"]}
    )
    assert named.status_code == 400 and named.json()["code"] == "no_apis_destination"
    made = await client.post(lists_path(flight.id), headers=admin_headers)
    assert [m["country"] for m in made.json()] == ["KG"]
    unknown = await client.post(lists_path(uuid.uuid4()), headers=admin_headers)
    assert unknown.status_code == 404 and unknown.json()["code"] == "apis_flight_not_found"
    missing = await client.get(lists_path(flight.id, f"/{kz['id']}"), headers=admin_headers)
    assert missing.status_code == 404 and missing.json()["code"] == "apis_message_not_found"


async def test_only_staff_with_the_apis_scope_read_a_passenger_list(
    client, db, signer, admin_headers
):
    """The lists carry the passengers' travel documents: flight operations' scope is not
    enough, nor is any key."""
    world = await build_world(db)
    flight = await intl_flight(db, world)
    key = await create_api_key(db)
    await configure(client, admin_headers, "http://127.0.0.1:9/none")
    [message] = (await client.post(lists_path(flight.id), headers=admin_headers)).json()
    one = lists_path(flight.id, f"/{message['id']}")
    for headers in (staff(signer, "flights:operate"), staff(signer, "checkin:update")):
        assert (await client.get(one, headers=headers)).status_code == 403
        assert (await client.get(lists_path(flight.id), headers=headers)).status_code == 403
        assert (await client.post(lists_path(flight.id), headers=headers)).status_code == 403
    assert (await client.get(one, headers=key.headers)).status_code == 401
    assert (await client.get(one, headers=staff(signer, "apis:manage"))).status_code == 200
