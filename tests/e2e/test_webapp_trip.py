"""The web app's rules of issue 33 in Chromium: the boarding pass in the airport's time and
again for a traveller already checked in (point 5), the trip page a magic link opens and
an address per screen (points 6 and 10), the price shown first is the price paid (point
9), and a phone's 390 px width (point 10)."""

import uuid
from datetime import timedelta
from zoneinfo import ZoneInfo

from tarmac.checkin.boarding import BOARDING_BEFORE
from tests.bookings.helpers import book, passenger, quote
from tests.checkin.helpers import clock_at, seat_zones
from tests.disruptions.helpers import run_due
from tests.e2e.browser import browser
from tests.e2e.test_webapp import (
    _download,
    _find_trip,
    _passengers,
    paid_by_shop,
    shop_key,
    site,
)
from tests.live import serving
from tests.pricing.factories import create_tax
from tests.pricing.world import build_world, today

PHONE = {"width": 390, "height": 844}


async def _paid(client, app, db, people=None, email="asel@example.com") -> dict:
    """A CLASSIC booking paid by card (its confirmation e-mails the magic link)."""
    secret = await shop_key(db)
    people = people or [passenger()]
    world_flight = (await build_world(db, outbound_days=1)).flight
    quoted = await quote(
        client,
        secret.headers,
        world_flight.id,
        fare_class="Y",
        pax=[{"type": "adult", "count": len(people)}],
    )
    made = await book(client, secret.headers, quoted["quote_id"], people, contact_email=email)
    assert made.status_code == 201, made.text
    booking = await paid_by_shop(client, app, db, secret, made.json())
    assert booking["status"] == "confirmed", booking
    return {"booking": booking, "flight": world_flight}


async def test_the_boarding_pass_shows_the_airports_time_and_comes_back_for_a_traveller_checked_in(
    app, db, client, admin_headers
):
    await seat_zones(db)
    paid = await _paid(client, app, db)
    booking, flight = paid["booking"], paid["flight"]
    boarding = (flight.scheduled_departure - BOARDING_BEFORE).astimezone(ZoneInfo("Asia/Bishkek"))
    await clock_at(client, admin_headers, flight.scheduled_departure - timedelta(hours=2))
    await run_due(client, admin_headers)
    # a browser in New York: the times are Bishkek's whatever the browser's zone
    async with site(app, db, timezone_id="America/New_York") as s:
        page = s.page
        # the time as the API gives it: UTC (Z) read in the airport's zone, or its offset
        local = await page.evaluate(
            """import("./js/ui.js").then((ui) => [
                 ui.time("2026-12-01T04:00:00Z", "Asia/Bishkek"),
                 ui.time("2026-12-01T10:00:00+06:00", "Asia/Bishkek"),
                 ui.time("2026-12-01T10:00:00+06:00")])"""
        )
        assert local == ["10:00", "10:00", "10:00"]

        await page.click("#nav-inbox")
        await page.fill("#inbox-email", "asel@example.com")
        await page.click("#read-inbox")
        await page.click(".open-trip >> nth=0")
        await page.wait_for_selector(f"text=Your trip {booking['booking_reference']}")
        await page.click("button.checkin")
        await page.check("#no-dangerous-goods")
        await page.click("#complete-checkin")
        await page.wait_for_selector("#boarding-pass")
        assert await page.text_content("#pass-boarding") == boarding.strftime("%H:%M")

        # back later through find-my-trip: the check-in is shown, the pass comes again
        await _find_trip(page, client, admin_headers, booking["booking_reference"])
        status = await page.text_content(".checkin-status")
        assert "is checked in on TQ101" in status and "boarding pass issued" in status
        assert await page.locator("button.checkin").count() == 0
        await page.click("button.show-pass")
        await page.wait_for_selector("#boarding-pass")
        assert await page.text_content("#pass-boarding") == boarding.strftime("%H:%M")
        assert (await _download(page, "#boarding-pass-pdf")).startswith(b"%PDF")
        assert not await page.locator("#alert").is_visible()


