"""Public content, spec 01 §2.13 and §4.2: no credentials, one language per list with a
fallback to ru, no fallback for a single page, entity tags."""

from datetime import timedelta
from decimal import Decimal

import pytest

from tarmac.core import clock
from tests.content.factories import (
    create_app_link,
    create_banner,
    create_destination_ad,
    create_info_block,
    create_page,
    create_profile,
)

PUBLIC = "/api/v1/auth/public"
LANGUAGE_ENDPOINTS = [
    "/page-contents",
    "/page-contents/about",
    "/site-banners",
    "/site-info-blocks",
    "/destinations-ads",
]


# --- airline profile ------------------------------------------------------------------------


async def test_airline_profile_has_public_fields_and_never_the_omitted_ones(client, db):
    await create_profile(db)
    response = await client.get(f"{PUBLIC}/airline/profile")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body == {
        "airline_name": "Аэро Тармак",
        "airline_name_en": "Aero Tarmac",
        "iata_code": "TM",
        "icao_code": "TMK",
        "callsign": "TARMAC",
        "country": "Kyrgyzstan",
        "country_code": "KG",
        "base_airport": "FRU",
        "timezone": "Asia/Bishkek",
        "default_currency": "KGS",
        "contact_email": "info@tarmac.example",
        "contact_phone": "+996 312 000000",
        "website": "https://tarmac.example",
        "legal_name": "Aero Tarmac LLC",
        "logo_url": "https://cdn.tarmac.example/logo.svg",
    }
    for secret in ("tax_id", "registration_number", "pnr_prefix", "ticket_prefix"):
        assert secret not in response.text


async def test_airline_profile_is_404_until_configured(client):
    response = await client.get(f"{PUBLIC}/airline/profile")
    assert response.status_code == 404
    assert "not configured" in response.json()["detail"]


# --- pages ----------------------------------------------------------------------------------


async def test_page_list_items_carry_only_list_fields_in_sort_order(client, db):
    faq = await create_page(db, "faq", "ru", sort_order=2, meta_description="FAQ")
    about = await create_page(db, "about", "ru", sort_order=1)
    await create_page(db, "terms", "ru", sort_order=3, is_active=False)
    response = await client.get(f"{PUBLIC}/page-contents")
    assert response.status_code == 200
    assert response.json() == [
        {
            "id": str(about.id),
            "slug": "about",
            "language": "ru",
            "title": "about (ru)",
            "sort_order": 1,
        },
        {"id": str(faq.id), "slug": "faq", "language": "ru", "title": "faq (ru)", "sort_order": 2},
    ]
    assert response.headers["content-language"] == "ru"


async def test_items_with_equal_sort_order_are_ordered_by_id(client, db):
    pages = [await create_page(db, f"page-{i}", "ru", sort_order=5) for i in range(4)]
    response = await client.get(f"{PUBLIC}/page-contents")
    assert [p["id"] for p in response.json()] == sorted(str(p.id) for p in pages)


async def test_page_detail_in_the_requested_language(client, db):
    await create_page(db, "about", "ru", title="О нас")
    page = await create_page(
        db,
        "about",
        "en",
        title="About us",
        content="<h1>Hi</h1>",
        meta_description="Who we are",
        sort_order=4,
    )
    response = await client.get(f"{PUBLIC}/page-contents/about", params={"language": "en"})
    assert response.status_code == 200
    assert response.json() == {
        "id": str(page.id),
        "slug": "about",
        "language": "en",
        "title": "About us",
        "content": "<h1>Hi</h1>",
        "meta_description": "Who we are",
        "sort_order": 4,
    }


async def test_page_detail_defaults_to_ru(client, db):
    await create_page(db, "about", "ru", title="О нас")
    response = await client.get(f"{PUBLIC}/page-contents/about")
    assert response.json()["title"] == "О нас"


async def test_page_detail_never_falls_back_404_when_not_configured_for_language(client, db):
    await create_page(db, "about", "ru")
    response = await client.get(f"{PUBLIC}/page-contents/about", params={"language": "ky"})
    assert response.status_code == 404
    assert "ky" in response.json()["detail"]
    unknown = await client.get(f"{PUBLIC}/page-contents/nonexistent")
    assert unknown.status_code == 404


@pytest.mark.parametrize("slug", ["About", "a" * 300, "..%2F..", "faq%20"])
async def test_slug_that_cannot_exist_is_404(client, db, slug):
    await create_page(db, "about", "ru")
    response = await client.get(f"{PUBLIC}/page-contents/{slug}")
    assert response.status_code == 404


async def test_inactive_page_is_404(client, db):
    await create_page(db, "privacy", "ru", is_active=False)
    response = await client.get(f"{PUBLIC}/page-contents/privacy")
    assert response.status_code == 404


