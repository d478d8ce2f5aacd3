"""The boarding pass as a PDF (spec 01 §4.8): ``thermal`` (80 x 200 mm, a kiosk or counter
printer's roll) or ``a4``, with the passenger, flight, date, seat, gate, boarding time,
sequence number and a PDF417 barcode of the BCBP string (``bcbp``), drawn by pdf417gen.
Text is set in the DejaVu Sans the e-ticket ships (``ticketing/fonts``).

Its words are the booking's language (``Booking.language``, as its e-mails and e-ticket),
each label followed by the English one when that language is not English: the traveller
reads their own, staff at any airport the English (as airlines print their passes)."""

import io
from dataclasses import dataclass
from typing import Any, Literal

import pdf417gen
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from tarmac.ticketing.eticket_pdf import BOLD, REGULAR, register_fonts
from tarmac.ticketing.eticket_words import code_word

Format = Literal["thermal", "a4"]

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Boarding pass",
        "stale": "Not valid: passenger data corrected",
        "reissue": "Issue a new boarding pass",
        "passenger": "Passenger",
        "from": "From",
        "to": "To",
        "flight_date": "Flight / date",
        "departure_boarding": "Departure / boarding",
        "seat_gate_terminal": "Seat / gate / terminal",
        "sequence_cabin": "Sequence / cabin",
        "booking_reference": "Booking reference",
        "boarding": "boarding",
        "gate": "gate",
        "terminal": "terminal",
    },
    "ru": {
        "title": "Посадочный талон",
        "stale": "Недействителен: данные пассажира исправлены",
        "reissue": "Получите новый посадочный талон",
        "passenger": "Пассажир",
        "from": "Откуда",
        "to": "Куда",
        "flight_date": "Рейс / дата",
        "departure_boarding": "Вылет / посадка",
        "seat_gate_terminal": "Место / выход / терминал",
        "sequence_cabin": "Номер / класс",
        "booking_reference": "Номер бронирования",
        "boarding": "посадка",
        "gate": "выход",
        "terminal": "терминал",
    },
    "ky": {
        "title": "Отургузуу талону",
        "stale": "Жараксыз: жүргүнчүнүн маалыматы оңдолду",
        "reissue": "Жаңы отургузуу талонун алыңыз",
        "passenger": "Жүргүнчү",
        "from": "Кайдан",
        "to": "Кайда",
        "flight_date": "Рейс / күнү",
        "departure_boarding": "Учуу / отургузуу",
        "seat_gate_terminal": "Орун / чыгуу / терминал",
        "sequence_cabin": "Катар / класс",
        "booking_reference": "Брондоо номери",
        "boarding": "отургузуу",
        "gate": "чыгуу",
        "terminal": "терминал",
    },
}


def _words(language: str) -> tuple[dict[str, str], dict[str, str] | None]:
    """The words of ``language`` (English for one not printed) and the English ones to
    follow its labels, or None when it is English."""
    own = WORDS.get(language, WORDS["en"])
    return own, None if own is WORDS["en"] else WORDS["en"]


THERMAL = (80 * mm, 200 * mm)


@dataclass(frozen=True)
class PassData:
    passenger_name: str
    booking_reference: str
    flight_number: str
    origin: str
    origin_city: str
    destination: str
    destination_city: str
    date: str  # local date of departure
    departure_time: str  # local
    boarding_time: str  # local
    seat: str
    gate: str
    terminal: str
    sequence: int
    cabin: str
    bcbp: str
    stale: bool = False  # corrected after issue: printed as not valid
    language: str = "en"  # the booking's


def barcode_image(text: str) -> Any:
    codes = pdf417gen.encode(text, columns=6, security_level=5)
    return pdf417gen.render_image(codes, scale=3, ratio=3, padding=12)


def render(data: PassData, fmt: Format = "thermal") -> bytes:  # noqa: C901, PLR0915
    register_fonts()
    size = THERMAL if fmt == "thermal" else A4
    out = io.BytesIO()
    pdf = canvas.Canvas(out, pagesize=size)
    pdf.setTitle(f"Boarding pass {data.flight_number} {data.passenger_name}")
    width, height = size
    margin = 6 * mm if fmt == "thermal" else 20 * mm
    usable = width - 2 * margin
    scale = 1.0 if fmt == "thermal" else 1.4
    y = height - margin - 8 * scale

    own, english = _words(data.language)

    def labels(key: str) -> list[str]:
        """The label's line, or two where both languages do not fit one."""
        if english is None:
            return [own[key].upper()]
        both = f"{own[key]} · {english[key]}".upper()
        if pdf.stringWidth(both, REGULAR, 7 * scale) <= usable:
            return [both]
        return [own[key].upper(), english[key].upper()]

    def line(key: str, value: str, big: bool = False) -> None:
        nonlocal y
        pdf.setFont(REGULAR, 7 * scale)
        for i, text in enumerate(labels(key)):
            if i:
                y -= 8 * scale
            pdf.drawString(margin, y, text)
        y -= (12 if big else 10) * scale
        pdf.setFont(BOLD, (13 if big else 10) * scale)
        pdf.drawString(margin, y, value)
        y -= 8 * scale

    pdf.setFont(BOLD, 14 * scale)
    pdf.drawString(margin, y, own["title"].upper())
    if english is not None:
        y -= 11 * scale
        pdf.setFont(BOLD, 9 * scale)
        pdf.drawString(margin, y, english["title"].upper())
    y -= 16 * scale
    if data.stale:
        for key, font, size, gap in (("stale", BOLD, 9, 11), ("reissue", REGULAR, 7, 12)):
            for words in (own, english) if english is not None else (own,):
                text = words[key].upper() if key == "stale" else words[key]
                fitted = min(
                    size * scale, size * scale * usable / pdf.stringWidth(text, font, size * scale)
                )
                pdf.setFont(font, fitted)
                pdf.drawString(margin, y, text)
                y -= gap * scale
    line("passenger", data.passenger_name, big=True)
    line("from", f"{data.origin} {data.origin_city}")
    line("to", f"{data.destination} {data.destination_city}")
    line("flight_date", f"{data.flight_number}   {data.date}")
    line("departure_boarding", f"{data.departure_time}   {own['boarding']} {data.boarding_time}")
    line(
        "seat_gate_terminal",
        f"{data.seat}   {own['gate']} {data.gate}   {own['terminal']} {data.terminal}",
    )
    line("sequence_cabin", f"{data.sequence:03d}   {code_word(data.language, 'cabin', data.cabin)}")
    line("booking_reference", data.booking_reference)

    image = barcode_image(data.bcbp)
    bar_width = usable
    bar_height = bar_width * image.height / image.width
    y -= bar_height + 4 * mm
    pdf.drawImage(ImageReader(image), margin, y, width=bar_width, height=bar_height)
    pdf.showPage()
    pdf.save()
    return out.getvalue()
