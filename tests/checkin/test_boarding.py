"""Boarding passes and the gate (spec 01 §4.8; spec 02 §6.1 passenger.boarded): the BCBP
string (IATA Resolution 792, M1 version 8, signed: ``test_boarding_pass_signature``) parsed
back against the booking, the PDF in both formats
rendered (pypdfium2) and its PDF417 barcode decoded (zxing-cpp) into exactly that string,
sequence numbers per flight, gate scans that board once (once boarding is open: the rules of
the gate are in ``test_gate``), the flight's arrival."""

import asyncio
import io

import pypdfium2
import zxingcpp
from sqlalchemy import select

from tarmac.core import bcbp
from tarmac.ticketing.models import Coupon
from tests.bookings.helpers import events, passenger
from tests.checkin.helpers import (
    CHECKIN,
    checked_in_and_issued,
    confirmed_trip,
    online_window_open,
    open_boarding,
    seat_zones,
    staff,
)
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world


def _decode(pdf: bytes) -> list[str]:
    document = pypdfium2.PdfDocument(io.BytesIO(pdf))
    page = document[0]
    image = page.render(scale=300 / 72).to_pil()
    return [
        r.text for r in zxingcpp.read_barcodes(image) if r.format == zxingcpp.BarcodeFormat.PDF417
    ]


async def test_the_boarding_pass_carries_a_bcbp_string_of_the_booking_in_both_pdf_formats(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(
        client, key, signer, world.flight.id, [passenger(first_name="AIBEK", last_name="ASANOV")]
    )
    await online_window_open(client, admin_headers, world.flight)
    issued = await checked_in_and_issued(
        client, trip, trip.passengers[0]["id"], world.flight.id, seat_number="7C"
    )
    code = issued["bcbp"]
    parsed = bcbp.parse(code)
    assert parsed.format_code == "M" and parsed.legs == 1 and parsed.version == "8"
    assert parsed.name == "ASANOV/AIBEK".ljust(20) and parsed.eticket == "E"
    assert parsed.pnr == trip.booking["booking_reference"].ljust(7)
    assert (parsed.origin, parsed.destination) == ("FRU", "OSS")
    assert parsed.carrier == "TQ " and parsed.flight_number == "0101 "
    assert parsed.julian_date == world.flight.flight_date.timetuple().tm_yday
    assert parsed.compartment == "Y" and parsed.seat == "007C"
    assert parsed.sequence == "0001 " and parsed.status == "1" and parsed.variable_size == 0x3B
    assert len(code) == 60 + 0x3B + 4 + 86  # the security section: ^, key id, size, signature
    assert issued["sequence_number"] == 1 and issued["seat_number"] == "7C"
    again = await client.post(f"{CHECKIN}/{issued['checkin_id']}/boarding-pass", params=trip.link())
    assert (
        again.json()["bcbp"] == code
        and again.json()["boarding_pass_id"] == issued["boarding_pass_id"]
    )

    for fmt, width_mm in (("thermal", 80), ("a4", 210)):
        response = await client.get(
            f"{CHECKIN}/{issued['checkin_id']}/boarding-pass/pdf",
            params=trip.link(**({"format": fmt} if fmt == "a4" else {})),
        )
        assert response.status_code == 200, response.text
        assert response.headers["content-type"] == "application/pdf"
        document = pypdfium2.PdfDocument(io.BytesIO(response.content))
        assert round(document[0].get_width() / 72 * 25.4) == width_mm
        text = document[0].get_textpage().get_text_range()
        for shown in ("ASANOV/AIBEK", "TQ101", "7C", "001", "посадка"):  # made in ru
            assert shown in text, (fmt, shown)
        assert _decode(response.content) == [code], fmt


async def test_the_boarding_pass_speaks_the_bookings_language_with_english_beside_it(
    client, db, signer, admin_headers
):
    """One language per booking (issue 33): the pass of a booking made in English is English
    only; one made in Russian or Kyrgyz prints its words, each label followed by the English
    one for staff at any airport; the barcode is the same string either way."""
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    await online_window_open(client, admin_headers, world.flight)
    texts = {}
    for language in ("en", "ru", "ky"):
        trip = await confirmed_trip(client, key, signer, world.flight.id, language=language)
        assert trip.booking.get("language", language) == language
        issued = await checked_in_and_issued(
            client, trip, trip.passengers[0]["id"], world.flight.id
        )
        pdf = await client.get(
            f"{CHECKIN}/{issued['checkin_id']}/boarding-pass/pdf", params=trip.link()
        )
        assert pdf.status_code == 200, pdf.text
        document = pypdfium2.PdfDocument(io.BytesIO(pdf.content))
        texts[language] = document[0].get_textpage().get_text_range()
        assert _decode(pdf.content) == [issued["bcbp"]]
    english = texts["en"]
    assert "BOARDING PASS" in english and "boarding" in english and "Economy" in english
    assert not any("\u0400" <= c <= "\u04ff" for c in english)
    assert "ПОСАДОЧНЫЙ ТАЛОН" in texts["ru"] and "BOARDING PASS" in texts["ru"]
    assert "ПАССАЖИР · PASSENGER" in texts["ru"] and "посадка" in texts["ru"]
    assert "Эконом" in texts["ru"] and "boarding " not in texts["ru"]
    assert "ОТУРГУЗУУ ТАЛОНУ" in texts["ky"] and "ЖҮРГҮНЧҮ · PASSENGER" in texts["ky"]


async def test_sequence_numbers_follow_check_in_order_per_flight(client, db, signer, admin_headers):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id, [passenger(), passenger()])
    await online_window_open(client, admin_headers, world.flight)
    first = await checked_in_and_issued(client, trip, trip.passengers[1]["id"], world.flight.id)
    second = await checked_in_and_issued(client, trip, trip.passengers[0]["id"], world.flight.id)
    assert (first["sequence_number"], second["sequence_number"]) == (1, 2)
    assert bcbp.parse(second["bcbp"]).sequence == "0002 "
    # a seat change withdraws the pass: a new one is issued with the new seat, same sequence
    moved = await client.post(
        f"{CHECKIN}/{first['checkin_id']}/seat", params=trip.link(), json={"seat_number": "9D"}
    )
    assert moved.status_code == 200 and moved.json()["boarding_pass_issued"] is False
    pdf = await client.get(f"{CHECKIN}/{first['checkin_id']}/boarding-pass/pdf", params=trip.link())
    assert pdf.status_code == 400
    reissued = await client.post(
        f"{CHECKIN}/{first['checkin_id']}/boarding-pass", params=trip.link()
    )
    assert bcbp.parse(reissued.json()["bcbp"]).seat == "009D"
    assert reissued.json()["sequence_number"] == 1


