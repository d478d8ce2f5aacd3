"""The e-ticket (itinerary receipt) of a booking as a PDF: :func:`render` is a pure function
of plain, frozen data (:class:`ETicket`) to the bytes of an A4 PDF. No database, no clock,
no I/O besides reading the bundled font files once per process; ``bookings.documents`` maps a
booking onto these classes and the route returns the bytes.

What it shows: the airline and the booking reference (PNR), status and issue date, the
booking's contact, the passengers (name as in the document, type, date of birth, document
with only its last 4 characters), each passenger's 13-digit ticket number with each
coupon's number, status and seat, the itinerary with local times and each airport's UTC offset,
special services (SSRs and ancillaries) by name, the electronic miscellaneous documents
(EMDs: number, type, RFIC/RFISC and what it is for, coupon status, amount), the fare
conditions of each segment (fees,
the higher fee close to departure, baggage, seat selection, stay, the services the fare
allows; optional notes in any language), and the payment: fare, taxes, fees, seats,
services, the booking's own charges, total. All of it in one language (``ETicket.language``:
``ru``, ``en`` or ``ky``), codes printed as words (``eticket_words``); the names the caller
gives (taxes, services, cities) print as given.

Decisions:

- Text is set in DejaVu Sans (regular and bold), shipped in ``fonts/`` beside this module
  with its licence: it has Latin and Cyrillic, and reportlab embeds the glyphs a document
  uses as a TrueType subset with a ToUnicode map, so the notes render on any viewer and
  can be copied or searched. The font files are parsed and registered once per process.
- A ticket number is 13 digits: the airline's 3-digit accounting code and a 10-digit serial
  (:func:`ticket_number`). It is printed without separators, so it can be copied as is.
- Times are the datetimes given, shown on the clock of their own zone (the caller passes
  them in the airport's zone) with that zone's UTC offset: ``08:30 UTC+06:00``.
- The document number is never printed whole: ``****4567``, whatever its length.
- Every text a client or staff typed is escaped before it reaches reportlab's paragraph
  markup, so ``<``, ``&`` and the like print as themselves.
- Tables repeat their header row and split between rows, and fare notes are paragraphs of
  their own, so any number of passengers, segments or lines of notes flows onto more pages
  instead of being clipped.
- The total is the booking's ``total_amount``; the lines above it (``Booking.lines``: the
  tickets' fares, taxes, fees, seats and services, then the booking's own charges) must add
  up to it exactly (checked when built).
- A booking that no longer carries anyone (cancelled, expired) says so under the header in
  red, and each coupon's status is printed beside its number."""

import io
import threading
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    KeepTogether,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from tarmac.core.money import ZERO, money
from tarmac.ticketing.eticket_pdf import (
    ACCENT,
    BOTTOM_MARGIN,
    FRAME_WIDTH,
    INK,
    MARGIN,
    MUTED,
    NO_VALUE,
    PAGE_HEIGHT,
    PAGE_WIDTH,
    REGULAR,
    RULE,
    Styles,
    format_date,
    format_money,
    format_offset,
    format_time,
    full_width_table,
    make_styles,
    mask_document,
    para,
    register_fonts,
    right_aligned,
)
from tarmac.ticketing.eticket_pdf import BOLD as BOLD  # the e-ticket's fonts: named here too
from tarmac.ticketing.eticket_words import WEEKDAYS, code_word, word

TICKET_NUMBER_DIGITS = 13
ACCOUNTING_CODE_DIGITS = 3
SERIAL_DIGITS = TICKET_NUMBER_DIGITS - ACCOUNTING_CODE_DIGITS
MAX_SERIAL = 10**SERIAL_DIGITS - 1


