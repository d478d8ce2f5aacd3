"""Back office: fare families, rules, plans, prices and booking-class inventory (staff
token with scope ``admin``).

Amounts are rounded half-up to 2 places and must not be negative. Unique codes are 409, and
so is deleting a family or rule still in use. Prices and inventory are written with ``PUT``
(create or replace): 201 when created, 200 when replaced.
"""

import uuid
from typing import Annotated, Any

from fastapi import Path, Response

from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.auth.caller import AdminStaff
from tarmac.catalog import service as catalog
from tarmac.core.errors import (
    CannotChange,
    InvalidRange,
    NotFound,
    NotOneOf,
    UnknownReference,
    error_responses,
)
from tarmac.db.session import DbSession
from tarmac.inventory.errors import CabinHasSales, SeatsOutOfRange
from tarmac.inventory.schemas import CabinAdmin, CabinIn, InventoryAdmin, InventoryIn
from tarmac.pricing import service as pricing
from tarmac.pricing import staff_schemas as s
from tarmac.pricing.errors import (
    InvalidAmount,
    MixedCurrencies,
    RouteXorFlight,
)

router = admin_router("admin: fares")

BookingClassPath = Annotated[str, Path(pattern=r"^[A-Z]$", description="One capital letter")]


def _created_or_replaced(model: type) -> dict[int | str, dict[str, Any]]:
    return {201: {"model": model, "description": "Created"}, 200: {"description": "Replaced"}}


mount(
    router,
    Resource(
        records=pricing.fare_families,
        path="/fare-families",
        name="fare_family",
        plural="fare_families",
        out=s.FareFamilyAdmin,
        create=s.FareFamilyIn,
        patch=s.FareFamilyPatch,
        query=s.FareFamilyQuery,
        key="family_id",
        docs={
            "list": "Families by ``sort_order`` then code.",
            "create": "Add a fare family (LIGHT, CLASSIC, FLEX, ...). The code is unique (409).",
            "delete": "Delete a family no plan uses (409 otherwise; deactivate it instead).",
        },
    ),
)
mount(
    router,
    Resource(
        records=pricing.fare_rules,
        path="/fare-rules",
        name="fare_rule",
        plural="fare_rules",
        out=s.FareRuleAdmin,
        create=s.FareRuleIn,
        patch=s.FareRulePatch,
        key="rule_id",
        errors={"create": [InvalidRange, InvalidAmount], "update": [InvalidRange, InvalidAmount]},
        docs={
            "create": "Add a fare rule: refundability, changeability, fees (per passenger, in "
            "``currency``), seat selection, allowed SSR codes, advance purchase and stay "
            "limits. The code is unique.",
            "update": "Change some fields; every plan and price using the rule follows.",
            "delete": "Delete a rule no plan or price uses (409 otherwise).",
        },
    ),
)
mount(
    router,
    Resource(
        records=pricing.fare_plans,
        path="/fare-plans",
        name="fare_plan",
        plural="fare_plans",
        out=s.FarePlanAdmin,
        create=s.FarePlanIn,
        patch=s.FarePlanPatch,
        query=s.FarePlanQuery,
        key="plan_id",
        errors={
            "create": [RouteXorFlight, InvalidRange, NotOneOf],
            "update": [CannotChange, InvalidRange, NotOneOf],
        },
        docs={
            "create": "Sell a family in one booking class on a route or on one flight (exactly "
            "one). The family, rule, route or flight must exist (422).",
            "update": "Change some fields; the route or flight of a plan is fixed.",
            "delete": "Delete a plan and its prices.",
        },
    ),
)


# --- fare prices -----------------------------------------------------------------------------


@router.get(
    "/fare-plans/{plan_id}/prices",
    response_model=list[s.FarePriceAdmin],
    responses=error_responses(NotFound),
)
async def list_fare_prices(plan_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    """The plan's prices, one per passenger type."""
    return [
        s.FarePriceAdmin.model_validate(p) for p in await pricing.list_fare_prices(session, plan_id)
    ]


@router.put(
    "/fare-plans/{plan_id}/prices/{passenger_type}",
    response_model=s.FarePriceAdmin,
    responses={
        **_created_or_replaced(s.FarePriceAdmin),
        **error_responses(NotFound, UnknownReference, MixedCurrencies, InvalidAmount),
    },
)
async def put_fare_price(
    plan_id: uuid.UUID,
    passenger_type: s.PassengerType,
    body: s.FarePriceIn,
    response: Response,
    session: DbSession,
    _: AdminStaff,
) -> Any:
    """Create or replace the plan's price for one passenger type (201 created, 200
    replaced). All prices of a plan are in one currency (422 otherwise)."""
    price, created = await pricing.put_fare_price(
        session, plan_id, passenger_type, **body.model_dump()
    )
    response.status_code = 201 if created else 200
    return s.FarePriceAdmin.model_validate(price)


@router.delete(
    "/fare-plans/{plan_id}/prices/{passenger_type}",
    status_code=204,
    response_class=Response,
    responses=error_responses(NotFound),
)
async def delete_fare_price(
    plan_id: uuid.UUID, passenger_type: s.PassengerType, session: DbSession, _: AdminStaff
) -> Response:
    await pricing.delete_fare_price(session, plan_id, passenger_type)
    return Response(status_code=204)


# --- booking-class inventory -----------------------------------------------------------------


@router.get(
    "/flights/{flight_id}/inventory",
    response_model=list[InventoryAdmin],
    responses=error_responses(NotFound),
)
async def list_flight_inventory(flight_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    """The flight's booking classes with seats, sold and available."""
    buckets = await catalog.flight_inventory(session, flight_id)
    return [InventoryAdmin.model_validate(b) for b in buckets]


@router.get(
    "/flights/{flight_id}/cabins",
    response_model=list[CabinAdmin],
    responses=error_responses(NotFound),
)
async def list_flight_cabins(flight_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    """The flight's cabins: seats, overbooking allowance, and what their booking classes
    sold and hold together (the classes of a cabin share its places)."""
    return [CabinAdmin.model_validate(c) for c in await catalog.flight_cabins(session, flight_id)]


@router.put(
    "/flights/{flight_id}/cabins/{cabin}",
    response_model=CabinAdmin,
    responses=error_responses(NotFound, SeatsOutOfRange, NotOneOf),
)
async def put_flight_cabin(
    flight_id: uuid.UUID, cabin: str, body: CabinIn, session: DbSession, _: AdminStaff
) -> Any:
    """Set the cabin's overbooking allowance: its classes together sell at most its seats
    plus the allowance (422 below what is already sold; drafts' places give way)."""
    found = await catalog.put_flight_cabin(session, flight_id, cabin, **body.model_dump())
    return CabinAdmin.model_validate(found)


@router.put(
    "/flights/{flight_id}/inventory/{booking_class}",
    response_model=InventoryAdmin,
    responses={
        **_created_or_replaced(InventoryAdmin),
        **error_responses(NotFound, SeatsOutOfRange, CabinHasSales, NotOneOf),
    },
)
async def put_flight_inventory(
    flight_id: uuid.UUID,
    booking_class: BookingClassPath,
    body: InventoryIn,
    response: Response,
    session: DbSession,
    _: AdminStaff,
) -> Any:
    """Create or change one booking class of the flight (201 created, 200 changed).
    ``seats`` may not go below the seats sold nor above the aircraft's seats in the cabin
    (422)."""
    bucket, created = await catalog.put_flight_inventory(
        session, flight_id, booking_class, **body.model_dump()
    )
    response.status_code = 201 if created else 200
    return InventoryAdmin.model_validate(bucket)
