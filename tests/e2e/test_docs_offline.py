"""The reference page renders in a real browser (Chromium) that may reach no host but the
service: every other request is aborted and recorded, and none may be made."""

from tests.e2e.browser import browser
from tests.live import serving

SEARCH = ".opblock-summary-path[data-path='/api/v1/schedules/flights/search']"


async def test_the_docs_render_every_operation_with_no_other_host(app):
    async with serving(app) as (api,), browser() as chromium:
        page = await chromium.new_page()
        elsewhere: list[str] = []

        async def only_the_service(route):
            if route.request.url.startswith(api + "/"):
                await route.continue_()
            else:
                elsewhere.append(route.request.url)
                await route.abort()

        await page.route("**/*", only_the_service)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))

        await page.goto(api + "/")  # the home page leads to the docs
        await page.click("#docs")
        await page.locator(SEARCH).wait_for(timeout=20_000)
        assert page.url == api + "/docs"
        # one block per operation under each of its tags
        blocks = sum(
            len(operation.get("tags") or ["default"])
            for item in app.openapi()["paths"].values()
            for method, operation in item.items()
            if method in {"get", "put", "post", "delete", "patch"}
        )
        assert await page.locator(".opblock").count() == blocks
        assert elsewhere == []
        assert errors == []
