"""The demo world loads completely and loading it twice duplicates nothing."""

from sqlalchemy import func, select

from tarmac import demo
from tarmac.auth.models import ApiKey
from tarmac.partners.models import Partner
from tests.conftest import make_settings


async def _count(db, model) -> int:
    return await db.scalar(select(func.count()).select_from(model))


async def test_demo_world_is_idempotent_and_has_a_key_of_every_kind(db, client):
    settings = make_settings()
    await demo.load(db, settings)
    await db.commit()
    counts = {model: await _count(db, model) for model in (Partner, ApiKey)}
    await demo.load(db, settings)
    await db.commit()
    assert {model: await _count(db, model) for model in (Partner, ApiKey)} == counts
    kinds = {(k.key_type, k.client_type) for k in (await db.scalars(select(ApiKey))).all()}
    assert kinds == {
        ("publishable", "consumer_app"),
        ("secret", "consumer_app"),
        ("secret", "agency"),
        ("secret", "kiosk"),
    }
    assert counts[Partner] >= 2


async def test_printed_demo_keys_authenticate(db, app, client):
    from tests.auth.test_api_keys import add_probe_routes

    add_probe_routes(app)
    settings = make_settings()
    await demo.load(db, settings)
    await db.commit()
    for key in demo.demo_keys(settings):
        headers = {
            "X-API-Key": key.key,
            "X-Client-Id": key.client_id,
            "X-Client-Type": key.client_type,
        }
        if key.origin:
            headers["Origin"] = key.origin
        response = await client.get("/api/v1/probe/any", headers=headers)
        assert response.status_code == 200, (key.label, response.text)


async def test_demo_content_answers_on_every_public_endpoint(db, client):
    await demo.load(db, make_settings())
    await db.commit()
    profile = await client.get("/api/v1/auth/public/airline/profile")
    assert profile.status_code == 200
    assert profile.json()["iata_code"] == "TQ"
    assert "tax_id" not in profile.json()
    for language in ("ru", "en", "ky"):
        pages = await client.get("/api/v1/auth/public/page-contents", params={"language": language})
        assert {p["slug"] for p in pages.json()} == {"about", "faq", "terms", "privacy", "contacts"}
        banners = await client.get(
            "/api/v1/auth/public/site-banners", params={"language": language}
        )
        assert banners.json() and banners.json()[0]["language"] == language
    links = await client.get("/api/v1/auth/public/app-links")
    assert {link["platform"] for link in links.json()} == {"ios", "android", "huawei"}
    both = await client.get(
        "/api/v1/fares/public/exchange-rates", params={"base": "USD", "source": "both"}
    )
    entries = both.json()["rates"]
    assert entries["KGS"]["source"] == "internal"
    assert entries["EUR"]["source"] == "national_bank_cross"


async def test_demo_partners_have_wallets_in_kgs_and_usd_with_balanced_ledgers(
    db, client, admin_headers
):
    settings = make_settings()
    await demo.load(db, settings)
    await db.commit()
    await demo.load(db, settings)
    await db.commit()
    silkroad = next(k for k in demo.demo_keys(settings) if k.client_id == "silkroad-travel")
    headers = {"X-API-Key": silkroad.key, "X-Client-Id": silkroad.client_id,
               "X-Client-Type": silkroad.client_type}  # fmt: skip
    partner_id = demo.foundation.demo_id("partner:silkroad")

    found = (await client.get(f"/api/v1/partners/{partner_id}/wallets", headers=headers)).json()

    assert {(w["currency"], w["balance"]) for w in found} == {("KGS", 500000.0), ("USD", 5000.0)}
    rules = (await client.get("/api/v1/partners/commissions/", headers=headers)).json()
    assert {r["applies_to"] for r in rules} == {"global", "route"}
    report = (
        await client.get("/api/v1/admin/wallets/reconciliation", headers=admin_headers)
    ).json()
    assert report["balanced"] and report["wallets_checked"] == 3
