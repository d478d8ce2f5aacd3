"""AirShopping offer ids for the NDC tests, signed as AirShopping signs them, from the world's
flights and fares (while AirShopping's own answer is not needed)."""

from datetime import UTC, datetime, timedelta

from tarmac.ndc import offers
from tarmac.ndc.offers import ShoppedOffer
from tests.exchanges.helpers import ExchangeWorld


def secret(app) -> str:
    """The token secret the test app signs offer ids with."""
    return app.state.settings.resolved_token_secret()


def shopped_offer(
    app,
    ex: ExchangeWorld,
    *,
    key=None,
    pax: tuple[int, int, int] = (1, 0, 0),
    light: bool = False,
    round_trip: bool = False,
    flight=None,
    currency: str = "USD",
    expires_at: datetime | None = None,
) -> str:
    """An ``OfferID`` of AirShopping for ``key`` (the world's agency key by default): the
    world's flight (or ``flight``), and its return flight for a round trip, CLASSIC Y (LIGHT
    Q with ``light``), ``pax`` adults, children, infants."""
    world = ex.world
    family = world.light if light else world.classic
    offer = ShoppedOffer(
        flight_id=(flight or world.flight).id,
        return_flight_id=world.return_flight.id if round_trip else None,
        fare_family_id=family.id,
        fare_family_code=family.code,
        booking_class="Q" if light else "Y",
        pax=pax,
        cabin="economy",
        currency=currency,
        key_id=(key or ex.key).id,
        expires_at=expires_at or (datetime.now(UTC) + timedelta(minutes=30)).replace(microsecond=0),
    )
    return offers.sign(offer, secret(app))
