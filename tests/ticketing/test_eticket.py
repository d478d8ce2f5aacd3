"""The e-ticket PDF (``ticketing.eticket``), read back with pypdf: its text carries every
ticket number, name, flight, local time, seat, service, tax and total; the Russian and Kyrgyz
fare notes come back as written (the font is embedded with a ToUnicode map); nine passengers
on two segments flow onto more pages with nothing outside the page; ticket numbers are 13
digits. Pure: no database."""

import io
import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pypdf
import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics

from tarmac.core.language import LANGUAGES
from tarmac.ticketing import eticket
from tarmac.ticketing.eticket import (
    Airline,
    Booking,
    ETicket,
    FareConditions,
    MoneyLine,
    Passenger,
    Seat,
    Segment,
    Service,
    Ticket,
    render,
    ticket_number,
)
from tarmac.ticketing.eticket_words import MONTHS, WEEKDAYS, WORDS


@pytest.fixture(autouse=True)
def _clean_state():
    """These tests touch no database: this replaces the suite's per-test table cleaning."""
    yield


BISHKEK = ZoneInfo("Asia/Bishkek")
MOSCOW = ZoneInfo("Europe/Moscow")
REFUND_NOTE = "Возврат за плату 2000 KGS."
CHANGE_NOTE = "Обмен до вылета за плату 1500 KGS; неявка на рейс — тариф не возвращается."
KYRGYZ_NOTE = "Өзгөртүү жана кайтаруу эрежелери."

ADULT = Passenger("p-adult", "ANNA", "IVANOVA", "adult", date(1988, 4, 2), "passport", "AN1234567")
CHILD = Passenger(
    "p-child", "TIMUR", "IVANOV", "child", date(2018, 9, 14), "birth_certificate", "IV-KG 778899"
)
INFANT = Passenger(
    "p-infant", "ALIYA", "IVANOVA", "infant", date(2026, 1, 5), "birth_certificate", "KG0443321"
)
OUTBOUND = Segment(
    "outbound",
    "TQ101",
    "FRU",
    "Bishkek",
    "SVO",
    "Moscow",
    datetime(2027, 3, 13, 8, 30, tzinfo=BISHKEK),
    datetime(2027, 3, 13, 10, 5, tzinfo=MOSCOW),
    "economy",
    "Y",
    "CLASSIC",
)
RETURN = Segment(
    "return",
    "TQ102",
    "SVO",
    "Moscow",
    "FRU",
    "Bishkek",
    datetime(2027, 3, 20, 23, 45, tzinfo=MOSCOW),
    datetime(2027, 3, 21, 6, 15, tzinfo=BISHKEK),
    "economy",
    "M",
    "CLASSIC",
)
AIRLINE = Airline("Tarmac Air", "TQ", "+996 312 000 000 · support@tarmac-air.example")


def tickets_for(passengers, segments, first_serial=2_400_000_001):
    """A ticket per passenger, with a coupon per segment."""
    return tuple(
        Ticket(p.id, s.id, ticket_number("777", first_serial + i), coupon)
        for i, p in enumerate(passengers)
        for coupon, s in enumerate(segments, start=1)
    )


def conditions(segment, notes=f"{REFUND_NOTE}\n\n{CHANGE_NOTE} {KYRGYZ_NOTE}"):
    return FareConditions(
        segment.id,
        refundable=True,
        changeable=True,
        currency="KGS",
        refund_fee=Decimal("2000"),
        change_fee=Decimal("1500"),
        baggage="1PC 23KG",
        cabin_baggage="1PC 10KG",
        notes=notes,
    )


