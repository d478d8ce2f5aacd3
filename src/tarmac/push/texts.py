"""The title and body of each push type in the airline's languages (``core.language``):
``string.Template`` placeholders, filled by ``render``; a missing value is an error
(``KeyError``), so a text and its caller cannot drift apart."""

from string import Template

from tarmac.core.language import DEFAULT_LANGUAGE, LANGUAGES

# type -> language -> (title, body)
TEXTS: dict[str, dict[str, tuple[str, str]]] = {
    "booking_confirmed": {
        "ru": (
            "Бронирование $booking_reference подтверждено",
            "Рейс $flight_number $route, вылет $departure. Хорошего полёта!",
        ),
        "en": (
            "Booking $booking_reference confirmed",
            "Flight $flight_number $route, departing $departure. Have a good trip!",
        ),
        "ky": (
            "$booking_reference брондоо ырасталды",
            "$flight_number рейси $route, учуу $departure. Ак жол!",
        ),
    },
    "flight_delayed": {
        "ru": (
            "Рейс $flight_number задерживается",
            "Рейс $route задерживается на $delay_minutes мин. Новое время вылета: $departure.",
        ),
        "en": (
            "Flight $flight_number is delayed",
            "Flight $route is delayed by $delay_minutes min. New departure: $departure.",
        ),
        "ky": (
            "$flight_number рейси кечигет",
            "$route рейси $delay_minutes мүнөткө кечигет. Жаңы учуу убактысы: $departure.",
        ),
    },
    "flight_cancelled": {
        "ru": (
            "Рейс $flight_number отменён",
            "Рейс $route ($departure) отменён. Бронирование $booking_reference: "
            "откройте его, чтобы выбрать другой рейс или возврат.",
        ),
        "en": (
            "Flight $flight_number is cancelled",
            "Flight $route ($departure) is cancelled. Open booking $booking_reference "
            "to choose another flight or a refund.",
        ),
        "ky": (
            "$flight_number рейси жокко чыгарылды",
            "$route рейси ($departure) жокко чыгарылды. Башка рейсти же акчаны кайтарууну "
            "тандоо үчүн $booking_reference брондоосун ачыңыз.",
        ),
    },
    "flight_gate_changed": {
        "ru": (
            "Рейс $flight_number: новый выход $departure_gate",
            "Посадка на рейс $route будет через выход $departure_gate$previous_gate_ru.",
        ),
        "en": (
            "Flight $flight_number: new gate $departure_gate",
            "Flight $route now boards at gate $departure_gate$previous_gate_en.",
        ),
        "ky": (
            "$flight_number рейси: жаңы чыгуу $departure_gate",
            "$route рейсине отуруу $departure_gate чыгуусу аркылуу болот$previous_gate_ky.",
        ),
    },
    "boarding_open": {
        "ru": (
            "Посадка на рейс $flight_number началась",
            "Посадка на рейс $route идёт через выход $departure_gate.",
        ),
        "en": (
            "Boarding has started for flight $flight_number",
            "Flight $route is boarding at gate $departure_gate.",
        ),
        "ky": (
            "$flight_number рейсине отуруу башталды",
            "$route рейсине отуруу $departure_gate чыгуусу аркылуу жүрүүдө.",
        ),
    },
    "checkin_open": {
        "ru": (
            "Открыта онлайн-регистрация на рейс $flight_number",
            "Рейс $route, вылет $departure. Зарегистрируйтесь и выберите место.",
        ),
        "en": (
            "Online check-in is open for flight $flight_number",
            "Flight $route, departing $departure. Check in and choose your seat.",
        ),
        "ky": (
            "$flight_number рейсине онлайн каттоо ачылды",
            "$route рейси, учуу $departure. Катталып, ордуңузду тандаңыз.",
        ),
    },
    "airline_change": {
        "ru": (
            "Изменение рейса $flight_number",
            "Авиакомпания изменила рейс $route ($departure) в бронировании $booking_reference. "
            "Откройте его, чтобы принять изменение, выбрать другой рейс или вернуть деньги.",
        ),
        "en": (
            "Flight $flight_number has changed",
            "The airline changed flight $route ($departure) of booking $booking_reference. "
            "Open it to accept, choose another flight or get a refund.",
        ),
        "ky": (
            "$flight_number рейси өзгөрдү",
            "Авиакомпания $booking_reference брондоосундагы $route ($departure) рейсин "
            "өзгөрттү. Кабыл алуу, башка рейс же акчаны кайтаруу үчүн аны ачыңыз.",
        ),
    },
}

# "(was A3)" after a gate change, when the previous gate is known
PREVIOUS_GATE = {"ru": " (был $gate)", "en": " (was $gate)", "ky": " (мурун $gate)"}
UNKNOWN_GATE = {"ru": "уточняется", "en": "to be announced", "ky": "такталууда"}


def language_of(*candidates: str | None) -> str:
    """The first candidate (a locale such as ``ky-KG`` or a language) in the airline's
    languages, else the default."""
    for candidate in candidates:
        if candidate:
            primary = candidate.replace("_", "-").split("-")[0].strip().lower()
            if primary in LANGUAGES:
                return primary
    return DEFAULT_LANGUAGE


def render(push_type: str, language: str, values: dict[str, str]) -> tuple[str, str]:
    values = dict(values)
    if not values.get("departure_gate"):
        values["departure_gate"] = UNKNOWN_GATE[language]
    previous = values.get("previous_gate") or ""
    for lang, text in PREVIOUS_GATE.items():
        values[f"previous_gate_{lang}"] = (
            Template(text).substitute(gate=previous) if previous else ""
        )
    title, body = TEXTS[push_type][language]
    return Template(title).substitute(values), Template(body).substitute(values)
