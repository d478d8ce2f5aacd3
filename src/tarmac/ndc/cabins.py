"""Cabins as a request codes them. NDC's ``CabinTypeCode`` is IATA's cabin code list (PADIS
9873: ``1`` first, ``2`` business, ``4`` premium economy, ``5`` economy), which Tarmac writes
(``itinerary.cabin_type``); besides it, the cabins' letters some agency tools send (F, P; C,
J; W, S; Y, M) are read."""

from tarmac.ndc.errors import NdcNotSupported

CODES = {
    "1": "first",
    "F": "first",
    "P": "first",
    "2": "business",
    "C": "business",
    "J": "business",
    "4": "premium_economy",
    "W": "premium_economy",
    "S": "premium_economy",
    "5": "economy",
    "Y": "economy",
    "M": "economy",
}


def cabin_of(code: str, *, tag: str | None = None) -> str:
    """Tarmac's cabin of an NDC ``CabinTypeCode``; 422 ``ndc_not_supported`` for another."""
    cabin = CODES.get(code.strip().upper())
    if cabin is None:
        raise NdcNotSupported(
            f"Cabin type code {code!r}: Tarmac reads " + ", ".join(CODES), tag=tag
        )
    return cabin
