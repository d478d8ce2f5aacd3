"""How the e-ticket prints (``eticket``): its fonts (DejaVu Sans, registered once per
process; the boarding pass uses them too), how dates, times, offsets, money and document
numbers are written, the page, its colours and styles, a paragraph of plain text and a
full-width table."""

import functools
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, Table, TableStyle

from tarmac.core.money import money
from tarmac.ticketing.eticket_words import MONTHS

# --- fonts ---------------------------------------------------------------------------------

FONT_DIR = Path(__file__).parent / "fonts"
REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_fonts_lock = threading.Lock()
_fonts_ready = False


def register_fonts() -> None:
    """Parse the bundled TrueType files and register them with reportlab, once per process
    (reportlab's font registry is global; later calls return at once)."""
    global _fonts_ready
    if _fonts_ready:
        return
    with _fonts_lock:
        if _fonts_ready:
            return
        pdfmetrics.registerFont(TTFont(REGULAR, str(FONT_DIR / "DejaVuSans.ttf")))
        pdfmetrics.registerFont(TTFont(BOLD, str(FONT_DIR / "DejaVuSans-Bold.ttf")))
        pdfmetrics.registerFontFamily(
            REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
        )
        _fonts_ready = True


# --- how things are printed ----------------------------------------------------------------

NO_VALUE = "—"


def format_date(value: date, language: str = "en") -> str:
    """``13 Mar 2027``, ``13 мар 2027`` (the language's month names whatever the process's
    locale)."""
    months = MONTHS.get(language, MONTHS["en"])
    return f"{value.day:02d} {months[value.month - 1]} {value.year}"


def format_time(value: datetime) -> str:
    """``08:30``: the clock time in the datetime's own zone."""
    return f"{value.hour:02d}:{value.minute:02d}"


def format_offset(value: datetime) -> str:
    """``UTC+06:00``, ``UTC-03:30``, ``UTC+00:00``."""
    offset = value.utcoffset() or timedelta(0)
    sign = "-" if offset < timedelta(0) else "+"
    minutes = abs(int(offset.total_seconds())) // 60
    return f"UTC{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def format_money(amount: Decimal, currency: str, language: str = "en") -> str:
    """``25,400.00 KGS``: rounded half-up to cents, thousands separated by commas (in
    Russian and Kyrgyz by spaces, ``25 400.00 KGS``, as their texts write them)."""
    text = f"{money(amount):,.2f}"
    if language != "en":
        text = text.replace(",", "\u00a0")
    return f"{text} {currency}"


def mask_document(number: str) -> str:
    """``****4567``: the last 4 characters (spaces and dashes dropped), never the length."""
    compact = "".join(ch for ch in number if ch not in " -")
    return "****" + (compact[-4:] if len(compact) > 4 else "")


# --- layout --------------------------------------------------------------------------------

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN = 15 * mm
BOTTOM_MARGIN = 18 * mm  # the footer is below it
FRAME_WIDTH = PAGE_WIDTH - 2 * MARGIN
INK = colors.HexColor("#1d2633")
MUTED = colors.HexColor("#5b6675")
ACCENT = colors.HexColor("#0b5394")
RULE = colors.HexColor("#c9d1db")
SHADE = colors.HexColor("#eef2f7")
WARN = colors.HexColor("#b3261e")


@dataclass(frozen=True, slots=True)
class Styles:
    body: ParagraphStyle
    small: ParagraphStyle
    bold: ParagraphStyle
    right: ParagraphStyle
    right_bold: ParagraphStyle
    head: ParagraphStyle
    section: ParagraphStyle
    airline: ParagraphStyle
    pnr: ParagraphStyle
    title: ParagraphStyle
    warning: ParagraphStyle


@functools.cache
def make_styles() -> Styles:
    body = ParagraphStyle("body", fontName=REGULAR, fontSize=8.5, leading=11, textColor=INK)
    small = ParagraphStyle("small", parent=body, fontSize=7.5, leading=9.5, textColor=MUTED)
    bold = ParagraphStyle("bold", parent=body, fontName=BOLD)
    return Styles(
        body=body,
        small=small,
        bold=bold,
        right=ParagraphStyle("right", parent=body, alignment=TA_RIGHT),
        right_bold=ParagraphStyle("right_bold", parent=bold, alignment=TA_RIGHT),
        head=ParagraphStyle("head", parent=bold, fontSize=7.5, leading=9.5, textColor=MUTED),
        section=ParagraphStyle(
            "section",
            parent=bold,
            fontSize=10.5,
            leading=13,
            textColor=ACCENT,
            spaceBefore=9,
            spaceAfter=4,
        ),
        airline=ParagraphStyle("airline", parent=bold, fontSize=16, leading=20),
        pnr=ParagraphStyle(
            "pnr", parent=bold, fontSize=20, leading=24, alignment=TA_RIGHT, textColor=ACCENT
        ),
        title=ParagraphStyle(
            "title", parent=bold, fontSize=9, leading=12, alignment=TA_RIGHT, textColor=MUTED
        ),
        warning=ParagraphStyle("warning", parent=bold, fontSize=11, leading=14, textColor=WARN),
    )


def para(text: str, style: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text: escaped, line breaks kept."""
    return Paragraph(escape(text).replace("\n", "<br/>"), style)


def full_width_table(
    header: Sequence[str],
    rows: list[list[Any]],
    widths: Sequence[float],
    styles: Styles,
    right_columns: Sequence[int] = (),
) -> Table:
    """A full-width table whose header repeats on every page it runs onto."""
    head = [
        Paragraph(escape(h), styles.head if i not in right_columns else right_aligned(styles.head))
        for i, h in enumerate(header)
    ]
    scale = FRAME_WIDTH / sum(widths)
    table = Table(
        [head, *rows],
        colWidths=[w * scale for w in widths],
        repeatRows=1,
        splitByRow=1,
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),  # not Helvetica (not embedded)
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("LINEBELOW", (0, 0), (-1, -1), 0.4, RULE),
                ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ("RIGHTPADDING", (0, 0), (-1, -1), 4),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    return table


def right_aligned(style: ParagraphStyle) -> ParagraphStyle:
    return ParagraphStyle(style.name + "right_aligned", parent=style, alignment=TA_RIGHT)