def ticket_number(airline_code: str, serial: int) -> str:
    """The 13-digit ticket number: ``airline_code`` (the airline's 3-digit accounting code,
    e.g. ``"777"``) followed by ``serial`` as 10 digits, zero-padded. ``ValueError`` when the
    code is not 3 ASCII digits or the serial is not a whole number from 0 to 9,999,999,999."""
    if not (
        isinstance(airline_code, str)
        and len(airline_code) == ACCOUNTING_CODE_DIGITS
        and airline_code.isascii()
        and airline_code.isdigit()
    ):
        raise ValueError(f"airline code must be {ACCOUNTING_CODE_DIGITS} digits: {airline_code!r}")
    if isinstance(serial, bool) or not isinstance(serial, int) or not 0 <= serial <= MAX_SERIAL:
        raise ValueError(f"serial must be a whole number from 0 to {MAX_SERIAL}: {serial!r}")
    return f"{airline_code}{serial:0{SERIAL_DIGITS}d}"


def is_ticket_number(value: str) -> bool:
    return len(value) == TICKET_NUMBER_DIGITS and value.isascii() and value.isdigit()


# --- what an e-ticket shows ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Airline:
    name: str  # e.g. "Tarmac Air" (any script)
    iata_code: str  # 2 characters, e.g. "TQ"
    contact: str  # one line under the name: phone, e-mail, web site


@dataclass(frozen=True, slots=True)
class MoneyLine:
    label: str  # e.g. "Fare", "KG Airport charge", "Booking fee"
    amount: Decimal  # in the booking's currency, for the whole booking


@dataclass(frozen=True, slots=True)
class Booking:
    booking_reference: str  # the PNR
    status: str  # e.g. "confirmed"; printed in capitals
    issue_date: date
    contact_name: str
    contact_email: str
    contact_phone: str
    total_amount: Decimal
    currency: str
    # what the total is made of; when given they must add up to it exactly
    lines: tuple[MoneyLine, ...] = ()
    payment_status: str = ""  # e.g. "refunded"; printed beside the status when given


@dataclass(frozen=True, slots=True)
class Passenger:
    id: str  # the caller's key (a passenger's UUID as text): tickets, seats, services use it
    first_name: str  # as in the travel document: uppercase Latin
    last_name: str
    passenger_type: str  # adult, child, infant
    date_of_birth: date
    document_type: str  # passport, id_card, birth_certificate, driver_license
    document_number: str  # whole: only its last 4 characters are printed
    middle_name: str | None = None


@dataclass(frozen=True, slots=True)
class Segment:
    id: str  # the caller's key (a flight's UUID, or "outbound" / "return")
    flight_number: str  # e.g. "TQ101"
    origin: str  # IATA code
    origin_city: str
    destination: str
    destination_city: str
    departure: datetime  # aware, in the origin airport's zone
    arrival: datetime  # aware, in the destination airport's zone
    cabin: str  # economy, business, first
    booking_class: str  # e.g. "Y"
    fare_family: str  # e.g. "CLASSIC"


@dataclass(frozen=True, slots=True)
class FareConditions:
    segment_id: str
    refundable: bool
    changeable: bool
    currency: str  # of the fees (the fare rule's currency)
    refund_fee: Decimal = ZERO
    change_fee: Decimal = ZERO
    baggage: str | None = None  # checked, e.g. "1PC 23KG"; None: not included
    cabin_baggage: str | None = None  # e.g. "1PC 10KG"; None: not included
    notes: str = ""  # the fare's own text, any language; blank lines separate paragraphs
    passenger_type: str | None = None  # these conditions apply to one type only; None: all
    # the fees close to departure: less than ``*_late_hours`` before it, ``*_late_fee``
    refund_late_hours: int | None = None
    refund_late_fee: Decimal | None = None
    change_late_hours: int | None = None
    change_late_fee: Decimal | None = None
    seat_selection: bool | None = None  # a seat chosen when booking; None: not said
    min_stay_days: int | None = None
    max_stay_days: int | None = None
    # the names of the special services the fare allows (not included: each has its price)
    allowed_services: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Ticket:
    passenger_id: str
    segment_id: str
    number: str  # 13 digits: ticket_number(accounting code, serial)
    coupon: int = 1
    status: str = "OPEN"  # the coupon's: OPEN, COMPLETED, VOID, REFUNDED, ...
    exchanged_from: str | None = None  # the number of the ticket this one replaced


