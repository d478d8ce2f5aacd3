"""The schedules as an SSIM chapter 7 file (issue 36): every record 200 bytes with
consecutive serials in blocks of five, read back by the ``ssim`` package from PyPI as the
flights the catalog generated, in UTC and local time modes (a daylight-saving change splits
a leg); imported back unchanged, into an empty catalog as the same schedules, with one
record's time edited as one update whose unsold flights follow and sold ones stay; a
malformed file refused naming the record and the field, with nothing written."""

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import delete, func, select, update

from tarmac.catalog.models import Flight, FlightSchedule
from tarmac.core import clock
from tarmac.inventory.models import BookingClassInventory, CabinInventory
from tests.admin import helpers
from tests.admin.helpers import ADMIN
from tests.catalog import ssim_package
from tests.factories import create_api_key

SSIM = f"{ADMIN}/schedules/ssim"
ssim = ssim_package.load()
SMALL_TEMPLATE = [
    {"booking_class": "J", "cabin": "business", "seats": 8},
    {"booking_class": "Y", "cabin": "economy", "seats": 101},
]


async def _world(client, headers) -> dict:
    """Three schedules over 300 days from tomorrow, their flights generated: KG777 FRU-IST
    (no daylight saving at either end, classes J Y B split unevenly), KG101 FRU-BER and
    KG102 BER-FRU (Berlin changes its clocks; classes J Y with every seat)."""
    fru_ist = await helpers.route(client, headers, "FRU", "IST", duration_minutes=330)
    fru_ber = await helpers.route(client, headers, "FRU", "BER", duration_minutes=420)
    ber_fru = await helpers.route(client, headers, "BER", "FRU", duration_minutes=390)
    plane = await helpers.aircraft(client, headers)
    first = clock.today() + timedelta(days=1)
    last = first + timedelta(days=299)
    validity = {"valid_from": first.isoformat(), "valid_to": last.isoformat()}
    made = [
        await helpers.schedule(
            client, headers, fru_ist, plane, flight_number="KG777", days_of_week=[1, 3, 5],
            departure_time="23:30", **validity,
        ),
        await helpers.schedule(
            client, headers, fru_ber, plane, flight_number="KG101", days_of_week=[1, 2, 4, 6],
            departure_time="08:15", inventory_template=SMALL_TEMPLATE, **validity,
        ),
        await helpers.schedule(
            client, headers, ber_fru, plane, flight_number="KG102", days_of_week=[1, 2, 4, 6],
            departure_time="15:40", inventory_template=SMALL_TEMPLATE, **validity,
        ),
    ]  # fmt: skip
    for schedule in made:
        generated = await client.post(
            f"{ADMIN}/schedules/{schedule['id']}/generate",
            json={"date_from": first.isoformat(), "date_to": last.isoformat()},
            headers=headers,
        )
        assert generated.status_code == 200, generated.text
    return {"first": first, "last": last, "schedules": made}


async def _export(client, headers, **params) -> str:
    response = await client.get(SSIM, params=params, headers=headers)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    return response.text


async def _export_between(client, headers, start: date, end: date) -> str:
    return await _export(
        client, headers, time_mode="local", date_from=start.isoformat(), date_to=end.isoformat()
    )


async def _import(client, headers, text: str, **params):
    return await client.post(
        SSIM,
        content=text.encode(),
        params=params,
        headers={**headers, "Content-Type": "text/plain"},
    )


def _lines(text: str, kind: str | None = None) -> list[str]:
    lines = text.splitlines()
    return lines if kind is None else [line for line in lines if line[0] == kind]


def _file(legs: list[str], mode: str = "L") -> str:
    """A file around the records 3 and 4 given (carrier KG), serial numbers renumbered."""
    header = "1AIRLINE STANDARD SCHEDULE DATA SET".ljust(191) + "001"
    # the period of schedule validity: every date the catalog takes
    carrier = f"2{mode}KG          01JAN0031DEC99".ljust(194)
    body = [header, carrier, *(leg[:194] for leg in legs)]
    records = [f"{line}{n:06d}" for n, line in enumerate(body, start=1)]
    trailer = "5 KG ".ljust(187) + f"{len(records):06d}E{len(records) + 1:06d}"
    zeros = ["0" * 200] * 4
    return "\n".join([records[0], *zeros, records[1], *zeros, *records[2:], trailer]) + "\n"


