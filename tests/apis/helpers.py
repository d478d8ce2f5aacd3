"""Helpers of the APIS tests: an international flight of the pricing world (FRU-ALA, the
world's ``intl`` route, sold in class Y), a destination for Kazakhstan, the routes, and a
PAXLST read back with pydifact (an EDIFACT reader this project did not write)."""

import warnings
from dataclasses import dataclass, field
from datetime import time, timedelta

from pydifact.exceptions import MissingImplementationWarning
from pydifact.parser import Parser
from pydifact.segmentcollection import Interchange
from pydifact.segments import Segment

from tarmac.catalog.models import Flight
from tests.catalog.factories import (
    create_fare_plan,
    create_fare_price,
    create_flight,
    create_inventory,
)
from tests.pricing.world import World, today

DESTINATIONS = "/api/v1/admin/apis-destinations"
SECRET_HEADER = ("X-Authority-Key", "kz-shared-secret")


def lists_path(flight_id, tail: str = "") -> str:
    return f"/api/v1/admin/flights/{flight_id}/apis{tail}"


async def intl_flight(db, world: World, *, days: int = 3, number: str = "TQ201") -> Flight:
    """FRU-ALA ``days`` from today at 09:00 in Bishkek, its CLASSIC fares (adult, child,
    infant) and 20 places in Y."""
    flight = await create_flight(
        db,
        world.intl,
        world.aircraft,
        today() + timedelta(days=days),
        number=number,
        local_departure=time(9, 0),
    )
    plan = await create_fare_plan(
        db, world.classic, world.classic_rule, route=world.intl, booking_class="Y"
    )
    await create_fare_price(db, plan, "adult", "150")
    await create_fare_price(db, plan, "child", "110", rule=world.child_rule)
    await create_fare_price(db, plan, "infant", "0")
    await create_inventory(db, flight, "Y", seats=20)
    await db.commit()
    return flight


def destination_body(url: str, **fields) -> dict:
    return {
        "name": "Kazakhstan Border Service",
        "country": "KZ",
        "endpoint_url": url,
        "auth_header_name": SECRET_HEADER[0],
        "auth_header_value": SECRET_HEADER[1],
        "minutes_before_departure": 60,
        "sender_id": "TARMACAPI",
        "recipient_id": "KZAPIS",
        **fields,
    }


async def configure(client, admin_headers, url: str, **fields) -> dict:
    response = await client.post(
        DESTINATIONS, json=destination_body(url, **fields), headers=admin_headers
    )
    assert response.status_code == 201, response.text
    return response.json()


async def lists(client, headers, flight_id) -> list[dict]:
    response = await client.get(lists_path(flight_id), headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


# --- reading a PAXLST back ------------------------------------------------------------------


@dataclass
class Listed:
    """One passenger of a PAXLST: the segments from its NAD+FL to the next."""

    segments: list[Segment] = field(default_factory=list)

    def first(self, tag: str, qualifier: str | None = None) -> Segment:
        return next(
            s
            for s in self.segments
            if s.tag == tag and (qualifier is None or _qualifier(s) == qualifier)
        )


def _qualifier(segment: Segment) -> str:
    first = segment.elements[0]
    return first if isinstance(first, str) else first[0]


@dataclass
class Read:
    interchange: Interchange
    segments: list[Segment]  # every one, UNA to UNZ, as pydifact parses them
    passengers: list[Listed]

    def first(self, tag: str, qualifier: str | None = None) -> Segment:
        return Listed(self.segments).first(tag, qualifier)


def read_paxlst(text: str) -> Read:
    """The interchange as pydifact reads it (its UNB checked), every segment in order, and
    each passenger's segment groups."""
    with warnings.catch_warnings():
        # pydifact ships no segment directories to validate against, and says so each time
        warnings.simplefilter("ignore", MissingImplementationWarning)
        interchange = Interchange.from_str(text)
        segments = list(Parser().parse(text))
    passengers: list[Listed] = []
    for segment in segments:
        if segment.tag == "NAD" and _qualifier(segment) == "FL":
            passengers.append(Listed())
        elif segment.tag == "CNT":
            break
        if passengers:
            passengers[-1].segments.append(segment)
    return Read(interchange, segments, passengers)


def envelope_agrees(read: Read) -> None:
    """UNT counts the segments of its message (UNH to UNT) and closes its reference; UNE
    counts one message, UNZ one group; every control reference is UNB's."""
    tags = [s.tag for s in read.segments]
    assert tags[:3] == ["UNA", "UNB", "UNG"] and tags[-3:] == ["UNT", "UNE", "UNZ"]
    unb = read.first("UNB")
    reference = unb.elements[4]
    assert read.interchange.control_reference == reference
    assert unb.elements[0] == ["UNOA", "4"]
    unh, unt = tags.index("UNH"), tags.index("UNT")
    assert read.segments[unh].elements[0] == reference
    assert read.segments[unt].elements == [str(unt - unh + 1), reference]
    assert read.first("UNG").elements[4] == reference
    assert read.first("UNE").elements == ["1", reference]
    assert read.first("UNZ").elements == ["1", reference]
    assert read.first("CNT").elements == [["42", str(len(read.passengers))]]
