"""Back office: fare families, rules, plans, prices and booking-class inventory (staff
token with scope ``admin``).

Amounts are rounded half-up to 2 places and must not be negative. Unique codes are 409, and
so is deleting a family or rule still in use. Prices and inventory are written with ``PUT``
(create or replace): 201 when created, 200 when replaced.
"""

import uuid
from typing import Annotated, Any

from fastapi import Path, Response

from tarmac.admin.common import CHANGE, CREATE, READ, REMOVE, admin_router
from tarmac.admin.fares_schemas import (
    FareFamilyAdmin,
    FareFamilyIn,
    FareFamilyPatch,
    FarePlanAdmin,
    FarePlanIn,
    FarePlanPatch,
    FarePriceAdmin,
    FarePriceIn,
    FareRuleAdmin,
    FareRuleIn,
    FareRulePatch,
    InventoryAdmin,
    InventoryIn,
    PassengerType,
)
from tarmac.auth.caller import AdminStaff
from tarmac.db.session import DbSession
from tarmac.pricing import fares

router = admin_router("admin: fares")

BookingClassPath = Annotated[str, Path(pattern=r"^[A-Z]$", description="One capital letter")]
CREATED_OR_REPLACED = {201: {"description": "Created"}, 200: {"description": "Replaced"}}


# --- fare families ---------------------------------------------------------------------------


@router.post("/fare-families", response_model=FareFamilyAdmin, status_code=201, responses=CREATE)
async def create_fare_family(body: FareFamilyIn, session: DbSession, _: AdminStaff) -> Any:
    """Add a fare family (LIGHT, CLASSIC, FLEX, ...). The code is unique (409)."""
    return FareFamilyAdmin.model_validate(await fares.create_family(session, **body.model_dump()))


@router.get("/fare-families", response_model=list[FareFamilyAdmin])
async def list_fare_families(
    session: DbSession, _: AdminStaff, is_active: bool | None = None
) -> Any:
    """Families by ``sort_order`` then code."""
    families = await fares.list_families(session, is_active=is_active)
    return [FareFamilyAdmin.model_validate(f) for f in families]