@dataclass(frozen=True, slots=True)
class Seat:
    passenger_id: str
    segment_id: str
    seat_number: str  # e.g. "12A"
    fee: Decimal = ZERO  # in the booking's currency
    zone: str | None = None  # e.g. "Extra legroom"


@dataclass(frozen=True, slots=True)
class Service:
    """An SSR or an ancillary line (an offer of the booking)."""

    code: str  # e.g. "WCHR", "XBAG"
    name: str
    amount: Decimal | None = None  # in the booking's currency; None: no charge
    quantity: int = 1
    passenger_id: str | None = None  # None: the whole booking
    segment_id: str | None = None  # None: every segment


@dataclass(frozen=True, slots=True)
class Emd:
    """An electronic miscellaneous document of the booking (one coupon)."""

    number: str  # 13 digits, as a ticket number
    emd_type: str  # "A" (associated with a ticket coupon) or "S" (standalone)
    rfic: str
    rfisc: str
    description: str
    status: str  # its coupon's: open, used, refunded, exchanged, void
    amount: Decimal  # in the booking's currency
    coupon: int = 1
    passenger_id: str | None = None
    ticket_number: str | None = None  # the ticket it goes with
    ticket_coupon: int | None = None  # EMD-A: the ticket coupon it is associated with


@dataclass(frozen=True, slots=True)
class ETicket:
    """Everything one e-ticket shows. Passengers and segments are printed in the order
    given. Checked when built: ids refer to passengers and segments that exist, exactly one
    13-digit ticket per passenger and segment, at most one seat per passenger and segment,
    times aware."""

    airline: Airline
    booking: Booking
    passengers: tuple[Passenger, ...]
    segments: tuple[Segment, ...]
    tickets: tuple[Ticket, ...]
    seats: tuple[Seat, ...] = ()
    services: tuple[Service, ...] = ()
    fare_conditions: tuple[FareConditions, ...] = ()
    language: str = "en"  # every word printed: ru, en or ky (``eticket_words``)
    emds: tuple[Emd, ...] = ()

    def __post_init__(self) -> None:
        _check(self)

    def ticket(self, passenger_id: str, segment_id: str) -> Ticket:
        return next(
            t for t in self.tickets if (t.passenger_id, t.segment_id) == (passenger_id, segment_id)
        )

    def seat(self, passenger_id: str, segment_id: str) -> Seat | None:
        for seat in self.seats:
            if (seat.passenger_id, seat.segment_id) == (passenger_id, segment_id):
                return seat
        return None


def _check(eticket: ETicket) -> None:  # noqa: C901
    passengers = [p.id for p in eticket.passengers]
    segments = [s.id for s in eticket.segments]
    if not passengers or not segments:
        raise ValueError("an e-ticket needs at least one passenger and one segment")
    if len(set(passengers)) != len(passengers) or len(set(segments)) != len(segments):
        raise ValueError("passenger and segment ids must be unique")
    for segment in eticket.segments:
        if segment.departure.utcoffset() is None or segment.arrival.utcoffset() is None:
            raise ValueError(f"{segment.flight_number}: departure and arrival must be aware")

    def known(kind: str, passenger_id: str | None, segment_id: str | None) -> None:
        if passenger_id is not None and passenger_id not in passengers:
            raise ValueError(f"{kind} of unknown passenger {passenger_id!r}")
        if segment_id is not None and segment_id not in segments:
            raise ValueError(f"{kind} of unknown segment {segment_id!r}")

    pairs: list[tuple[str, str]] = []
    for ticket in eticket.tickets:
        known("ticket", ticket.passenger_id, ticket.segment_id)
        if not is_ticket_number(ticket.number):
            raise ValueError(f"a ticket number is {TICKET_NUMBER_DIGITS} digits: {ticket.number!r}")
        pairs.append((ticket.passenger_id, ticket.segment_id))
    wanted = {(p, s) for p in passengers for s in segments}
    if len(pairs) != len(set(pairs)) or set(pairs) != wanted:
        raise ValueError("there must be exactly one ticket per passenger and segment")
    seats = [(seat.passenger_id, seat.segment_id) for seat in eticket.seats]
    for passenger_id, segment_id in seats:
        known("seat", passenger_id, segment_id)
    if len(seats) != len(set(seats)):
        raise ValueError("at most one seat per passenger and segment")
    for service in eticket.services:
        known("service", service.passenger_id, service.segment_id)
    for conditions in eticket.fare_conditions:
        known("fare conditions", None, conditions.segment_id)
    for emd in eticket.emds:
        known("EMD", emd.passenger_id, None)
        if not is_ticket_number(emd.number):
            raise ValueError(f"an EMD number is {TICKET_NUMBER_DIGITS} digits: {emd.number!r}")
    lines = eticket.booking.lines
    if lines and money(sum((line.amount for line in lines), ZERO)) != money(
        eticket.booking.total_amount
    ):
        raise ValueError("the money lines must add up to the total")


