"""Commission rules: the back office creates them per partner, a partner's key lists and
looks them up, and a wallet payment earns by the one that applies (spec 01 §2.12, §4.10)."""

from datetime import timedelta

from tarmac.core import clock
from tests.bookings.helpers import BOOKINGS, booked
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, PARTNERS, top_up
from tests.pricing.world import build_world

RULES = f"{ADMIN}/commission-rules"


async def rule(client, admin_headers, partner_id, name, **fields) -> dict:
    body = {
        "partner_id": str(partner_id),
        "commission_name": name,
        "applies_to": "global",
        "effective_date": (clock.today() - timedelta(days=30)).isoformat(),
        **fields,
    }
    response = await client.post(RULES, json=body, headers=admin_headers)
    assert response.status_code == 201, response.text
    return response.json()


async def lookup(client, key, partner_id, route_code, amount=1000, currency="USD"):
    return await client.post(
        f"{PARTNERS}/commissions/lookup",
        json={
            "partner_id": str(partner_id),
            "route_code": route_code,
            "amount": amount,
            "currency": currency,
        },
        headers=key.headers,
    )


async def test_the_most_specific_rule_in_force_applies(client, db, admin_headers):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await rule(client, admin_headers, partner.id, "Everywhere 3%", percentage="3")
    await rule(
        client,
        admin_headers,
        partner.id,
        "Our airline 4%",
        applies_to="airline",
        airline_code="TQ",
        percentage="4",
    )
    route_rule = await rule(
        client,
        admin_headers,
        partner.id,
        "FRU-OSS 6% + 2",
        applies_to="route",
        route_id=str(world.route.id),
        percentage="6",
        fixed_amount="2.00",
        currency="USD",
    )
    await rule(
        client,
        admin_headers,
        partner.id,
        "FRU-OSS expired 9%",
        applies_to="route",
        route_id=str(world.route.id),
        percentage="9",
        expiration_date=(clock.today() - timedelta(days=1)).isoformat(),
    )
    await rule(
        client,
        admin_headers,
        partner.id,
        "FRU-OSS next month 12%",
        applies_to="route",
        route_id=str(world.route.id),
        percentage="12",
        effective_date=(clock.today() + timedelta(days=30)).isoformat(),
    )

    on_route = await lookup(client, key, partner.id, world.route.route_code, amount=1000)
    assert on_route.status_code == 200, on_route.text
    assert on_route.json() == {
        "rule_id": route_rule["id"],
        "rule_name": "FRU-OSS 6% + 2",
        "percentage": 6.0,
        "fixed_amount": 2.0,
        "commission_amount": 62.0,
        "currency": "USD",
    }
    elsewhere = (await lookup(client, key, partner.id, world.intl.route_code, amount=99.99)).json()
    assert elsewhere["rule_name"] == "Everywhere 3%"  # no airline profile: no designator
    assert elsewhere["commission_amount"] == 3.0  # 2.9997 rounded half-up
    listed = await client.get(f"{PARTNERS}/commissions/", headers=key.headers)
    assert listed.status_code == 200 and len(listed.json()) == 5

    await top_up(client, admin_headers, partner.id, "1000.00")
    booking = await booked(client, key, world)
    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)
    expected = round(booking["total_amount"] * 0.06 + 2, 2)
    assert paid.json()["commission_amount"] == expected


async def test_a_rule_changed_in_the_back_office_earns_on_the_very_next_payment(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    made = await rule(client, admin_headers, partner.id, "Everywhere 5%", percentage="5")

    async def commission_of_a_payment() -> tuple[float, float]:
        booking = await booked(client, key, world)
        paid = await client.post(
            f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
        )
        assert paid.status_code == 200, paid.text
        return paid.json()["commission_amount"], booking["total_amount"]

    earned, total = await commission_of_a_payment()
    assert earned == round(total * 0.05, 2)
    changed = await client.patch(
        f"{ADMIN}/commission-rules/{made['id']}", json={"percentage": "8"}, headers=admin_headers
    )
    assert changed.status_code == 200, changed.text
    earned, total = await commission_of_a_payment()
    assert earned == round(total * 0.08, 2)
    ended = await client.patch(
        f"{ADMIN}/commission-rules/{made['id']}", json={"is_active": False}, headers=admin_headers
    )
    assert ended.status_code == 200, ended.text
    assert (await commission_of_a_payment())[0] == 0


async def test_a_sub_partner_earns_by_its_own_rule_before_its_parents(client, db, admin_headers):
    world = await build_world(db)
    parent = await create_partner(db, "Consolidator")
    branch = await create_partner(db, "Branch", parent_id=parent.id)
    branch_key = await create_api_key(db, partner_id=branch.id)
    await rule(client, admin_headers, parent.id, "Parent 5%", percentage="5")
    code = world.route.route_code

    inherited = (await lookup(client, branch_key, branch.id, code)).json()
    assert (inherited["rule_name"], inherited["commission_amount"]) == ("Parent 5%", 50.0)
    await rule(client, admin_headers, branch.id, "Branch 2%", percentage="2")
    own = (await lookup(client, branch_key, branch.id, code)).json()
    assert (own["rule_name"], own["commission_amount"]) == ("Branch 2%", 20.0)


async def test_lookup_without_a_rule_earns_nothing_and_checks_partner_and_route(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)

    nothing = await lookup(client, key, partner.id, world.route.route_code)
    assert nothing.status_code == 200
    assert nothing.json()["rule_id"] is None and nothing.json()["commission_amount"] == 0.0
    other = await create_partner(db, "Other")
    assert (await lookup(client, key, other.id, world.route.route_code)).status_code == 403
    assert (await lookup(client, key, partner.id, "XXX-YYY")).status_code == 404
    assert (
        await lookup(client, key, partner.id, world.route.route_code, amount=-1)
    ).status_code == 422


async def test_the_back_office_refuses_rules_that_say_nothing_clear(client, db, admin_headers):
    world = await build_world(db)
    partner = await create_partner(db)
    base = {
        "partner_id": str(partner.id),
        "commission_name": "Bad",
        "effective_date": "2026-01-01",
    }
    refusals = [
        ({"applies_to": "route"}, "route_id"),
        ({"applies_to": "global", "route_id": str(world.route.id)}, "route_id"),
        ({"applies_to": "airline"}, "airline_code"),
        ({"applies_to": "global", "fixed_amount": "5.00"}, "currency"),
        ({"applies_to": "global", "expiration_date": "2025-12-31"}, "expiration_date"),
        ({"applies_to": "global", "percentage": "101"}, "percentage"),
    ]
    for fields, named in refusals:
        response = await client.post(RULES, json={**base, **fields}, headers=admin_headers)
        assert response.status_code == 422, (fields, response.text)
        assert named in response.text, (fields, response.text)
