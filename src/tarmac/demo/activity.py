"""The demo world's life: bookings in each state, wallets with history, a webhook
subscription with deliveries, a disrupted flight, an APIS passenger list of an international
flight sent to the sandbox's stand-in for Kazakhstan's border authority.

Everything here goes through the public API and the back office (an ``httpx`` client on the
app, the demo keys, a staff token), as an integrator would do it, so ledgers, coupons,
events and inventory agree by construction. The caller runs the worker's event handlers
afterwards (the airline changes of the cancelled flight, the webhook deliveries queued).

What was made is remembered in ``app_settings`` (``RECORDS_KEY``): a second load finds it
and does nothing, and ``tarmac serve`` prints where the records are.
"""

import uuid
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.tokens import TokenSigner
from tarmac.config import Settings
from tarmac.core import clock
from tarmac.db import app_settings
from tarmac.demo import foundation
from tarmac.payments.configured import provider_for

RECORDS_KEY = "demo_world"
ROUTE = ("FRU", "OSS")  # domestic (KGS), several flights a day
INTERNATIONAL = ("FRU", "ALA")  # USD, daily: its passenger lists go to Kazakhstan
# the header the sandbox's APIS receiver expects from the demo's destination
APIS_HEADER = ("X-Authority-Key", "sandbox-border-service")
FARE_CLASS = "Y"  # FLEX: refundable, changeable, seat selection
# a front-row seat (FRONT, 800 KGS) on the A320 and the B737 alike: the wallet-paid
# booking's, which shows its EMD (issue 36)
PAID_SEAT = "4A"
EVENTS = ["booking.*", "flight.*"]
NDC_EVENT = "booking.airline_change"


class DemoFailed(RuntimeError):
    """A call of the demo's script did not answer as it should (a bug, not bad input)."""


@dataclass(frozen=True)
class Traveller:
    first_name: str
    last_name: str
    gender: str
    born: date
    document: str


# One traveller per booking, so each record is easy to tell apart in the back office.
TRAVELLERS = {
    "confirmed_card": Traveller("AIGUL", "TOKTOGULOVA", "female", date(1991, 3, 14), "AC1000001"),
    "confirmed_wallet": Traveller("BAKYT", "ISMAILOV", "male", date(1985, 7, 2), "AC1000002"),
    "awaiting_payment": Traveller(
        "CHOLPON", "ABDYKADYROVA", "female", date(1996, 11, 23), "AC1000003"
    ),
    "cancelled": Traveller("DANIYAR", "SULTANOV", "male", date(1979, 1, 30), "AC1000004"),
    "refunded": Traveller("ELNURA", "KASYMOVA", "female", date(1988, 5, 9), "AC1000005"),
    "checked_in": Traveller("FARKHAT", "ASANOV", "male", date(1990, 9, 17), "AC1000006"),
    "exchanged": Traveller("GULNARA", "BEKOVA", "female", date(1983, 12, 4), "AC1000007"),
    "corrected": Traveller("NURLAN", "OMOROV", "male", date(1975, 6, 21), "AC1000008"),
    "disrupted": Traveller("SAIKAL", "JUMABAEVA", "female", date(1999, 2, 11), "AC1000009"),
    "apis": Traveller("TIMUR", "ZHUNUSOV", "male", date(1982, 8, 25), "AC1000010"),
}
# What the correction fixes: a letter of the surname as the agent typed it.
CORRECTED_LAST_NAME = "OMUROV"


class _Api:
    """The demo's calls: each must answer ``expect`` or the load stops with the answer."""

    def __init__(self, client: httpx.AsyncClient, settings: Settings) -> None:
        self.client = client
        self.signer = TokenSigner(settings.resolved_token_secret())
        keys = {spec.client_id: spec for spec in foundation.KEYS}
        self.agency = _headers(settings, keys["silkroad-travel"])
        self.backend = _headers(settings, keys["tarmac-web-backend"])
        self.admin = {"Authorization": "Bearer " + self.signer.staff_token("demo", {"admin"}, 900)}

    async def call(self, method: str, path: str, expect: int = 200, **kwargs) -> Any:
        response = await self.client.request(method, path, **kwargs)
        if response.status_code != expect:
            raise DemoFailed(f"{method} {path}: {response.status_code} {response.text[:500]}")
        return response.json() if response.content else None

    def link(self, booking_id: str) -> dict[str, str]:
        """The traveller's magic link, as the booking's e-mail carries it."""
        return {"access_token": self.signer.magic_link_token(uuid.UUID(booking_id))}