async def test_a_gate_scan_boards_once_and_two_scans_at_once_board_one(
    app, app_factory, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    gate = staff(signer, "checkin:boarding_pass")
    async with client_for(app) as one, client_for(app_factory()) as two:
        trip = await confirmed_trip(one, key, signer, world.flight.id, [passenger(), passenger()])
        await online_window_open(one, admin_headers, world.flight)
        first = await checked_in_and_issued(one, trip, trip.passengers[0]["id"], world.flight.id)
        second = await checked_in_and_issued(one, trip, trip.passengers[1]["id"], world.flight.id)
        await open_boarding(one, admin_headers, world.flight.id)
        scan = {"flight_id": str(world.flight.id), "gate": "A3"}
        wrong_scope = await one.post(
            f"{CHECKIN}/boarding",
            headers=staff(signer, "checkin:update"),
            json={**scan, "bcbp": first["bcbp"]},
        )
        assert wrong_scope.status_code == 403
        scans = await asyncio.gather(
            one.post(f"{CHECKIN}/boarding", headers=gate, json={**scan, "bcbp": first["bcbp"]}),
            two.post(f"{CHECKIN}/boarding", headers=gate, json={**scan, "bcbp": first["bcbp"]}),
        )
        assert sorted(s.status_code for s in scans) == [200, 409], [s.text for s in scans]
        again = await one.post(
            f"{CHECKIN}/boarding",
            headers=gate,
            json={"flight_id": scan["flight_id"], "boarding_pass_id": first["boarding_pass_id"]},
        )
        assert again.status_code == 409 and "boarded at" in again.json()["detail"]
        unknown = await one.post(
            f"{CHECKIN}/boarding", headers=gate, json={**scan, "bcbp": "M1" + "X" * 58}
        )
        assert unknown.status_code == 404

        [event] = await events(db, "passenger.boarded")
        assert event["gate"] == "A3" and event["passenger_id"] == trip.passengers[0]["id"]
        assert event["booking_id"] == trip.id and event["boarded_at"]

        listed = await one.get(f"{CHECKIN}/flight/{world.flight.id}/passengers", headers=gate)
        assert listed.status_code == 200
        rows = {p["passenger_id"]: p for p in listed.json()["passengers"]}
        assert rows[trip.passengers[0]["id"]]["boarded"] is True
        assert rows[trip.passengers[0]["id"]]["coupon_status"] == "BOARDED"
        assert rows[trip.passengers[1]["id"]]["checkin_status"] == "completed"
        stats = await one.get(
            f"{CHECKIN}/stats",
            headers=staff(signer, "checkin:update"),
            params={"flight_ids": f"{world.flight.id},{world.return_flight.id}"},
        )
        assert stats.json()["flights"] == [
            {
                "flight_id": str(world.flight.id),
                "passengers": 2,
                "checked_in": 2,
                "boarded": 1,
                "not_checked_in": 0,
            },
            {
                "flight_id": str(world.return_flight.id),
                "passengers": 0,
                "checked_in": 0,
                "boarded": 0,
                "not_checked_in": 0,
            },
        ]

        # the flight arrives: the boarded passenger flew, the other is a no-show
        arrived = await one.patch(
            f"/api/v1/admin/flights/{world.flight.id}",
            headers=admin_headers,
            json={"status": "arrived"},
        )
        assert arrived.status_code == 200, arrived.text
    statuses = dict(
        (
            await db.execute(
                select(Coupon.passenger_id, Coupon.status).where(
                    Coupon.flight_id == world.flight.id
                )
            )
        ).all()
    )
    assert {str(k): v for k, v in statuses.items()} == {
        trip.passengers[0]["id"]: "COMPLETED",
        trip.passengers[1]["id"]: "CLOSED",
    }
    assert second["sequence_number"] == 2


async def test_a_pass_issued_before_a_correction_is_stale_until_a_new_one_is_issued(
    client, db, signer, admin_headers
):
    """Spec 01 §4.7: an issued boarding pass is not reissued by a correction. It is marked
    stale (staff list, the PDF), the gate refuses it, and issuing again gives a new pass
    with the corrected name whose barcode boards; the old barcode no longer does."""
    world = await build_world(db, currency="KGS")  # the correction fee table's currency
    await seat_zones(db)
    key = await create_api_key(db)
    gate = staff(signer, "checkin:boarding_pass")
    lister = staff(signer, "checkin:update")
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    person = trip.passengers[0]["id"]
    await online_window_open(client, admin_headers, world.flight)
    old = await checked_in_and_issued(client, trip, person, world.flight.id)
    assert bcbp.parse(old["bcbp"]).name.startswith("ASANOV/")

    corrected = await client.post(
        f"/api/v1/bookings/{trip.id}/correction/apply",
        headers=key.headers,
        json={"corrections": [{"passenger_id": person, "changes": {"last_name": "ASANOVA"}}]},
    )

    assert corrected.status_code == 200, corrected.text
    listed = await client.get(f"{CHECKIN}/flight/{world.flight.id}/passengers", headers=lister)
    assert listed.status_code == 200, listed.text
    assert listed.json()["passengers"][0]["boarding_pass_stale"] is True
    pdf = await client.get(f"{CHECKIN}/{old['checkin_id']}/boarding-pass/pdf", params=trip.link())
    assert pdf.status_code == 200
    shown = pypdfium2.PdfDocument(io.BytesIO(pdf.content))[0].get_textpage().get_text_range()
    assert "NOT VALID: PASSENGER DATA CORRECTED" in shown and "ASANOV/" in shown
    await open_boarding(client, admin_headers, world.flight.id)
    at_gate = {"flight_id": str(world.flight.id)}
    refused = await client.post(
        f"{CHECKIN}/boarding", headers=gate, json={**at_gate, "bcbp": old["bcbp"]}
    )
    assert refused.status_code == 409 and "issue a new boarding pass" in refused.json()["detail"]

    new = await client.post(f"{CHECKIN}/{old['checkin_id']}/boarding-pass", params=trip.link())

    assert new.status_code == 200, new.text
    new = new.json()
    assert new["boarding_pass_id"] != old["boarding_pass_id"]
    assert bcbp.parse(new["bcbp"]).name.startswith("ASANOVA/")
    assert new["sequence_number"] == old["sequence_number"]
    listed = await client.get(f"{CHECKIN}/flight/{world.flight.id}/passengers", headers=lister)
    assert listed.json()["passengers"][0]["boarding_pass_stale"] is False
    gone = await client.post(
        f"{CHECKIN}/boarding", headers=gate, json={**at_gate, "bcbp": old["bcbp"]}
    )
    assert gone.status_code == 404
    boarded = await client.post(
        f"{CHECKIN}/boarding", headers=gate, json={**at_gate, "bcbp": new["bcbp"]}
    )
    assert boarded.status_code == 200, boarded.text


async def test_a_boarding_pass_gives_its_departure_and_boarding_times_on_the_origins_clocks(
    client, db, signer, admin_headers
):
    world = await build_world(db)  # FRU (Asia/Bishkek, UTC+6), 09:00 local
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    await online_window_open(client, admin_headers, world.flight)
    issued = await checked_in_and_issued(
        client, trip, trip.passengers[0]["id"], world.flight.id, seat_number="7C"
    )
    day = world.flight.flight_date.isoformat()
    assert issued["departure_time"] == f"{day}T09:00:00+06:00"
    assert issued["boarding_time"] == f"{day}T08:30:00+06:00"
    assert issued["issued_at"].endswith("Z")  # a record stamp stays UTC
