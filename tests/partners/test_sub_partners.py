"""Sub-partners and partnerships as a partner's key sees them (spec 01 §4.10)."""

from datetime import date

from tarmac.partners.models import Partnership
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import PARTNERS

SUB_PARTNERS = f"{PARTNERS}/sub-partners/"


async def test_a_key_with_the_admin_scope_creates_sub_partners_that_its_partner_lists(client, db):
    partner = await create_partner(db, "Consolidator")
    admin_key = await create_api_key(db, partner_id=partner.id, scopes=["partners:admin"])
    plain_key = await create_api_key(db, partner_id=partner.id)

    refused = await client.post(SUB_PARTNERS, json={"name": "Branch"}, headers=plain_key.headers)
    assert refused.status_code == 403 and "partners:admin" in refused.json()["detail"]
    created = await client.post(
        SUB_PARTNERS,
        json={"name": "Branch", "contact_email": "Branch@Example.com"},
        headers=admin_key.headers,
    )

    assert created.status_code == 201, created.text
    branch = created.json()
    assert branch["parent_id"] == str(partner.id) and branch["uses_parent_wallet"] is True
    listed = await client.get(SUB_PARTNERS, headers=plain_key.headers)
    assert [p["id"] for p in listed.json()] == [branch["id"]]
    card = await client.get(f"{SUB_PARTNERS}{branch['id']}", headers=plain_key.headers)
    assert card.status_code == 200 and card.json() == branch
    stranger = await create_api_key(db)
    assert (
        await client.get(f"{SUB_PARTNERS}{branch['id']}", headers=stranger.headers)
    ).status_code == 404
    assert (await client.get(SUB_PARTNERS, headers=stranger.headers)).json() == []
    unknown = await client.post(
        SUB_PARTNERS, json={"name": "X", "parent_id": str(partner.id)}, headers=admin_key.headers
    )
    assert unknown.status_code == 422  # the parent is the key's partner, never the body's


async def test_partnerships_lists_the_partners_agreements_in_force(client, db):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    db.add_all(
        [
            Partnership(
                partner_id=partner.id,
                agreement_name="Current",
                effective_date=date(2026, 1, 1),
                discount_percent=5,
            ),
            Partnership(
                partner_id=partner.id,
                agreement_name="Ended",
                effective_date=date(2025, 1, 1),
                expiration_date=date(2025, 12, 31),
                discount_percent=7,
            ),
        ]
    )
    await db.commit()

    response = await client.get(f"{PARTNERS}/partnerships/", headers=key.headers)

    assert response.status_code == 200
    assert [(p["agreement_name"], p["discount_percent"], p["routes"]) for p in response.json()] == [
        ("Current", 5.0, [])
    ]