def passenger_name(passenger: Passenger) -> str:
    """``IVANOVA/ANNA MARIA``: surname, slash, given names, as airline documents print them."""
    given = " ".join(n for n in (passenger.first_name, passenger.middle_name) if n)
    return f"{passenger.last_name}/{given}"


VALID_STATUSES = frozenset({"confirmed", "completed", "pending"})


def _header(eticket: ETicket, styles: Styles) -> Table:
    airline, booking, lang = eticket.airline, eticket.booking, eticket.language
    left = [
        para(airline.name, styles.airline),
        para(word(lang, "airline_code", code=airline.iata_code), styles.small),
        para(airline.contact, styles.small),
    ]
    right = [
        para(word(lang, "title"), styles.title),
        para(word(lang, "pnr"), right_aligned(styles.small)),
        para(booking.booking_reference, styles.pnr),
        para(
            word(
                lang,
                "issued",
                date=format_date(booking.issue_date, lang),
                status=_status(booking, lang),
            ),
            right_aligned(styles.body),
        ),
    ]
    table = Table([[left, right]], colWidths=[FRAME_WIDTH * 0.55, FRAME_WIDTH * 0.45])
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("LINEBELOW", (0, 0), (-1, -1), 1.2, ACCENT),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return table


def _status(booking: Booking, lang: str) -> str:
    status = code_word(lang, "status", booking.status).upper()
    if booking.payment_status and booking.payment_status not in ("paid", "unpaid"):
        return f"{status} ({code_word(lang, 'payment', booking.payment_status).upper()})"
    return status


def _not_valid(booking: Booking, lang: str, styles: Styles) -> list[Flowable]:
    """A line no reader can miss when the tickets no longer carry anyone."""
    if booking.status in VALID_STATUSES:
        return []
    warning = word(lang, "not_valid", status=_status(booking, lang))
    return [Spacer(1, 4), para(warning, styles.warning)]


def _contact(booking: Booking, lang: str, styles: Styles) -> Paragraph:
    parts = [booking.contact_name, booking.contact_email, booking.contact_phone]
    text = " · ".join(escape(p) for p in parts if p)
    return Paragraph(f"<b>{escape(word(lang, 'contact'))}</b>  {text}", styles.body)


def _passengers(eticket: ETicket, styles: Styles) -> Table:
    lang = eticket.language
    rows = [
        [
            para(str(i), styles.body),
            para(passenger_name(p), styles.bold),
            para(code_word(lang, "pax", p.passenger_type), styles.body),
            para(format_date(p.date_of_birth, lang), styles.body),
            para(
                f"{code_word(lang, 'doc', p.document_type)} {mask_document(p.document_number)}",
                styles.body,
            ),
        ]
        for i, p in enumerate(eticket.passengers, start=1)
    ]
    headers = ("no", "passenger_as_in_document", "type", "date_of_birth", "document")
    return full_width_table([word(lang, h) for h in headers], rows, (6, 46, 12, 16, 26), styles)


def _route(segment: Segment) -> str:
    return f"{segment.origin} → {segment.destination}"


