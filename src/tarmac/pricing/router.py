"""Fares, quotes and ancillaries (``/api/v1/fares``, spec 01 §4.4). HTTP only: parse, call
the pricing services, shape the reply.

The exchange quote (``POST /quote/exchange``) is served by ``exchanges``, which checks that
the caller may see the booking it names before pricing calls it.

``POST /quote`` and ``GET /quote/{id}`` take an optional key: without ``X-API-Key`` the
caller is anonymous (limited like the public endpoints, 60 per minute per IP); with it the
key must be valid (401 otherwise). ``POST /quote/refund`` needs no credentials (same
optional key).
"""

import uuid
from datetime import UTC, datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Request, Response
from fastapi.responses import JSONResponse

from tarmac.auth.caller import AnyKey, Caller, OptionalKey, require_staff
from tarmac.auth.errors import KEY_CREDENTIAL_ERRORS, STAFF_ERRORS, KeyTypeNotAllowed
from tarmac.cache.reads import ReadsDep
from tarmac.core.direct_route import direct_post
from tarmac.core.errors import (
    NotFound,
    RateLimited,
    RequestInvalid,
    ServiceUnavailable,
    error_responses,
)
from tarmac.core.responses import encoded_json
from tarmac.db.group_commit import InserterDep
from tarmac.db.session import DbSession, read_stale
from tarmac.pricing import audit, exchange, issue, price_lists, rules, schemas, seat_zones, ssr
from tarmac.pricing import dynamic as dynamic_settings
from tarmac.pricing.errors import (
    QUOTE_REFUSALS,
    FareRuleNotFound,
    FlightNotFound,
    NoExchangeRate,
    QuoteGone,
)
from tarmac.pricing.quote_models import SSR_CATEGORIES

router = APIRouter(prefix="/fares", tags=["fares and quotes"])

Staff = Annotated[Caller, Depends(require_staff())]

KEY_ERRORS = (*KEY_CREDENTIAL_ERRORS, RateLimited)
PRICING_ERRORS = QUOTE_REFUSALS


@direct_post(
    router,
    "/quote",
    response_model=schemas.QuoteOut,
    responses=error_responses(*PRICING_ERRORS, ServiceUnavailable, *KEY_ERRORS),
)
async def create_quote(
    body: schemas.QuoteRequest, caller: OptionalKey, reads: ReadsDep, inserter: InserterDep
) -> Response:
    """Price a trip and hold the price for 300 seconds (``valid_until``)."""
    return encoded_json(await issue.create_quote(body, caller, reads, inserter))


@router.get(
    "/quote/{quote_id}",
    response_model=schemas.QuoteOut,
    responses=error_responses(QuoteGone, *KEY_ERRORS),
)
async def get_quote(quote_id: str, session: DbSession, caller: OptionalKey):
    """The quote as it was computed, while ``valid_until`` is in the future; 410
    ``{detail: {error: quote_not_available, message, quote_id, hint}}`` afterwards or when
    unknown."""
    return JSONResponse(await issue.get_quote_body(session, quote_id))


@router.post(
    "/quote/refund",
    response_model=schemas.RefundQuoteOut,
    responses=error_responses(FareRuleNotFound, NoExchangeRate, *KEY_ERRORS, KeyTypeNotAllowed),
)
async def refund_quote(body: schemas.RefundQuoteRequest, session: DbSession, caller: OptionalKey):
    """What a cancellation would refund (rule 8)."""
    return JSONResponse(await exchange.refund_quote(session, body, caller))


@router.get(
    "/audit-log",
    response_model=schemas.AuditPage,
    responses=error_responses(*STAFF_ERRORS),
)
async def audit_log(
    session: DbSession,
    _: Staff,
    booking_id: uuid.UUID | None = None,
    quote_id: uuid.UUID | None = None,
    kind: Literal["quote", "exchange", "refund"] | None = None,
    since: Annotated[datetime | None, Query(alias="from")] = None,
    until: Annotated[datetime | None, Query(alias="to")] = None,
    page: Annotated[int, Query(ge=1, le=100000)] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
):
    """Priced requests (staff token): inputs and computed lines, newest first."""
    entries, total = await audit.search(
        session,
        booking_id=booking_id,
        quote_id=quote_id,
        kind=kind,
        since=_aware(since),
        until=_aware(until),
        page=page,
        page_size=page_size,
    )
    return schemas.AuditPage(
        data=[schemas.AuditEntryOut.model_validate(e) for e in entries],
        page=page,
        page_size=page_size,
        total=total,
    )


def _aware(moment: datetime | None) -> datetime | None:
    if moment is not None and moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment


