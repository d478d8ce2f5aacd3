"""The demo world's records, loaded as `make run` loads them (``cli._load_demo`` into an empty
database), read back through the API: bookings in every state, a signed boarding pass, wallet
history that reconciles, webhooks delivered to the sandbox's receiver, an airline change
offered, an APIS passenger list delivered; a second load changes nothing."""

import time
import uuid

from sqlalchemy import func, select

from tarmac import cli
from tarmac.bookings.models import Booking
from tarmac.core import bcbp
from tarmac.demo import foundation
from tarmac.partners.models import WalletTransaction
from tarmac.webhooks.delivery import signature
from tarmac.webhooks.models import WebhookDelivery
from tests.apis.helpers import envelope_agrees, read_paxlst
from tests.conftest import make_settings
from tests.live import serving

ADMIN = "/api/v1/admin"
HOOKS = "/api/v1/notifications/outgoing-webhooks"
SILKROAD = foundation.demo_id("partner:silkroad")


async def _booking(client, admin_headers, reference: str) -> dict:
    found = await client.get(
        f"{ADMIN}/bookings", headers=admin_headers, params={"booking_reference": reference}
    )
    assert found.status_code == 200, found.text
    [booking] = found.json()["data"]
    return booking


def _coupons(booking: dict) -> set[str]:
    return {c["status"] for t in booking["tickets"] for c in t["coupons"]}


async def _has_a_signed_boarding_pass(client, admin_headers, reference: str) -> None:
    """Issue 36: the checked-in booking's pass is BCBP version 8, signed by a published key."""
    checked_in = await _booking(client, admin_headers, reference)
    assert _coupons(checked_in) == {"CHECKED_IN"}
    verdict = await _boarding_pass(client, admin_headers, checked_in)
    assert verdict.valid and verdict.parsed and verdict.parsed.version == "8", verdict


async def _boarding_pass(client, admin_headers, booking: dict) -> bcbp.Verdict:
    """The booking's boarding pass (issued again: the same), checked with the published keys."""
    checkins = await client.get(f"/api/v1/checkin/bookings/{booking['id']}", headers=admin_headers)
    [checkin] = checkins.json()
    assert checkin["boarding_pass_issued"], checkin
    issued = await client.post(
        f"/api/v1/checkin/{checkin['checkin_id']}/boarding-pass", headers=admin_headers
    )
    assert issued.status_code == 200, issued.text
    keys = await client.get("/api/v1/checkin/boarding-pass-keys")
    return bcbp.KeyRing.from_jwks(keys.json()).verify(issued.json()["bcbp"])


def _has_a_paid_seat_and_its_emd(booking: dict) -> None:
    """Issue 36: the wallet-paid booking's front-row seat and its EMD-A."""
    [seat] = booking["seats"]
    assert (seat["seat_number"], seat["zone"]) == ("4A", "FRONT")
    [emd] = booking["emds"]  # with its ticket coupon
    assert (emd["emd_type"], emd["rfic"], emd["coupons"][0]["rfisc"]) == ("EMD-A", "A", "0B5")
    assert emd["total_amount"] == float(seat["seat_fee"]) and emd["currency"] == "KGS"
    assert emd["coupons"][0]["status"] == "open"
    [ticket] = booking["tickets"]
    assert emd["coupons"][0]["associated_with"]["ticket_number"] == ticket["ticket_number"]
    assert emd["emd_number"][:3] == ticket["ticket_number"][:3]


async def _counts(db) -> tuple[int, ...]:
    return tuple(
        [
            await db.scalar(select(func.count()).select_from(model))
            for model in (Booking, WalletTransaction, WebhookDelivery)
        ]
    )


async def _passenger_list_was_delivered(client, admin_headers, records: dict) -> None:
    """Issue 36: the PAXLST of the international flight, delivered to the sandbox's receiver
    and read back with pydifact, names the demo's traveller."""
    apis = records["apis"]
    listed = await client.get(f"{ADMIN}/flights/{apis['flight_id']}/apis", headers=admin_headers)
    [kept] = [m for m in listed.json() if m["id"] == apis["message_id"]]
    assert (kept["status"], kept["country"]) == ("delivered", "KZ"), kept
    text = await client.get(
        f"{ADMIN}/flights/{apis['flight_id']}/apis/{apis['message_id']}", headers=admin_headers
    )
    read = read_paxlst(text.text)
    envelope_agrees(read)
    assert read.first("UNB").elements[4] == apis["interchange_reference"]
    assert read.first("TDT").elements[1] == apis["flight_number"]
    named = {
        (p.first("NAD").elements[3][0], p.first("RFF").elements[0][1]) for p in read.passengers
    }
    assert ("ZHUNUSOV", records["bookings"]["apis"]) in named


async def _ndc_notif_was_delivered(client, admin_headers, records: dict) -> None:
    """Issue 37: Silk Road's NDC subscription got the cancelled flight's airline change, as
    IATA's OrderChangeNotifRQ, delivered to the sandbox's receiver (it checks the signature)."""
    subscription = records["ndc_subscription"]["id"]
    deliveries = await client.get(f"{HOOKS}/{subscription}/deliveries", headers=admin_headers)
    items = deliveries.json()["items"]
    assert items, deliveries.text
    assert {(d["event_type"], d["status"]) for d in items} == {
        ("booking.airline_change", "delivered")
    }