def _headers(settings: Settings, spec: foundation.DemoKeySpec) -> dict[str, str]:
    return {
        "X-API-Key": foundation.derive_key(settings, spec),
        "X-Client-Id": spec.client_id,
        "X-Client-Type": spec.client_type,
    }


async def records(session: AsyncSession) -> dict[str, Any] | None:
    """What a load made (booking references per state, the disrupted flight), or None."""
    return await app_settings.get_value(session, RECORDS_KEY)


async def load(
    client: httpx.AsyncClient, session: AsyncSession, settings: Settings, base_url: str
) -> bool:
    """Make the demo world's records through ``client`` unless a load made them already;
    ``base_url`` is where the API is served (the webhook subscription delivers there).
    True when it made them."""
    if await records(session) is not None:
        return False
    api = _Api(client, settings)
    made: dict[str, Any] = {
        "subscription": await _subscription(api, base_url),
        "ndc_subscription": await _subscription(api, base_url, ndc=True),
    }
    flights = await _flights(api)
    bookings: dict[str, str] = {}

    card = await _book(api, api.backend, flights["later"], "confirmed_card")
    await _pay_by_card(api, card, settings)
    bookings["confirmed_card"] = card["booking_reference"]

    for state in ("confirmed_wallet", "refunded", "corrected"):
        seat = PAID_SEAT if state == "confirmed_wallet" else None
        booking = await _book(api, api.agency, flights["later"], state, seat=seat)
        await api.call(
            "POST", f"/api/v1/bookings/{booking['id']}/pay-with-balance", headers=api.agency
        )
        bookings[state] = booking["booking_reference"]
        if state == "refunded":
            await api.call("POST", f"/api/v1/bookings/{booking['id']}/cancel", headers=api.agency)
        if state == "corrected":
            await _correct(api, booking)

    waiting = await _book(api, api.agency, flights["later"], "awaiting_payment")
    bookings["awaiting_payment"] = waiting["booking_reference"]
    cancelled = await _book(api, api.agency, flights["later"], "cancelled")
    await api.call("POST", f"/api/v1/bookings/{cancelled['id']}/cancel", headers=api.agency)
    bookings["cancelled"] = cancelled["booking_reference"]

    exchanged = await _book(api, api.agency, flights["later"], "exchanged")
    await api.call(
        "POST", f"/api/v1/bookings/{exchanged['id']}/pay-with-balance", headers=api.agency
    )
    new = await _exchange(api, exchanged, flights["exchange_to"])
    bookings["exchanged"] = exchanged["booking_reference"]
    bookings["exchanged_into"] = new["new_booking_reference"]

    if flights.get("soon"):
        checked = await _book(api, api.agency, flights["soon"], "checked_in")
        await api.call(
            "POST", f"/api/v1/bookings/{checked['id']}/pay-with-balance", headers=api.agency
        )
        await _check_in(api, checked, flights["soon"])
        bookings["checked_in"] = checked["booking_reference"]

    disrupted = await _book(api, api.agency, flights["disrupted"], "disrupted")
    await api.call(
        "POST", f"/api/v1/bookings/{disrupted['id']}/pay-with-balance", headers=api.agency
    )
    await api.call(
        "POST",
        f"/api/v1/admin/flights/{flights['disrupted']['flight_id']}/cancel",
        headers=api.admin,
        json={"reason": "Aircraft technical fault"},
    )
    bookings["disrupted"] = disrupted["booking_reference"]
    made["apis"] = await _passenger_list(api, base_url)
    bookings["apis"] = made["apis"].pop("booking_reference")
    made["bookings"] = bookings
    made["disrupted_flight"] = _flight_record(flights["disrupted"])
    await app_settings.set_value(session, RECORDS_KEY, made)
    await session.commit()
    return True


# --- the steps ---------------------------------------------------------------------------