@router.get(
    "/rules/{fare_rule_id}",
    response_model=schemas.FareRuleOut,
    responses=error_responses(NotFound, *KEY_ERRORS),
)
async def fare_rule(fare_rule_id: uuid.UUID, session: DbSession, _: AnyKey):
    """A fare rule: refund and change terms and fees, stay limits, advance purchase, seat
    selection, the SSRs included; 404 for an unknown rule."""
    rule = await rules.get_rule(session, fare_rule_id)
    settings = await dynamic_settings.load(session)
    return {
        **rules.rule_fields(rule, settings.airline),
        "id": str(rule.id),
        "code": rule.code,
        "name": rule.name,
    }


@router.get(
    "/prices/",
    response_model=list[schemas.FarePriceOut],
    responses=error_responses(FlightNotFound, *KEY_ERRORS),
)
async def fare_prices(
    request: Request,
    _: AnyKey,
    flight_id: uuid.UUID,
    fare_class: Annotated[str | None, Query(pattern=r"^[A-Za-z]$")] = None,
):
    """The fare prices of a flight (optionally of one booking class), cheapest first."""
    wanted = fare_class.upper() if fare_class else None
    return JSONResponse(
        await read_stale(request, lambda session: price_lists.prices(session, flight_id, wanted))
    )


@router.get(
    "/grouped-prices/",
    response_model=schemas.GroupedPricesOut,
    responses=error_responses(FlightNotFound, NoExchangeRate, RequestInvalid, *KEY_ERRORS),
)
async def grouped_prices(
    request: Request,
    _: AnyKey,
    flight_id: uuid.UUID,
    pax_types: Annotated[
        str | None, Query(max_length=200, description="comma list such as ADT,CHD")
    ] = None,
    currency: Annotated[str | None, Query(pattern=r"^[A-Za-z]{3}$")] = None,
):
    """One entry per fare family (its cheapest open class), sorted by ``min_total_price``."""
    try:
        types = price_lists.parse_pax_types(pax_types)
    except ValueError as exc:
        raise RequestInvalid(
            [{"type": "value_error", "loc": ["query", "pax_types"], "msg": str(exc)}]
        ) from exc
    wanted = currency.upper() if currency else None
    return JSONResponse(
        await read_stale(
            request,
            lambda session: price_lists.grouped_prices(session, flight_id, types, wanted),
        )
    )


@router.get(
    "/seat-prices/for-booking",
    response_model=list[schemas.SeatZoneOut],
    responses=error_responses(NotFound, *KEY_ERRORS),
)
async def seat_prices(fare_rule_id: uuid.UUID, session: DbSession, _: AnyKey):
    """Seat zone prices under a fare rule (STD, XL for exit rows, FRONT for front rows)."""
    return [zone.as_json() for zone in await seat_zones.zones_for_rule(session, fare_rule_id)]


@router.get(
    "/ssr-services/",
    response_model=list[schemas.SsrServiceOut],
    responses=error_responses(*KEY_ERRORS),
)
async def ssr_services(
    session: DbSession,
    _: AnyKey,
    category: Literal[SSR_CATEGORIES] | None = None,  # type: ignore[valid-type]
    is_active: bool = True,
):
    """The SSR catalog; ``is_active=false`` lists the deactivated codes."""
    return await ssr.list_services(session, category=category, is_active=is_active)


@router.get(
    "/ssr-availability/by-flight",
    response_model=schemas.SsrAvailabilityOut,
    responses=error_responses(FlightNotFound, *KEY_ERRORS),
)
async def ssr_availability(
    session: DbSession,
    _: AnyKey,
    route_id: uuid.UUID | None = None,
    route_type: Literal["domestic", "international"] | None = None,
    aircraft_model_id: uuid.UUID | None = None,
    flight_duration_min: Annotated[int | None, Query(ge=0, le=2000)] = None,
    fare_family_code: Annotated[str | None, Query(max_length=32)] = None,
    airport_code: Annotated[str | None, Query(pattern=r"^[A-Za-z]{3}$")] = None,
    flight_id: Annotated[
        uuid.UUID | None,
        Query(description="fills route, route type, aircraft, duration and both airports"),
    ] = None,
):
    """Available, included and restricted SSRs; more parameters match more precisely.
    With ``flight_id`` the flight gives the parameters not sent (404 for an unknown flight)."""
    context = ssr.Context(
        route_id=route_id,
        route_type=route_type,
        aircraft_id=aircraft_model_id,
        duration_min=flight_duration_min,
        fare_family_code=fare_family_code.upper() if fare_family_code else None,
        airports=frozenset({airport_code.upper()}) if airport_code else frozenset(),
    )
    if flight_id is not None:
        context = await ssr.context_for_flight(session, flight_id, context)
    result = await ssr.availability(session, context)
    return JSONResponse({k: [offer.as_json() for offer in v] for k, v in result.items()})
