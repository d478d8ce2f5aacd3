"""What must hold after every step of a journey, whatever the steps were: each invariant a
plain ``async def name(client, db)`` (the API's HTTP client and a fresh database session)
that raises ``AssertionError`` naming the booking, wallet or flight and the numbers. They
read the database (reads only) and, where the rule is about what the API serves, ask it.
``INVARIANTS`` lists them in the order the journeys check them; add new ones there.

The money of a booking, as these checks read it:

- *paid*: the amounts of its ``COMPLETED`` payments; *refunded*: the amounts of its refunds
  ``PENDING`` or ``SUCCEEDED`` (a ``FAILED`` one gave nothing back); *carried in*: what an
  exchange or an airline move carried over to it from the booking it replaced
  (``pricing.exchange.carried_over``; its refunds may be drawn from that booking's
  payments).
- *Fare money* leaves out the payments of purpose ``correction_fee`` and their refunds: a
  fee is not the fare's.
- *Flown*: a ``COMPLETED`` coupon. Its share of its ticket is the ticket's fare amount
  times the leg's share of the fare: the base price of the segment's fare
  (``booking_segments.fare_price_id``) over the sum of the base prices of the ticket's
  segments (equal shares when a price is missing). Taxes, fees, seats and ancillaries are
  left out, so the bound is the least a flown leg is worth (a flown leg's taxes were used
  too, but whether each is refundable is the money model's to say): what the fare of a
  flown leg took is never given back.
"""

from collections.abc import Awaitable, Callable

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.tokens import TokenSigner
from tarmac.ticketing.service import MOVES
from tests.conftest import TOKEN_SECRET

ADMIN = "/api/v1/admin"
CHECKIN = "/api/v1/checkin"
# the airline's retime threshold (settings' disruption_retime_threshold_minutes, default):
# the journeys never change it
RETIME_THRESHOLD = 120


def _staff(*scopes: str) -> dict[str, str]:
    token = TokenSigner(TOKEN_SECRET).staff_token("journeys", set(scopes), 3600)
    return {"Authorization": f"Bearer {token}"}


def served_without_a_server_error(method: str, path: str, status: int, body: str) -> None:
    """No request ever answers 500 (a refusal is a 4xx with its code)."""
    assert status < 500, f"{method} {path} answered {status}: {body[:500]}"


async def wallets_balance_their_ledgers(client, db: AsyncSession) -> None:
    """Every wallet's balance is the sum of its ledger lines (the back office's
    reconciliation lists none)."""
    response = await client.get(f"{ADMIN}/wallets/reconciliation", headers=_staff("admin"))
    assert response.status_code == 200, response.text
    report = response.json()
    assert report["balanced"] is True and report["mismatches"] == [], (
        f"wallet reconciliation out of balance: {report['mismatches']}"
    )


_BOOKING_MONEY = """
SELECT b.id, b.booking_reference AS ref, b.status,
       coalesce((b.pricing -> 'exchange' ->> 'carried_over')::numeric, 0) AS carried_in,
       coalesce((SELECT sum(p.amount) FROM payments p
                 WHERE p.booking_id = b.id AND p.status = 'COMPLETED'), 0) AS paid,
       coalesce((SELECT sum(p.amount) FROM payments p
                 WHERE p.booking_id = b.id AND p.status = 'COMPLETED'
                   AND p.purpose <> 'correction_fee'), 0) AS fare_paid,
       coalesce((SELECT sum(r.amount) FROM refunds r
                 WHERE r.booking_id = b.id AND r.status IN ('PENDING', 'SUCCEEDED')), 0)
           AS refunded,
       coalesce((SELECT sum(r.amount) FROM refunds r JOIN payments p ON p.id = r.payment_id
                 WHERE r.booking_id = b.id AND r.status IN ('PENDING', 'SUCCEEDED')
                   AND p.purpose <> 'correction_fee'), 0) AS fare_refunded
FROM bookings b
"""


async def refunds_within_what_was_paid(client, db: AsyncSession) -> None:
    """Per booking: what its refunds give back (pending and succeeded) never exceeds what
    its payments took plus what an exchange carried over to it."""
    for row in (await db.execute(text(_BOOKING_MONEY))).mappings():
        limit = row["paid"] + row["carried_in"]
        assert row["refunded"] <= limit, (
            f"booking {row['ref']} ({row['id']}, {row['status']}): refunds {row['refunded']} "
            f"exceed what it was paid, {row['paid']} paid + {row['carried_in']} carried in "
            f"= {limit}"
        )


