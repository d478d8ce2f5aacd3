"""Random journeys through the real HTTP API: a hypothesis state machine whose rules are what
clients, travellers, the gate and the back office do after a sale, in any order, and whose
invariant is every check of ``tests.money.invariants`` after every step.

Each example gets its own event loop (the rules are sync; each runs its coroutine to the
end on the loop), its own app on the suite's test database, a new world
(``tests.money.world``) and, at its end, every table emptied and the test clock back to
real time. A rule picks what it acts on among what exists now (read from the database in
a stable order), so a shrunk example replays. A 4xx answer is a refusal the journey notes
and goes on from; a 500 (or an exception out of the app) fails at once.

Set ``Journeys.database_url`` before running it (the test's fixture does).
"""

import asyncio
import math
import os
import uuid
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, ClassVar

import httpx
from hypothesis import note
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from sqlalchemy import text

from tarmac.app import create_app
from tarmac.auth import keys
from tarmac.auth.tokens import TokenSigner
from tarmac.cache import generations
from tarmac.core import clock
from tests.bookings.helpers import BOOKINGS, QUOTE, TEST_CLOCK, passenger
from tests.conftest import TOKEN_SECRET, client_for, empty_every_table, make_settings
from tests.factories import IssuedKey
from tests.money.invariants import INVARIANTS, served_without_a_server_error
from tests.money.world import FAMILIES, MoneyWorld, build_money_world

CHECKIN = "/api/v1/checkin"
ADMIN_FLIGHTS = "/api/v1/admin/flights"
NAMES = ("AIBEK", "ASEL", "NURLAN")
# the world's paid seats (its exit row XL, its front row FRONT): an EMD-A each
PAID_SEATS = ("6A", "6B", "6C", "6D", "3A", "3B", "3C", "3D")
LETTERS = "ABDEKLMNORSTUY"
OPERATIONS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("delay 180", "delay", {"minutes": 180, "reason": "Late inbound aircraft"}),
    ("delay 30", "delay", {"minutes": 30, "reason": "Late crew"}),
    ("delay undone", "delay", {"minutes": 0, "reason": "Back on time"}),
    ("divert", "divert", {"new_destination": "ALA", "reason": "Fog"}),
    ("divert back", "divert", {"reason": "Fog lifted"}),  # to the route's destination
    ("cancel", "cancel", {"reason": "Technical fault"}),
    ("boarding", "boarding", {}),
    ("departed", "departed", {}),
    ("arrived", "arrived", {}),
)


TRACE = os.environ.get("JOURNEYS_TRACE") == "1"
# invariants left out of a run, by name, comma-separated: to look past a failure already
# known in a long run (bench/money_soak.sh), never in CI
SKIPPED = frozenset(filter(None, os.environ.get("JOURNEYS_SKIP", "").split(",")))


def say(line: str) -> None:
    """A line of the journey: shown with a failing example, printed as it goes with
    ``JOURNEYS_TRACE=1``."""
    note(line)
    if TRACE:
        print(line, flush=True)


CENSUS = """
SELECT
  (SELECT count(*) FROM bookings b WHERE b.status = 'pending' OR EXISTS (
     SELECT 1 FROM payments p WHERE p.booking_id = b.id
     AND p.status IN ('PENDING', 'REQUIRES_ACTION'))) AS to_pay,
  (SELECT count(*) FROM bookings WHERE status = 'confirmed') AS confirmed,
  (SELECT count(*) FROM bookings WHERE status = 'confirmed' AND api_client_id = :agency)
      AS to_exchange,
  (SELECT count(*) FROM bookings WHERE status IN ('pending', 'confirmed')) AS to_cancel,
  (SELECT count(*) FROM payments p JOIN bookings b ON b.id = p.booking_id
   WHERE p.status = 'COMPLETED' AND b.status IN ('pending', 'confirmed', 'completed'))
      AS to_refund,
  (SELECT count(*) FROM ticket_coupons c JOIN bookings b ON b.id = c.booking_id
   WHERE c.status = 'OPEN' AND b.status = 'confirmed') AS to_check_in,
  (SELECT count(*) FROM checkins WHERE bcbp IS NOT NULL AND boarded_at IS NULL) AS to_scan,
  (SELECT count(*) FROM booking_changes WHERE status = 'pending') AS to_answer
"""