def _tickets(eticket: ETicket, styles: Styles) -> Table:
    lang = eticket.language
    rows = []
    for passenger in eticket.passengers:
        for segment in eticket.segments:
            ticket = eticket.ticket(passenger.id, segment.id)
            seat = eticket.seat(passenger.id, segment.id)
            seat_text = NO_VALUE
            if seat is not None:
                seat_text = seat.seat_number + (f" ({seat.zone})" if seat.zone else "")
            rows.append(
                [
                    para(passenger_name(passenger), styles.body),
                    para(f"{segment.flight_number}  {_route(segment)}", styles.body),
                    para(
                        ticket.number
                        if ticket.exchanged_from is None
                        else ticket.number
                        + "\n"
                        + word(lang, "in_exchange_for", number=ticket.exchanged_from),
                        styles.bold,
                    ),
                    para(
                        f"{ticket.coupon} {code_word(lang, 'coupon', ticket.status)}", styles.body
                    ),
                    para(seat_text, styles.body),
                ]
            )
    headers = ("passenger", "flight", "ticket_number", "coupon_status", "seat")
    return full_width_table([word(lang, h) for h in headers], rows, (28, 22, 18, 16, 16), styles)


def _when(value: datetime, lang: str) -> str:
    weekday = WEEKDAYS.get(lang, WEEKDAYS["en"])[value.weekday()]
    return f"{weekday} {format_date(value, lang)}\n{format_time(value)} {format_offset(value)}"


def _itinerary(eticket: ETicket, styles: Styles) -> Table:
    lang = eticket.language
    rows = [
        [
            para(s.flight_number, styles.bold),
            para(f"{s.origin}\n{s.origin_city}", styles.body),
            para(_when(s.departure, lang), styles.body),
            para(f"{s.destination}\n{s.destination_city}", styles.body),
            para(_when(s.arrival, lang), styles.body),
            para(
                f"{code_word(lang, 'cabin', s.cabin)}\n{word(lang, 'class', code=s.booking_class)}",
                styles.body,
            ),
            para(s.fare_family, styles.body),
        ]
        for s in eticket.segments
    ]
    headers = ("flight", "from", "departure", "to", "arrival", "cabin", "fare")
    return full_width_table(
        [word(lang, h) for h in headers], rows, (11, 16, 19, 16, 19, 11, 13), styles
    )


def _services(eticket: ETicket, styles: Styles) -> Table:
    lang = eticket.language
    names = {p.id: passenger_name(p) for p in eticket.passengers}
    flights = {s.id: s.flight_number for s in eticket.segments}
    currency = eticket.booking.currency
    rows = [
        [
            para(s.name, styles.body),
            para(
                names[s.passenger_id] if s.passenger_id else word(lang, "all_passengers"),
                styles.body,
            ),
            para(flights[s.segment_id] if s.segment_id else word(lang, "all_flights"), styles.body),
            para(str(s.quantity), styles.right),
            para(
                format_money(s.amount, currency, lang)
                if s.amount is not None
                else word(lang, "no_charge"),
                styles.right,
            ),
        ]
        for s in eticket.services
    ]
    headers = ("service", "passenger", "flight", "quantity", "amount")
    return full_width_table(
        [word(lang, h) for h in headers],
        rows,
        (38, 26, 12, 6, 18),
        styles,
        right_columns=(3, 4),
    )


def _emds(eticket: ETicket, styles: Styles) -> Table:
    lang = eticket.language
    names = {p.id: passenger_name(p) for p in eticket.passengers}
    currency = eticket.booking.currency
    rows = []
    for emd in eticket.emds:
        goes_with = [names[emd.passenger_id]] if emd.passenger_id else []
        if emd.ticket_number and emd.ticket_coupon is not None:
            goes_with.append(f"{emd.ticket_number} / {emd.ticket_coupon}")
        elif emd.ticket_number:
            goes_with.append(emd.ticket_number)
        rows.append(
            [
                para(f"{emd.number}\nEMD-{emd.emd_type}", styles.bold),
                para(f"{emd.rfic}/{emd.rfisc}\n{emd.description}", styles.body),
                para("\n".join(goes_with) or NO_VALUE, styles.body),
                para(f"{emd.coupon} {code_word(lang, 'emdstatus', emd.status)}", styles.body),
                para(format_money(emd.amount, currency, lang), styles.right),
            ]
        )
    headers = ("emd_number", "emd_service", "emd_for", "coupon_status", "amount")
    return full_width_table(
        [word(lang, h) for h in headers],
        rows,
        (18, 29, 24, 15, 14),
        styles,
        right_columns=(4,),
    )