@router.get("/fare-families/{family_id}", response_model=FareFamilyAdmin, responses=READ)
async def get_fare_family(family_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return FareFamilyAdmin.model_validate(await fares.get_family(session, family_id))


@router.patch("/fare-families/{family_id}", response_model=FareFamilyAdmin, responses=CHANGE)
async def update_fare_family(
    family_id: uuid.UUID, body: FareFamilyPatch, session: DbSession, _: AdminStaff
) -> Any:
    family = await fares.update_family(session, family_id, body.changes())
    return FareFamilyAdmin.model_validate(family)


@router.delete(
    "/fare-families/{family_id}", status_code=204, response_class=Response, responses=REMOVE
)
async def delete_fare_family(family_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete a family no plan uses (409 otherwise; deactivate it instead)."""
    await fares.delete_family(session, family_id)
    return Response(status_code=204)


# --- fare rules ------------------------------------------------------------------------------


@router.post("/fare-rules", response_model=FareRuleAdmin, status_code=201, responses=CREATE)
async def create_fare_rule(body: FareRuleIn, session: DbSession, _: AdminStaff) -> Any:
    """Add a fare rule: refundability, changeability, fees (per passenger, in ``currency``),
    seat selection, allowed SSR codes, advance purchase and stay limits. The code is unique."""
    return FareRuleAdmin.model_validate(await fares.create_rule(session, **body.model_dump()))


@router.get("/fare-rules", response_model=list[FareRuleAdmin])
async def list_fare_rules(session: DbSession, _: AdminStaff) -> Any:
    return [FareRuleAdmin.model_validate(r) for r in await fares.list_rules(session)]


@router.get("/fare-rules/{rule_id}", response_model=FareRuleAdmin, responses=READ)
async def get_fare_rule(rule_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return FareRuleAdmin.model_validate(await fares.get_rule(session, rule_id))


@router.patch("/fare-rules/{rule_id}", response_model=FareRuleAdmin, responses=CHANGE)
async def update_fare_rule(
    rule_id: uuid.UUID, body: FareRulePatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change some fields; every plan and price using the rule follows."""
    return FareRuleAdmin.model_validate(await fares.update_rule(session, rule_id, body.changes()))


@router.delete("/fare-rules/{rule_id}", status_code=204, response_class=Response, responses=REMOVE)
async def delete_fare_rule(rule_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete a rule no plan or price uses (409 otherwise)."""
    await fares.delete_rule(session, rule_id)
    return Response(status_code=204)


# --- fare plans ------------------------------------------------------------------------------


@router.post("/fare-plans", response_model=FarePlanAdmin, status_code=201, responses=CREATE)
async def create_fare_plan(body: FarePlanIn, session: DbSession, _: AdminStaff) -> Any:
    """Sell a family in one booking class on a route or on one flight (exactly one). The
    family, rule, route or flight must exist (422)."""
    return FarePlanAdmin.model_validate(await fares.create_plan(session, **body.model_dump()))


@router.get("/fare-plans", response_model=list[FarePlanAdmin])
async def list_fare_plans(
    session: DbSession,
    _: AdminStaff,
    route_id: uuid.UUID | None = None,
    flight_id: uuid.UUID | None = None,
    fare_family_id: uuid.UUID | None = None,
    is_active: bool | None = None,
) -> Any:
    plans = await fares.list_plans(
        session,
        route_id=route_id,
        flight_id=flight_id,
        fare_family_id=fare_family_id,
        is_active=is_active,
    )
    return [FarePlanAdmin.model_validate(p) for p in plans]


@router.get("/fare-plans/{plan_id}", response_model=FarePlanAdmin, responses=READ)
async def get_fare_plan(plan_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return FarePlanAdmin.model_validate(await fares.get_plan(session, plan_id))


@router.patch("/fare-plans/{plan_id}", response_model=FarePlanAdmin, responses=CHANGE)
async def update_fare_plan(
    plan_id: uuid.UUID, body: FarePlanPatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change some fields; the route or flight of a plan is fixed."""
    return FarePlanAdmin.model_validate(await fares.update_plan(session, plan_id, body.changes()))


@router.delete("/fare-plans/{plan_id}", status_code=204, response_class=Response, responses=REMOVE)
async def delete_fare_plan(plan_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete a plan and its prices."""
    await fares.delete_plan(session, plan_id)
    return Response(status_code=204)


# --- fare prices -----------------------------------------------------------------------------


@router.get("/fare-plans/{plan_id}/prices", response_model=list[FarePriceAdmin], responses=READ)
async def list_fare_prices(plan_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    """The plan's prices, one per passenger type."""
    return [FarePriceAdmin.model_validate(p) for p in await fares.list_prices(session, plan_id)]


@router.put(
    "/fare-plans/{plan_id}/prices/{passenger_type}",
    response_model=FarePriceAdmin,
    responses={**CREATED_OR_REPLACED, **CHANGE},
)
async def put_fare_price(
    plan_id: uuid.UUID,
    passenger_type: PassengerType,
    body: FarePriceIn,
    response: Response,
    session: DbSession,
    _: AdminStaff,
) -> Any:
    """Create or replace the plan's price for one passenger type (201 created, 200
    replaced). All prices of a plan are in one currency (422 otherwise)."""
    price, created = await fares.put_price(session, plan_id, passenger_type, **body.model_dump())
    response.status_code = 201 if created else 200
    return FarePriceAdmin.model_validate(price)


@router.delete(
    "/fare-plans/{plan_id}/prices/{passenger_type}",
    status_code=204,
    response_class=Response,
    responses=READ,
)
async def delete_fare_price(
    plan_id: uuid.UUID, passenger_type: PassengerType, session: DbSession, _: AdminStaff
) -> Response:
    await fares.delete_price(session, plan_id, passenger_type)
    return Response(status_code=204)


# --- booking-class inventory -----------------------------------------------------------------


@router.get("/flights/{flight_id}/inventory", response_model=list[InventoryAdmin], responses=READ)
async def list_flight_inventory(flight_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    """The flight's booking classes with seats, sold and available."""
    buckets = await fares.list_inventory(session, flight_id)
    return [InventoryAdmin.model_validate(b) for b in buckets]


@router.put(
    "/flights/{flight_id}/inventory/{booking_class}",
    response_model=InventoryAdmin,
    responses={**CREATED_OR_REPLACED, **CHANGE},
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
    bucket, created = await fares.put_inventory(
        session, flight_id, booking_class, **body.model_dump()
    )
    response.status_code = 201 if created else 200
    return InventoryAdmin.model_validate(bucket)