def can(what: str):
    """A rule's precondition: the census after the last step found something to act on."""
    return precondition(lambda self: self.census[what] > 0)


def staff(*scopes: str) -> dict[str, str]:
    token = TokenSigner(TOKEN_SECRET).staff_token("journeys", set(scopes), 3600)
    return {"Authorization": f"Bearer {token}"}


def cents(amount: Decimal) -> float:
    return float(amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


class Journeys(RuleBasedStateMachine):
    database_url: ClassVar[str | None] = None
    # how much a run did (the soak reports it): journeys begun, invariant checks made (one
    # before the first step of each journey, then one after every step)
    journeys_run: ClassVar[int] = 0
    checks_run: ClassVar[int] = 0

    def __init__(self) -> None:
        super().__init__()
        Journeys.journeys_run += 1
        say("--- a new journey")
        assert self.database_url, "set Journeys.database_url first"
        self.runner = asyncio.Runner()
        self.app = create_app(make_settings(), db_url=self.database_url)
        self.client: httpx.AsyncClient = client_for(self.app)
        self.admin = staff("admin")
        self.gate = staff("checkin:boarding_pass")
        self.signer = TokenSigner(TOKEN_SECRET)
        self.census: dict[str, int] = {}
        self.world: MoneyWorld = self.run(self._build())

    def run(self, coroutine):
        return self.runner.run(coroutine)

    async def _build(self) -> MoneyWorld:
        async with self.app.state.sessionmaker() as db:
            return await build_money_world(db, self.client, self.admin)

    def teardown(self) -> None:
        try:
            self.run(self._close())
        finally:
            self.runner.close()
            clock.reset()
            keys.clear_cache()
            generations.everything_changed()

    async def _close(self) -> None:
        await self.client.aclose()
        await empty_every_table(self.app.state.engine)
        await self.app.state.engine.dispose()

    # --- the API and the database ---------------------------------------------------------

    async def call(self, method: str, path: str, **fields: Any) -> httpx.Response:
        try:
            response = await self.client.request(method, path, **fields)
        except Exception as exc:  # the app raised: the client would have had a 500
            raise AssertionError(f"{method} {path} raised {exc!r}") from exc
        served_without_a_server_error(method, path, response.status_code, response.text)
        if response.status_code >= 400:
            try:
                code = response.json().get("code")
            except ValueError:
                code = None
            say(f"    refused: {method} {path} -> {response.status_code} {code}")
        return response

    async def rows(self, statement: str, **params: Any) -> list[dict[str, Any]]:
        async with self.app.state.sessionmaker() as db:
            return [dict(r) for r in (await db.execute(text(statement), params)).mappings()]

    def owner(self, client_id: str | None) -> IssuedKey:
        agency = self.world.agency
        return agency if client_id == agency.client_id else self.world.consumer

    def ahead(self, *, hours: int, outbound_only: bool = False) -> bool:
        """Whether a flight (an outbound one) leaves later than ``hours`` from now (a
        negative ``hours``: it arrived less than that long ago)."""
        flights = self.world.flights.values()
        if outbound_only:
            flights = [f for f in flights if f.number in self.world.outbound]
        moment = clock.now() + timedelta(hours=hours)
        return any((f.departure if hours >= 0 else f.arrival) > moment for f in flights)

    def link(self, booking_id) -> dict[str, str]:
        return {"access_token": self.signer.magic_link_token(uuid.UUID(str(booking_id)))}

    async def run_due(self) -> None:
        await self.call("POST", f"{TEST_CLOCK}/run-due", headers=self.admin)

    async def bookings_where(self, condition: str) -> list[dict[str, Any]]:
        return await self.rows(
            "SELECT b.id, b.booking_reference AS ref, b.status, b.api_client_id "
            f"FROM bookings b WHERE {condition} ORDER BY b.created_at, b.booking_reference"
        )

    @staticmethod
    def pick(data, choices: list, label: str):
        if not choices:
            say(f"(no {label})")
            return None
        return data.draw(st.sampled_from(choices), label=label)

    async def pay_card(self, booking_id, key: IssuedKey, *, start: bool) -> None:
        """A sandbox card payment of the booking succeeds: one waiting (a fee, a
        difference, a payment started), else a new one when ``start``."""
        waiting = await self.rows(
            "SELECT provider_transaction_id AS tx FROM payments WHERE booking_id = :id "
            "AND status IN ('PENDING', 'REQUIRES_ACTION') AND provider = 'sandbox' "
            "AND provider_transaction_id IS NOT NULL ORDER BY created_at, id",
            id=booking_id,
        )
        if not waiting and start:
            started = await self.call(
                "POST", f"{BOOKINGS}/{booking_id}/initiate-payment", json={}, headers=key.headers
            )
            if started.status_code != 200:
                return
            waiting = await self.rows(
                "SELECT provider_transaction_id AS tx FROM payments WHERE id = :id",
                id=started.json()["payment_id"],
            )
        for payment in waiting[:1]:
            body, headers = self.app.state.payment_provider.notification(
                "payment.succeeded", payment["tx"]
            )
            await self.call(
                "POST", "/api/v1/payments/providers/sandbox/notify", content=body, headers=headers
            )

    # --- the invariants ---------------------------------------------------------------------

    @invariant()
    def the_money_adds_up(self) -> None:
        Journeys.checks_run += 1
        self.run(self._check())

    async def _check(self) -> None:
        async with self.app.state.sessionmaker() as db:
            for check in INVARIANTS:
                if check.__name__ not in SKIPPED:
                    await check(self.client, db)
        # what the next step can act on (the rules' preconditions): a step is never spent
        # finding nothing to do
        (self.census,) = await self.rows(CENSUS, agency=self.world.agency.client_id)

    # --- sales ------------------------------------------------------------------------------

    @initialize(data=st.data())
    def open_sales(self, data) -> None:
        """Every journey starts with one to three bookings, each paid or not."""
        for _ in range(data.draw(st.integers(1, 3), label="first bookings")):
            self.run(self._book(data))
            if data.draw(st.booleans(), label="paid at once"):
                self.run(self._pay(data, newest=True))

    @rule(data=st.data())
    @precondition(lambda self: self.ahead(hours=0, outbound_only=True))
    def book(self, data) -> None:
        self.run(self._book(data))

    async def _book(self, data) -> None:
        world = self.world
        who = data.draw(st.sampled_from(["agency", "consumer"]), label="who")
        family = data.draw(st.sampled_from(FAMILIES), label="fare")
        count = data.draw(st.integers(1, 3), label="passengers")
        out = data.draw(st.sampled_from(world.outbound), label="outbound")
        back = data.draw(st.sampled_from([None, *world.returns]), label="return")
        key = world.agency if who == "agency" else world.consumer
        body: dict[str, Any] = {
            "flight_id": world.flights[out].id,
            "fare_family_id": world.families[family],
            "pax": [{"type": "adult", "count": count}],
        }
        if back:
            body["return_flight_id"] = world.flights[back].id
        if who == "agency" and data.draw(st.booleans(), label="quoted with partner_id"):
            body["partner_id"] = world.partner_id
        extras: dict[str, Any] = {}
        if data.draw(st.booleans(), label="an extra bag"):
            body["offers"] = extras["offers"] = [{"offer_id": "XBAG"}]
        seat = None
        if family != "LIGHT" and data.draw(st.booleans(), label="a paid seat"):
            seat = data.draw(st.sampled_from(PAID_SEATS), label="seat")
        say(
            f"book: {who}, {count} x {family}, {out}{' + ' + back if back else ''}"
            f"{', seat ' + seat if seat else ''}{', a bag' if extras else ''}"
        )
        quoted = await self.call("POST", QUOTE, json=body, headers=key.headers)
        if quoted.status_code != 200:
            return
        made = await self.call(
            "POST",
            f"{BOOKINGS}/",
            json={
                "quote_id": quoted.json()["quote_id"],
                "passengers": [
                    passenger(first_name=NAMES[i], **({"seat_number": seat} if i == 0 else {}))
                    for i in range(count)
                ],
                "contact_email": "journeys@example.com",
                **extras,
            },
            headers=key.headers,
        )
        if made.status_code == 201:
            answer = made.json()
            say(f"    booked {answer['booking_reference']}: {answer['total_amount']}")

    @rule(data=st.data())
    @can("to_pay")
    def pay(self, data) -> None:
        self.run(self._pay(data))

    async def _pay(self, data, *, newest: bool = False) -> None:
        found = await self.bookings_where(
            "b.status = 'pending' OR EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id"
            " AND p.status IN ('PENDING', 'REQUIRES_ACTION'))"
        )
        if newest:
            found = found[-1:]
        booking = self.pick(data, found, "booking to pay")
        if booking is None:
            return
        key = self.owner(booking["api_client_id"])
        by_wallet = key is self.world.agency  # an agency pays from its wallet, never by card
        say(f"pay {booking['ref']} ({booking['status']}) {'by wallet' if by_wallet else 'by card'}")
        if by_wallet:
            await self.call(
                "POST", f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
            )
        else:
            await self.pay_card(booking["id"], key, start=booking["status"] == "pending")

    # --- after the sale ---------------------------------------------------------------------

    @rule(data=st.data())
    @can("confirmed")
    def correct(self, data) -> None:
        self.run(self._correct(data))

    async def _correct(self, data) -> None:
        found = await self.rows(
            "SELECT b.id, b.booking_reference AS ref, b.api_client_id, p.id AS passenger_id, "
            "p.first_name, p.last_name FROM bookings b JOIN booking_passengers p "
            "ON p.booking_id = b.id WHERE b.status = 'confirmed' "
            "ORDER BY b.created_at, b.booking_reference, p.position"
        )
        who = self.pick(data, found, "passenger to correct")
        if who is None:
            return
        field = data.draw(st.sampled_from(["first_name", "last_name"]), label="field")
        letter = data.draw(st.sampled_from(LETTERS), label="new last letter")
        new = who[field][:-1] + letter
        key = self.owner(who["api_client_id"])
        by_wallet = key is self.world.agency and data.draw(st.booleans(), label="by wallet")
        say(f"correct {who['ref']}: {field} {who[field]} -> {new}, by wallet {by_wallet}")
        applied = await self.call(
            "POST",
            f"{BOOKINGS}/{who['id']}/correction/apply",
            json={
                "corrections": [
                    {"passenger_id": str(who["passenger_id"]), "changes": {field: new}}
                ],
                "pay_with_balance": by_wallet,
            },
            headers=key.headers,
        )
        if (
            applied.status_code == 200
            and applied.json().get("payment_required")
            and data.draw(st.booleans(), label="pay the fee now")
        ):
            await self.pay_card(who["id"], key, start=False)

    @rule(data=st.data())
    @can("to_exchange")
    def exchange(self, data) -> None:
        self.run(self._exchange(data))

    async def _exchange(self, data) -> None:
        found = await self.bookings_where(
            f"b.status = 'confirmed' AND b.api_client_id = '{self.world.agency.client_id}'"
        )  # exchanges are the agencies' (spec 01 §4.6)
        booking = self.pick(data, found, "booking to exchange")
        if booking is None:
            return
        target = self.world.flights[data.draw(st.sampled_from(self.world.outbound), label="to")]
        key = self.owner(booking["api_client_id"])
        body = {"new_flight_id": target.id}
        base = f"{BOOKINGS}/{booking['id']}/exchange"
        preview = await self.call("POST", f"{base}/preview", json=body, headers=key.headers)
        if preview.status_code != 200:
            say(f"exchange {booking['ref']} to {target.number}: no preview")
            return
        shown = preview.json()
        say(
            f"exchange {booking['ref']} to {target.number}: extra {shown['extra_amount']}, "
            f"refund {shown['refund_amount']}, penalty {shown['penalty']}"
        )
        done = await self.call("POST", f"{base}/execute", json=body, headers=key.headers)
        if done.status_code != 200 or not done.json()["payment_required"]:
            return
        new_id = done.json()["new_booking_id"]
        if not data.draw(st.booleans(), label="pay the difference now"):
            return
        if key is self.world.agency:
            await self.call("POST", f"{BOOKINGS}/{new_id}/pay-with-balance", headers=key.headers)
        else:
            await self.pay_card(new_id, key, start=True)

    @rule(data=st.data())
    @can("to_cancel")
    def cancel(self, data) -> None:
        self.run(self._cancel(data))

    async def _cancel(self, data) -> None:
        found = await self.bookings_where("b.status IN ('pending', 'confirmed')")
        booking = self.pick(data, found, "booking to cancel")
        if booking is None:
            return
        say(f"cancel {booking['ref']} ({booking['status']})")
        key = self.owner(booking["api_client_id"])
        await self.call("POST", f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    @rule(data=st.data())
    @can("to_refund")
    def refund(self, data) -> None:
        self.run(self._refund(data))

    async def _refund(self, data) -> None:
        found = await self.rows(
            "SELECT p.id, p.booking_id, p.purpose, p.amount, p.refunded_amount, "
            "b.booking_reference AS ref, b.api_client_id FROM payments p "
            "JOIN bookings b ON b.id = p.booking_id WHERE p.status = 'COMPLETED' "
            "AND b.status IN ('pending', 'confirmed', 'completed') "
            "ORDER BY p.created_at, p.id"
        )
        payment = self.pick(data, found, "payment")
        if payment is None:
            return
        key = self.owner(payment["api_client_id"])
        how = data.draw(st.sampled_from(["booking", "payment", "traveller"]), label="refund by")
        booking_id = payment["booking_id"]
        if how == "booking":
            say(f"refund booking {payment['ref']} by its fare")
            await self.call(
                "POST",
                f"{BOOKINGS}/{booking_id}/refund",
                json={"reason": "journey"},
                headers=key.headers,
            )
        elif how == "traveller":
            say(f"refund-consumer {payment['ref']}")
            await self.call(
                "POST", f"{BOOKINGS}/{booking_id}/refund-consumer", params=self.link(booking_id)
            )
        else:
            left = payment["amount"] - payment["refunded_amount"]
            part = data.draw(st.sampled_from(["all left", "half", "100"]), label="amount")
            amount = {"all left": left, "half": left / 2, "100": Decimal(100)}[part]
            amount = cents(amount) if amount > 0 else cents(payment["amount"])
            say(f"refund {amount} of {payment['purpose']} payment of {payment['ref']}")
            await self.call(
                "POST",
                f"/api/v1/payments/{payment['id']}/refund",
                json={"amount": amount, "reason": "journey"},
                headers=key.headers,
            )

    # --- the airport ------------------------------------------------------------------------

    @rule(data=st.data())
    @can("to_check_in")
    def check_in(self, data) -> None:
        self.run(self._check_in(data))

    async def _check_in(self, data) -> None:
        found = await self.rows(
            "SELECT c.booking_id, c.passenger_id, c.flight_id, b.booking_reference AS ref, "
            "f.flight_number FROM ticket_coupons c JOIN bookings b ON b.id = c.booking_id "
            "JOIN booking_passengers p ON p.id = c.passenger_id "
            "JOIN flights f ON f.id = c.flight_id WHERE c.status = 'OPEN' "
            "AND b.status = 'confirmed' ORDER BY b.created_at, c.coupon_number, p.position"
        )
        coupon = self.pick(data, found, "coupon to check in")
        if coupon is None:
            return
        booking_id = coupon["booking_id"]
        say(f"check in {coupon['ref']} on {coupon['flight_number']}")
        made = await self.call(
            "POST",
            f"{CHECKIN}/consumer",
            params=self.link(booking_id),
            json={
                "booking_id": str(booking_id),
                "passenger_id": str(coupon["passenger_id"]),
                "flight_id": str(coupon["flight_id"]),
            },
        )
        if made.status_code != 201:
            return
        checkin_id = made.json()["checkin_id"]
        for step, body in (("dg-declare", {"confirmed": True}), ("complete", None)):
            await self.call(
                "POST", f"{CHECKIN}/{checkin_id}/{step}", params=self.link(booking_id), json=body
            )
        await self.call(
            "POST", f"{CHECKIN}/{checkin_id}/boarding-pass", params=self.link(booking_id)
        )

    @rule(data=st.data())
    @can("to_scan")
    def gate_scan(self, data) -> None:
        self.run(self._gate_scan(data))

    async def _gate_scan(self, data) -> None:
        found = await self.rows(
            "SELECT k.bcbp, b.booking_reference AS ref, f.flight_number FROM checkins k "
            "JOIN bookings b ON b.id = k.booking_id JOIN flights f ON f.id = k.flight_id "
            "WHERE k.bcbp IS NOT NULL AND k.boarded_at IS NULL "
            "ORDER BY k.created_at, k.sequence_number"
        )
        scanned = self.pick(data, found, "boarding pass to scan")
        if scanned is None:
            return
        say(f"gate scan {scanned['ref']} on {scanned['flight_number']}")
        await self.call(
            "POST", f"{CHECKIN}/boarding", json={"bcbp": scanned["bcbp"]}, headers=self.gate
        )

    # --- the back office --------------------------------------------------------------------

    @rule(data=st.data())
    @precondition(lambda self: self.ahead(hours=-24))
    def operate_flight(self, data) -> None:
        self.run(self._operate(data))

    async def _operate(self, data) -> None:
        flight = self.world.flights[
            data.draw(st.sampled_from(sorted(self.world.flights)), label="flight")
        ]
        name, operation, body = data.draw(st.sampled_from(OPERATIONS), label="operation")
        if name == "divert back":
            body = {**body, "new_destination": flight.destination}
        say(f"operate {flight.number}: {name}")
        await self.call(
            "POST", f"{ADMIN_FLIGHTS}/{flight.id}/{operation}", json=body, headers=self.admin
        )
        await self.run_due()

    @rule(data=st.data())
    @can("to_answer")
    def answer_airline_change(self, data) -> None:
        self.run(self._answer(data))

    async def _answer(self, data) -> None:
        found = await self.rows(
            "SELECT c.id, c.kind, c.booking_id, c.flight_id, b.booking_reference AS ref, "
            "b.api_client_id FROM booking_changes c JOIN bookings b ON b.id = c.booking_id "
            "WHERE c.status = 'pending' ORDER BY c.created_at, b.created_at, c.flight_id"
        )
        change = self.pick(data, found, "airline change")
        if change is None:
            return
        action = data.draw(st.sampled_from(["accept", "refund", "move"]), label="answer")
        body = None
        if action == "move":
            others = self.world.on_route_of(change["flight_id"])
            body = {"new_flight_id": data.draw(st.sampled_from(others), label="to").id}
        say(f"answer the {change['kind']} change of {change['ref']}: {action}")
        await self.call(
            "POST",
            f"{BOOKINGS}/{change['booking_id']}/airline-changes/{change['id']}/{action}",
            json=body,
            headers=self.owner(change["api_client_id"]).headers,
        )

    @rule(data=st.data())
    @precondition(lambda self: self.ahead(hours=-2))
    def time_passes(self, data) -> None:
        self.run(self._time_passes(data))

    async def _time_passes(self, data) -> None:
        """An hour, a day, to the next flight's check-in (3 hours before it leaves) or past
        the next flight's arrival (the worker then records it flown if nobody did)."""
        how = data.draw(
            st.sampled_from(["an hour", "a day", "to the next check-in", "past the next arrival"]),
            label="time",
        )
        now = clock.now()
        if how == "an hour":
            target = now + timedelta(hours=1)
        elif how == "a day":
            target = now + timedelta(days=1)
        elif how == "to the next check-in":
            opening = [f.departure - timedelta(hours=3) for f in self.world.flights.values()]
            target = min((t for t in opening if t > now), default=now)
        else:
            landing = [f.arrival + timedelta(hours=2) for f in self.world.flights.values()]
            target = min((t for t in landing if t > now), default=now)
        if target <= now:
            say(f"time passes: {how} (nothing ahead)")
            return
        # a second past the target, whatever real time the step took: where the clock
        # stands against the flights is then the same in every replay of the journey
        seconds = math.ceil((target - now).total_seconds()) + 1
        say(f"time passes: {how} ({seconds} s)")
        await self.call("POST", TEST_CLOCK, json={"advance_seconds": seconds}, headers=self.admin)
        await self.run_due()