def _fee_rule(
    lang: str,
    allowed: bool,
    fee: Decimal,
    late: tuple[int | None, Decimal | None],
    currency: str,
    kind: str,
) -> str:
    """``Refundable for a fee of 800.00 KGS; less than 24 h before departure: 1,600.00 KGS``
    (``kind``: refundable or changeable)."""
    if not allowed:
        return word(lang, "non_refundable" if kind == "refundable" else "not_changeable")
    if money(fee) == ZERO:
        text = word(lang, f"{kind}_free")
    else:
        text = word(lang, f"{kind}_fee", fee=format_money(fee, currency, lang))
    hours, late_fee = late
    if hours is not None and late_fee is not None and money(late_fee) != money(fee):
        text += word(lang, "late_fee", hours=hours, fee=format_money(late_fee, currency, lang))
    return text


def _condition_lines(c: FareConditions, lang: str) -> list[tuple[str, str]]:
    refund = _fee_rule(
        lang,
        c.refundable,
        c.refund_fee,
        (c.refund_late_hours, c.refund_late_fee),
        c.currency,
        "refundable",
    )
    change = _fee_rule(
        lang,
        c.changeable,
        c.change_fee,
        (c.change_late_hours, c.change_late_fee),
        c.currency,
        "changeable",
    )
    absent = word(lang, "not_included")
    baggage = word(
        lang, "baggage_line", checked=c.baggage or absent, cabin=c.cabin_baggage or absent
    )
    lines = [
        (word(lang, "refund"), refund),
        (word(lang, "changes"), change),
        (word(lang, "baggage"), baggage),
    ]
    if c.seat_selection is not None:
        when = "seat_at_booking" if c.seat_selection else "seat_at_checkin"
        lines.append((word(lang, "seat_selection"), word(lang, when)))
    stay = [
        word(lang, key, days=days)
        for key, days in (("min_stay", c.min_stay_days), ("max_stay", c.max_stay_days))
        if days
    ]
    if stay:
        lines.append((word(lang, "stay"), ", ".join(stay)))
    if c.allowed_services:
        lines.append((word(lang, "allowed_services"), ", ".join(c.allowed_services)))
    return lines


def _fare_conditions(eticket: ETicket, styles: Styles) -> list[Flowable]:
    lang = eticket.language
    segments = {s.id: s for s in eticket.segments}
    flowables: list[Flowable] = []
    for conditions in eticket.fare_conditions:
        segment = segments[conditions.segment_id]
        title = f"{segment.flight_number}  {_route(segment)} · {segment.fare_family}"
        if conditions.passenger_type:
            title += f" · {code_word(lang, 'pax', conditions.passenger_type)}"
        lines = _condition_lines(conditions, lang)
        block: list[Flowable] = [para(title, styles.bold)]
        block += [
            Paragraph(f"<b>{escape(name)}:</b> {escape(text)}", styles.body) for name, text in lines
        ]
        # the head of a block stays together; its notes may run onto the next page
        flowables.append(KeepTogether(block))
        for note in (n.strip() for n in conditions.notes.split("\n\n")):
            if note:
                flowables.append(para(note, styles.body))
        flowables.append(Spacer(1, 5))
    return flowables


def _payment(eticket: ETicket, styles: Styles) -> Table:
    booking, lang = eticket.booking, eticket.language
    currency = booking.currency
    body = [
        [
            para(line.label, styles.body),
            para(format_money(line.amount, currency, lang), styles.right),
        ]
        for line in booking.lines
    ]
    body.append(
        [
            para(word(lang, "total"), styles.bold),
            para(format_money(booking.total_amount, currency, lang), styles.right_bold),
        ]
    )
    headers = [word(lang, "item"), word(lang, "amount")]
    table = full_width_table(headers, body, (70, 30), styles, right_columns=(1,))
    table.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 1, INK)]))
    return table