async def test_the_demo_world_has_a_booking_in_every_state_and_loads_once(
    database_url, app, client, db, admin_headers
):
    settings = make_settings()
    async with serving(app) as [base]:
        started = time.monotonic()
        loaded, records = await cli._load_demo(database_url, settings, base, only_if_empty=True)
        print(f"demo world loaded in {time.monotonic() - started:.1f} s")
        assert loaded
        # the worker of the served API: delivers the queued webhooks to the live receiver
        ran = await client.post(f"{ADMIN}/test-clock/run-due", headers=admin_headers)
        assert ran.status_code == 200, ran.text
    refs = records["bookings"]

    card = await _booking(client, admin_headers, refs["confirmed_card"])
    assert (card["status"], card["payment_status"]) == ("confirmed", "paid")
    payments = await client.get(f"{ADMIN}/bookings/{card['id']}/payments", headers=admin_headers)
    assert payments.status_code == 200, payments.text
    print(payments.json())
    for state, expected in {
        "confirmed_wallet": ("confirmed", "paid"),
        "awaiting_payment": ("pending", "unpaid"),
        "cancelled": ("cancelled", "unpaid"),
        "refunded": ("cancelled", "refunded"),
        "exchanged_into": ("confirmed", "paid"),
        "corrected": ("confirmed", "paid"),
        "disrupted": ("confirmed", "paid"),
    }.items():
        booking = await _booking(client, admin_headers, refs[state])
        assert (booking["status"], booking["payment_status"]) == expected, state
    _has_a_paid_seat_and_its_emd(await _booking(client, admin_headers, refs["confirmed_wallet"]))
    assert _coupons(await _booking(client, admin_headers, refs["exchanged"])) == {"EXCHANGED"}
    assert _coupons(await _booking(client, admin_headers, refs["refunded"])) == {"REFUNDED"}
    await _has_a_signed_boarding_pass(client, admin_headers, refs["checked_in"])

    corrected = await _booking(client, admin_headers, refs["corrected"])
    assert corrected["passengers"][0]["last_name"] == "OMUROV"
    history = await client.get(
        f"{ADMIN}/bookings/{corrected['id']}/corrections", headers=admin_headers
    )
    assert history.status_code == 200 and history.json(), history.text

    disrupted = await _booking(client, admin_headers, refs["disrupted"])
    changes = await client.get(
        f"{ADMIN}/bookings/{disrupted['id']}/airline-changes", headers=admin_headers
    )
    [change] = changes.json()["changes"]
    assert (change["kind"], change["status"]) == ("cancelled", "pending")
    assert change["flight_id"] == records["disrupted_flight"]["id"]

    wallets = await client.get(f"{ADMIN}/wallets", headers=admin_headers)
    kgs = next(
        w for w in wallets.json() if w["partner_id"] == str(SILKROAD) and w["currency"] == "KGS"
    )
    lines = await client.get(
        f"{ADMIN}/wallets/{kgs['id']}/transactions",
        headers=admin_headers,
        params={"page_size": 200},
    )
    assert lines.status_code == 200, lines.text
    purposes = {line["purpose"] for line in lines.json()["data"]}
    assert {
        "top_up",
        "booking_payment",
        "commission",
        "booking_refund",
        "correction_fee",
    } <= purposes
    report = await client.get(f"{ADMIN}/wallets/reconciliation", headers=admin_headers)
    assert report.json()["balanced"] is True, report.text

    subscription = records["subscription"]["id"]
    deliveries = await client.get(
        f"{HOOKS}/{subscription}/deliveries", headers=admin_headers, params={"limit": 200}
    )
    items = deliveries.json()["items"]
    assert len(items) >= 10
    assert {d["status"] for d in items} == {"delivered"}
    assert {a["status_code"] for d in items for a in d["attempts"]} == {200}
    assert {"booking.created", "booking.cancelled", "booking.airline_change"} <= {
        d["event_type"] for d in items
    }

    await _passenger_list_was_delivered(client, admin_headers, records)
    await _ndc_notif_was_delivered(client, admin_headers, records)

    before = await _counts(db)
    _, again = await cli._load_demo(database_url, settings, base, only_if_empty=False)
    assert again == records
    assert await _counts(db) == before


async def test_the_sandbox_receiver_refuses_a_delivery_it_cannot_verify(client, admin_headers):
    created = await client.post(
        f"{HOOKS}/",
        headers=admin_headers,
        json={"name": "mine", "url": "http://127.0.0.1:9/hook", "events": ["*"]},
    )
    receiver = f"{HOOKS}/{created.json()['id']}/sandbox-receiver"
    body = b'{"id": "x"}'
    stamp = str(int(time.time()))
    event_id = "8b7f2c1e-0a4d-4e5f-9c3b-2d1e0f9a8b7c"
    signed = signature(created.json()["secret"], int(stamp), uuid.UUID(event_id), body)
    headers = {"X-Service-Timestamp": stamp, "X-Service-Event-Id": event_id}
    good = await client.post(
        receiver, content=body, headers={**headers, "X-Service-Signature": signed}
    )
    assert good.status_code == 200, good.text
    assert good.json()["event_id"] == event_id and good.json()["verified"] is True
    forged = await client.post(
        receiver, content=b'{"id": "y"}', headers={**headers, "X-Service-Signature": signed}
    )
    assert forged.status_code == 401 and "X-Service-Signature" in forged.json()["detail"]
    old = str(int(stamp) - 301)
    stale = signature(created.json()["secret"], int(old), uuid.UUID(event_id), body)
    replayed = await client.post(
        receiver,
        content=body,
        headers={**headers, "X-Service-Timestamp": old, "X-Service-Signature": stale},
    )
    assert replayed.status_code == 401 and "300 seconds" in replayed.json()["detail"]


async def test_the_sandbox_receiver_does_not_exist_in_live_mode(app_factory):
    from tests.conftest import client_for

    async with client_for(app_factory(mode="live")) as live:
        answer = await live.post(f"{HOOKS}/{uuid.uuid4()}/sandbox-receiver", content=b"{}")
    assert answer.status_code == 404 and "No route" in answer.json()["detail"]
