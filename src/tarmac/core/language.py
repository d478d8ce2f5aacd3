"""The languages the airline speaks to passengers (``ru``, ``en``, ``ky``; ``ru`` when none is
asked for), and the choice of one from an ``Accept-Language`` header."""

LANGUAGES = ("ru", "en", "ky")
DEFAULT_LANGUAGE = "ru"


def from_accept_language(header: str | None) -> str | None:
    """The first of ``LANGUAGES`` in ``header`` by q-value (the earlier one on a tie), or
    None. Region subtags are ignored (``en-US`` is ``en``); ``q=0`` and an unreadable q-value
    exclude a language."""
    ranked = []
    for position, item in enumerate((header or "").split(",")):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        primary = tag.strip().split("-")[0].lower()
        if primary in LANGUAGES and quality > 0:
            ranked.append((-quality, position, primary))
    return min(ranked)[2] if ranked else None