_FLOWN = """
WITH legs AS (
    SELECT c.booking_id, c.ticket_id, c.status, t.fare_amount,
           fp.base_price AS leg_price,
           count(*) OVER (PARTITION BY c.ticket_id) AS legs,
           sum(fp.base_price) OVER (PARTITION BY c.ticket_id) AS ticket_price,
           bool_or(fp.base_price IS NULL) OVER (PARTITION BY c.ticket_id) AS unpriced
    FROM ticket_coupons c
    JOIN tickets t ON t.id = c.ticket_id
    JOIN booking_segments s ON s.id = c.segment_id
    LEFT JOIN fare_prices fp ON fp.id = s.fare_price_id
)
SELECT booking_id,
       sum(CASE WHEN unpriced OR ticket_price = 0 THEN fare_amount / legs
                ELSE fare_amount * leg_price / ticket_price END) AS flown,
       count(*) AS coupons
FROM legs WHERE status = 'COMPLETED'
GROUP BY booking_id
"""


async def nothing_flown_is_refunded(client, db: AsyncSession) -> None:
    """Per booking with flown coupons: the fare money it gave back never exceeds the fare
    money it took (with what was carried in) less the fare share of its flown coupons (see
    the module's docstring)."""
    flown = {
        row["booking_id"]: (round(row["flown"], 2), row["coupons"])
        for row in (await db.execute(text(_FLOWN))).mappings()
    }
    if not flown:
        return
    for row in (await db.execute(text(_BOOKING_MONEY))).mappings():
        if row["id"] not in flown:
            continue
        value, coupons = flown[row["id"]]
        limit = row["fare_paid"] + row["carried_in"] - value
        assert row["fare_refunded"] <= limit, (
            f"booking {row['ref']} ({row['id']}, {row['status']}): {coupons} coupon(s) flown, "
            f"worth {value} of fare, yet {row['fare_refunded']} of fare refunded: more than "
            f"{row['fare_paid']} paid + {row['carried_in']} carried in - {value} flown = {limit}"
        )


async def commission_reversed_within_credited(client, db: AsyncSession) -> None:
    """Per partner wallet: the commission taken back (``commission_reversal`` lines) never
    exceeds the commission credited (``commission`` lines)."""
    rows = await db.execute(
        text(
            """
            SELECT w.id, w.partner_id, w.currency,
                   coalesce(sum(t.amount) FILTER (WHERE t.purpose = 'commission'), 0)
                       AS credited,
                   coalesce(-sum(t.amount) FILTER (WHERE t.purpose = 'commission_reversal'), 0)
                       AS reversed
            FROM wallets w JOIN wallet_transactions t ON t.wallet_id = w.id
            GROUP BY w.id
            """
        )
    )
    for row in rows.mappings():
        assert row["reversed"] <= row["credited"], (
            f"wallet {row['id']} of partner {row['partner_id']}: commission reversed "
            f"{row['reversed']} {row['currency']} exceeds commission credited "
            f"{row['credited']} {row['currency']}"
        )


async def fee_payments_are_never_refunded(client, db: AsyncSession) -> None:
    """A correction's fee (a payment of purpose ``correction_fee``) is never refunded: the
    corrected data stays, so the fee is earned."""
    rows = await db.execute(
        text(
            """
            SELECT b.booking_reference AS ref, p.booking_id, p.id AS payment_id, p.amount,
                   r.amount AS refunded, r.kind, r.status
            FROM refunds r JOIN payments p ON p.id = r.payment_id
            JOIN bookings b ON b.id = r.booking_id
            WHERE p.purpose = 'correction_fee' AND r.status IN ('PENDING', 'SUCCEEDED')
            """
        )
    )
    for row in rows.mappings():
        raise AssertionError(
            f"booking {row['ref']} ({row['booking_id']}): correction fee payment "
            f"{row['payment_id']} of {row['amount']} refunded {row['refunded']} "
            f"({row['kind']}, {row['status']})"
        )


async def coupons_move_only_as_allowed(client, db: AsyncSession) -> None:
    """Every recorded coupon move is one ``ticketing.service.MOVES`` allows, and a coupon's
    status is where its newest move took it (when one move is the newest)."""
    moves = await db.execute(
        text("SELECT from_status, to_status, count(*) AS n FROM coupon_moves GROUP BY 1, 2")
    )
    for row in moves.mappings():
        assert row["to_status"] in MOVES.get(row["from_status"], frozenset()), (
            f"{row['n']} coupon move(s) {row['from_status']} -> {row['to_status']} recorded, "
            "which ticketing.service.MOVES does not allow"
        )
    drifted = await db.execute(
        text(
            """
            SELECT DISTINCT ON (c.id) c.id, c.booking_id, c.status, m.to_status,
                   count(*) OVER (PARTITION BY c.id, m.created_at) AS tied
            FROM ticket_coupons c JOIN coupon_moves m ON m.coupon_id = c.id
            ORDER BY c.id, m.created_at DESC
            """
        )
    )
    for row in drifted.mappings():
        assert row["tied"] > 1 or row["status"] == row["to_status"], (
            f"coupon {row['id']} of booking {row['booking_id']} is {row['status']}, but its "
            f"newest recorded move took it to {row['to_status']}"
        )