async def _subscription(api: _Api, base_url: str, *, ndc: bool = False) -> dict[str, str]:
    """Silk Road's webhooks, delivered to the sandbox's own receiver (it verifies the
    signature and answers 200). Its URL names the subscription, known once created. With
    ``ndc``: its NDC subscription, the airline's changes of its bookings as IATA's
    OrderChangeNotifRQ."""
    path = "/api/v1/notifications/outgoing-webhooks"
    kind = (
        {"name": "Silk Road Travel: NDC order changes", "events": [NDC_EVENT], "format": "ndc"}
        if ndc
        else {"name": "Silk Road Travel: bookings and flights", "events": EVENTS}
    )
    created = await api.call(
        "POST",
        f"{path}/",
        expect=201,
        headers=api.admin,
        json={
            **kind,
            "url": f"{base_url}{path}/sandbox-receiver",
            "partner_id": str(foundation.demo_id("partner:silkroad")),
        },
    )
    receiver = f"{base_url}{path}/{created['id']}/sandbox-receiver"
    await api.call("PATCH", f"{path}/{created['id']}", headers=api.admin, json={"url": receiver})
    return {"id": created["id"], "url": receiver}


async def _search(
    api: _Api, day: date, route: tuple[str, str] = ROUTE, currency: str = "KGS"
) -> list[dict]:
    found = await api.call(
        "POST",
        "/api/v1/schedules/flights/search",
        headers=api.agency,
        json={
            "origin": route[0],
            "destination": route[1],
            "departure_date": day.isoformat(),
            "include_prices": True,
            "currency": currency,
        },
    )
    legs = [
        leg
        for leg in found["legs"]
        if any(f["class_of_service"] == FARE_CLASS for f in leg["fares"])
    ]
    if not legs:
        raise DemoFailed(f"No {'-'.join(route)} flight on {day} sells class {FARE_CLASS}")
    return legs


async def _search_or_none(api: _Api, day: date) -> list[dict]:
    try:
        return await _search(api, day)
    except DemoFailed:
        return []


async def _flights(api: _Api) -> dict[str, dict]:
    """The flights the records use: ``later`` (a week out), ``exchange_to`` (a day after),
    ``disrupted`` (ten days out, cancelled), ``soon`` (in the online check-in window now:
    2 to 20 hours from now; none if no flight has a place)."""
    today = clock.today()
    later = (await _search(api, today + timedelta(days=7)))[0]
    exchange_to = (await _search(api, today + timedelta(days=8)))[0]
    disrupted = (await _search(api, today + timedelta(days=10)))[-1]
    now = clock.now()
    soon = [
        leg
        for day in (today, today + timedelta(days=1))
        for leg in await _search_or_none(api, day)
        if timedelta(hours=2)
        <= datetime.fromisoformat(leg["departure_datetime"]) - now
        <= timedelta(hours=20)
    ]
    chosen = {"later": later, "exchange_to": exchange_to, "disrupted": disrupted}
    if soon:
        chosen["soon"] = soon[0]
    return chosen


def _flight_record(leg: dict) -> dict[str, str]:
    return {
        "id": leg["flight_id"],
        "flight_number": leg["flight_number"],
        "route": f"{leg['origin']['iata']}-{leg['destination']['iata']}",
        "departure": leg["departure_datetime"],
    }


async def _book(
    api: _Api, headers: dict[str, str], leg: dict, state: str, *, seat: str | None = None
) -> dict:
    fare = next(f for f in leg["fares"] if f["class_of_service"] == FARE_CLASS)
    person = TRAVELLERS[state]
    chosen = {"seat_number": seat} if seat else {}
    return await api.call(
        "POST",
        "/api/v1/bookings/",
        expect=201,
        headers=headers,
        json={
            "flight_id": leg["flight_id"],
            "fare_plan_id": fare["fare_plan_id"],
            "fare_rule_id": fare["fare_rule_id"],
            "fare_price_id": fare["fare_price_id"],
            "passengers": [
                {
                    "first_name": person.first_name,
                    "last_name": person.last_name,
                    "passenger_type": "adult",
                    "date_of_birth": person.born.isoformat(),
                    "gender": person.gender,
                    "nationality": "KGZ",
                    "document_type": "passport",
                    "document_number": person.document,
                    "document_expiry": (clock.today() + timedelta(days=5 * 365)).isoformat(),
                    **chosen,
                }
            ],
            "contact_email": f"{person.first_name.lower()}.{person.last_name.lower()}@example.com",
            "contact_name": f"{person.first_name.title()} {person.last_name.title()}",
            "contact_phone": "+996555000" + person.document[-3:],
        },
    )