async def test_a_magic_link_opens_the_trip_page_and_each_screen_has_its_address(
    app, db, client, admin_headers, signer
):
    paid = await _paid(client, app, db)
    booking = paid["booking"]
    await run_due(client, admin_headers)
    token = signer.magic_link_token(uuid.UUID(booking["id"]))
    tomorrow = (today() + timedelta(days=1)).isoformat()
    async with site(app, db) as s:
        page = s.page
        # the e-mailed link's page: /trip/{booking_id}?access_token=...
        await page.goto(f"{s.shop}/trip/{booking['id']}?access_token={token}")
        await page.wait_for_selector(f"text=Your trip {booking['booking_reference']}")
        assert await page.text_content("#reference") == booking["booking_reference"]
        assert await page.locator("#eticket").count() == 1

        # the inbox's link is the trip page's address
        await page.click("#nav-inbox")
        await page.wait_for_url(f"{s.shop}/inbox")
        await page.fill("#inbox-email", "asel@example.com")
        await page.click("#read-inbox")
        await page.wait_for_url(f"{s.shop}/inbox?email=asel%40example.com")
        link = await page.get_attribute(".open-trip >> nth=0", "href")
        assert link.startswith(f"trip/{booking['id']}?access_token=")
        await page.go_back()
        await page.wait_for_url(f"{s.shop}/trip/{booking['id']}?access_token={token}")
        await page.wait_for_selector(f"text=Your trip {booking['booking_reference']}")

        # booking: each step its address, Back returns to the step before
        await page.click("#nav-book")
        await page.wait_for_url(f"{s.shop}/")
        await page.select_option("#origin", "FRU")
        await page.select_option("#destination", "OSS")
        await page.fill("#date", tomorrow)
        await page.click("#search")
        await page.wait_for_url(
            f"**/?origin=FRU&destination=OSS&date={tomorrow}&adults=1&children=0"
        )
        await page.click("text=Choose TQ101")
        await page.wait_for_url(f"{s.shop}/fares")
        await page.click("text=Choose Classic")
        await page.wait_for_url(f"{s.shop}/passengers")
        await page.go_back()
        await page.wait_for_url(f"{s.shop}/fares")
        await page.wait_for_selector("text=Choose your fare")
        await page.go_back()
        await page.wait_for_selector(f'.days button[data-date="{tomorrow}"]')
        await page.go_forward()
        await page.wait_for_selector("text=Choose your fare")
        await page.click("text=Choose Classic")
        await _passengers(page)
        await page.wait_for_url(f"{s.shop}/price")
        await page.go_back()
        await page.wait_for_selector("text=Who is travelling?")
        assert await page.input_value("#p0-last") == "TOKTOGULOVA"

        # a search's address, opened anew, runs the search
        await page.goto(f"{s.shop}/?origin=FRU&destination=OSS&date={tomorrow}&adults=1")
        await page.wait_for_selector(f'.days button[data-date="{tomorrow}"]')
        await page.wait_for_selector("text=Choose TQ101")


async def test_the_e_mailed_trip_address_opens_the_trip_page_on_the_deployments_own_app(
    app, db, client, admin_headers, signer
):
    """The sandbox's own app at /app/ (its <base> is /app/): the address i33's e-mails
    carry, {public base URL}/app/trip/{booking_id}?access_token=..., opens the trip."""
    booking = (await _paid(client, app, db))["booking"]
    token = signer.magic_link_token(uuid.UUID(booking["id"]))
    async with serving(app) as (api,), browser() as chromium:
        page = await chromium.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        await page.goto(f"{api}/app/trip/{booking['id']}?access_token={token}")
        await page.wait_for_selector("body[data-ready]")
        await page.wait_for_selector(f"text=Your trip {booking['booking_reference']}")
        assert await page.locator("#eticket").count() == 1
        await page.click("#nav-trip")
        await page.wait_for_url(f"{api}/app/find")
        await page.go_back()
        await page.wait_for_url(f"{api}/app/trip/{booking['id']}?access_token={token}")
        await page.wait_for_selector(f"text=Your trip {booking['booking_reference']}")
        assert errors == []


async def test_the_first_price_shown_is_the_total_the_party_pays(app, db, client, admin_headers):
    world = await build_world(db, outbound_days=1)
    await create_tax(db, "YQ", "7", applies_to="per_segment")  # once per booking
    await db.commit()
    tomorrow = (today() + timedelta(days=1)).isoformat()
    async with site(app, db) as s:
        page = s.page
        await page.select_option("#origin", "FRU")
        await page.select_option("#destination", "OSS")
        await page.fill("#date", tomorrow)
        await page.fill("#adults", "2")
        await page.click("#search")
        day = page.locator(f'.days button[data-date="{tomorrow}"]')
        await day.wait_for()
        # LIGHT: 2 x 80 + 7 once; CLASSIC 2 x 100 + 7
        assert "from $167" in await day.text_content()
        assert "for 2 adults, taxes and fees included" in await page.text_content("#days-note")
        flight = await page.text_content('article[aria-label="Flight TQ101"]')
        assert "$167.00" in flight and "for 2 adults, taxes and fees included" in flight
        await page.click("text=Choose TQ101")
        await page.wait_for_selector(".family")
        families = await page.locator(".family").all_text_contents()
        assert "$167.00" in families[0] and "Total for 2 adults" in families[0]
        assert "$207.00" in families[1] and "Total for 2 adults" in families[1]
        await page.click("text=Choose Classic")
        await _passengers(page, "ASEL", "AIBEK", last="TOKTOGULOV")
        assert await page.text_content("#quote-total") == "$207.00"
    assert world.flight is not None