def representative() -> ETicket:
    """A round trip for an adult with a child and a lap infant: seats for the two who have
    one, a wheelchair SSR and an extra bag, three taxes, Russian and Kyrgyz fare notes."""
    passengers = (ADULT, CHILD, INFANT)
    segments = (OUTBOUND, RETURN)
    return ETicket(
        airline=AIRLINE,
        booking=Booking(
            booking_reference="K7XQ2M",
            status="confirmed",
            issue_date=date(2027, 2, 1),
            contact_name="Anna Ivanova",
            contact_email="anna@example.com",
            contact_phone="+996 555 123 456",
            total_amount=Decimal("61234.5"),
            currency="KGS",
            lines=(
                MoneyLine("Fare", Decimal("50484")),
                MoneyLine("KG Airport charge", Decimal("1200")),
                MoneyLine("YQ Fuel surcharge <fuel>", Decimal("3400")),
                MoneyLine("ZZ Security & screening", Decimal("450.50")),
                MoneyLine("Seats", Decimal("3100")),
                MoneyLine("Extra bag 23 kg", Decimal("2500")),
                MoneyLine("Booking fee", Decimal("100")),
            ),
        ),
        passengers=passengers,
        segments=segments,
        tickets=tickets_for(passengers, segments),
        seats=(
            Seat(ADULT.id, OUTBOUND.id, "12A", Decimal("800")),
            Seat(CHILD.id, OUTBOUND.id, "12B", Decimal("800")),
            Seat(ADULT.id, RETURN.id, "3C", Decimal("1500"), zone="Extra legroom"),
            Seat(CHILD.id, RETURN.id, "3D", Decimal("0")),
        ),
        services=(
            Service(
                "WCHR",
                "Wheelchair to the aircraft door",
                passenger_id=ADULT.id,
                segment_id=OUTBOUND.id,
            ),
            Service("XBAG", "Extra bag 23 kg", Decimal("2500")),
        ),
        fare_conditions=(conditions(OUTBOUND), conditions(RETURN)),
    )


def read(pdf: bytes) -> pypdf.PdfReader:
    assert pdf.startswith(b"%PDF-")
    return pypdf.PdfReader(io.BytesIO(pdf))


def text_of(reader: pypdf.PdfReader) -> str:
    """The document's text with every run of white space made one space (table cells and
    wrapped lines come back on lines of their own)."""
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def test_text_carries_the_booking():
    ticket = representative()
    text = text_of(read(render(ticket)))

    assert "K7XQ2M" in text
    assert "Tarmac Air" in text
    assert "Issued 01 Feb 2027" in text
    assert "CONFIRMED" in text
    assert "Anna Ivanova · anna@example.com · +996 555 123 456" in text
    for name in ("IVANOVA/ANNA", "IVANOV/TIMUR", "IVANOVA/ALIYA"):
        assert name in text
    for kind in ("Adult", "Child", "Infant"):
        assert kind in text
    assert "02 Apr 1988" in text
    for t in ticket.tickets:
        assert len(t.number) == 13
        assert t.number in text
    assert "7772400000001" in text and "7772400000003" in text
    # flights with local times and each airport's offset
    for flight in ("TQ101", "TQ102"):
        assert flight in text
    assert "FRU Bishkek Sat 13 Mar 2027 08:30 UTC+06:00" in text
    assert "SVO Moscow Sat 13 Mar 2027 10:05 UTC+03:00" in text
    assert "Sat 20 Mar 2027 23:45 UTC+03:00" in text
    assert "Sun 21 Mar 2027 06:15 UTC+06:00" in text
    # a ticket per passenger, a coupon per flight with its status, and seats, row by row:
    # the infant has a ticket and no seat
    assert "IVANOVA/ANNA TQ101 FRU → SVO 7772400000001 1 Open 12A" in text
    assert "IVANOVA/ANNA TQ102 SVO → FRU 7772400000001 2 Open 3C (Extra legroom)" in text
    assert "IVANOV/TIMUR TQ101 FRU → SVO 7772400000002 1 Open 12B" in text
    assert "IVANOVA/ALIYA TQ101 FRU → SVO 7772400000003 1 Open —" in text
    # services, by name (issue 33: words, not codes)
    assert "Wheelchair to the aircraft door IVANOVA/ANNA TQ101 1 No charge" in text
    assert "Extra bag 23 kg All passengers All flights 1 2,500.00 KGS" in text
    assert "WCHR" not in text and "XBAG" not in text
    # fare conditions, their notes as written
    assert "Refund: Refundable for a fee of 2,000.00 KGS" in text
    assert "Changes: Changes allowed for a fee of 1,500.00 KGS" in text
    assert "Baggage: Checked: 1PC 23KG · Cabin: 1PC 10KG" in text
    assert text.count(REFUND_NOTE) == 2
    assert "Возврат за плату 2000 KGS" in text
    assert text.count(CHANGE_NOTE) == 2
    assert KYRGYZ_NOTE in text
    # payment: each line as given (what the client typed prints as typed), then the total
    assert "Fare 50,484.00 KGS" in text
    assert "KG Airport charge 1,200.00 KGS" in text
    assert "YQ Fuel surcharge <fuel> 3,400.00 KGS" in text
    assert "ZZ Security & screening 450.50 KGS" in text
    assert "Seats 3,100.00 KGS" in text
    assert "Extra bag 23 kg 2,500.00 KGS" in text
    assert "Booking fee 100.00 KGS" in text
    assert "Total 61,234.50 KGS" in text
    assert "NOT VALID FOR TRAVEL" not in text


