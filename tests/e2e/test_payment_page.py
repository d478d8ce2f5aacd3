"""The sandbox provider's hosted payment page in a real browser (Chromium): the traveller
pays with a test card, is declined (and tries another card on the same payment), passes or
fails 3-D Secure, or cancels. Each time a payment ends the
provider's signed notification settles the payment first, and only then is the browser
sent back to the shop's ``return_url`` (or ``cancel_url``) with ``status``,
``booking_id`` and, on failure, ``reason`` (spec 01 §4.9)."""

from urllib.parse import urlsplit

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

from tests.bookings.helpers import booked
from tests.e2e.browser import browser
from tests.factories import create_api_key
from tests.live import serving
from tests.pricing.world import build_world


class Shop:
    """The client's site the page returns to: it records what the browser brought back
    and the booking as the API showed it at that moment."""

    def __init__(self) -> None:
        self.api = ""
        self.headers: dict[str, str] = {}
        self.returns: list[dict] = []

    def app(self) -> Starlette:
        async def back(request: Request):
            query = dict(request.query_params)
            async with httpx.AsyncClient() as client:
                booking = (
                    await client.get(
                        f"{self.api}/api/v1/bookings/{query['booking_id']}", headers=self.headers
                    )
                ).json()
            self.returns.append(
                {
                    "path": request.url.path,
                    "query": query,
                    "status": booking["status"],
                    "payment_status": booking["payment_status"],
                }
            )
            return HTMLResponse("<!doctype html><title>Back at the shop</title><p>thanks</p>")

        return Starlette(routes=[Route("/return", back), Route("/cancelled", back)])


async def _open_page(page, client, key, booking, api: str, shop: str):
    started = await client.post(
        f"/api/v1/bookings/{booking['id']}/initiate-payment",
        json={"return_url": f"{shop}/return", "cancel_url": f"{shop}/cancelled"},
        headers=key.headers,
    )
    assert started.status_code == 200, started.text
    # the deployment's public base URL is the live server's here
    url = urlsplit(started.json()["payment_url"])
    await page.goto(f"{api}{url.path}?{url.query}")
    assert await page.text_content("#reference") == booking["booking_reference"]
    assert booking["currency"] in await page.text_content("#amount")


async def _pay(page, card: str):
    await page.fill("#card_number", card)
    await page.fill("#expiry", "12/30")
    await page.fill("#cvc", "123")
    await page.click("#pay")


async def test_the_hosted_page_settles_by_the_notification_before_returning(client, app, db):  # noqa: PLR0915
    world = await build_world(db)
    key = await create_api_key(db, client_type="consumer_app")
    shop = Shop()
    async with serving(app) as (api,), serving(shop.app()) as (shop_url,):
        shop.api, shop.headers = api, key.headers
        async with browser() as chromium:
            page = await chromium.new_page()

            paid = await booked(client, key, world)
            await _open_page(page, client, key, paid, api, shop_url)
            await _pay(page, "4242 4242 4242 4242")
            await page.wait_for_url(f"{shop_url}/return*")
            assert shop.returns[-1] == {
                "path": "/return",
                "query": {"status": "success", "booking_id": paid["id"]},
                "status": "confirmed",  # the notification came first
                "payment_status": "paid",
            }

            # a declined card leaves the payment open: the page asks for another card, and
            # the browser goes back only once a card was taken
            declined = await booked(client, key, world)
            await _open_page(page, client, key, declined, api, shop_url)
            returned = len(shop.returns)
            await _pay(page, "4000 0000 0000 0002")
            await page.wait_for_selector("#declined")
            assert "declined" in (await page.text_content("#declined")).lower()
            assert len(shop.returns) == returned
            read = await client.get(f"/api/v1/bookings/{declined['id']}", headers=key.headers)
            assert read.json()["status"] == "pending"
            [open_payment] = read.json()["payments"]
            assert (open_payment["status"], open_payment["failure_reason"]) == (
                "PENDING",
                "card_declined",
            )
            await _pay(page, "4242 4242 4242 4242")
            await page.wait_for_url(f"{shop_url}/return*")
            assert shop.returns[-1]["query"] == {"status": "success", "booking_id": declined["id"]}
            assert shop.returns[-1]["status"] == "confirmed"

            secure = await booked(client, key, world)
            await _open_page(page, client, key, secure, api, shop_url)
            await _pay(page, "4000 0027 6000 3184")
            await page.wait_for_selector("#authenticate")
            await page.click("#authenticate")
            await page.wait_for_url(f"{shop_url}/return*")
            assert shop.returns[-1]["query"]["status"] == "success"
            assert shop.returns[-1]["status"] == "confirmed"

            failed_3ds = await booked(client, key, world)
            await _open_page(page, client, key, failed_3ds, api, shop_url)
            await _pay(page, "4000002760003184")
            await page.click("#fail")
            await page.wait_for_url(f"{shop_url}/return*")
            assert shop.returns[-1]["query"]["reason"] == "authentication_failed"
            assert shop.returns[-1]["payment_status"] == "unpaid"

            cancelled = await booked(client, key, world)
            await _open_page(page, client, key, cancelled, api, shop_url)
            await page.click("#cancel")
            await page.wait_for_url(f"{shop_url}/cancelled*")
            assert shop.returns[-1]["query"] == {
                "status": "cancelled",
                "booking_id": cancelled["id"],
            }
            read = await client.get(f"/api/v1/bookings/{cancelled['id']}", headers=key.headers)
            assert read.json()["payments"][-1]["status"] == "CANCELLED"
            assert read.json()["status"] == "pending"  # the booking waits for another try

            # a settled payment's page says so instead of taking a card again
            await page.go_back()
            await page.reload()
            assert "cancelled" in (await page.text_content("body")).lower()
