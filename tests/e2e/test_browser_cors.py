"""A web page on another origin calls the API with a publishable key in a real browser
(Chromium): from an origin the key allows, the preflight and the request succeed and the
page reads the exposed headers; from any other origin the browser refuses the call."""

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

from tests.e2e.browser import browser
from tests.factories import create_api_key
from tests.live import serving

PAGE = "<!doctype html><html><head><title>A travel shop</title></head><body>shop</body></html>"

# What a web app does: a keyed GET (its custom headers make the browser send a preflight)
# and a JSON POST, reading the status, body and headers it is allowed to read.
CALL = """
async ({url, method, headers, body}) => {
  try {
    const response = await fetch(url, {method, headers, body});
    return {
      status: response.status,
      body: await response.json(),
      requestId: response.headers.get("x-request-id"),
      limit: response.headers.get("x-ratelimit-limit"),
    };
  } catch (error) {
    return {error: String(error)};
  }
}
"""


def _shop() -> Starlette:
    async def page(_request):
        return HTMLResponse(PAGE)

    return Starlette(routes=[Route("/", page)])


async def test_a_page_calls_the_api_from_an_allowed_origin_only(app, db):
    async with serving(_shop(), ports=2) as (allowed, unlisted), serving(app) as (api,):
        key = await create_api_key(
            db, key_type="publishable", client_type="consumer_app", allowed_origins=[allowed]
        )
        async with browser() as chromium:
            page = await chromium.new_page()
            console: list[str] = []
            page.on("console", lambda message: console.append(message.text))

            await page.goto(allowed + "/")
            got = await page.evaluate(
                CALL,
                {
                    "url": f"{api}/api/v1/schedules/airports",
                    "method": "GET",
                    "headers": key.headers,
                },
            )
            assert got.get("status") == 200, (got, console)
            assert got["body"] == {"data": [], "count": 0}
            assert got["requestId"]  # exposed to the page
            assert got["limit"] == "120"  # the publishable key's limit, exposed

            search = await page.evaluate(
                CALL,
                {
                    "url": f"{api}/api/v1/schedules/flights/search",
                    "method": "POST",
                    "headers": key.headers | {"Content-Type": "application/json"},
                    "body": '{"origin": "FRU", "destination": "OSS"}',
                },
            )
            assert search.get("status") == 422, (search, console)  # the API's answer, readable
            assert search["body"]["detail"]

            wrong = await page.evaluate(
                CALL,
                {
                    "url": f"{api}/api/v1/schedules/airports",
                    "method": "GET",
                    "headers": key.headers | {"X-Client-Id": "someone-else"},
                },
            )
            assert wrong.get("status") == 401, (wrong, console)
            assert wrong["body"] == {
                "detail": "X-Client-Id does not match the API key",
                "code": "invalid_credentials",
            }

            await page.goto(unlisted + "/")
            refused = await page.evaluate(
                CALL,
                {
                    "url": f"{api}/api/v1/schedules/airports",
                    "method": "GET",
                    "headers": key.headers,
                },
            )
            assert "error" in refused, refused
            assert "Failed to fetch" in refused["error"]
            assert any("CORS policy" in line for line in console), console