# --- language rules -------------------------------------------------------------------------


async def test_list_in_a_language_without_items_falls_back_to_ru(client, db):
    await create_page(db, "about", "ru")
    await create_info_block(db, "services", "ru", title="Багаж")
    pages = await client.get(f"{PUBLIC}/page-contents", params={"language": "ky"})
    assert [p["language"] for p in pages.json()] == ["ru"]
    assert pages.headers["content-language"] == "ru"
    blocks = await client.get(f"{PUBLIC}/site-info-blocks", params={"language": "en"})
    assert [b["title"] for b in blocks.json()] == ["Багаж"]


async def test_list_with_items_in_the_language_is_not_mixed_with_ru(client, db):
    await create_page(db, "about", "ru")
    await create_page(db, "faq", "ru")
    await create_page(db, "about", "en")
    response = await client.get(f"{PUBLIC}/page-contents", params={"language": "en"})
    assert [(p["slug"], p["language"]) for p in response.json()] == [("about", "en")]
    assert response.headers["content-language"] == "en"


async def test_fallback_is_decided_after_the_filters(client, db):
    await create_destination_ad(db, "FRU", "OSS", "en", title="Osh")
    await create_destination_ad(db, "OSS", "FRU", "ru", title="Бишкек")
    response = await client.get(
        f"{PUBLIC}/destinations-ads", params={"language": "en", "origin_iata": "OSS"}
    )
    assert [a["title"] for a in response.json()] == ["Бишкек"]


async def test_empty_list_when_neither_language_has_items(client):
    response = await client.get(f"{PUBLIC}/site-banners", params={"language": "en"})
    assert response.status_code == 200
    assert response.json() == []
    assert response.headers["content-language"] == "en"


@pytest.mark.parametrize("endpoint", LANGUAGE_ENDPOINTS)
@pytest.mark.parametrize("language", ["de", "RU", "rus", ""])
async def test_unknown_language_is_422(client, endpoint, language):
    response = await client.get(f"{PUBLIC}{endpoint}", params={"language": language})
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["query", "language"]


# --- banners --------------------------------------------------------------------------------


async def test_banners_are_those_inside_their_active_window(client, db):
    now = clock.now()
    await create_banner(db, title="open-ended", sort_order=1)
    await create_banner(
        db,
        title="current",
        active_from=now - timedelta(days=1),
        active_to=now + timedelta(days=1),
        sort_order=2,
    )
    await create_banner(
        db, title="expired", active_from=now - timedelta(days=3), active_to=now - timedelta(days=1)
    )
    await create_banner(db, title="future", active_from=now + timedelta(days=1))
    await create_banner(db, title="switched off", is_active=False)
    response = await client.get(f"{PUBLIC}/site-banners")
    assert [b["title"] for b in response.json()] == ["open-ended", "current"]


async def test_banner_window_moves_with_the_test_clock(client, db, admin_headers):
    now = clock.now()
    await create_banner(db, title="this week", active_to=now + timedelta(days=2))
    await create_banner(db, title="next week", active_from=now + timedelta(days=7))
    before = await client.get(f"{PUBLIC}/site-banners")
    assert [b["title"] for b in before.json()] == ["this week"]
    moved = await client.post(
        "/api/v1/admin/test-clock", json={"advance_seconds": 8 * 86400}, headers=admin_headers
    )
    assert moved.status_code == 200, moved.text
    after = await client.get(f"{PUBLIC}/site-banners")
    assert [b["title"] for b in after.json()] == ["next week"]


async def test_banner_shape_and_mobile_image_falls_back_to_image_url(client, db):
    own = await create_banner(
        db,
        title="A",
        subtitle="sub",
        image_url="https://cdn/a.jpg",
        image_url_mobile="https://cdn/a-m.jpg",
        link_url="https://x/a",
        cta_text="Go",
        sort_order=1,
    )
    await create_banner(db, title="B", image_url="https://cdn/b.jpg", sort_order=2)
    body = (await client.get(f"{PUBLIC}/site-banners")).json()
    assert body[0] == {
        "id": str(own.id),
        "title": "A",
        "subtitle": "sub",
        "image_url": "https://cdn/a.jpg",
        "image_url_mobile": "https://cdn/a-m.jpg",
        "link_url": "https://x/a",
        "cta_text": "Go",
        "language": "ru",
        "sort_order": 1,
    }
    assert body[1]["image_url_mobile"] == "https://cdn/b.jpg"


# --- info blocks ----------------------------------------------------------------------------


