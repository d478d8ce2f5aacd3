"""What PostgreSQL refuses becomes an error in words, derived from the constraint: the
record and columns of a unique key (409), the users of a record being deleted (409), the
field naming nothing (422), the rule a check states (422), the field a NOT NULL column
needs (422). A caller's words for a constraint win."""

import uuid
from datetime import date

import pytest

from tarmac.core.errors import (
    AlreadyExists,
    BreaksConstraint,
    InUse,
    NullNotAllowed,
    UnknownReference,
)
from tarmac.db import integrity
from tarmac.inventory import service as inventory
from tarmac.pricing import fares, ssr
from tests.catalog import factories

WIFI = {"code": "WIFI", "name": "Wi-Fi", "category": "comfort", "currency": "USD"}


async def test_a_duplicate_unique_key_is_409_naming_the_record_and_its_columns(db):
    await ssr.services.create(db, WIFI)
    with pytest.raises(AlreadyExists) as refused:
        await ssr.services.create(db, WIFI)
    assert refused.value.status_code == 409
    assert refused.value.detail == "An SSR service with this code already exists"


async def test_a_key_of_several_columns_names_them_all(db):
    route, aircraft = await _route(db), await factories.create_aircraft(db)
    flight = await factories.create_flight(db, route, aircraft, date(2027, 3, 1))
    await factories.create_cabin(db, flight, "economy", seats=10)  # a class nests in it
    bucket = {"flight_id": flight.id, "booking_class": "Y", "cabin": "economy", "seats": 10}
    await inventory.booking_classes.create(db, bucket)
    with pytest.raises(AlreadyExists) as refused:
        await inventory.booking_classes.create(db, bucket)
    assert refused.value.detail == (
        "A booking class with these flight_id and booking_class already exists"
    )


async def test_deleting_a_record_in_use_is_409_naming_its_users(db):
    family = await factories.create_fare_family(db)
    await _plan(db, family)
    await db.commit()
    with pytest.raises(InUse) as refused:
        await fares.families.delete(db, family.id)
    assert refused.value.detail == (
        "This fare family is used by fare plans and cannot be deleted; "
        "deactivate it instead (is_active false)"
    )


async def test_a_reference_to_nothing_is_422_naming_the_field_and_the_record(db):
    rule = await factories.create_fare_rule(db)
    route = await _route(db)
    with pytest.raises(UnknownReference) as refused:
        await fares.plans.create(
            db,
            {
                "fare_family_id": uuid.uuid4(),
                "fare_rule_id": rule.id,
                "route_id": route.id,
                "booking_class": "Y",
                "cabin": "economy",
            },
        )
    assert refused.value.status_code == 422
    assert refused.value.detail == "fare_family_id does not name an existing fare family"


async def test_a_broken_check_is_422_naming_the_rule_and_its_condition(db):
    await ssr.services.create(db, WIFI)
    with pytest.raises(BreaksConstraint) as refused:
        await ssr.rules.create(
            db, {"ssr_code": "WIFI", "name": "x", "action": "available", "max_per_flight": -1}
        )
    assert refused.value.status_code == 422
    assert refused.value.detail == (
        "The SSR availability rule breaks the rule 'max not negative' "
        "(max_per_flight IS NULL OR max_per_flight >= 0)"
    )


async def test_a_null_for_a_not_null_column_is_422_in_the_validation_shape(db):
    with pytest.raises(NullNotAllowed) as refused:
        await ssr.services.create(db, {**WIFI, "name": None})
    assert refused.value.detail == [
        {
            "type": "null_not_allowed",
            "loc": ["body", "name"],
            "msg": "Field cannot be null; leave it out to keep its value",
        }
    ]


async def test_the_callers_words_win_over_the_derived_ones(db):
    await factories.create_fare_family(db, "LIGHT")
    with pytest.raises(AlreadyExists) as refused:
        await fares.families.create(db, {"code": "LIGHT", "name": "Again"})
    assert refused.value.detail == "A fare family with this code already exists"
    assert fares.families.messages["uq_fare_families_code"] == refused.value.detail


def test_rows_are_named_by_their_records_or_their_model():
    assert integrity.noun("fare_families") == "fare family"  # declared by fares.families
    assert integrity.noun("flight_schedules") == "schedule"
    assert integrity.noun("partnership_routes") == "partnership route"  # from the model
    assert integrity.with_article("SSR service") == "an SSR service"
    assert integrity.with_article("aircraft") == "an aircraft"
    assert integrity.with_article("route") == "a route"


async def _route(db):
    return await factories.create_route(
        db,
        await factories.create_airport(db, "FRU", "Bishkek"),
        await factories.create_airport(db, "OSS", "Osh"),
    )


async def _plan(db, family):
    return await factories.create_fare_plan(
        db, family, await factories.create_fare_rule(db), route=await _route(db)
    )