def _set(line: str, first: int, value: str) -> str:
    """The record with ``value`` written from byte ``first`` (1-based, as SSIM counts)."""
    return line[: first - 1] + value + line[first - 1 + len(value) :]


async def _flights(db, flight_number: str) -> list:
    """The flights of the number by date, as plain rows (the ORM's copies go stale when an
    import replaces flights)."""
    return list(
        (
            await db.execute(
                select(
                    Flight.id,
                    Flight.flight_number,
                    Flight.flight_date,
                    Flight.scheduled_departure,
                    Flight.scheduled_arrival,
                )
                .where(Flight.flight_number == flight_number)
                .order_by(Flight.flight_date)
            )
        ).all()
    )


async def _counts(db) -> tuple[int, int]:
    schedules = await db.scalar(select(func.count()).select_from(FlightSchedule))
    flights = await db.scalar(select(func.count()).select_from(Flight))
    return schedules, flights


# --- the file ------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["utc", "local"])
async def test_every_record_is_200_bytes_serially_numbered_in_blocks_of_five(
    client, admin_headers, mode
):
    await _world(client, admin_headers)
    lines = _lines(await _export(client, admin_headers, time_mode=mode))

    assert all(len(line) == 200 for line in lines)
    assert len(lines) % 5 == 0
    records = [line for line in lines if line != "0" * 200]
    assert [int(line[194:]) for line in records] == list(range(1, len(records) + 1))
    assert [line[0] for line in lines[:10]] == ["1", "0", "0", "0", "0", "2", "0", "0", "0", "0"]
    assert lines[0][1:35] == "AIRLINE STANDARD SCHEDULE DATA SET"
    assert lines[5][1] == ("U" if mode == "utc" else "L")
    assert lines[5][2:5] == "KG "
    trailer = lines[-5]
    assert trailer[0] == "5" and lines[-4:] == ["0" * 200] * 4
    assert trailer[187:193] == records[-2][194:]  # the serial of the record before it
    assert trailer[193] == "E"
    # the legs' group is padded too: the trailer starts a block
    assert (len(lines) - 5) % 5 == 0 and lines.index(trailer) % 5 == 0
    # one segment record (DEI 901) follows each leg of KG777 alone: its classes do not each
    # have the whole cabin
    segments = _lines("\n".join(lines), "4")
    assert segments and all(s[5:9] == "0777" and s[30:33] == "901" for s in segments)
    assert segments[0][39:194].rstrip() == "JC8 YY101 BY40"


async def test_a_daylight_saving_change_at_either_end_splits_a_leg(client, admin_headers):
    await _world(client, admin_headers)
    local = _lines(await _export(client, admin_headers, time_mode="local"), "3")
    out = [line for line in local if line[5:9] == "0101"]
    # Bishkek keeps +0600; Berlin's arrival offset changes between records
    assert {line[47:52] for line in out} == {"+0600"}
    assert {line[65:70] for line in out} == {"+0100", "+0200"}
    assert {line[39:43] for line in out} == {"0815"}  # the local departure stays

    utc = _lines(await _export(client, admin_headers, time_mode="utc"), "3")
    back = [line for line in utc if line[5:9] == "0102"]
    # 15:40 in Berlin is 14:40 UTC in winter, 13:40 UTC in summer
    assert {line[39:43] for line in back} == {"1440", "1340"}
    assert all(line[43:47] == line[39:43] for line in back)  # aircraft STD = passenger STD