async def no_boarding_pass_for_a_coupon_that_cannot_fly(client, db: AsyncSession) -> None:
    """A boarding pass is neither issued nor served (its PDF) for a passenger whose coupon on
    the flight is not ``CHECKED_IN`` or ``BOARDED`` (refunded, exchanged, void, flown,
    closed or open again)."""
    rows = await db.execute(
        text(
            """
            SELECT k.id, k.booking_id, c.status, b.booking_reference AS ref
            FROM checkins k
            JOIN ticket_coupons c ON c.passenger_id = k.passenger_id
                                 AND c.segment_id = k.segment_id
            JOIN bookings b ON b.id = k.booking_id
            WHERE k.boarding_pass_issued_at IS NOT NULL
              AND c.status NOT IN ('CHECKED_IN', 'BOARDED')
            """
        )
    )
    gate = _staff("checkin:boarding_pass")
    for row in rows.mappings():
        pdf = await client.get(f"{CHECKIN}/{row['id']}/boarding-pass/pdf", headers=gate)
        issued = await client.post(f"{CHECKIN}/{row['id']}/boarding-pass", headers=gate)
        assert pdf.status_code != 200 and issued.status_code != 200, (
            f"booking {row['ref']} ({row['booking_id']}): check-in {row['id']}'s coupon is "
            f"{row['status']}, yet its boarding pass answers {issued.status_code} and its PDF "
            f"{pdf.status_code}"
        )


async def sold_places_are_the_places_of_live_bookings(client, db: AsyncSession) -> None:
    """For each flight and booking class, inventory's ``sold`` is the places the bookings'
    segments hold (``places``, not yet released), each cabin's ``sold`` the sum of its
    classes', and no cancelled or expired booking holds places."""
    classes = await db.execute(
        text(
            """
            SELECT f.flight_number, i.booking_class, i.sold,
                   coalesce((SELECT sum(s.places) FROM booking_segments s
                             WHERE s.flight_id = i.flight_id
                               AND s.booking_class = i.booking_class
                               AND s.places_released_at IS NULL), 0) AS held
            FROM booking_class_inventory i JOIN flights f ON f.id = i.flight_id
            """
        )
    )
    for row in classes.mappings():
        assert row["sold"] == row["held"], (
            f"flight {row['flight_number']} class {row['booking_class']}: sold {row['sold']}, "
            f"but the bookings' segments hold {row['held']} places"
        )
    cabins = await db.execute(
        text(
            """
            SELECT f.flight_number, c.cabin, c.sold,
                   coalesce((SELECT sum(i.sold) FROM booking_class_inventory i
                             WHERE i.flight_id = c.flight_id AND i.cabin = c.cabin), 0)
                       AS classes
            FROM cabin_inventory c JOIN flights f ON f.id = c.flight_id
            """
        )
    )
    for row in cabins.mappings():
        assert row["sold"] == row["classes"], (
            f"flight {row['flight_number']} cabin {row['cabin']}: sold {row['sold']}, its "
            f"classes sold {row['classes']}"
        )
    ended = await db.execute(
        text(
            """
            SELECT b.booking_reference AS ref, b.id, b.status, sum(s.places) AS places
            FROM bookings b JOIN booking_segments s ON s.booking_id = b.id
            WHERE b.status IN ('cancelled', 'expired') AND s.places_released_at IS NULL
            GROUP BY b.id
            """
        )
    )
    for row in ended.mappings():
        raise AssertionError(
            f"booking {row['ref']} ({row['id']}) is {row['status']} yet still holds "
            f"{row['places']} places"
        )