def test_money_lines_that_do_not_add_up_to_the_total_are_refused():
    ticket = representative()
    short = replace(ticket.booking, lines=ticket.booking.lines[:-1])

    with pytest.raises(ValueError, match="add up to the total"):
        replace(ticket, booking=short)


def test_a_cancelled_refunded_booking_says_so_with_each_coupon_status():
    ticket = representative()
    ended = replace(
        ticket,
        booking=replace(ticket.booking, status="cancelled", payment_status="refunded"),
        tickets=tuple(replace(t, status="REFUNDED") for t in ticket.tickets),
    )
    text = text_of(read(render(ended)))

    assert "Status CANCELLED (REFUNDED)" in text
    assert "NOT VALID FOR TRAVEL: this booking is CANCELLED (REFUNDED)" in text
    assert "IVANOVA/ANNA TQ101 FRU → SVO 7772400000001 1 Refunded 12A" in text
    assert " Open " not in text


def test_documents_show_only_their_last_four_characters():
    text = text_of(read(render(representative())))

    assert "Passport ****4567" in text
    assert "Birth certificate ****8899" in text
    assert "Birth certificate ****3321" in text
    for whole in ("AN1234567", "1234567", "778899", "0443321"):
        assert whole not in text


def test_fonts_are_embedded_with_a_unicode_map():
    reader = read(render(representative()))

    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]
        assert len(fonts) >= 2  # regular and bold
        for ref in fonts.values():
            font = ref.get_object()
            # a TrueType subset of DejaVu Sans, never a standard font the viewer substitutes
            assert font["/Subtype"] == "/TrueType"
            assert re.fullmatch(r"/[A-Z]{6}\+DejaVuSans(-Bold)?", font["/BaseFont"])
            assert "/FontFile2" in font["/FontDescriptor"].get_object()
            assert "/ToUnicode" in font


def test_metadata_and_page_size():
    reader = read(render(representative()))

    assert reader.metadata.title == "E-ticket K7XQ2M"
    assert reader.metadata.author == "Tarmac Air"
    assert "K7XQ2M" in reader.metadata.subject
    for page in reader.pages:
        box = page.mediabox
        assert (float(box.width), float(box.height)) == pytest.approx(A4, abs=0.01)


def text_boxes(reader: pypdf.PdfReader) -> list[tuple[int, str, float, float, float]]:
    """``(page, text, x, y, right edge)`` of every line of text, from the positions pypdf
    reports and the widths of the embedded font's glyphs."""
    found: dict[tuple[int, tuple[float, ...]], list] = {}
    for number, page in enumerate(reader.pages, start=1):

        def visit(text, cm, tm, font, size, number=number):
            if not text.strip():
                return
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            bold = str(font["/BaseFont"]).endswith("-Bold")
            name = eticket.BOLD if bold else eticket.REGULAR
            width = pdfmetrics.stringWidth(text.rstrip("\n"), name, size)
            # pieces of one line (bold, then regular) share the line's position: add up
            line = found.setdefault((number, (x, y)), [number, "", x, y, x])
            line[1] += text
            line[4] += width

        page.extract_text(visitor_text=visit)
    return [tuple(line) for line in found.values()]


def adult(i: int) -> Passenger:
    return Passenger(
        f"p{i}",
        f"GIVENNAME{i}",
        "SURNAME",
        "adult",
        date(1980, 1, i),
        "passport",
        f"N{i:07d}",
        middle_name="ALEXANDER",
    )


def test_nine_passengers_on_two_segments_flow_onto_more_pages_without_clipping():
    passengers = (ADULT, CHILD, INFANT, *(adult(i) for i in range(4, 10)))
    segments = (OUTBOUND, RETURN)
    ticket = replace(
        representative(),
        passengers=passengers,
        tickets=tickets_for(passengers, segments),
        services=tuple(
            Service("MEAL", "Vegetarian meal", Decimal("450"), 1, p.id, s.id)
            for p in passengers
            for s in segments
        ),
    )
    reader = read(render(ticket))
    text = text_of(reader)

    assert len(reader.pages) >= 2
    assert len(ticket.tickets) == 18
    for t in ticket.tickets:
        assert text.count(f"{t.number} {t.coupon} Open") == 1  # every coupon, once
    for i in range(4, 10):
        assert f"SURNAME/GIVENNAME{i} ALEXANDER" in text
    pages = [" ".join(page.extract_text().split()) for page in reader.pages]
    for n, page in enumerate(pages, start=1):
        assert f"Page {n}" in page
    # the tickets table runs onto the next page under its header repeated
    assert sum("Passenger Flight Ticket number Coupon status Seat" in page for page in pages) >= 2
    assert "Total 61,234.50 KGS" in text
    # every line of text lies inside the page's margins: nothing runs off a cell or a page
    width, height = A4
    margin = eticket.MARGIN
    boxes = text_boxes(reader)
    assert len(boxes) > 100
    for page, line, x, y, right in boxes:
        assert margin - 0.5 <= x and right <= width - margin + 0.5, (page, line, x, right)
        assert 0 < y < height - margin, (page, line, y)


