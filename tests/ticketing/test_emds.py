"""EMDs (issue 36, docs/emd.md): an EMD-A for each paid seat and offer, issued with the
tickets and associated with a ticket coupon, whose status moves with it (flown: used; a
refund: refunded; an exchange: exchanged, and open again when it is undone); an EMD-S for a
correction fee or a change fee, used at issue; shown on the booking, the e-ticket, the
refunds that give them back and in events."""

import io
import re
from decimal import Decimal

from pypdf import PdfReader
from sqlalchemy import select

from tarmac.events.catalog import BY_TYPE
from tarmac.ticketing.models import Emd
from tests.bookings.helpers import BOOKINGS, book, events, passenger, quote
from tests.corrections.helpers import apply, item
from tests.exchanges.helpers import (
    exchange_world,
    execute,
    paid_booking,
    preview,
    read,
    set_adult_price,
)
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.payments.test_items_ledger import items_of, reconciled
from tests.pricing.factories import create_ssr, create_zone_price
from tests.pricing.world import build_world

ADMIN = "/api/v1/admin"
SEAT = "6A"  # the world's exit row: an XL seat, 20.00


async def extras_world(db, **fields):
    world = await build_world(db, **fields)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_ssr(db, "XBAG", "25", category="baggage", name="Extra checked bag 23 kg")
    await db.commit()
    return world


async def agency_key(client, db, admin_headers):
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "5000.00")
    return key


async def seat_and_bag(client, key, world) -> dict:
    """A pending booking of the world's flight with seat 6A and one extra bag."""
    quoted = await quote(
        client, key.headers, world.flight.id, fare_class="Y", offers=[{"offer_id": "XBAG"}]
    )
    made = await book(
        client,
        {**key.headers, "Accept-Language": "en"},  # the e-ticket's language
        quoted["quote_id"],
        [passenger(seat_number=SEAT)],
        offers=[{"offer_id": "XBAG"}],
    )
    assert made.status_code == 201, made.text
    return made.json()


async def paid(client, key, booking: dict) -> dict:
    response = await client.post(
        f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
    )
    assert response.status_code == 200, response.text
    return response.json()


def by_code(booking: dict) -> dict[str, dict]:
    """The booking's EMDs by their coupon's RFISC."""
    return {e["coupons"][0]["rfisc"]: e for e in booking["emds"]}


def statuses(booking: dict) -> dict[str, str]:
    return {rfisc: e["coupons"][0]["status"] for rfisc, e in by_code(booking).items()}


async def test_a_paid_seat_and_a_bag_issue_two_emd_a_with_their_codes_and_item_values(
    client, db, admin_headers
):
    world = await extras_world(db)
    key = await agency_key(client, db, admin_headers)
    pending = await seat_and_bag(client, key, world)
    assert pending["emds"] == []  # issued with the tickets

    booking = await paid(client, key, pending)

    [ticket] = booking["tickets"]
    emds = by_code(booking)
    assert set(emds) == {"0B5", "0GO"}
    seat, bag = emds["0B5"], emds["0GO"]
    assert (seat["emd_type"], seat["rfic"], seat["total_amount"]) == ("EMD-A", "A", 20.0)
    assert (bag["emd_type"], bag["rfic"], bag["total_amount"]) == ("EMD-A", "C", 25.0)
    assert bag["coupons"][0]["service_code"] == "XBAG"
    for emd in (seat, bag):
        assert re.fullmatch(r"\d{13}", emd["emd_number"])
        assert emd["emd_number"][:3] == ticket["ticket_number"][:3]
        assert int(emd["emd_number"][3:]) >= 8_000_000_001  # the EMDs' own range
        assert emd["in_connection_with"] == ticket["ticket_number"]
        assert emd["passenger_id"] == booking["passengers"][0]["id"]
        [coupon] = emd["coupons"]
        assert coupon["status"] == "open"
        assert coupon["associated_with"]["ticket_number"] == ticket["ticket_number"]
        assert coupon["associated_with"]["coupon_number"] == 1
    # each EMD is one sale item, at its amount
    sold = await items_of(client, admin_headers, booking["id"])
    documented = dict((await db.execute(select(Emd.sale_item_id, Emd.amount))).all())
    items = {i["id"]: i for i in sold["items"]}
    assert {items[str(k)]["kind"] for k in documented} == {"seat", "charge"}
    assert all(Decimal(str(items[str(k)]["amount"])) == v for k, v in documented.items())
    # read back as answered, and announced
    again = await read(client, key, booking["id"])
    assert again["emds"] == booking["emds"]
    issued = await events(db, "emd.issued")
    assert sorted(e["rfisc"] for e in issued) == ["0B5", "0GO"]
    assert all(set(BY_TYPE["emd.issued"].payload_fields) <= set(e) for e in issued)
    assert {e["ticket_number"] for e in issued} == {ticket["ticket_number"]}