async def _pay_by_card(api: _Api, booking: dict, settings: Settings) -> None:
    """Paid with the sandbox's test card: the payment opened by the consumer backend, then
    the provider's signed notification that the card was charged, as the hosted page sends
    it after 4242 4242 4242 4242 (the page posts it over HTTP to the address served, which
    does not listen yet while the demo loads)."""
    started = await api.call(
        "POST", f"/api/v1/bookings/{booking['id']}/initiate-payment", headers=api.backend
    )
    provider = provider_for(settings)
    payment = await api.call(
        "GET", f"/api/v1/payments/{started['payment_id']}", headers=api.backend
    )
    body, headers = provider.notification("payment.succeeded", payment["provider_transaction_id"])
    await api.call(
        "POST", "/api/v1/payments/providers/sandbox/notify", content=body, headers=headers
    )


async def _correct(api: _Api, booking: dict) -> None:
    passenger = booking["passengers"][0]
    await api.call(
        "POST",
        f"/api/v1/bookings/{booking['id']}/correction/apply",
        headers=api.agency,
        json={
            "corrections": [
                {"passenger_id": passenger["id"], "changes": {"last_name": CORRECTED_LAST_NAME}}
            ],
            "pay_with_balance": True,
        },
    )


async def _exchange(api: _Api, booking: dict, leg: dict) -> dict:
    path = f"/api/v1/bookings/{booking['id']}/exchange"
    body = {"new_flight_id": leg["flight_id"]}
    await api.call("POST", f"{path}/preview", headers=api.agency, json=body)
    return await api.call("POST", f"{path}/execute", headers=api.agency, json=body)


async def _check_in(api: _Api, booking: dict, leg: dict) -> None:
    link = api.link(booking["id"])
    created = await api.call(
        "POST",
        "/api/v1/checkin/consumer",
        expect=201,
        params=link,
        json={
            "booking_id": booking["id"],
            "passenger_id": booking["passengers"][0]["id"],
            "flight_id": leg["flight_id"],
        },
    )
    checkin = f"/api/v1/checkin/{created['checkin_id']}"
    await api.call("POST", f"{checkin}/dg-declare", params=link, json={"confirmed": True})
    await api.call("POST", f"{checkin}/complete", params=link)
    await api.call("POST", f"{checkin}/boarding-pass", params=link)


async def _passenger_list(api: _Api, base_url: str) -> dict[str, str]:
    """Kazakhstan's border authority as an APIS destination, delivered to the sandbox's
    receiver (its URL names the destination, known once created); a booking on the
    international flight three days out, and its PAXLST made now by staff (the worker
    sends its own an hour before departure). The caller's worker delivers it."""
    path = "/api/v1/admin/apis-destinations"
    created = await api.call(
        "POST",
        path,
        expect=201,
        headers=api.admin,
        json={
            "name": "Kazakhstan Border Service (sandbox)",
            "country": "KZ",
            "endpoint_url": f"{base_url}/api/v1/apis/sandbox-receiver",
            "auth_header_name": APIS_HEADER[0],
            "auth_header_value": APIS_HEADER[1],
            "minutes_before_departure": 60,
            "sender_id": "TARMACAPI",
            "recipient_id": "KZAPIS",
        },
    )
    receiver = f"{base_url}/api/v1/apis/sandbox-receiver/{created['id']}"
    await api.call(
        "PATCH", f"{path}/{created['id']}", headers=api.admin, json={"endpoint_url": receiver}
    )
    leg = (await _search(api, clock.today() + timedelta(days=3), INTERNATIONAL, "USD"))[0]
    booking = await _book(api, api.agency, leg, "apis")
    await api.call("POST", f"/api/v1/bookings/{booking['id']}/pay-with-balance", headers=api.agency)
    [message] = await api.call(
        "POST", f"/api/v1/admin/flights/{leg['flight_id']}/apis", expect=201, headers=api.admin
    )
    return {
        "destination_id": created["id"],
        "flight_id": leg["flight_id"],
        "flight_number": leg["flight_number"],
        "message_id": message["id"],
        "interchange_reference": message["interchange_reference"],
        "booking_reference": booking["booking_reference"],
    }
