"""Cabins as NDC codes them. IATA's ``CabinTypeCode`` list is not part of the schemas; the
codes read here are those agency tools send: ATPCO's digits (1 and 2 first, 4 and 5
business, 7 premium economy, 8 economy) and the letters of the cabins (F, P; C, J; W, S; Y,
M). Tarmac writes ATPCO's digit and the cabin's name."""

from tarmac.ndc.errors import NdcNotSupported

CODES = {
    "1": "first",
    "2": "first",
    "F": "first",
    "P": "first",
    "4": "business",
    "5": "business",
    "C": "business",
    "J": "business",
    "7": "premium_economy",
    "W": "premium_economy",
    "S": "premium_economy",
    "8": "economy",
    "Y": "economy",
    "M": "economy",
}
WRITTEN = {"first": "2", "business": "5", "premium_economy": "7", "economy": "8"}
NAMES = {
    "first": "First",
    "business": "Business",
    "premium_economy": "Premium Economy",
    "economy": "Economy",
}


def cabin_of(code: str, *, tag: str | None = None) -> str:
    """Tarmac's cabin of an NDC ``CabinTypeCode``; 422 ``ndc_not_supported`` for another."""
    cabin = CODES.get(code.strip().upper())
    if cabin is None:
        raise NdcNotSupported(
            f"Cabin type code {code!r}: Tarmac reads " + ", ".join(CODES), tag=tag
        )
    return cabin


def code_of(cabin: str) -> str:
    return WRITTEN.get(cabin, "8")


def name_of(cabin: str) -> str:
    return NAMES.get(cabin, cabin.replace("_", " ").title())