_WIDTH = "document.documentElement.scrollWidth"

# where the words of a label that wraps its input start, against the input's box
_BESIDE = """(label) => {
  const input = label.querySelector("input");
  const words = document.createRange();
  words.setStartAfter(input);
  words.setEndAfter(label.lastChild);
  const box = input.getBoundingClientRect();
  const text = words.getBoundingClientRect();
  return {
    gap: text.left - box.right,
    overlap: Math.min(box.bottom, text.bottom) - Math.max(box.top, text.top),
    width: box.width,
  };
}"""

_FITS = """(button) => {
  const box = button.getBoundingClientRect();
  return [...button.querySelectorAll("span")].every((span) => {
    const inner = span.getBoundingClientRect();
    return inner.left >= box.left && inner.right <= box.right
      && span.scrollWidth <= span.clientWidth + 1;
  }) && button.scrollWidth <= button.clientWidth;
}"""

_SWATCH = """(swatch) => {
  const box = swatch.getBoundingClientRect();
  const style = getComputedStyle(swatch);
  return {
    tag: swatch.tagName, role: swatch.getAttribute("role"), width: box.width, height: box.height,
    top: parseFloat(style.borderTopLeftRadius), bottom: parseFloat(style.borderBottomLeftRadius),
  };
}"""


async def _no_overflow(page, where: str) -> None:
    assert await page.evaluate(_WIDTH) <= PHONE["width"], where


async def _beside(page, label) -> None:
    found = await label.evaluate(_BESIDE)
    assert 0 <= found["gap"] <= 16 and found["overlap"] > 0 and found["width"] <= 32, found


async def test_at_390_px_nothing_overflows_and_inputs_sit_by_their_labels(
    app, db, client, admin_headers, signer
):
    await seat_zones(db)
    people = [
        passenger(first_name="ASEL", document_number="AC1000001"),
        passenger(first_name="AIBEK", document_number="AC1000002"),
    ]
    paid = await _paid(client, app, db, people=people)
    booking, flight = paid["booking"], paid["flight"]
    await run_due(client, admin_headers)  # the confirmation e-mail with its long link
    tomorrow = (today() + timedelta(days=1)).isoformat()
    await clock_at(client, admin_headers, flight.scheduled_departure - timedelta(hours=2))
    token = signer.magic_link_token(uuid.UUID(booking["id"]))
    async with site(app, db, viewport=PHONE) as s:
        page = s.page
        await page.select_option("#origin", "FRU")
        await page.select_option("#destination", "OSS")
        await page.fill("#date", tomorrow)
        await page.fill("#adults", "2")
        await page.click("#search")
        await page.wait_for_selector("text=Choose TQ101")
        await _no_overflow(page, "search")
        for button in await page.locator(".days button").all():
            assert await button.evaluate(_FITS), await button.text_content()

        await page.click("text=Choose TQ101")
        await page.wait_for_selector(".family")
        await _no_overflow(page, "fares")
        await page.click("text=Choose Classic")
        await _no_overflow(page, "passengers")
        await _passengers(page, "ASEL", "AIBEK", last="TOKTOGULOV")
        await _no_overflow(page, "price")
        await page.click("#to-seats")
        await page.wait_for_selector("button.seat")
        await _no_overflow(page, "seats")
        # the passenger picker: each radio button beside its name
        labels = page.locator("label.choice:has(input[type=radio])")
        assert await labels.count() == 2
        for label in await labels.all():
            await _beside(page, label)
        # the legend's swatches: small seats, not boxes to tick
        swatches = page.locator(".legend .swatch")
        assert await swatches.count() >= 1
        for swatch in await swatches.all():
            found = await swatch.evaluate(_SWATCH)
            assert found["tag"] != "INPUT" and found["role"] != "checkbox", found
            assert found["width"] >= 1.2 * found["height"] and found["top"] > found["bottom"], found

        # the sandbox inbox with a magic link's long address
        await page.click("#nav-inbox")
        await page.fill("#inbox-email", "asel@example.com")
        await page.click("#read-inbox")
        await page.wait_for_selector(".open-trip")
        await _no_overflow(page, "inbox")

        # the trip and the dangerous-goods declaration, its checkbox beside its words
        await page.goto(f"{s.shop}/trip/{booking['id']}?access_token={token}")
        await page.wait_for_selector("button.checkin")
        await _no_overflow(page, "trip")
        await page.click("button.checkin >> nth=0")
        await page.wait_for_selector("#no-dangerous-goods")
        await _beside(page, page.locator("label.choice:has(#no-dangerous-goods)"))
        await _no_overflow(page, "check-in")
