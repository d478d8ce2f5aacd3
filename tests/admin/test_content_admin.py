"""The back office for public content and internal exchange rates: admin staff only,
create / read / partial update / delete, unique keys as 409, rules across fields as 422."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from tarmac.content.models import AirlineProfile
from tarmac.core import clock
from tests.content.factories import create_internal_rate, create_page

ADMIN = "/api/v1/admin"
PROFILE = {
    "airline_name": "Аэро Тармак",
    "iata_code": "TM",
    "default_currency": "KGS",
    "tax_id": "01234567890123",
    "pnr_prefix": "T",
}
CREATE_BODIES = {
    "/page-contents": {"slug": "about", "language": "en", "title": "About", "content": "<p/>"},
    "/site-banners": {"title": "Sale", "image_url": "https://cdn/b.jpg", "language": "ru"},
    "/site-info-blocks": {"title": "Fast", "language": "ru", "category": "advantages"},
    "/destinations-ads": {
        "title": "Osh",
        "origin_iata": "FRU",
        "destination_iata": "OSS",
        "currency": "KGS",
        "language": "ru",
        "price_from": "2500.00",
    },
    "/app-links": {"platform": "android", "store_url": "https://play.example/tarmac"},
    "/exchange-rates": {
        "base_currency": "USD",
        "target_currency": "KGS",
        "rate": "87.5",
        "effective_date": "2026-11-22",
    },
}
UNKNOWN_ID = uuid.UUID(int=1)  # fixed: a test id must be the same in every xdist worker
ROUTES = [
    ("GET", "/airline-profile"),
    ("PUT", "/airline-profile"),
    *[(method, path) for path in CREATE_BODIES for method in ("GET", "POST")],
    *[
        (method, f"{path}/{UNKNOWN_ID}")
        for path in CREATE_BODIES
        for method in ("GET", "PATCH", "DELETE")
    ],
    ("GET", "/exchange-rates/national-bank"),
    ("POST", "/exchange-rates/national-bank/fetch"),
]


@pytest.mark.parametrize(("method", "path"), ROUTES)
async def test_every_content_admin_route_needs_an_admin_staff_token(client, signer, method, path):
    response = await client.request(method, f"{ADMIN}{path}", json={})
    assert response.status_code == 401
    passenger = {"Authorization": f"Bearer {signer.passenger_token(uuid.uuid4())}"}
    response = await client.request(method, f"{ADMIN}{path}", json={}, headers=passenger)
    assert response.status_code == 403
    no_admin = {"Authorization": f"Bearer {signer.staff_token('ops', {'ops'}, 3600)}"}
    response = await client.request(method, f"{ADMIN}{path}", json={}, headers=no_admin)
    assert response.status_code == 403


# --- airline profile ------------------------------------------------------------------------


async def test_profile_put_creates_then_replaces_the_one_row(client, db, admin_headers):
    assert (await client.get(f"{ADMIN}/airline-profile", headers=admin_headers)).status_code == 404
    created = await client.put(f"{ADMIN}/airline-profile", json=PROFILE, headers=admin_headers)
    assert created.status_code == 200, created.text
    assert created.json()["tax_id"] == "01234567890123"
    replaced = await client.put(
        f"{ADMIN}/airline-profile",
        json={"airline_name": "Tarmac Air", "iata_code": "TM", "default_currency": "KGS"},
        headers=admin_headers,
    )
    body = replaced.json()
    assert body["id"] == created.json()["id"]
    assert (body["airline_name"], body["tax_id"]) == ("Tarmac Air", None)
    assert await db.scalar(select(func.count()).select_from(AirlineProfile)) == 1


async def test_profile_back_office_fields_stay_out_of_the_public_profile(client, admin_headers):
    await client.put(f"{ADMIN}/airline-profile", json=PROFILE, headers=admin_headers)
    admin = (await client.get(f"{ADMIN}/airline-profile", headers=admin_headers)).json()
    assert admin["pnr_prefix"] == "T"
    public = (await client.get("/api/v1/auth/public/airline/profile")).json()
    assert public["airline_name"] == "Аэро Тармак"
    assert "tax_id" not in public and "pnr_prefix" not in public


@pytest.mark.parametrize(
    "change",
    [{"iata_code": "TMK"}, {"default_currency": "som"}, {"airline_name": ""}, {"unknown": "x"}],
)
async def test_profile_validation_is_422(client, admin_headers, change):
    response = await client.put(
        f"{ADMIN}/airline-profile", json={**PROFILE, **change}, headers=admin_headers
    )
    assert response.status_code == 422


# --- CRUD of list-shaped content ------------------------------------------------------------


@pytest.mark.parametrize("path", list(CREATE_BODIES))
async def test_create_read_update_list_delete(client, admin_headers, path):
    created = await client.post(f"{ADMIN}{path}", json=CREATE_BODIES[path], headers=admin_headers)
    assert created.status_code == 201, created.text
    item = created.json()
    item_url = f"{ADMIN}{path}/{item['id']}"
    assert (await client.get(item_url, headers=admin_headers)).json() == item
    change = {"rate": "88.25"} if path == "/exchange-rates" else {"sort_order": 7}
    updated = await client.patch(item_url, json=change, headers=admin_headers)
    assert updated.status_code == 200, updated.text
    field, value = next(iter(change.items()))
    assert updated.json()[field] == (88.25 if field == "rate" else value)
    listing = await client.get(f"{ADMIN}{path}", headers=admin_headers)
    assert [i["id"] for i in listing.json()] == [item["id"]]
    deleted = await client.delete(item_url, headers=admin_headers)
    assert deleted.status_code == 204
    assert (await client.get(item_url, headers=admin_headers)).status_code == 404
    assert (await client.delete(item_url, headers=admin_headers)).status_code == 404


async def test_created_page_is_public(client, admin_headers):
    await client.post(
        f"{ADMIN}/page-contents", json=CREATE_BODIES["/page-contents"], headers=admin_headers
    )
    public = await client.get("/api/v1/auth/public/page-contents/about", params={"language": "en"})
    assert public.status_code == 200
    assert public.json()["title"] == "About"


async def test_patch_changes_only_the_fields_sent(client, admin_headers):
    created = (
        await client.post(
            f"{ADMIN}/site-banners",
            json={**CREATE_BODIES["/site-banners"], "subtitle": "Up to 30%", "sort_order": 3},
            headers=admin_headers,
        )
    ).json()
    updated = (
        await client.patch(
            f"{ADMIN}/site-banners/{created['id']}",
            json={"subtitle": None, "is_active": False},
            headers=admin_headers,
        )
    ).json()
    assert (updated["subtitle"], updated["is_active"]) == (None, False)
    assert (updated["title"], updated["sort_order"]) == ("Sale", 3)


async def test_patch_cannot_null_a_required_field(client, admin_headers):
    created = (
        await client.post(
            f"{ADMIN}/page-contents", json=CREATE_BODIES["/page-contents"], headers=admin_headers
        )
    ).json()
    response = await client.patch(
        f"{ADMIN}/page-contents/{created['id']}", json={"title": None}, headers=admin_headers
    )
    assert response.status_code == 422
    assert "title" in response.text


async def test_patch_keeps_the_field_rules_of_create(client, admin_headers):
    created = (
        await client.post(
            f"{ADMIN}/page-contents", json=CREATE_BODIES["/page-contents"], headers=admin_headers
        )
    ).json()
    for bad in ({"language": "de"}, {"slug": "Not A Slug"}, {"nope": 1}):
        response = await client.patch(
            f"{ADMIN}/page-contents/{created['id']}", json=bad, headers=admin_headers
        )
        assert response.status_code == 422, bad


async def test_duplicate_page_slug_in_a_language_is_409(client, db, admin_headers):
    await create_page(db, "about", "en")
    response = await client.post(
        f"{ADMIN}/page-contents", json=CREATE_BODIES["/page-contents"], headers=admin_headers
    )
    assert response.status_code == 409
    same_slug_other_language = await client.post(
        f"{ADMIN}/page-contents",
        json={**CREATE_BODIES["/page-contents"], "language": "ky"},
        headers=admin_headers,
    )
    assert same_slug_other_language.status_code == 201


async def test_second_app_link_for_a_platform_is_409(client, admin_headers):
    body = CREATE_BODIES["/app-links"]
    assert (
        await client.post(f"{ADMIN}/app-links", json=body, headers=admin_headers)
    ).status_code == 201
    response = await client.post(f"{ADMIN}/app-links", json=body, headers=admin_headers)
    assert response.status_code == 409
    assert "platform" in response.json()["detail"]


async def test_unknown_platform_and_category_are_422(client, admin_headers):
    link = await client.post(
        f"{ADMIN}/app-links",
        json={**CREATE_BODIES["/app-links"], "platform": "windows"},
        headers=admin_headers,
    )
    assert link.status_code == 422
    block = await client.post(
        f"{ADMIN}/site-info-blocks",
        json={**CREATE_BODIES["/site-info-blocks"], "category": "news"},
        headers=admin_headers,
    )
    assert block.status_code == 422


async def test_text_with_a_nul_character_is_422(client, db, admin_headers):
    body = {**CREATE_BODIES["/page-contents"], "title": "Ab\x00out"}
    response = await client.post(f"{ADMIN}/page-contents", json=body, headers=admin_headers)
    assert response.status_code == 422
    page = await create_page(db, "faq", "ru")
    response = await client.patch(
        f"{ADMIN}/page-contents/{page.id}", json={"content": "\x00"}, headers=admin_headers
    )
    assert response.status_code == 422


async def test_banner_window_needs_a_time_zone(client, admin_headers):
    body = {**CREATE_BODIES["/site-banners"], "active_from": "2026-12-01T00:00:00"}
    response = await client.post(f"{ADMIN}/site-banners", json=body, headers=admin_headers)
    assert response.status_code == 422


async def test_banner_window_must_start_before_it_ends(client, admin_headers):
    start = datetime(2026, 12, 1, tzinfo=UTC)
    body = {
        **CREATE_BODIES["/site-banners"],
        "active_from": start.isoformat(),
        "active_to": (start - timedelta(days=1)).isoformat(),
    }
    assert (
        await client.post(f"{ADMIN}/site-banners", json=body, headers=admin_headers)
    ).status_code == 422
    created = (
        await client.post(
            f"{ADMIN}/site-banners",
            json={**body, "active_to": (start + timedelta(days=10)).isoformat()},
            headers=admin_headers,
        )
    ).json()
    response = await client.patch(
        f"{ADMIN}/site-banners/{created['id']}",
        json={"active_from": (start + timedelta(days=20)).isoformat()},
        headers=admin_headers,
    )
    assert response.status_code == 422
    assert "active_from" in response.json()["detail"]


async def test_admin_lists_include_inactive_items_and_filter(client, db, admin_headers):
    await create_page(db, "about", "ru", is_active=False)
    await create_page(db, "about", "en")
    everything = await client.get(f"{ADMIN}/page-contents", headers=admin_headers)
    assert len(everything.json()) == 2
    english = await client.get(
        f"{ADMIN}/page-contents", params={"language": "en"}, headers=admin_headers
    )
    assert [p["language"] for p in english.json()] == ["en"]


# --- internal exchange rates ----------------------------------------------------------------


async def test_rate_pair_and_date_are_unique(client, db, admin_headers):
    await create_internal_rate(db, "USD", "KGS", "87.5", clock.today())
    body = {**CREATE_BODIES["/exchange-rates"], "effective_date": clock.today().isoformat()}
    response = await client.post(f"{ADMIN}/exchange-rates", json=body, headers=admin_headers)
    assert response.status_code == 409
    tomorrow = (clock.today() + timedelta(days=1)).isoformat()
    next_day = await client.post(
        f"{ADMIN}/exchange-rates", json={**body, "effective_date": tomorrow}, headers=admin_headers
    )
    assert next_day.status_code == 201


@pytest.mark.parametrize(
    "change",
    [
        {"target_currency": "USD"},  # same as base
        {"rate": "0"},
        {"rate": "-1"},
        {"rate": "1.123456789"},  # more than 8 places
        {"base_currency": "usd"},
        {"effective_date": "22.11.2026"},
    ],
)
async def test_bad_rate_is_422(client, admin_headers, change):
    response = await client.post(
        f"{ADMIN}/exchange-rates",
        json={**CREATE_BODIES["/exchange-rates"], **change},
        headers=admin_headers,
    )
    assert response.status_code == 422


async def test_rate_patch_cannot_make_a_pair_of_one_currency(client, db, admin_headers):
    row = await create_internal_rate(db, "USD", "KGS", "87.5")
    response = await client.patch(
        f"{ADMIN}/exchange-rates/{row.id}", json={"target_currency": "USD"}, headers=admin_headers
    )
    assert response.status_code == 422


async def test_rates_list_newest_first_and_filter_by_pair(client, db, admin_headers):
    day = clock.today()
    await create_internal_rate(db, "USD", "KGS", "87.0", day - timedelta(days=1))
    await create_internal_rate(db, "USD", "KGS", "87.5", day)
    await create_internal_rate(db, "EUR", "KGS", "94.0", day)
    usd = (
        await client.get(
            f"{ADMIN}/exchange-rates", params={"base_currency": "USD"}, headers=admin_headers
        )
    ).json()
    assert [(r["rate"], r["effective_date"]) for r in usd] == [
        (87.5, day.isoformat()),
        (87.0, (day - timedelta(days=1)).isoformat()),
    ]
    everything = (await client.get(f"{ADMIN}/exchange-rates", headers=admin_headers)).json()
    assert len(everything) == 3


async def test_rate_set_in_the_back_office_is_served_publicly(client, admin_headers):
    body = {**CREATE_BODIES["/exchange-rates"], "effective_date": clock.today().isoformat()}
    await client.post(f"{ADMIN}/exchange-rates", json=body, headers=admin_headers)
    public = (
        await client.get("/api/v1/fares/public/exchange-rates", params={"base": "USD"})
    ).json()
    assert public["rates"]["KGS"]["rate"] == 87.5