async def test_a_flown_coupon_uses_its_emds(client, db, admin_headers):
    world = await extras_world(db)
    key = await agency_key(client, db, admin_headers)
    booking = await paid(client, key, await seat_and_bag(client, key, world))

    response = await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "arrived"}, headers=admin_headers
    )

    assert response.status_code == 200, response.text
    flown = await read(client, key, booking["id"])
    assert statuses(flown) == {"0B5": "used", "0GO": "used"}
    changed = await events(db, "emd.coupon_changed")
    assert sorted((e["rfisc"], e["from_status"], e["to_status"]) for e in changed) == [
        ("0B5", "open", "used"),
        ("0GO", "open", "used"),
    ]
    assert all(set(BY_TYPE["emd.coupon_changed"].payload_fields) <= set(e) for e in changed)


async def test_a_cancelled_and_refunded_booking_refunds_its_emds_and_the_refund_names_them(
    client, db, admin_headers
):
    world = await extras_world(db)
    key = await agency_key(client, db, admin_headers)
    booking = await paid(client, key, await seat_and_bag(client, key, world))

    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert cancelled.status_code == 200, cancelled.text
    assert statuses(cancelled.json()) == {"0B5": "refunded", "0GO": "refunded"}
    refunds = await client.get(f"{ADMIN}/bookings/{booking['id']}/refunds", headers=admin_headers)
    [refund] = refunds.json()
    numbers = {e["coupons"][0]["rfisc"]: e["emd_number"] for e in booking["emds"]}
    assert sorted((e["emd_number"], e["amount"]) for e in refund["emds"]) == sorted(
        [(numbers["0B5"], 20.0), (numbers["0GO"], 25.0)]
    )
    assert (await reconciled(client, admin_headers))["balanced"] is True


async def test_a_booking_cancelled_without_a_refund_voids_its_emds(client, db):
    world = await extras_world(db)
    key = await create_api_key(db)
    pending = await seat_and_bag(client, key, world)
    confirmed = await client.post(f"{BOOKINGS}/{pending['id']}/confirm", headers=key.headers)
    assert statuses(confirmed.json()) == {"0B5": "open", "0GO": "open"}

    cancelled = await client.post(f"{BOOKINGS}/{pending['id']}/cancel", headers=key.headers)

    assert cancelled.status_code == 200, cancelled.text
    assert statuses(cancelled.json()) == {"0B5": "void", "0GO": "void"}


async def test_an_ancillary_refund_refunds_its_emd_alone(client, db, admin_headers):
    world = await extras_world(db)
    key = await agency_key(client, db, admin_headers)
    booking = await paid(client, key, await seat_and_bag(client, key, world))
    [payment] = booking["payments"]

    response = await client.post(
        f"/api/v1/payments/{payment['payment_id']}/refund",
        json={"amount": 25, "reason": "Bag not carried"},
        headers=key.headers,
    )

    assert response.status_code == 200, response.text
    bag = by_code(booking)["0GO"]
    assert response.json()["emds"] == [
        {"emd_number": bag["emd_number"], "coupon_number": 1, "amount": 25.0, "currency": "USD"}
    ]
    after = await read(client, key, booking["id"])
    assert after["status"] == "confirmed"
    assert {c["status"] for t in after["tickets"] for c in t["coupons"]} == {"OPEN"}
    assert statuses(after) == {"0B5": "open", "0GO": "refunded"}
    [changed] = await events(db, "emd.coupon_changed")
    assert (changed["emd_number"], changed["to_status"]) == (bag["emd_number"], "refunded")
    # the coupon flies on: the refunded EMD stays refunded, the seat's is used
    await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "arrived"}, headers=admin_headers
    )
    assert statuses(await read(client, key, booking["id"])) == {"0B5": "used", "0GO": "refunded"}


