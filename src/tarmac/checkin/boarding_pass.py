"""The boarding pass as a PDF (spec 01 §4.8): ``thermal`` (80 x 200 mm, a kiosk or counter
printer's roll) or ``a4``, with the passenger, flight, date, seat, gate, boarding time,
sequence number and a PDF417 barcode of the BCBP string (``bcbp``), drawn by pdf417gen.
Text is set in the DejaVu Sans the e-ticket ships (``ticketing/fonts``)."""

import io
from dataclasses import dataclass
from typing import Literal

import pdf417gen
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from tarmac.ticketing.eticket import BOLD, REGULAR, register_fonts

Format = Literal["thermal", "a4"]
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


def barcode_image(text: str):
    codes = pdf417gen.encode(text, columns=6, security_level=5)
    return pdf417gen.render_image(codes, scale=3, ratio=3, padding=12)


def render(data: PassData, fmt: Format = "thermal") -> bytes:
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

    def line(label: str, value: str, big: bool = False) -> None:
        nonlocal y
        pdf.setFont(REGULAR, 7 * scale)
        pdf.drawString(margin, y, label.upper())
        y -= (12 if big else 10) * scale
        pdf.setFont(BOLD, (13 if big else 10) * scale)
        pdf.drawString(margin, y, value)
        y -= 8 * scale

    pdf.setFont(BOLD, 14 * scale)
    pdf.drawString(margin, y, "BOARDING PASS")
    y -= 16 * scale
    if data.stale:
        pdf.setFont(BOLD, 9 * scale)
        pdf.drawString(margin, y, "NOT VALID: PASSENGER DATA CORRECTED")
        y -= 11 * scale
        pdf.setFont(REGULAR, 7 * scale)
        pdf.drawString(margin, y, "Issue a new boarding pass")
        y -= 12 * scale
    line("Passenger", data.passenger_name, big=True)
    line("From", f"{data.origin} {data.origin_city}")
    line("To", f"{data.destination} {data.destination_city}")
    line("Flight / date", f"{data.flight_number}   {data.date}")
    line("Departure / boarding", f"{data.departure_time}   boarding {data.boarding_time}")
    line("Seat / gate / terminal", f"{data.seat}   gate {data.gate}   terminal {data.terminal}")
    line("Sequence / cabin", f"{data.sequence:03d}   {data.cabin}")
    line("Booking reference", data.booking_reference)

    image = barcode_image(data.bcbp)
    bar_width = usable
    bar_height = bar_width * image.height / image.width
    y -= bar_height + 4 * mm
    pdf.drawImage(ImageReader(image), margin, y, width=bar_width, height=bar_height)
    pdf.showPage()
    pdf.save()
    return out.getvalue()