async def an_abandoned_exchange_gives_the_old_ticket_back(client, db: AsyncSession) -> None:
    """An exchange whose new booking was cancelled before its difference was paid gives
    the old ticket back: the old booking's coupons moved from ``EXCHANGED`` back to
    ``OPEN`` after it (they may have been exchanged again since), or the money carried over
    is refunded (by the old fare: something, since LIGHT is not changeable), recorded on
    the new booking as a refund of kind ``exchange`` (an exchange with a difference to pay
    refunds nothing when it executes, so any refund after it is the undoing's)."""
    rows = await db.execute(
        text(
            """
            SELECT l.booking_id AS old_id, l.new_booking_id AS new_id, o.booking_reference
                   AS old_ref, n.booking_reference AS new_ref, l.extra_amount,
                   (n.pricing -> 'exchange' ->> 'carried_over')::numeric AS carried,
                   (SELECT count(*) FROM coupon_moves m
                    JOIN ticket_coupons c ON c.id = m.coupon_id
                    WHERE c.booking_id = l.booking_id AND m.from_status = 'EXCHANGED'
                      AND m.to_status = 'OPEN' AND m.created_at >= l.executed_at) AS live,
                   (SELECT coalesce(sum(r.amount), 0) FROM refunds r
                    WHERE r.booking_id IN (l.booking_id, l.new_booking_id)
                      AND r.status IN ('PENDING', 'SUCCEEDED')
                      AND r.created_at >= l.executed_at) AS refunded
            FROM exchange_locks l
            JOIN bookings n ON n.id = l.new_booking_id
            JOIN bookings o ON o.id = l.booking_id
            WHERE l.executed_at IS NOT NULL AND l.extra_amount > 0 AND n.status = 'cancelled'
              AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = n.id
                              AND p.purpose = 'exchange_difference'
                              AND p.status = 'COMPLETED')
            """
        )
    )
    for row in rows.mappings():
        assert row["live"] > 0 or row["refunded"] > 0, (
            f"booking {row['old_ref']} ({row['old_id']}) was exchanged into {row['new_ref']} "
            f"({row['new_id']}), cancelled with its {row['extra_amount']} unpaid: the old "
            f"coupons never came back from EXCHANGED and nothing of the {row['carried']} "
            "carried over was refunded"
        )


async def only_a_standing_airline_change_is_answered(client, db: AsyncSession) -> None:
    """A retime or a diversion the airline undid before the owner answered (the delay back
    under the threshold, the flight diverted back to its destination) was not refunded or
    moved on: the change no longer stood. Read from the flight's history as it was when the
    change was decided."""
    rows = await db.execute(
        text(
            """
            SELECT c.id, c.kind, c.status, c.decided_at, b.booking_reference AS ref,
                   c.booking_id, f.flight_number, d.iata_code AS destination,
                   (SELECT o.after FROM flight_operations o
                    WHERE o.flight_id = c.flight_id AND o.created_at <= c.decided_at
                      AND o.after ? CASE c.kind WHEN 'retimed' THEN 'delay_minutes'
                                                ELSE 'destination_iata' END
                    ORDER BY o.created_at DESC LIMIT 1) AS standing
            FROM booking_changes c
            JOIN bookings b ON b.id = c.booking_id
            JOIN flights f ON f.id = c.flight_id
            JOIN routes r ON r.id = f.route_id
            JOIN airports d ON d.id = r.destination_id
            WHERE c.kind IN ('retimed', 'diverted') AND c.status IN ('refunded', 'moved')
            """
        )
    )
    for row in rows.mappings():
        standing = row["standing"] or {}
        if row["kind"] == "retimed":
            undone = standing.get("delay_minutes", RETIME_THRESHOLD) < RETIME_THRESHOLD
            state = f"delayed {standing.get('delay_minutes')} minutes"
        else:
            undone = standing.get("destination_iata") == row["destination"]
            state = f"landing at {standing.get('destination_iata')}"
        assert not undone, (
            f"booking {row['ref']} ({row['booking_id']}): its {row['kind']} change of "
            f"{row['flight_number']} was {row['status']} at {row['decided_at']}, when the "
            f"flight was {state} again (the airline had undone the change)"
        )


async def no_one_stays_boarded_on_a_cancelled_flight(client, db: AsyncSession) -> None:
    """A flight cancelled after boarding did not go: none of its coupons stays
    ``BOARDED`` (they are open again, to be refunded or moved)."""
    rows = await db.execute(
        text(
            """
            SELECT b.booking_reference AS ref, c.booking_id, f.flight_number, count(*) AS n
            FROM ticket_coupons c JOIN flights f ON f.id = c.flight_id
            JOIN bookings b ON b.id = c.booking_id
            WHERE c.status = 'BOARDED' AND f.status = 'cancelled'
            GROUP BY 1, 2, 3
            """
        )
    )
    for row in rows.mappings():
        raise AssertionError(
            f"booking {row['ref']} ({row['booking_id']}): {row['n']} coupon(s) stay BOARDED "
            f"on {row['flight_number']}, which is cancelled"
        )