async def test_the_ssim_package_reads_the_export_as_the_flights_generated(
    client, db, admin_headers, tmp_path
):
    await _world(client, admin_headers)
    for mode in ("local", "utc"):
        path = tmp_path / f"schedule-{mode}.ssim"
        path.write_text(await _export(client, admin_headers, time_mode=mode))
        slots = [slot for slot in ssim.read(str(path)) if slot["ad"] == "D"]
        assert {slot["aircraft_type"] for slot in slots} == {"320"}
        assert {slot["seats"] for slot in slots} == {109}  # C8Y101: the configuration
        read = {
            (
                f"{slot['airline_designator']}{int(slot['flight_number'])}",
                date.fromisoformat(slot["date"]),
                slot["scheduled_time_of_aircraft_departure"],
            )
            for slot in ssim.expand_slots(slots)
        }
        flights = [f for number in ("KG777", "KG101", "KG102") for f in await _flights(db, number)]
        assert len(flights) > 300
        if mode == "utc":
            expected = {
                (
                    f.flight_number,
                    f.scheduled_departure.astimezone(UTC).date(),
                    f.scheduled_departure.astimezone(UTC).strftime("%H%M+0000"),
                )
                for f in flights
            }
        else:
            expected = set()
            for f in flights:
                zone = "Europe/Berlin" if f.flight_number == "KG102" else "Asia/Bishkek"
                moment = f.scheduled_departure.astimezone(ZoneInfo(zone))
                offset = moment.strftime("%z")
                expected.add((f.flight_number, f.flight_date, moment.strftime("%H%M") + offset))
        assert read == expected


async def test_the_period_filter_keeps_the_departures_between_its_dates(client, admin_headers):
    world = await _world(client, admin_headers)
    start, end = world["first"] + timedelta(days=10), world["first"] + timedelta(days=16)
    text = await _export_between(client, admin_headers, start, end)
    legs = _lines(text, "3")
    assert {line[5:9] for line in legs} == {"0777", "0101", "0102"}
    for line in legs:
        first = datetime.strptime(line[14:21], "%d%b%y").date()
        last = datetime.strptime(line[21:28], "%d%b%y").date()
        assert start <= first <= last <= end


async def test_a_file_speaks_for_its_period_of_validity_alone(client, db, admin_headers):
    world = await _world(client, admin_headers)
    start, end = world["first"] + timedelta(days=10), world["first"] + timedelta(days=40)
    text = await _export_between(client, admin_headers, start, end)
    before = await _counts(db)

    again = await _import(client, admin_headers, text)

    assert again.status_code == 200, again.text
    assert (again.json()["unchanged"], again.json()["updated"]) == (3, 0)
    assert await _counts(db) == before
    # a change within the period to a schedule that flies beyond it is refused
    edited = "\n".join(
        _later(line, 10) if line[0] == "3" and line[5:9] == "0777" else line
        for line in text.splitlines()
    )
    refused = await _import(client, admin_headers, edited)
    assert refused.status_code == 422, refused.text
    assert refused.json()["code"] == "ssim_schedule_refused"
    assert "outside the file's period" in refused.json()["detail"]["message"]


# --- import --------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["utc", "local"])
async def test_importing_the_export_again_changes_nothing(client, db, admin_headers, mode):
    await _world(client, admin_headers)
    before = await _counts(db)
    response = await _import(
        client, admin_headers, await _export(client, admin_headers, time_mode=mode)
    )

    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["created"], report["updated"], report["unchanged"]) == (0, 0, 3)
    assert (report["flights_generated"], report["flights_removed"], report["flights_kept"]) == (
        0,
        0,
        0,
    )
    assert {s["action"] for s in report["schedules"]} == {"unchanged"}
    assert await _counts(db) == before


async def test_an_export_imported_into_an_empty_catalog_makes_the_same_schedules(
    client, db, admin_headers
):
    await _world(client, admin_headers)
    exported = await _export(client, admin_headers, time_mode="local")
    fields = ("route_id", "aircraft_id", "departure_time", "duration_minutes", "days_of_week")
    schedules = {
        s.flight_number: (*(getattr(s, name) for name in fields), s.inventory_template)
        for s in (await db.scalars(select(FlightSchedule))).all()
    }
    flights = {
        n: [(f.flight_date, f.scheduled_departure) for f in await _flights(db, n)]
        for n in schedules
    }
    await db.execute(delete(Flight))
    await db.execute(delete(FlightSchedule))
    await db.commit()

    response = await _import(client, admin_headers, exported)

    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["created"], report["updated"], report["unchanged"]) == (3, 0, 0)
    assert report["flights_generated"] == sum(len(f) for f in flights.values())
    made = (await db.scalars(select(FlightSchedule))).all()
    assert {
        s.flight_number: (*(getattr(s, name) for name in fields), s.inventory_template)
        for s in made
    } == schedules
    for number in schedules:
        assert [(f.flight_date, f.scheduled_departure) for f in await _flights(db, number)] == (
            flights[number]
        )
    again = await _export(client, admin_headers, time_mode="local")
    assert _lines(again, "3") + _lines(again, "4") == _lines(exported, "3") + _lines(exported, "4")


