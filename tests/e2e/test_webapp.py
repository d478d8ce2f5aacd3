"""The reference booking web app (``tarmac.webapp``) in a real browser (Chromium): its files
are served from a shop's origin, an allowed origin of the publishable key the test issues,
and the app calls the live API from there (CORS and the origin allowlist). A traveller
searches, books, pays on the sandbox page (declined, then another card), downloads the
e-ticket, finds the trip by the magic link from the sandbox inbox, checks in and downloads
the boarding pass; the error paths show their words; a refundable fare is cancelled and
refunded; a flight the airline cancels is answered in the app."""

import io
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from pypdf import PdfReader
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route

from tarmac.auth.tokens import TokenSigner
from tarmac.core import clock
from tarmac.payments.models import Payment
from tarmac.webapp.pages import AppFiles
from tests.bookings.helpers import BOOKINGS, advance_clock, book, passenger, quote
from tests.catalog.factories import create_flight, create_inventory
from tests.checkin.helpers import clock_at, seat_zones
from tests.conftest import TOKEN_SECRET
from tests.disruptions.helpers import operated, run_due
from tests.e2e.browser import browser
from tests.factories import IssuedKey, create_api_key
from tests.live import serving
from tests.payments.helpers import initiate, notify
from tests.pricing.world import build_world, today


@dataclass
class Site:
    api: str
    shop: str
    page: object
    errors: list[str]


def _shop(api: str, headers: dict[str, str]) -> Starlette:
    """The app's own files, with a config.json naming the live API and the test's key."""

    async def config(_request):
        return JSONResponse(
            {
                "api_base": api,
                "key": headers["X-API-Key"],
                "client_id": headers["X-Client-Id"],
                "client_type": headers["X-Client-Type"],
                "currency": "USD",
            }
        )

    return Starlette(
        routes=[
            Route("/config.json", config),
            Mount("/", AppFiles()),
        ]
    )


class _Late:
    """An ASGI app bound once the server's address is known (the shop needs it)."""

    app = None

    async def __call__(self, scope, receive, send):
        await self.app(scope, receive, send)


# The shop's client: the page's publishable key and the one a test books with, so that the
# sandbox inbox shows the page the e-mails of those bookings (issue 33: a key reads only its
# own client's bookings' e-mails)
SHOP_CLIENT = "e2e-shop"
SHOP_ORIGIN = "http://e2e-shop.test"


@dataclass(frozen=True)
class ShopKey:
    """A publishable key of the shop's client, sent as its page sends it (with its Origin)."""

    key: IssuedKey

    @property
    def headers(self) -> dict[str, str]:
        return {**self.key.headers, "Origin": SHOP_ORIGIN}


async def paid_by_shop(client, app, db, shop: ShopKey, booking: dict) -> dict:
    """``booking`` paid by card as the shop's page pays it (the sandbox provider's
    notification), read back with its magic link (a publishable key reads no booking)."""
    started = await initiate(client, shop, booking)
    assert started.status_code == 200, started.text
    payment = await db.get(Payment, started.json()["payment_id"])
    settled = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)
    assert settled.status_code == 200, settled.text
    return await read_by_link(client, booking["id"])


async def read_by_link(client, booking_id: str) -> dict:
    """The booking as its traveller reads it, with its magic link."""
    token = TokenSigner(TOKEN_SECRET).magic_link_token(uuid.UUID(booking_id))
    read = await client.get(f"{BOOKINGS}/{booking_id}/public", params={"access_token": token})
    assert read.status_code == 200, read.text
    return read.json()


async def shop_key(db) -> ShopKey:
    """A key to book as the shop's page books, quicker than through its screens."""
    return ShopKey(
        await create_api_key(
            db,
            key_type="publishable",
            client_type="consumer_app",
            client_id=SHOP_CLIENT,
            allowed_origins=[SHOP_ORIGIN],
        )
    )


@asynccontextmanager
async def site(app, db, **page_options) -> AsyncIterator[Site]:
    """The shop's page in Chromium; ``page_options`` for ``new_page`` (viewport, time zone)."""
    shop = _Late()
    async with serving(app) as (api,), serving(shop) as (shop_url,):
        # the payment page's links name the live server, as TARMAC_PUBLIC_BASE_URL would
        app.state.settings = app.state.settings.model_copy(update={"public_base_url": api})
        key = await create_api_key(
            db,
            key_type="publishable",
            client_type="consumer_app",
            client_id=SHOP_CLIENT,
            allowed_origins=[shop_url],
        )
        shop.app = _shop(api, key.headers)
        async with browser() as chromium:
            page = await chromium.new_page(**page_options)
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            await page.goto(shop_url + "/")
            await page.wait_for_selector("body[data-ready]")
            yield Site(api, shop_url, page, errors)
            assert errors == []


async def _search_and_choose(page, day: str, family: str) -> None:
    await page.click("#nav-book")
    await page.select_option("#origin", "FRU")
    await page.select_option("#destination", "OSS")
    await page.fill("#date", day)
    await page.click("#search")
    await page.click("text=Choose TQ101")
    await page.click(f"text=Choose {family}")


