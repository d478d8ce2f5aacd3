"""Flight search (``/api/v1/schedules/flights/search`` and ``search-multi``, any API key;
spec 01 §4.3). HTTP only: parse, call ``search.answers``, reply with its bytes. The rules
are documented in ``search.service``; answers are spliced from remembered segments
(``search.answers``). Both routes skip FastAPI's dependency solver (``core.direct_route``).
"""

from fastapi import APIRouter, Response

from tarmac.auth.caller import AnyKey
from tarmac.auth.errors import KEY_CREDENTIAL_ERRORS
from tarmac.cache.reads import ReadsDep
from tarmac.catalog.errors import AirportNotFound, SameAirports
from tarmac.core.direct_route import direct_post
from tarmac.core.errors import RateLimited, error_responses
from tarmac.core.responses import encoded_json
from tarmac.search import answers, schemas, service

router = APIRouter(prefix="/schedules", tags=["catalog and search"])


def _options(body: schemas.SearchOptionsIn) -> service.Options:
    return service.Options(
        pax=service.Pax(body.adults, body.children, body.infants),
        cabin=body.cabin_class,
        currency=body.currency,
    )


SEARCH_ERRORS = error_responses(
    AirportNotFound,
    SameAirports,
    service.CurrencyNotConvertible,
    *KEY_CREDENTIAL_ERRORS,
    RateLimited,
)


@direct_post(
    router, "/flights/search", response_model=schemas.SearchResult, responses=SEARCH_ERRORS
)
async def search_flights(_: AnyKey, reads: ReadsDep, body: schemas.FlightSearch) -> Response:
    """One way, or a round trip with ``return_date``. ``total`` and ``total_return`` are
    the numbers of ``legs`` and ``return_legs``."""
    wanted = [service.Segment(body.origin, body.destination, body.departure_date)]
    if body.return_date is not None:
        wanted.append(service.Segment(body.destination, body.origin, body.return_date))
    found = await answers.segments(reads, wanted, _options(body), body.include_prices)
    return encoded_json(answers.result(*found))


@direct_post(
    router,
    "/flights/search-multi",
    response_model=list[schemas.SearchResult],
    responses=SEARCH_ERRORS,
)
async def search_multi(_: AnyKey, reads: ReadsDep, body: schemas.MultiFlightSearch) -> Response:
    """One search result per leg (1 to 6 legs, dates not going backwards); passengers,
    cabin, prices and currency apply to every leg."""
    wanted = [service.Segment(s.origin, s.destination, s.departure_date) for s in body.legs]
    found = await answers.segments(reads, wanted, _options(body), body.include_prices)
    return encoded_json(b"[" + b",".join(answers.result(legs) for legs in found) + b"]")