def _footer(eticket: ETicket) -> Any:
    reference = eticket.booking.booking_reference
    airline, lang = eticket.airline, eticket.language

    def draw(canvas: Any, doc: Any) -> None:
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        canvas.line(MARGIN, 12 * mm, PAGE_WIDTH - MARGIN, 12 * mm)
        canvas.setFillColor(MUTED)
        canvas.setFont(REGULAR, 7)
        text = word(lang, "footer", airline=airline.name, reference=reference)
        if pdfmetrics.stringWidth(text, REGULAR, 7) > FRAME_WIDTH - 30 * mm:
            text = word(lang, "footer_short", reference=reference)  # a very long name
        canvas.drawString(MARGIN, 8 * mm, text)
        canvas.drawRightString(PAGE_WIDTH - MARGIN, 8 * mm, word(lang, "page", page=doc.page))
        canvas.restoreState()

    return draw


def _section(title: str, styles: Styles) -> list[Flowable]:
    """A section's heading, on a new page when the first lines of what follows would not
    fit under it (a heading never ends a page; a long table still starts where it is and
    runs on)."""
    return [CondPageBreak(30 * mm), Paragraph(escape(title), styles.section)]


def story(eticket: ETicket) -> list[Flowable]:
    """The flowables of the e-ticket, in reading order."""
    styles = make_styles()
    lang = eticket.language
    parts: list[Flowable] = [
        _header(eticket, styles),
        *_not_valid(eticket.booking, lang, styles),
        Spacer(1, 6),
        _contact(eticket.booking, lang, styles),
        *_section(word(lang, "passengers"), styles),
        _passengers(eticket, styles),
        *_section(word(lang, "tickets"), styles),
        _tickets(eticket, styles),
        *_section(word(lang, "itinerary"), styles),
        _itinerary(eticket, styles),
        para(word(lang, "local_times"), styles.small),
    ]
    if eticket.services:
        parts += [*_section(word(lang, "services"), styles), _services(eticket, styles)]
    if eticket.emds:
        parts += [*_section(word(lang, "emds"), styles), _emds(eticket, styles)]
    if eticket.fare_conditions:
        parts += [
            *_section(word(lang, "conditions"), styles),
            *_fare_conditions(eticket, styles),
        ]
    parts += [*_section(word(lang, "payment"), styles), _payment(eticket, styles)]
    return parts


# reportlab keeps the subsets of an embedded font in the shared font object: two documents
# subsetting at once in two threads corrupt each other (a KeyError in ttfonts). One render
# at a time per process (about 25 ms each).
_render_lock = threading.Lock()


def render(eticket: ETicket) -> bytes:
    """The e-ticket as the bytes of an A4 PDF, its fonts embedded. CPU only (tens of
    milliseconds): an async caller runs it in a thread."""
    register_fonts()
    with _render_lock:
        return _render(eticket)


def _render(eticket: ETicket) -> bytes:
    buffer = io.BytesIO()
    reference = eticket.booking.booking_reference
    document = BaseDocTemplate(
        buffer,
        pagesize=A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=BOTTOM_MARGIN,
        title=word(eticket.language, "document_title", reference=reference),
        subject=word(eticket.language, "document_subject", reference=reference),
        author=eticket.airline.name,
        creator="Tarmac",
        lang=eticket.language,
        initialFontName=REGULAR,  # else every page names Helvetica, a font it does not embed
    )
    # one frame without padding: the tables are exactly FRAME_WIDTH wide, margin to margin
    body = Frame(
        MARGIN,
        BOTTOM_MARGIN,
        FRAME_WIDTH,
        PAGE_HEIGHT - MARGIN - BOTTOM_MARGIN,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    document.addPageTemplates(PageTemplate("page", [body], onPage=_footer(eticket)))
    document.build(story(eticket))
    return buffer.getvalue()