async def _passengers(
    page, *firsts: str, last: str = "TOKTOGULOVA", email: str = "asel@example.com"
) -> None:
    """The passengers' form filled (one adult ASEL by default) and the price asked for."""
    for i, first in enumerate(firsts or ("ASEL",)):
        person = passenger()
        await page.fill(f"#p{i}-first", first)
        await page.fill(f"#p{i}-last", last)
        await page.fill(f"#p{i}-born", person["date_of_birth"])
        await page.fill(f"#p{i}-document", f"AC765432{i + 1}")
        await page.fill(f"#p{i}-expiry", person["document_expiry"])
    await page.fill("#email", email)
    await page.click("#get-quote")
    await page.wait_for_selector("#quote-total")


async def _find_trip(page, client, admin_headers, reference: str) -> None:
    """Find-my-trip on the page: the link is e-mailed (the worker's round), read in the
    sandbox inbox and opened."""
    await page.click("#nav-trip")
    await page.fill("#pnr", reference)
    await page.fill("#lookup-email", "asel@example.com")
    await page.click("#find")
    await page.wait_for_selector("#lookup-sent")
    await run_due(client, admin_headers)
    await page.click("#open-inbox")
    await page.click(".open-trip >> nth=0")
    await page.wait_for_selector(f"text=Your trip {reference}")


async def _alert(page) -> str:
    await page.wait_for_selector("#alert:not([hidden])")
    return await page.text_content("#alert")


async def _download(page, button: str) -> bytes:
    async with page.expect_download() as info:
        await page.click(button)
    download = await info.value
    with open(await download.path(), "rb") as file:
        return file.read()


async def _open_trip_from_inbox(page, email: str) -> None:
    await page.click("#nav-inbox")
    await page.fill("#inbox-email", email)
    await page.click("#read-inbox")
    await page.click(".open-trip >> nth=0")
    await page.wait_for_selector("text=Your trip")


def _within_a_day() -> time:
    """A departure time tomorrow (Bishkek) at most 24.5 h from now, so the trip link
    (valid 24 h) still opens the trip two hours before departure at any hour of the day:
    at 09:00 the link had expired when the test ran after 18:00 UTC."""
    moment = clock.now().astimezone(clock.BISHKEK)
    latest = datetime.combine(moment.date() + timedelta(days=1), time(23, 30), clock.BISHKEK)
    return (
        min(moment + timedelta(hours=24, minutes=30), latest)
        .time()
        .replace(second=0, microsecond=0)
    )


async def test_a_traveller_books_pays_finds_the_trip_and_checks_in_from_another_origin(  # noqa: PLR0915
    app, db, client, admin_headers
):
    world = await build_world(db, outbound_days=1, outbound_departure=_within_a_day())
    await seat_zones(db)
    tomorrow = (today() + timedelta(days=1)).isoformat()
    async with site(app, db) as s:
        page = s.page
        await page.select_option("#origin", "FRU")
        await page.select_option("#destination", "OSS")
        await page.fill("#date", tomorrow)
        await page.click("#search")
        # the calendar: the lowest price of each day (LIGHT, 80), days without flights shown
        low = page.locator(f'.days button[data-date="{tomorrow}"]')
        await low.wait_for()
        assert "from $80" in await low.text_content()
        assert await page.locator(".days button:disabled").count() == 6
        await page.click("text=Choose TQ101")

        # fare families side by side, the cheapest marked
        await page.wait_for_selector(".family")
        families = await page.locator(".family").all_text_contents()
        assert "Light" in families[0] and "$80.00" in families[0] and "Best price" in families[0]
        assert "Classic" in families[1] and "$100.00" in families[1]
        assert "Refundable" in families[1] and "Not refundable" in families[0]
        await page.click("text=Choose Classic")

        await _passengers(page)
        assert await page.text_content("#quote-total") == "$100.00"
        await page.click("#to-seats")
        # an extra-legroom seat: its zone's price is shown and added to the booking
        seat = page.locator("button.seat.XL:not([disabled])").first
        label = await seat.get_attribute("aria-label")
        assert "Extra legroom: $25.00" in label
        number = await seat.get_attribute("data-seat")
        await seat.click()
        await page.click("#book")
        await page.wait_for_selector("#reference")
        reference = await page.text_content("#reference")
        assert await page.text_content("#total") == "$125.00"

        # the sandbox payment page: a declined card, then another, then back to the app
        await page.click("#pay")
        await page.wait_for_url(f"{s.api}/pay/**")
        assert await page.text_content("#reference") == reference
        for card in ("4000 0000 0000 0002", "4242 4242 4242 4242"):
            await page.fill("#card_number", card)
            await page.fill("#expiry", "12/30")
            await page.fill("#cvc", "123")
            await page.click("#pay")
            if card.startswith("4000"):
                await page.wait_for_selector("#declined")
        await page.wait_for_url(f"{s.shop}/**")
        await page.wait_for_selector("text=Booking confirmed")
        assert await page.text_content("#reference") == reference
        assert "confirmed (paid)" in await page.text_content("#booking-status")

        eticket = await _download(page, "#eticket")
        text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(eticket)).pages)
        assert reference in text and "TOKTOGULOVA" in text

        # find-my-trip: the link is e-mailed (the worker's round), read in the sandbox inbox
        await _find_trip(page, client, admin_headers, reference)

        # online check-in two hours before departure, and the boarding pass
        await clock_at(client, admin_headers, world.flight.scheduled_departure - timedelta(hours=2))
        await page.click("button.checkin")
        await page.check("#no-dangerous-goods")
        await page.click("#complete-checkin")
        await page.wait_for_selector("#boarding-pass")
        assert await page.text_content("#pass-seat") == number
        boarding_pass = await _download(page, "#boarding-pass-pdf")
        assert boarding_pass.startswith(b"%PDF")


