"""The ``OfferID`` of an AirShopping offer: what to price, signed, so that no table holds the
thousands of offers a day of shopping makes and none can be forged or stretched.

An offer names its flights (outbound, and return for a round trip), its fare family and
booking class, the passengers by type, the cabin and the currency, the agency key it was
given to and when it expires. It is a JWT (HS256) whose key is derived from the token
secret for this use alone; ``OfferPrice`` reads it back (``read``) and prices it as a quote.
A priced offer's ``OfferID`` is the quote's id (``quote_...``), which ``OrderCreate``
takes."""

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from xsdata.models.datatype import XmlDateTime

from tarmac.auth.caller import Caller
from tarmac.core import clock
from tarmac.ndc.signed import Signer

SIGNER = Signer(b"ndc-offer-id", "tarmac:ndc-offer")
PREFIX = "OF-"
# an AirShopping offer may be priced for this long; its price is held only once priced
# (the quote's 300 seconds)
LIFETIME = timedelta(minutes=30)


@dataclass(frozen=True)
class ShoppedOffer:
    flight_id: uuid.UUID
    return_flight_id: uuid.UUID | None
    fare_family_id: uuid.UUID
    fare_family_code: str
    booking_class: str
    pax: tuple[int, int, int]  # adults, children, infants
    cabin: str | None
    currency: str
    key_id: uuid.UUID
    expires_at: datetime


def expiry() -> datetime:
    """When an offer made now expires (the airline's clock: the sandbox's test clock moves it)."""
    return (clock.now() + LIFETIME).replace(microsecond=0)


def xml_time(moment: datetime) -> XmlDateTime:
    """``moment`` as NDC writes an expiry: UTC, to the second."""
    return XmlDateTime.from_datetime(moment.astimezone(UTC).replace(microsecond=0))


def sign(offer: ShoppedOffer, secret: str) -> str:
    claims = {
        "f": str(offer.flight_id),
        "r": str(offer.return_flight_id) if offer.return_flight_id else None,
        "ff": str(offer.fare_family_id),
        "fc": offer.fare_family_code,
        "c": offer.booking_class,
        "p": list(offer.pax),
        "cab": offer.cabin,
        "cur": offer.currency,
        "k": str(offer.key_id),
    }
    return SIGNER.sign(PREFIX, claims, offer.expires_at, secret)


def read(offer_id: str, caller: Caller, secret: str, *, tag: str | None = None) -> ShoppedOffer:
    """The offer ``offer_id`` names, given to ``caller``'s key. 404 ``ndc_offer_unknown``
    when it is not one of ours (or another agency's); 410 ``ndc_offer_expired`` after its
    ``OfferExpirationDateTime``."""
    claims = SIGNER.read(PREFIX, offer_id, caller, secret, tag=tag)
    return ShoppedOffer(
        flight_id=uuid.UUID(claims["f"]),
        return_flight_id=uuid.UUID(claims["r"]) if claims["r"] else None,
        fare_family_id=uuid.UUID(claims["ff"]),
        fare_family_code=claims["fc"],
        booking_class=claims["c"],
        pax=(claims["p"][0], claims["p"][1], claims["p"][2]),
        cabin=claims["cab"],
        currency=claims["cur"],
        key_id=uuid.UUID(claims["k"]),
        expires_at=datetime.fromtimestamp(claims["exp"], UTC),
    )