def test_fare_notes_longer_than_a_page_run_onto_the_next():
    paragraphs = [f"Пункт {n}. {CHANGE_NOTE} {REFUND_NOTE}" for n in range(1, 121)]
    ticket = replace(
        representative(),
        fare_conditions=(conditions(OUTBOUND, notes="\n\n".join(paragraphs)),),
    )
    reader = read(render(ticket))
    text = text_of(reader)

    assert len(reader.pages) >= 3
    assert "Пункт 1. " in text and "Пункт 120. " in text
    assert text.count(REFUND_NOTE) == 120


def test_the_font_is_registered_once_and_kept_across_renders():
    # how long a render takes is measured by bench/eticket_render.py, not asserted here
    ticket = representative()
    render(ticket)  # the font files are read here, once
    font = pdfmetrics.getFont(eticket.REGULAR)
    render(ticket)
    assert pdfmetrics.getFont(eticket.REGULAR) is font


def test_renders_in_threads_at_once_are_each_whole():
    """The route renders in a worker thread; reportlab keeps font subsets per document, so
    e-tickets rendered at the same time do not mix."""
    passengers = (ADULT, CHILD, INFANT, *(adult(i) for i in range(4, 10)))
    large = replace(
        representative(),
        passengers=passengers,
        tickets=tickets_for(passengers, (OUTBOUND, RETURN), 3_000_000_001),
    )
    tickets = [representative(), large] * 8
    expected = [text_of(read(render(t))) for t in tickets[:2]]

    with ThreadPoolExecutor(4) as pool:
        pdfs = list(pool.map(render, tickets))

    assert [text_of(read(pdf)) for pdf in pdfs] == expected * 8


def test_ticket_number_is_the_accounting_code_and_ten_digits():
    assert ticket_number("777", 1) == "7770000000001"
    assert ticket_number("021", 2_400_000_123) == "0212400000123"
    assert ticket_number("777", 0) == "7770000000000"
    assert ticket_number("777", 9_999_999_999) == "7779999999999"
    assert len(ticket_number("555", 42)) == 13


@pytest.mark.parametrize("code", ["77", "7777", "", "ABC", "7 7", "७७७", 777])
def test_ticket_number_refuses_an_airline_code_not_of_three_digits(code):
    with pytest.raises(ValueError, match="airline code"):
        ticket_number(code, 1)


@pytest.mark.parametrize("serial", [-1, 10_000_000_000, True, 1.0, "1", None])
def test_ticket_number_refuses_a_serial_not_of_ten_digits(serial):
    with pytest.raises(ValueError, match="serial"):
        ticket_number("777", serial)


def test_an_eticket_needs_one_ticket_per_passenger_and_segment():
    ticket = representative()

    with pytest.raises(ValueError, match="exactly one ticket"):
        replace(ticket, tickets=ticket.tickets[:-1])
    with pytest.raises(ValueError, match="exactly one ticket"):
        replace(ticket, tickets=(*ticket.tickets, ticket.tickets[0]))
    with pytest.raises(ValueError, match="13 digits"):
        replace(ticket, tickets=(replace(ticket.tickets[0], number="777123"), *ticket.tickets[1:]))
    with pytest.raises(ValueError, match="unknown passenger"):
        replace(ticket, seats=(Seat("nobody", OUTBOUND.id, "1A"),))
    with pytest.raises(ValueError, match="unknown segment"):
        replace(ticket, services=(Service("PETC", "Pet in cabin", segment_id="elsewhere"),))
    with pytest.raises(ValueError, match="one seat"):
        replace(
            ticket, seats=(Seat(ADULT.id, OUTBOUND.id, "1A"), Seat(ADULT.id, OUTBOUND.id, "1B"))
        )
    with pytest.raises(ValueError, match="aware"):
        naive = replace(OUTBOUND, departure=datetime(2027, 3, 13, 8, 30))
        replace(ticket, segments=(naive, RETURN))