def _later(line: str, minutes: int) -> str:
    """The leg's passenger and aircraft STD and STA ``minutes`` later (same day)."""
    for first in (40, 44, 58, 62):
        moment = datetime.strptime(line[first - 1 : first + 3], "%H%M") + timedelta(minutes=minutes)
        line = _set(line, first, moment.strftime("%H%M"))
    return line


async def _sell_one(db, flight) -> None:
    """A place of class Y sold on the flight, as a sale leaves its counters."""
    await db.execute(
        update(CabinInventory)
        .where(CabinInventory.flight_id == flight.id, CabinInventory.cabin == "economy")
        .values(sold=1)
    )
    await db.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == flight.id, BookingClassInventory.booking_class == "Y"
        )
        .values(sold=1)
    )
    await db.commit()


async def test_one_leg_retimed_is_one_update_its_unsold_flights_follow_and_sold_ones_stay(
    client, db, admin_headers
):
    await _world(client, admin_headers)
    exported = await _export(client, admin_headers, time_mode="local")
    before = await _flights(db, "KG777")
    sold, cancelled = before[0], before[1]
    await _sell_one(db, sold)
    await db.execute(update(Flight).where(Flight.id == cancelled.id).values(status="cancelled"))
    await db.commit()
    edited = "\n".join(
        _later(line, 10) if line[0] == "3" and line[5:9] == "0777" else line
        for line in exported.splitlines()
    )

    response = await _import(client, admin_headers, edited)

    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["created"], report["updated"], report["unchanged"]) == (0, 1, 2)
    [change] = [s for s in report["schedules"] if s["action"] == "updated"]
    assert (change["flight_number"], change["fields"]) == ("KG777", ["departure_time"])
    assert change["records"] == [exported.splitlines().index(_leg(exported, "0777")) + 1]
    assert report["flights_kept"] == 2
    assert sorted(report["kept_flights"], key=lambda k: k["flight_date"]) == [
        {
            "flight_id": str(flight.id),
            "flight_number": "KG777",
            "flight_date": flight.flight_date.isoformat(),
            "reason": reason,
        }
        for flight, reason in ((sold, "sold"), (cancelled, "operated"))
    ]
    assert report["flights_removed"] == len(before) - 2
    assert report["flights_generated"] == len(before) - 2
    after = await _flights(db, "KG777")
    assert [f.flight_date for f in after] == [f.flight_date for f in before]
    for old, new in zip(before[:2], after[:2], strict=True):  # as they were
        assert (new.id, new.scheduled_departure) == (old.id, old.scheduled_departure)
    for old, new in zip(before[2:], after[2:], strict=True):
        assert new.scheduled_departure == old.scheduled_departure + timedelta(minutes=10)
        assert new.scheduled_arrival == old.scheduled_arrival + timedelta(minutes=10)
    [schedule] = (
        await db.scalars(select(FlightSchedule).where(FlightSchedule.flight_number == "KG777"))
    ).all()
    assert schedule.departure_time.strftime("%H:%M") == "23:40"


async def test_a_dry_run_answers_the_report_and_writes_nothing(client, db, admin_headers):
    await _world(client, admin_headers)
    exported = await _export(client, admin_headers, time_mode="utc")
    before = [(f.id, f.scheduled_departure) for f in await _flights(db, "KG777")]
    edited = "\n".join(
        _later(line, 10) if line[0] == "3" and line[5:9] == "0777" else line
        for line in exported.splitlines()
    )

    response = await _import(client, admin_headers, edited, dry_run="true")

    assert response.status_code == 200, response.text
    report = response.json()
    assert report["dry_run"] is True
    assert (report["updated"], report["unchanged"]) == (1, 2)
    assert report["flights_removed"] == len(before)
    assert [(f.id, f.scheduled_departure) for f in await _flights(db, "KG777")] == before
    [schedule] = (
        await db.scalars(select(FlightSchedule).where(FlightSchedule.flight_number == "KG777"))
    ).all()
    assert schedule.departure_time.strftime("%H:%M") == "23:30"