async def _exchange_world_with_seats(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await db.commit()
    return ex


async def test_an_exchange_exchanges_the_emds_and_the_new_booking_gets_the_change_fees(
    client, db, admin_headers
):
    ex = await _exchange_world_with_seats(client, db, admin_headers)
    old = await paid_booking(client, ex, passengers=[passenger(seat_number=SEAT)])
    [old_seat] = old["emds"]
    assert (await preview(client, ex.key, old["id"], ex.other.id)).status_code == 200

    done = await execute(client, ex.key, old["id"], ex.other.id)

    assert done.status_code == 200, done.text
    after = await read(client, ex.key, old["id"])
    assert [(e["emd_number"], e["coupons"][0]["status"]) for e in after["emds"]] == [
        (old_seat["emd_number"], "exchanged")
    ]
    new_id = done.json()["new_booking_id"]
    assert done.json()["payment_required"] is True  # the change fee: the fares are equal
    assert (await read(client, ex.key, new_id))["emds"] == []  # issued with its tickets
    paid_new = await client.post(f"{BOOKINGS}/{new_id}/pay-with-balance", headers=ex.key.headers)
    assert paid_new.status_code == 200, paid_new.text
    new = paid_new.json()
    # the seat goes with the passenger free (its fee is in the money carried over): no EMD of
    # its own; the change fee paid is the new booking's EMD-S
    assert [(s["seat_number"], Decimal(s["seat_fee"])) for s in new["seats"]] == [(SEAT, 0)]
    emds = by_code(new)
    assert set(emds) == {"993"}
    fee = emds["993"]
    assert (fee["emd_type"], fee["rfic"], fee["total_amount"]) == ("EMD-S", "D", 30.0)
    assert fee["coupons"][0]["status"] == "used" and fee["coupons"][0]["associated_with"] is None
    assert fee["in_connection_with"] == new["tickets"][0]["ticket_number"]


async def test_an_exchange_undone_opens_the_old_emds_again(client, db, admin_headers):
    ex = await _exchange_world_with_seats(client, db, admin_headers)
    old = await paid_booking(client, ex, passengers=[passenger(seat_number=SEAT)])
    await set_adult_price(client, admin_headers, ex.world, "150")
    assert (await preview(client, ex.key, old["id"], ex.other.id)).status_code == 200
    done = (await execute(client, ex.key, old["id"], ex.other.id)).json()
    assert statuses(await read(client, ex.key, old["id"])) == {"0B5": "exchanged"}

    cancelled = await client.post(
        f"{BOOKINGS}/{done['new_booking_id']}/cancel", headers=ex.key.headers
    )

    assert cancelled.status_code == 200, cancelled.text
    assert statuses(await read(client, ex.key, old["id"])) == {"0B5": "open"}


async def test_a_correction_fee_issues_an_emd_s_used_at_issue(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "10000.00", currency="KGS")
    quoted = await quote(client, key.headers, world.flight.id)
    booking = await paid(client, key, (await book(client, key.headers, quoted["quote_id"])).json())
    assert booking["emds"] == []

    response = await apply(
        client,
        key,
        booking,
        item(booking["passengers"][0]["id"], last_name="ASANOVA"),
        pay_with_balance=True,
    )

    assert response.status_code == 200, response.text
    [fee] = (await read(client, key, booking["id"]))["emds"]
    assert (fee["emd_type"], fee["rfic"], fee["coupons"][0]["rfisc"]) == ("EMD-S", "D", "98J")
    assert (fee["total_amount"], fee["currency"]) == (1500.0, "KGS")
    assert fee["coupons"][0]["status"] == "used"
    assert fee["in_connection_with"] == booking["tickets"][0]["ticket_number"]
    [issued] = await events(db, "emd.issued")
    assert (issued["emd_number"], issued["emd_type"]) == (fee["emd_number"], "EMD-S")


async def test_the_eticket_lists_the_emds(client, db, admin_headers):
    world = await extras_world(db)
    key = await agency_key(client, db, admin_headers)
    booking = await paid(client, key, await seat_and_bag(client, key, world))

    response = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=key.headers)

    assert response.status_code == 200, response.text
    pages = PdfReader(io.BytesIO(response.content)).pages
    text = " ".join(" ".join(page.extract_text() for page in pages).split())
    assert "Electronic miscellaneous documents (EMD)" in text
    for emd in booking["emds"]:
        assert emd["emd_number"] in text
    assert "A/0B5" in text and "C/0GO" in text
    assert text.count("EMD-A") == 2 and "1 Open" in text
