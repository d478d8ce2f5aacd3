"""A booking's total is the sum of its tickets and its own charges, over every pricing shape
(taxes of both kinds, promo, partner discount, seats, offers, SSRs, round trip, infants,
currency conversion; variants A, B and C), each ticket's parts add up to it, and a lap
infant's ticket is worth nothing."""

from decimal import Decimal

from tests.bookings.helpers import BOOKINGS
from tests.bookings.pricing_shapes import pricing_shapes


def money(value) -> Decimal:
    return Decimal(str(value)).quantize(Decimal("0.01"))


async def test_every_pricing_shape_is_the_sum_of_its_tickets_and_its_own_charges(client, db):
    shapes = await pricing_shapes(client, db)

    for shape in shapes:
        response = await client.post(
            f"{BOOKINGS}/{shape.booking['id']}/confirm", headers=shape.headers
        )
        assert response.status_code == 200, (shape.name, response.text)
        booking = response.json()
        tickets = booking["tickets"]
        assert len(tickets) == len(booking["passengers"]), shape.name
        assert {t["currency"] for t in tickets} == {booking["currency"]}, shape.name
        for ticket in tickets:
            parts = (
                money(ticket["fare_amount"])
                + sum(money(tax["amount"]) for tax in ticket["taxes"])
                + money(ticket["fees_amount"])
                + money(ticket["seat_amount"])
                + money(ticket["ancillary_amount"])
            )
            assert parts == money(ticket["total_amount"]), shape.name
            assert money(ticket["tax_amount"]) == sum(money(t["amount"]) for t in ticket["taxes"])
        whole = sum(money(t["total_amount"]) for t in tickets) + sum(
            money(c["amount"]) for c in booking["charges"]
        )
        assert whole == money(booking["total_amount"]) == shape.expected, shape.name
        types = {p["id"]: p["passenger_type"] for p in booking["passengers"]}
        for ticket in tickets:
            if types[ticket["passenger_id"]] == "infant":
                assert money(ticket["total_amount"]) == 0, shape.name
        read = await client.get(f"{BOOKINGS}/{booking['id']}", headers=shape.headers)
        assert read.json()["tickets"] == tickets