async def test_an_import_is_seen_at_once_by_the_cached_public_reads(client, db, admin_headers):
    world = await _world(client, admin_headers)
    exported = await _export(client, admin_headers, time_mode="local")
    key = await create_api_key(db)
    await db.commit()
    first = world["first"]
    day = first + timedelta(days=7 + (7 - first.isoweekday()) % 7)  # a Sunday KG777's period has
    listed = f"/api/v1/schedules/flights/?flight_number=KG555&flight_date={day.isoformat()}"
    assert (await client.get(listed, headers=key.headers)).json()["total"] == 0
    # KG777's leg as KG555 on Sundays: a new schedule and its flights
    leg = next(line for line in _lines(exported, "3") if line[5:9] == "0777")
    new = _set(_set(leg, 6, "0555"), 29, "      7")

    response = await _import(client, admin_headers, _file([new]))

    assert response.status_code == 200, response.text
    assert response.json()["created"] == 1
    assert (await client.get(listed, headers=key.headers)).json()["total"] == 1


# --- refused files -------------------------------------------------------------------------


def _leg(exported: str, number: str) -> str:
    return next(line for line in _lines(exported, "3") if line[5:9] == number)


@pytest.mark.parametrize(
    ("case", "code", "record", "field"),
    [
        ("short", "ssim_malformed", 11, None),
        ("days", "ssim_malformed", 11, "days_of_operation"),
        ("station", "ssim_unknown_station", 11, "departure_station"),
        ("serial", "ssim_malformed", 11, "record_serial_number"),
        ("aircraft", "ssim_unknown_aircraft_type", 11, "aircraft_type"),
        ("offset", "ssim_malformed", 11, "utc_local_time_variation_arrival"),
        ("multi-leg", "ssim_unsupported", 11, "leg_sequence_number"),
        ("trailer", "ssim_malformed", 13, "serial_number_check_reference"),
    ],
)
async def test_a_malformed_file_is_refused_naming_the_record_and_field_and_writes_nothing(
    client, db, admin_headers, case, code, record, field
):
    await _world(client, admin_headers)
    exported = await _export(client, admin_headers, time_mode="local")
    new = _set(_leg(exported, "0777"), 6, "0555")  # a schedule that would be created
    legs = {
        "short": [new],
        "days": [_set(new, 29, "1 3 X  ")],
        "station": [_set(new, 37, "XXX")],
        "serial": [new],
        "aircraft": [_set(new, 73, "99Z")],
        "offset": [_set(new, 66, "+0500")],
        "multi-leg": [_set(new, 12, "02")],
        "trailer": [new, _set(new, 6, "0556")],
    }[case]
    text = _file(legs)
    lines = text.splitlines()
    if case == "short":
        lines[10] = lines[10][:150] + lines[10][151:]
    if case == "serial":
        lines[10] = lines[10][:194] + "000009"
    if case == "trailer":
        lines[12] = lines[12][:187] + "000001" + lines[12][193:]
    before = await _counts(db)

    response = await _import(client, admin_headers, "\n".join(lines) + "\n")

    assert response.status_code == 422, response.text
    body = response.json()
    assert body["code"] == code
    assert (body["detail"]["record"], body["detail"]["field"]) == (record, field)
    assert body["detail"]["serial"] == lines[record - 1][194:200] or case == "short"
    assert await _counts(db) == before


async def test_a_schedule_refused_by_the_catalog_rules_after_others_were_made_writes_nothing(
    client, db, admin_headers
):
    await _world(client, admin_headers)
    exported = await _export(client, admin_headers, time_mode="local")
    new = _set(_leg(exported, "0777"), 6, "0555")
    # KG101's first leg numbered KG777: another route, on Mondays KG777 already flies
    clash = _set(_leg(exported, "0101"), 6, "0777")
    before = await _counts(db)

    response = await _import(client, admin_headers, _file([new, clash]))

    assert response.status_code == 422, response.text
    body = response.json()
    assert body["code"] == "ssim_schedule_refused"
    assert body["detail"]["record"] == 12
    assert "KG777" in body["detail"]["message"]
    assert await _counts(db) == before
    assert await _flights(db, "KG555") == []


async def test_an_empty_body_is_refused(client, admin_headers):
    response = await _import(client, admin_headers, "")
    assert response.status_code == 422
    assert response.json()["code"] == "ssim_malformed"
    assert response.json()["detail"]["record"] == 1