def test_an_eticket_is_in_one_language_with_words_for_codes_and_every_fee():
    """Issue 33: one language per e-ticket, the booking's; codes print as words; a fee that
    is higher close to departure says so in every language."""
    late = FareConditions(
        OUTBOUND.id,
        refundable=True,
        changeable=True,
        currency="KGS",
        refund_fee=Decimal("800"),
        change_fee=Decimal("500"),
        refund_late_hours=24,
        refund_late_fee=Decimal("1600"),
        change_late_hours=48,
        change_late_fee=Decimal("1000"),
        seat_selection=False,
        allowed_services=("Wheelchair", "Pet in the cabin"),
    )
    ticket = replace(representative(), fare_conditions=(late,))

    english = text_of(read(render(ticket)))
    assert (
        "Refund: Refundable for a fee of 800.00 KGS; less than 24 h before departure: "
        "1,600.00 KGS" in english
    )
    assert (
        "Changes: Changes allowed for a fee of 500.00 KGS; less than 48 h before departure: "
        "1,000.00 KGS" in english
    )
    assert "Seat selection: at check-in only" in english
    assert "Services available on this fare: Wheelchair, Pet in the cabin" in english

    russian = text_of(read(render(replace(ticket, language="ru"))))
    assert "ЭЛЕКТРОННЫЙ БИЛЕТ · МАРШРУТНАЯ КВИТАНЦИЯ" in russian
    assert "Выдан 01 фев 2027 · Статус ПОДТВЕРЖДЕНО" in russian
    assert "Возврат: Возврат со сбором 800.00 KGS; менее чем за 24 ч до вылета: 1 600.00 KGS" in (
        russian
    )
    assert "Обмен: Обмен со сбором 500.00 KGS; менее чем за 48 ч до вылета: 1 000.00 KGS" in (
        russian
    )
    assert "IVANOVA/ANNA TQ101 FRU → SVO 7772400000001 1 Открыт 12A" in russian
    assert "Взрослый" in russian and "Паспорт ****4567" in russian
    assert "FRU Bishkek Сб 13 мар 2027 08:30 UTC+06:00" in russian
    assert "Итого 61 234.50 KGS" in russian
    # nothing of the English layout is left
    for english_word in ("Refund", "Passenger", "Total", "Open", "Adult", "Page", "Issued"):
        assert english_word not in russian, english_word

    kyrgyz = text_of(read(render(replace(ticket, language="ky"))))
    assert "ЭЛЕКТРОНДУК БИЛЕТ" in kyrgyz and "Жалпы 61 234.50 KGS" in kyrgyz
    assert "учууга 24 сааттан аз калганда: 1 600.00 KGS" in kyrgyz
    assert "Total" not in kyrgyz and "Итого" not in kyrgyz


def test_every_language_of_the_airline_has_every_word_of_the_eticket():
    for language in LANGUAGES:
        assert set(WORDS[language]) == set(WORDS["en"]), language
        assert len(MONTHS[language]) == 12 and len(WEEKDAYS[language]) == 7


def test_the_emds_print_with_their_codes_ticket_coupon_status_and_amount():
    """Issue 36: each EMD in a section of its own, in the e-ticket's language: number and
    type, RFIC/RFISC and what it is, the passenger and the ticket coupon it goes with, its
    coupon's status, its amount; a number not of 13 digits is refused."""
    seat = eticket.Emd(
        "7778000000001",
        "A",
        "A",
        "0B5",
        "PRE RESERVED SEAT ASSIGNMENT",
        "used",
        Decimal("1500"),
        passenger_id=ADULT.id,
        ticket_number="7772400000001",
        ticket_coupon=1,
    )
    fee = eticket.Emd(
        "7778000000002",
        "S",
        "D",
        "98J",
        "Correction fee",
        "used",
        Decimal("1500"),
        passenger_id=ADULT.id,
        ticket_number="7772400000001",
    )
    ticket = replace(representative(), emds=(seat, fee))

    english = text_of(read(render(ticket)))
    assert "Electronic miscellaneous documents (EMD)" in english
    assert "7778000000001 EMD-A A/0B5 PRE RESERVED SEAT ASSIGNMENT" in english
    assert "7772400000001 / 1 1 Used 1,500.00 KGS" in english
    assert "7778000000002 EMD-S D/98J Correction fee" in english
    russian = text_of(read(render(replace(ticket, language="ru"))))
    assert "Электронные многоцелевые документы (EMD)" in russian and "1 Использован" in russian
    with pytest.raises(ValueError, match="13 digits"):
        replace(ticket, emds=(replace(seat, number="77780001"),))