async def the_money_reconciles_with_the_items_sold(client, db: AsyncSession) -> None:
    """The back office's reconciliation of the money (``payments.reconciliation``) finds
    nothing out of balance: each booking's payments, carried money and refunds against what
    its items hold, used, retained and carried; each partner's commission; fee payments;
    wallets."""
    response = await client.get(f"{ADMIN}/reconciliation", headers=_staff("admin"))
    assert response.status_code == 200, response.text
    report = response.json()
    assert report["balanced"] is True, (
        f"money out of balance: bookings {report['bookings']}, commissions "
        f"{report['commissions']}, fees {report['fees']}, wallets {report['wallets']}"
    )


# what an EMD coupon is while its ticket coupon is in each status (docs/emd.md), said here
# again rather than read from ticketing.emds, so that a change there is caught
EMD_WITH_COUPON = {
    "OPEN": "open",
    "CHECKED_IN": "open",
    "BOARDED": "open",
    "COMPLETED": "used",
    "CLOSED": "used",
    "VOID": "void",
    "REFUNDED": "refunded",
    "EXCHANGED": "exchanged",
}

_EMDS = """
SELECT e.emd_number, e.emd_type, e.status, e.amount, e.sale_item_id,
       b.booking_reference AS ref, c.status AS coupon_status,
       i.amount AS item_amount, i.kind AS item_kind,
       coalesce((SELECT sum(CASE WHEN m.to_state = 'refunded' THEN m.amount ELSE -m.amount END)
                 FROM item_moves m
                 WHERE m.item_id = i.id AND 'refunded' IN (m.to_state, m.from_state)), 0)
           AS item_refunded,
       (b.pricing -> 'exchange' ->> 'penalty')::numeric AS change_fee
FROM emds e
JOIN bookings b ON b.id = e.booking_id
LEFT JOIN ticket_coupons c ON c.id = e.ticket_coupon_id
LEFT JOIN sale_items i ON i.id = e.sale_item_id
"""

# the items sold beside the fare, and fees paid, that no EMD documents
_UNDOCUMENTED = """
SELECT b.booking_reference AS ref, i.kind, i.amount
FROM sale_items i JOIN bookings b ON b.id = i.booking_id
WHERE i.kind IN ('seat', 'ancillary', 'charge', 'correction_fee')
  AND NOT EXISTS (SELECT FROM emds e WHERE e.sale_item_id = i.id)
"""


async def emds_follow_their_coupons_and_items(client, db: AsyncSession) -> None:
    """Each seat, offer or request sold and each fee paid is one EMD, worth its item (a
    change fee's EMD-S: the exchange's penalty); an EMD-A coupon is where its ticket
    coupon is (open, used, refunded, exchanged, void), or refunded once its item was all
    given back; an EMD-S is used, or refunded with its item."""
    for row in (await db.execute(text(_UNDOCUMENTED))).mappings():
        raise AssertionError(
            f"booking {row['ref']}: its {row['kind']} item of {row['amount']} has no EMD"
        )
    for row in (await db.execute(text(_EMDS))).mappings():
        where = f"EMD {row['emd_number']} (EMD-{row['emd_type']}) of booking {row['ref']}"
        worth = row["item_amount"] if row["sale_item_id"] is not None else row["change_fee"]
        assert row["amount"] == worth, f"{where} is worth {row['amount']}, its item {worth}"
        if row["sale_item_id"] is not None and row["item_refunded"] >= row["item_amount"]:
            expected = "refunded"
        elif row["coupon_status"] is None:
            expected = "used"
        else:
            expected = EMD_WITH_COUPON[row["coupon_status"]]
        assert row["status"] == expected, (
            f"{where} is {row['status']}, but its ticket coupon is {row['coupon_status']} and "
            f"{row['item_refunded']} of its item's {row['item_amount']} is refunded: "
            f"{expected} expected"
        )


Invariant = Callable[[object, AsyncSession], Awaitable[None]]
INVARIANTS: tuple[Invariant, ...] = (
    wallets_balance_their_ledgers,
    refunds_within_what_was_paid,
    nothing_flown_is_refunded,
    commission_reversed_within_credited,
    fee_payments_are_never_refunded,
    coupons_move_only_as_allowed,
    no_boarding_pass_for_a_coupon_that_cannot_fly,
    sold_places_are_the_places_of_live_bookings,
    an_abandoned_exchange_gives_the_old_ticket_back,
    only_a_standing_airline_change_is_answered,
    no_one_stays_boarded_on_a_cancelled_flight,
    the_money_reconciles_with_the_items_sold,
    emds_follow_their_coupons_and_items,
)
