"""Each pricing shape's booking totals what the spec gives (``pricing_shapes``)."""

from decimal import Decimal

from tests.bookings.pricing_shapes import pricing_shapes


async def test_every_pricing_shape_books_at_the_total_the_spec_gives(client, db):
    shapes = await pricing_shapes(client, db)
    assert len({s.name for s in shapes}) == len(shapes) == 12
    for shape in shapes:
        assert Decimal(str(shape.booking["total_amount"])) == shape.expected, shape.name
