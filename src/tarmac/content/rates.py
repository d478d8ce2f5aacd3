"""Exchange-rate arithmetic: the National Bank feed parser, inverse and cross rates, and the
choice between sources. Pure functions over ``Decimal``; the database and HTTP live in
``content.service``.

Rules (spec 01 §2.13, §4.2; the parts the spec leaves open are decided here):

- A rate means 1 ``base`` = ``rate`` target. Every rate is quantized to 8 decimal places,
  ROUND_HALF_UP; converted amounts to 2 places, ROUND_HALF_UP, computed as
  ``amount × rate`` with the rate as shown, so a client can reproduce ``converted``.
- Internal rates: the row in force for a pair is the latest whose ``effective_date`` is not
  after today (the airline's date, ``clock.today``). A stored pair base→target also answers the
  opposite direction as ``1 / rate`` when no row for target→base is in force; a stored
  direct row always beats an inverse. Internal rates are never chained (no crosses).
- National Bank rates are KGS per unit of a currency; for each currency the latest feed
  date not after today is used. Base KGS: ``1 / kgs_per_unit``. Another base B: B→KGS is
  ``kgs_per_unit(B)`` (entry source ``national_bank``), B→T is ``kgs_per_unit(B) /
  kgs_per_unit(T)`` (``national_bank_cross``), whose ``effective_date`` is the older of the
  two dates used (a cross is only as fresh as its staler leg).
- ``source=both``: internal entries first; the National Bank fills currencies internal
  rates do not have.
- ``fetched_at`` of a response is the latest "as of" time among the entries returned: the
  ``fetched_at`` of National Bank rows, the ``updated_at`` of internal rows (when staff last
  set the rate); null when there are no entries. A base nothing is known about answers 200
  with empty ``rates``.
- Conversion: internal (direct, then inverse) first, then the National Bank (direct or
  cross); none of them is 404. The same currency on both sides is rate 1 with entry source
  ``identity`` (a new enum value, spec 02 §9 allows it) dated today. Currency codes are 3
  letters in either case and are answered in upper case; ``amount`` is 0 to 10^15.
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation, localcontext
from typing import Literal
from xml.etree.ElementTree import Element, ParseError

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from tarmac.core import clock

KGS = "KGS"
RATE_PLACES = Decimal("0.00000001")
MONEY_PLACES = Decimal("0.01")
MAX_RATE = Decimal(10) ** 10  # NUMERIC(18, 8) holds 10 integer digits
CURRENCY_CODE = re.compile(r"[A-Z]{3}")

Source = Literal["internal", "national_bank", "both"]
EntrySource = Literal["internal", "national_bank", "national_bank_cross", "identity"]


class FeedError(ValueError):
    """The National Bank document cannot be used (not XML, unsafe XML, no rates)."""


def quantize_rate(value: Decimal) -> Decimal:
    return value.quantize(RATE_PLACES, rounding=ROUND_HALF_UP)


def convert_amount(amount: Decimal, rate: Decimal) -> Decimal:
    """``amount × rate`` rounded half-up to 2 places (exact: enough digits for any input
    the API accepts)."""
    with localcontext() as ctx:
        ctx.prec = 60
        return (amount * rate).quantize(MONEY_PLACES, rounding=ROUND_HALF_UP)


def inverse(rate: Decimal) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = 40
        return quantize_rate(Decimal(1) / rate)


def cross(base_kgs_per_unit: Decimal, target_kgs_per_unit: Decimal) -> Decimal:
    with localcontext() as ctx:
        ctx.prec = 40
        return quantize_rate(base_kgs_per_unit / target_kgs_per_unit)


# --- the National Bank feed -------------------------------------------------------------


@dataclass(frozen=True)
class FeedRate:
    currency: str
    nominal: int
    value: Decimal

    @property
    def kgs_per_unit(self) -> Decimal:
        with localcontext() as ctx:
            ctx.prec = 40
            return quantize_rate(self.value / self.nominal)


@dataclass(frozen=True)
class Feed:
    effective_date: date
    rates: tuple[FeedRate, ...]


def parse_nbkr_xml(data: bytes) -> Feed:
    """Parse the NBKR daily document::

        <CurrencyRates Name="Daily Exchange Rates" Date="22.11.2026">
          <Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,4500</Value></Currency>
        </CurrencyRates>

    The file is windows-1251 and says so in its XML declaration; values use a decimal comma
    and are KGS per ``Nominal`` units. DTDs and entities are refused (defusedxml). Entries
    that cannot be read are skipped; a document with no readable entry is a ``FeedError``.
    """
    root = _parse_xml(data)
    if root.tag != "CurrencyRates":
        raise FeedError(f"unexpected root element <{root.tag}>")
    effective = _feed_date(root.get("Date"))
    rates: dict[str, FeedRate] = {}
    for element in root.iter("Currency"):
        rate = _feed_rate(element)
        if rate is not None:
            rates[rate.currency] = rate
    if not rates:
        raise FeedError("the document holds no readable currency rates")
    return Feed(effective, tuple(rates[c] for c in sorted(rates)))


def _parse_xml(data: bytes) -> Element:
    try:
        root: Element = SafeET.fromstring(data)
        return root
    except DefusedXmlException as exc:
        raise FeedError(f"unsafe XML refused: {type(exc).__name__}") from exc
    except ParseError as first:
        # A document without an encoding declaration is still windows-1251: parse the text.
        try:
            text = data.decode("cp1251")
        except UnicodeDecodeError:
            raise FeedError(f"not an XML document: {first}") from first
        text = re.sub(r"^\s*<\?xml[^>]*\?>", "", text)
        try:
            root = SafeET.fromstring(text)
            return root
        except DefusedXmlException as exc:
            raise FeedError(f"unsafe XML refused: {type(exc).__name__}") from exc
        except ParseError:
            raise FeedError(f"not an XML document: {first}") from first


def _feed_date(raw: str | None) -> date:
    if not raw:
        raise FeedError("the document has no Date attribute")
    try:
        return datetime.strptime(raw.strip(), "%d.%m.%Y").date()
    except ValueError as exc:
        raise FeedError(f"unreadable Date {raw!r}") from exc


def _feed_rate(element: Element) -> FeedRate | None:
    currency = (element.get("ISOCode") or "").strip().upper()
    if not CURRENCY_CODE.fullmatch(currency) or currency == KGS:
        return None
    try:
        nominal = int((element.findtext("Nominal") or "1").strip())
        value = Decimal((element.findtext("Value") or "").strip().replace(",", "."))
    except (ValueError, InvalidOperation):
        return None
    if nominal <= 0 or not value.is_finite() or value <= 0:
        return None
    rate = FeedRate(currency, nominal, value)
    if not Decimal(0) < rate.kgs_per_unit < MAX_RATE:  # rounds to 0, or too big to store
        return None
    return rate


# --- choosing and combining rates ---------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One rate of a response: 1 base = ``rate`` target."""

    rate: Decimal
    effective_date: date
    source: EntrySource
    as_of: datetime


