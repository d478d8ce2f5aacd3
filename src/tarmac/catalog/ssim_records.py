"""SSIM chapter 7 records as text: the fields of record types 1 to 5 at their byte positions,
writing a record from its fields and reading one back, the data set's blocks and serial
numbers. No database: what the fields mean to the catalog is ``catalog.ssim``.

Every record is 200 bytes; bytes 195-200 hold its serial number, consecutive from 000001
over the records of types 1 to 5. Each group of records (the header, a carrier's record 2,
its flight legs 3 and segment data 4, its trailer 5) is padded with records of 200 zeros
(type 0, no serial) to whole blocks of five records (1,000 bytes), as the standard's
physical blocks are. Records are separated by a line feed.
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, time, timedelta

from tarmac.catalog.errors import SsimMalformed

RECORD_LENGTH = 200
BLOCK_RECORDS = 5
ZERO_RECORD = "0" * RECORD_LENGTH
TITLE = "AIRLINE STANDARD SCHEDULE DATA SET"
MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")

# (field, first byte, last byte), 1-based and inclusive as chapter 7 numbers them; the bytes
# not listed are spare (blank). The record type (byte 1) and the serial (195-200) are
# written by ``record``. What names a flight leg begins its records 3 and 4.
FLIGHT_LEG = (
    ("operational_suffix", 2, 2),
    ("airline_designator", 3, 5),
    ("flight_number", 6, 9),
    ("itinerary_variation_identifier", 10, 11),
    ("leg_sequence_number", 12, 13),
    ("service_type", 14, 14),
)
LAYOUTS: dict[str, tuple[tuple[str, int, int], ...]] = {
    "1": (
        ("title_of_contents", 2, 35),
        ("number_of_seasons", 41, 41),
        ("data_set_serial_number", 192, 194),
    ),
    "2": (
        ("time_mode", 2, 2),
        ("airline_designator", 3, 5),
        ("season", 11, 13),
        ("period_of_schedule_validity_from", 15, 21),
        ("period_of_schedule_validity_to", 22, 28),
        ("creation_date", 29, 35),
        ("title_of_data", 36, 64),
        ("release_date", 65, 71),
        ("schedule_status", 72, 72),
        ("creator_reference", 73, 107),
        ("general_information", 109, 169),
        ("electronic_ticketing_information", 189, 190),
        ("creation_time", 191, 194),
    ),
    "3": (
        *FLIGHT_LEG,
        ("period_of_operation_from", 15, 21),
        ("period_of_operation_to", 22, 28),
        ("days_of_operation", 29, 35),
        ("frequency_rate", 36, 36),
        ("departure_station", 37, 39),
        ("passenger_std", 40, 43),
        ("aircraft_std", 44, 47),
        ("utc_local_time_variation_departure", 48, 52),
        ("passenger_terminal_departure", 53, 54),
        ("arrival_station", 55, 57),
        ("aircraft_sta", 58, 61),
        ("passenger_sta", 62, 65),
        ("utc_local_time_variation_arrival", 66, 70),
        ("passenger_terminal_arrival", 71, 72),
        ("aircraft_type", 73, 75),
        ("passenger_reservations_booking_designator", 76, 95),
        ("aircraft_configuration_version", 173, 192),
        ("date_variation", 193, 194),
    ),
    "4": (
        *FLIGHT_LEG,
        ("board_point_indicator", 29, 29),
        ("off_point_indicator", 30, 30),
        ("data_element_identifier", 31, 33),
        ("board_point", 34, 36),
        ("off_point", 37, 39),
        ("data", 40, 194),
    ),
    "5": (
        ("airline_designator", 3, 5),
        ("release_date", 6, 12),
        ("serial_number_check_reference", 188, 193),
        ("continuation_end_code", 194, 194),
    ),
}
_SERIAL = re.compile(r"^[0-9]{6}$")


def record(kind: str, fields: Mapping[str, str], serial: int) -> str:
    """One record of type ``kind``: each field left-justified and blank-filled to its width."""
    line = [" "] * RECORD_LENGTH
    line[0] = kind
    for name, first, last in LAYOUTS[kind]:
        value = fields.get(name, "")
        width = last - first + 1
        if len(value) > width:
            raise ValueError(f"{name} {value!r} is wider than {width} bytes")
        line[first - 1 : last] = value.ljust(width)
    line[194:] = f"{serial:06d}"
    return "".join(line)


def padded(records: list[str]) -> list[str]:
    """The records followed by zero records up to a whole block of five."""
    return records + [ZERO_RECORD] * (-len(records) % BLOCK_RECORDS)


def data_set(groups: Iterable[list[str]]) -> str:
    """The file: each group of records padded to whole blocks, a line feed after each."""
    return "".join(f"{line}\n" for group in groups for line in padded(group))


def ssim_date(day: date) -> str:
    return f"{day.day:02d}{MONTHS[day.month - 1]}{day.year % 100:02d}"


def ssim_time(moment: time) -> str:
    return f"{moment.hour:02d}{moment.minute:02d}"


def ssim_offset(offset: timedelta) -> str:
    minutes = int(offset.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    return f"{sign}{abs(minutes) // 60:02d}{abs(minutes) % 60:02d}"


def date_variation(days: int) -> str:
    """A date variation: 0-9 days later, ``A`` one day before."""
    return "A" if days == -1 else str(days)


def season(day: date) -> str:
    """The IATA season a date is in: summer (``S``) from the last Sunday of March, winter
    (``W``) from the last Sunday of October, named by the year it starts in."""
    summer, winter = _last_sunday(day.year, 3), _last_sunday(day.year, 10)
    if day < summer:
        return f"W{(day.year - 1) % 100:02d}"
    return f"S{day.year % 100:02d}" if day < winter else f"W{day.year % 100:02d}"


def seasons_between(first: date, last: date) -> int:
    """How many IATA seasons the dates touch (the header's one digit: at most 9)."""
    count, day = 1, first
    while season(day) != season(last) and count < 9:
        day = _next_season_start(day)
        count += 1
    return count


def _last_sunday(year: int, month: int) -> date:
    last = date(year, month + 1, 1) - timedelta(days=1)
    return last - timedelta(days=last.isoweekday() % 7)


def _next_season_start(day: date) -> date:
    starts = [_last_sunday(y, m) for y in (day.year, day.year + 1) for m in (3, 10)]
    return min(start for start in starts if start > day)


# --- reading -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Record:
    """One record of a file as read: its position (1-based, zero records counted), its
    type, its serial as written, and its fields (trailing blanks removed: a field's
    leading blanks can matter, as in days of operation)."""

    number: int
    kind: str
    serial: str
    fields: dict[str, str]

    def fail(self, field: str | None, message: str) -> SsimMalformed:
        return SsimMalformed.at(self.number, self.serial, field, message)


def read_records(text: str) -> list[Record]:
    """The records of a file, zero records left out; 422 ``SsimMalformed`` naming the record
    that is not 200 bytes of type 0 to 5, or whose serial does not follow the last one."""
    lines = text.splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise SsimMalformed.at(1, None, None, "the file has no record")
    found: list[Record] = []
    for number, line in enumerate(lines, start=1):
        serial = line[194:200] if len(line) >= RECORD_LENGTH else None
        if not line.isascii():
            raise SsimMalformed.at(number, serial, None, "the record is not ASCII text")
        if len(line) != RECORD_LENGTH:
            raise SsimMalformed.at(
                number, serial, None, f"the record is {len(line)} bytes long, not 200"
            )
        if line == ZERO_RECORD:
            continue
        kind = line[0]
        if kind not in LAYOUTS:
            raise SsimMalformed.at(number, line[194:], "record_type", f"unknown type {kind!r}")
        serial = line[194:]
        expected = len(found) + 1
        if not _SERIAL.match(serial) or int(serial) != expected:
            raise SsimMalformed.at(
                number, serial, "record_serial_number", f"expected serial {expected:06d}"
            )
        fields = {name: line[first - 1 : last].rstrip() for name, first, last in LAYOUTS[kind]}
        found.append(Record(number, kind, serial, fields))
    return found


def read_date(item: Record, field: str) -> date:
    value = item.fields[field]
    match = re.fullmatch(r"([0-9]{2})([A-Z]{3})([0-9]{2})", value)
    if match is None or match.group(2) not in MONTHS:
        raise item.fail(field, f"{value!r} is not a date DDMMMYY")
    day, month, year = match.groups()
    try:
        return date(2000 + int(year), MONTHS.index(month) + 1, int(day))
    except ValueError:
        raise item.fail(field, f"{value!r} is not a date") from None


def read_time(item: Record, field: str) -> time:
    value = item.fields[field]
    if re.fullmatch(r"([01][0-9]|2[0-3])[0-5][0-9]", value) is None:
        raise item.fail(field, f"{value!r} is not a time HHMM")
    return time(int(value[:2]), int(value[2:]))


def read_offset(item: Record, field: str) -> timedelta:
    value = item.fields[field]
    match = re.fullmatch(r"([+-])([0-9]{2})([0-5][0-9])", value)
    if match is None or int(match.group(2)) > 14:
        raise item.fail(field, f"{value!r} is not a UTC offset +HHMM or -HHMM")
    sign, hours, minutes = match.groups()
    offset = timedelta(hours=int(hours), minutes=int(minutes))
    return -offset if sign == "-" else offset


def read_days(item: Record, field: str = "days_of_operation") -> list[int]:
    """Days of operation: position n holds n (1 = Monday) or a blank."""
    value = item.fields[field].ljust(7)
    days = [n for n in range(1, 8) if value[n - 1] == str(n)]
    if not days or any(c not in (" ", str(n)) for n, c in enumerate(value, start=1)):
        raise item.fail(field, f"{value!r} is not days of operation (e.g. '1 3 5 7')")
    return days


def read_date_variation(item: Record, value: str, field: str = "date_variation") -> int:
    if value in ("", "0"):
        return 0
    if value == "A":
        return -1
    if value.isdigit():
        return int(value)
    raise item.fail(field, f"{value!r} is not a date variation (0-9 or A)")
