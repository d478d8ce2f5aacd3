"""What other rooms use of catalog (``from tarmac.catalog import service as catalog``): the
back office's records and their rules (``records``), flights as pricing, search, bookings and
check-in read them (``flight_reads``), what flight operations read and write
(``operations``), seat layouts (``layout``), the reads search uses (``queries``) and the
schedules as an SSIM file, exported and imported (``ssim``)."""

from tarmac.catalog.flight_reads import (
    aircraft_layouts,
    cached_flights_with_airports,
    cancelled_flight_number,
    flight_values_with_airports,
    flights_with_airports,
    local_time,
    route_flights_between,
    route_flights_on,
    routes_with_airports,
)
from tarmac.catalog.layout import CABINS, SEAT_NUMBER, Cabin, SeatLayout
from tarmac.catalog.models import Airport, Flight, Route
from tarmac.catalog.operations import (
    airports_by_id,
    due_arrivals,
    due_departures,
    flights_departing,
    locked_flight,
)
from tarmac.catalog.queries import active_airports, pick_airports, segment_flights
from tarmac.catalog.records import (
    aircraft,
    airport_ref,
    airports,
    existing_route_ids,
    flight_cabins,
    flight_inventory,
    flights,
    generate_schedule_flights,
    put_flight_cabin,
    put_flight_inventory,
    route_by_code,
    routes,
    schedules,
    seat_layout,
)
from tarmac.catalog.ssim import ImportReport as SsimImportReport
from tarmac.catalog.ssim import export as ssim_export
from tarmac.catalog.ssim import import_file as ssim_import
from tarmac.catalog.values import (
    AirportValue,
    FlightValue,
    FlightWithAirports,
    RouteValue,
    RouteWithAirports,
)

__all__ = [
    "CABINS",
    "SEAT_NUMBER",
    "Airport",
    "AirportValue",
    "Cabin",
    "Flight",
    "FlightValue",
    "FlightWithAirports",
    "Route",
    "RouteValue",
    "RouteWithAirports",
    "SeatLayout",
    "SsimImportReport",
    "active_airports",
    "aircraft",
    "aircraft_layouts",
    "airport_ref",
    "airports",
    "airports_by_id",
    "cached_flights_with_airports",
    "cancelled_flight_number",
    "due_arrivals",
    "due_departures",
    "existing_route_ids",
    "flight_cabins",
    "flight_inventory",
    "flight_values_with_airports",
    "flights",
    "flights_departing",
    "flights_with_airports",
    "generate_schedule_flights",
    "local_time",
    "locked_flight",
    "pick_airports",
    "put_flight_cabin",
    "put_flight_inventory",
    "route_by_code",
    "route_flights_between",
    "route_flights_on",
    "routes",
    "routes_with_airports",
    "schedules",
    "seat_layout",
    "segment_flights",
    "ssim_export",
    "ssim_import",
]