async def test_the_error_paths_show_words_a_traveller_understands(app, db, client, admin_headers):
    world = await build_world(db, outbound_days=3)
    await seat_zones(db)
    secret = await create_api_key(db, client_type="consumer_app")
    day = (today() + timedelta(days=3)).isoformat()
    async with site(app, db) as s:
        page = s.page
        # sold out between search and booking: another shop sells the LIGHT fare's last places
        await _search_and_choose(page, day, "Light")
        await _passengers(page)
        await page.click("#to-seats")
        await page.wait_for_selector("#book")
        for count in (9, 1):
            quoted = await quote(
                client,
                secret.headers,
                world.flight.id,
                pax=[{"type": "adult", "count": count}],
                fare_class="Q",
            )
            sold = await book(client, secret.headers, quoted["quote_id"], [passenger()] * count)
            assert sold.status_code == 201, sold.text
        await page.click("#book")
        assert "the last seats at this fare have just been sold" in await _alert(page)
        await page.wait_for_selector("#other-fare")

        # seat taken between the seat map and the booking
        await page.click("#other-fare")
        await page.click("text=Choose Classic")
        await _passengers(page)
        await page.click("#to-seats")
        seat = page.locator("button.seat:not([disabled])").first
        number = await seat.get_attribute("data-seat")
        await seat.click()
        quoted = await quote(client, secret.headers, world.flight.id)
        taken = await book(
            client, secret.headers, quoted["quote_id"], [passenger(seat_number=number)]
        )
        assert taken.status_code == 201, taken.text
        await page.click("#book")
        assert "Someone has just taken a seat you chose" in await _alert(page)
        await page.click("#reload-seats")
        await page.wait_for_selector(f'.seat[data-seat="{number}"][disabled]')

        # a booking left unpaid past its 15 minutes expires
        await page.click("#book")  # without a seat now
        await page.wait_for_selector("#pay")
        await advance_clock(client, admin_headers, 16 * 60)
        await page.click("#pay")
        assert "Your booking has expired" in await _alert(page)


async def test_a_traveller_cancels_a_refundable_fare_and_answers_the_airlines_changes(
    app, db, client, admin_headers
):
    world = await build_world(db, outbound_days=5)
    later = await create_flight(
        db, world.route, world.aircraft, today() + timedelta(days=6), number="TQ103"
    )
    await create_inventory(db, later, "Y", seats=20)
    await db.commit()
    secret = await shop_key(db)

    async def paid(email: str) -> dict:
        """A CLASSIC booking paid by card (its confirmation e-mails the magic link)."""
        quoted = await quote(client, secret.headers, world.flight.id, fare_class="Y")
        made = await book(client, secret.headers, quoted["quote_id"], contact_email=email)
        assert made.status_code == 201, made.text
        booking = await paid_by_shop(client, app, db, secret, made.json())
        assert booking["status"] == "confirmed", booking
        return booking

    refundable = await paid("refund@example.com")
    moving = await paid("move@example.com")
    refunding = await paid("disrupted@example.com")
    await run_due(client, admin_headers)  # the confirmation e-mails and their links
    async with site(app, db) as s:
        page = s.page
        # CLASSIC is refundable less its cancellation fee (20 of 100)
        await _open_trip_from_inbox(page, "refund@example.com")
        await page.click("#cancel-booking")
        words = await page.text_content("#cancelled-words")
        assert "$80.00 will be refunded" in words
        read = await read_by_link(client, refundable["id"])
        assert read["status"] == "cancelled"

        # the airline cancels the flight: one traveller moves, another takes a full refund
        await operated(client, admin_headers, world.flight.id, "cancel", {"reason": "Storm"})
        await _open_trip_from_inbox(page, "move@example.com")
        assert "was cancelled by the airline (Storm)" in await page.text_content("#change-words")
        await page.click("#change-move")
        await page.click('.move-to[data-flight="TQ103"]')
        moved = await page.text_content("#change-done")
        assert "TQ103" in moved
        read = await read_by_link(client, moving["id"])
        assert read["status"] == "cancelled"  # replaced by the new booking

        await _open_trip_from_inbox(page, "disrupted@example.com")
        await page.click("#change-refund")
        assert "$100.00 is on its way back" in await page.text_content("#change-done")
        read = await read_by_link(client, refunding["id"])
        assert read["status"] == "cancelled"