async def test_info_blocks_filter_by_category(client, db):
    await create_info_block(db, "advantages", title="Fast", sort_order=2)
    await create_info_block(db, "advantages", title="Cheap", sort_order=1)
    await create_info_block(db, "contacts", title="Call us")
    await create_info_block(db, "services", title="Hidden", is_active=False)
    everything = await client.get(f"{PUBLIC}/site-info-blocks")
    assert [b["title"] for b in everything.json()] == ["Call us", "Cheap", "Fast"]
    advantages = await client.get(f"{PUBLIC}/site-info-blocks", params={"category": "advantages"})
    assert [b["title"] for b in advantages.json()] == ["Cheap", "Fast"]
    block = advantages.json()[0]
    assert set(block) == {
        "id",
        "icon",
        "title",
        "description",
        "link_url",
        "language",
        "category",
        "sort_order",
    }
    assert block["category"] == "advantages"
    services = await client.get(f"{PUBLIC}/site-info-blocks", params={"category": "services"})
    assert services.json() == []


async def test_unknown_info_block_category_is_422(client):
    response = await client.get(f"{PUBLIC}/site-info-blocks", params={"category": "news"})
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["query", "category"]


# --- destination ads ------------------------------------------------------------------------


async def test_destination_ads_filter_by_origin_with_price_as_number(client, db):
    ad = await create_destination_ad(
        db,
        "FRU",
        "IST",
        title="Istanbul",
        subtitle="From Bishkek",
        image_url="https://i/ist.jpg",
        price_from=Decimal("12500.50"),
        sort_order=1,
    )
    await create_destination_ad(db, "OSS", "DME", title="Moscow")
    response = await client.get(f"{PUBLIC}/destinations-ads", params={"origin_iata": "FRU"})
    assert response.json() == [
        {
            "id": str(ad.id),
            "title": "Istanbul",
            "subtitle": "From Bishkek",
            "image_url": "https://i/ist.jpg",
            "origin_iata": "FRU",
            "destination_iata": "IST",
            "price_from": 12500.5,
            "currency": "KGS",
            "language": "ru",
            "sort_order": 1,
        }
    ]
    everything = await client.get(f"{PUBLIC}/destinations-ads")
    assert len(everything.json()) == 2


@pytest.mark.parametrize("origin", ["fru", "FR", "FRUN", "F1U"])
async def test_origin_iata_must_be_three_uppercase_letters(client, origin):
    response = await client.get(f"{PUBLIC}/destinations-ads", params={"origin_iata": origin})
    assert response.status_code == 422


# --- app links ------------------------------------------------------------------------------


async def test_app_links_shape_with_optional_min_version(client, db):
    ios = await create_app_link(
        db,
        "ios",
        app_id="id123",
        current_version="3.2.0",
        min_version="3.0.0",
        badge_url="https://b/ios.svg",
        sort_order=1,
    )
    await create_app_link(db, "android", app_id="kg.tarmac", current_version="3.2.1", sort_order=2)
    await create_app_link(db, "huawei", is_active=False)
    response = await client.get(f"{PUBLIC}/app-links", params={"language": "xx"})
    assert response.status_code == 200
    body = response.json()
    assert body[0] == {
        "id": str(ios.id),
        "platform": "ios",
        "store_url": "https://store.example/ios",
        "app_id": "id123",
        "current_version": "3.2.0",
        "min_version": "3.0.0",
        "badge_url": "https://b/ios.svg",
        "sort_order": 1,
    }
    assert [link["platform"] for link in body] == ["ios", "android"]
    assert body[1]["min_version"] is None


# --- entity tags and access -----------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/page-contents",
        "/site-banners",
        "/site-info-blocks",
        "/destinations-ads",
        "/app-links",
        "/airline/profile",
        "/page-contents/about",
    ],
)
async def test_if_none_match_with_the_current_etag_is_304(client, db, path):
    await create_profile(db)
    await create_page(db, "about", "ru")
    first = await client.get(f"{PUBLIC}{path}")
    assert first.status_code == 200
    etag = first.headers["etag"]
    second = await client.get(f"{PUBLIC}{path}", headers={"If-None-Match": etag})
    assert second.status_code == 304
    assert second.content == b""
    assert second.headers["etag"] == etag


async def test_etag_changes_when_content_changes(client, db):
    await create_page(db, "about", "ru")
    first = await client.get(f"{PUBLIC}/page-contents")
    await create_page(db, "faq", "ru")
    second = await client.get(
        f"{PUBLIC}/page-contents", headers={"If-None-Match": first.headers["etag"]}
    )
    assert second.status_code == 200
    assert second.headers["etag"] != first.headers["etag"]


async def test_public_content_needs_no_credentials_and_ignores_a_bad_token(client, db):
    await create_page(db, "about", "ru")
    response = await client.get(
        f"{PUBLIC}/page-contents", headers={"Authorization": "Bearer nonsense"}
    )
    assert response.status_code == 200