@dataclass(frozen=True)
class StoredPair:
    """An internal rate in force: 1 ``base`` = ``rate`` ``target``."""

    base: str
    target: str
    rate: Decimal
    effective_date: date
    as_of: datetime


@dataclass(frozen=True)
class StoredNbRate:
    currency: str
    kgs_per_unit: Decimal
    effective_date: date
    fetched_at: datetime


def internal_entries(base: str, pairs: Iterable[StoredPair]) -> dict[str, Entry]:
    """Rates from ``base`` out of the internal pairs in force: direct rows, then inverses
    of target→base rows for currencies that have no direct row."""
    direct: dict[str, Entry] = {}
    inverted: dict[str, Entry] = {}
    for pair in pairs:
        if pair.base == base and pair.target != base:
            direct[pair.target] = Entry(
                quantize_rate(pair.rate), pair.effective_date, "internal", pair.as_of
            )
        elif pair.target == base and pair.base != base:
            inverted[pair.base] = Entry(
                inverse(pair.rate), pair.effective_date, "internal", pair.as_of
            )
    return {**inverted, **direct}


def national_bank_entries(base: str, rates: Mapping[str, StoredNbRate]) -> dict[str, Entry]:
    """Rates from ``base`` out of the feed (KGS per unit): direct for KGS, otherwise through
    KGS. Empty when ``base`` is neither KGS nor a currency of the feed."""
    if base == KGS:
        return {
            currency: Entry(
                inverse(nb.kgs_per_unit), nb.effective_date, "national_bank", nb.fetched_at
            )
            for currency, nb in rates.items()
        }
    own = rates.get(base)
    if own is None:
        return {}
    entries = {
        KGS: Entry(
            quantize_rate(own.kgs_per_unit), own.effective_date, "national_bank", own.fetched_at
        )
    }
    for currency, nb in rates.items():
        if currency == base:
            continue
        entries[currency] = Entry(
            cross(own.kgs_per_unit, nb.kgs_per_unit),
            min(own.effective_date, nb.effective_date),
            "national_bank_cross",
            max(own.fetched_at, nb.fetched_at),
        )
    return entries


def combine(
    source: Source, internal: Mapping[str, Entry], national_bank: Mapping[str, Entry]
) -> dict[str, Entry]:
    if source == "internal":
        chosen = dict(internal)
    elif source == "national_bank":
        chosen = dict(national_bank)
    else:
        chosen = {**national_bank, **internal}
    return {currency: chosen[currency] for currency in sorted(chosen)}


def latest_as_of(entries: Iterable[Entry]) -> datetime | None:
    times = [e.as_of for e in entries]
    return max(times) if times else None


def identity(on: date) -> Entry:
    """Same currency on both sides: rate 1."""
    return Entry(Decimal(1), on, "identity", clock.now())
