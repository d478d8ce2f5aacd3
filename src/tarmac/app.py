"""``create_app``: the FastAPI application with its routers, middleware and error handlers."""

import asyncio
import functools
import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from fastapi.routing import iter_route_contexts
from sqlalchemy.ext.asyncio import AsyncEngine
from starlette.routing import BaseRoute
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from tarmac import __version__, health
from tarmac.accounts.router import router as accounts_router
from tarmac.admin import sandbox_clock
from tarmac.admin.apis import router as admin_apis_router
from tarmac.admin.bookings import router as admin_bookings_router
from tarmac.admin.catalog import router as admin_catalog_router
from tarmac.admin.content import router as admin_content_router
from tarmac.admin.fares import router as admin_fares_router
from tarmac.admin.messages import router as admin_messages_router
from tarmac.admin.money import router as admin_money_router
from tarmac.admin.passengers import router as admin_passengers_router
from tarmac.admin.pricing import router as admin_pricing_router
from tarmac.admin.push import router as admin_push_router
from tarmac.admin.router import router as admin_router
from tarmac.apis.router import router as apis_router
from tarmac.apis.router import sandbox_router as apis_sandbox_router
from tarmac.auth import origins
from tarmac.auth.tokens import TokenSigner
from tarmac.bookings.router import drafts_router as bookings_drafts_router
from tarmac.bookings.router import router as bookings_router
from tarmac.cache import generations
from tarmac.cache.listener import ChangeListener
from tarmac.cache.reads import Reads
from tarmac.catalog.router import router as catalog_router
from tarmac.checkin.router import router as checkin_router
from tarmac.config import Settings, get_settings
from tarmac.content.router import fares_public_router
from tarmac.content.router import router as content_router
from tarmac.core import docs_ui, handlers, logging, metrics, openapi
from tarmac.core.bcbp import KeyRing
from tarmac.core.cors import CorsMiddleware
from tarmac.core.middleware import RequestMiddleware
from tarmac.core.ratelimit import RateLimiter
from tarmac.core.slashes import BothSpellings, route_paths
from tarmac.core.versioning import deprecated_routes
from tarmac.corrections.router import router as corrections_router
from tarmac.db.engine import (
    CONNECTION_ERRORS,
    UNAVAILABLE_ERRORS,
    create_engine,
    database_url,
    is_unavailable,
    replica_url,
    session_factory,
)
from tarmac.db.group_commit import BatchInserter
from tarmac.db.replica import TIMEOUT_SECONDS, Replica
from tarmac.disruptions.router import admin_router as admin_disruptions_router
from tarmac.disruptions.router import router as disruptions_router
from tarmac.events import deprecations
from tarmac.exchanges.router import quote_router as exchange_quote_router
from tarmac.exchanges.router import router as exchanges_router
from tarmac.flightops.router import router as flightops_router
from tarmac.messaging.router import router as sandbox_inbox_router
from tarmac.ndc.router import router as ndc_router
from tarmac.partners.router import payments_router as partner_wallets_payments_router
from tarmac.partners.router import router as partners_router
from tarmac.payments.configured import provider_for
from tarmac.payments.notifications_router import router as payment_notifications_router
from tarmac.payments.page_router import router as pages_router
from tarmac.payments.router import booking_payments_router
from tarmac.payments.router import router as payments_router
from tarmac.pricing.router import router as pricing_router
from tarmac.search.router import router as search_router
from tarmac.settings import service as airline_settings
from tarmac.webapp import pages as webapp
from tarmac.webhooks.router import feed_router as events_feed_router
from tarmac.webhooks.router import router as webhooks_router

log = logging.get_logger("tarmac.app")
API_PREFIX = "/api/v1"
MAX_BODY_BYTES = 1024 * 1024

DESCRIPTION = """
The HTTP API of the airline. Served today: flight catalog and search, fares and quotes
(exchange and refund quotes included), public content and exchange rates, passenger
accounts, bookings (creation, seats, confirm with tickets, cancel, expiry, the e-ticket,
ticket exchange, passenger data correction), online check-in and boarding passes, payments
(agency wallets with commissions and pay-with-balance, card payments through the configured
provider, payments a client reports, refunds), and the airline's back office.

In sandbox mode a reference booking web app, on the demo publishable key, is served at `/app/`.

Coming, not served yet: what the project's roadmap lists.

Keyed requests send `X-API-Key`, `X-Client-Id` and `X-Client-Type`; a publishable key works
from a browser on the web origins it lists (CORS); staff routes a bearer token. Errors are
`{detail: ...}`; every response carries `x-request-id`.
"""
_STAFF = "Staff bearer token with the `admin` scope."
# OpenAPI tags, in the order /docs shows them
TAGS = {
    "catalog and search": "Airports, routes, flights, the flight calendar and flight search "
    "(spec 01 §4.3). Any API key.",
    "fares and quotes": "Quotes (a price held 300 seconds), exchange and refund quotes, fare "
    "rules, price lists, seat and SSR prices (spec 01 §4.4). Creating and reading a quote and "
    "a refund quote work without a key, limited per address; the audit log needs a staff token.",
    "bookings": "Bookings (spec 01 §4.5): create one from a quote (or flights and fares), "
    "read and list your client's bookings, confirm, cancel; the ancillary service "
    "categories. Any API key (publishable keys book for consumer apps only); confirm and "
    "cancel need a secret key.",
    "check-in": "Online and staff check-in (spec 01 §4.8): seat maps, check-in with a seat, "
    "the dangerous-goods declaration, completion, boarding passes (IATA BCBP, PDF with a "
    "PDF417 barcode), the gate scan, a flight's passengers and counts. The booking's magic "
    "link, or a staff token with the operation's check-in scope; the seat map also takes a "
    "consumer_app key.",
    "payments": "Payments (spec 01 §4.9): the payments of your bookings; pay a pending "
    "booking from the agency's wallet (`pay-with-balance`, agency secret key).",
    "exchange": "Ticket exchange (spec 01 §4.6): dates and flights to change to, a preview "
    "that locks the price for 900 seconds, and the execute that replaces the booking by a "
    "new one. Agency secret keys only.",
    "airline changes": "Changes the airline made to a booking's trip (a cancelled, diverted "
    "or retimed flight) and the owner's answer: accept, a full involuntary refund whatever "
    "the fare rules, or a free move to another flight of the route. The booking's secret key "
    "or its magic link.",
    "corrections": "Passenger data correction (spec 01 §4.7): what fixing names and travel "
    "documents costs, apply it (the fee from the agency's wallet or at a payment page), and "
    "every change applied. The booking's client's secret key.",
    "partners": "An agency's wallets and their ledger, commission rules and look-up, "
    "partnerships and sub-partners (spec 01 §4.10). Agency secret key, for its own partner.",
    "passenger accounts": "Registration, login, token refresh and logout, the passenger's "
    "profile, phone sign-in and devices (spec 01 §4.1). Any API key; the profile, logout and "
    "devices also the passenger's bearer token.",
    "public content": "The airline's profile, pages, banners, info blocks, destination ads "
    "and app links. No credentials; 60 requests per minute per address.",
    "exchange rates": "Display exchange rates and conversion. No credentials; 60 requests "
    "per minute per address.",
    "webhooks": "Outgoing webhook subscriptions (spec 01 §4.11, spec 02 §6.1): subscribe a URL "
    "to event types, rotate its signing secret, ping it, read every delivery attempt and "
    "re-send a dead letter; the event types. Staff bearer token with the `webhooks:manage` "
    "or the `admin` scope.",
    "events": "The events feed: the events of your bookings, newest first, for a receiver "
    "that catches up (spec 02 §6.1). Secret key.",
    "operations": "Liveness and readiness, outside `/api/v1`.",
    "sandbox": "Sandbox only (404 in live mode): the e-mails sent to an address, for a "
    "traveller trying the demo to read the magic link mailed to them. Any API key.",
    "admin: bookings": "Back office: find any client's bookings, read one with its owner "
    f"and history, the corrections of its passengers. {_STAFF}",
    "admin: airline changes": "Back office: the changes the airline's disruptions made to a "
    f"booking's trip and their answers. {_STAFF}",
    "admin: partners": f"Back office: agencies and their sub-partners. {_STAFF}",
    "admin: wallets": "Back office: partner wallets (top-ups, adjustments, credit limits, "
    "ledgers, reconciliation), commission rules, the payments of a booking. "
    f"{_STAFF}",
    "admin: api keys": f"Back office: issue, list and revoke API keys. {_STAFF}",
    "admin: passengers": "Back office: find passenger accounts by e-mail or phone, read one, "
    f"deactivate or reactivate it. {_STAFF}",
    "admin: settings": f"Back office: the airline's settings. {_STAFF}",
    "admin: test clock": "Sandbox only: move the service's time forward and run the work it "
    f"makes due. {_STAFF}",
    "admin: content": "Back office: the airline's profile, pages, banners, info blocks, ads, "
    f"app links and exchange rates. {_STAFF}",
    "admin: catalog": f"Back office: airports, routes, aircraft, flights, schedules. {_STAFF}",
    "admin: flight operations": "Back office: delay, gate, cancel, divert, boarding, "
    "departed and arrived, each with its events, and a flight's history of operations. Staff "
    "bearer token with the `flights:operate` or the `admin` scope.",
    "apis passenger lists": "APIS (issue 36): the UN/EDIFACT PAXLST of an international "
    "flight, made at the configured time before departure or on demand, kept with the flight "
    "and delivered to the border authority configured for its country, with retries. A "
    "staff token with the `apis:manage` or the `admin` scope reads and makes a flight's lists; "
    "the destinations are the back office's (`admin`); the sandbox's receiver takes none.",
    "NDC 21.3": "IATA NDC 21.3 (issue 37): the messages travel agencies and aggregators send "
    "to shop, order, change and cancel, as XML under `/ndc/21.3/`, each request checked against "
    "IATA's schema, answered by the same sales services as the JSON API. An agency's secret key. "
    "Every error is the message's response holding an `Error` element (`Code`: docs/errors.md). "
    "docs/guides/ndc.md shows each message.",
    "admin: fares": "Back office: fare families, rules, plans and prices, and the places of "
    f"each booking class. {_STAFF}",
    "admin: messages": f"Back office: the e-mails and SMS sent. {_STAFF}",
    "admin: push": "Back office: the push notifications sent to a device (spec 02 §6.2), "
    f"per push token. {_STAFF}",
    "admin: pricing": "Back office: taxes, promo codes, partnerships, SSR catalog and rules, "
    f"seat zone prices, pricing settings. {_STAFF}",
}
SERVERS = [{"url": "/", "description": "The deployment serving this document"}]
CONTACT = {"name": "Tarmac API support", "email": "api-support@tarmac.example"}


# The cyclic collector in a serving process (docs/decisions/performance.md, "The collector's
# pauses"): its thresholds (Python's are 700, 10, 10), and when the process counts as warm.
# At a steady load the caches free about as many objects as they allocate, so a young
# collection comes after a burst and walks all the caches added since the last one: at 5,000
# rather than 20,000 they come four times as often and pause a quarter as long, for the same
# CPU (bench/gc_census.py; 700 ran several times per request, issue 12).
GC_THRESHOLDS = (5_000, 50, 100)
WARM_REFERENCE_ENTRIES = 1024  # in the reference cache: the warm-up's second freeze then
WARM_CHECK_SECONDS = 5.0


async def freeze_when_warm(reads: Reads) -> None:
    """Freezes, once, what the process's warm-up built to keep, when the reference cache
    first holds ``WARM_REFERENCE_ENTRIES`` entries: one full collection, then
    ``gc.freeze()``. Compiled and prepared statements, validators and the like then leave
    the collector's generations and every later collection walks less; the cached values
    frozen with them are freed by reference counting when they expire (they hold no
    cycles: ``cache.values``)."""
    while True:  # polled: the cache's size is all it takes, and nothing waits on it
        await asyncio.sleep(WARM_CHECK_SECONDS)
        if len(reads.reference) >= WARM_REFERENCE_ENTRIES:
            break
    gc.collect()
    gc.freeze()
    log.info("collector_frozen_when_warm", frozen=gc.get_freeze_count())


async def announce_deprecations(app: FastAPI) -> int:
    """``api.deprecated`` for each route this release marks deprecated, once for the
    deployment, when the airline switched the event on (``events.deprecations``); run as
    the process starts."""
    found = deprecated_routes(app.routes)
    if not found:
        return 0
    async with app.state.sessionmaker() as session:
        enabled = (await airline_settings.get(session)).api_deprecated_events
        count = await deprecations.announce(session, found, enabled=enabled)
        await session.commit()
    return count


# Routes are matched in order, router by router: the hot paths (search, quotes) first.
ROUTERS: tuple[APIRouter, ...] = (
    search_router,
    pricing_router,
    exchange_quote_router,  # POST /fares/quote/exchange: it names a booking
    bookings_drafts_router,  # before bookings_router: /bookings/drafts/ is no booking id
    bookings_router,
    booking_payments_router,
    exchanges_router,
    disruptions_router,
    corrections_router,
    catalog_router,
    checkin_router,
    health.router,
    content_router,
    fares_public_router,
    accounts_router,
    partners_router,
    partner_wallets_payments_router,  # before payments_router: /payments/partners/...
    payments_router,
    payment_notifications_router,
    webhooks_router,
    events_feed_router,
    sandbox_inbox_router,
    apis_sandbox_router,
    admin_router,
    admin_bookings_router,
    admin_disruptions_router,
    admin_content_router,
    admin_catalog_router,
    flightops_router,
    apis_router,
    admin_apis_router,
    admin_fares_router,
    admin_messages_router,
    admin_money_router,
    admin_passengers_router,
    admin_pricing_router,
    admin_push_router,
    ndc_router,  # /ndc/21.3/<Message>: IATA's messages, at the root like the pages
    pages_router,
)
AT_ROOT = (health.router, ndc_router, pages_router)


@functools.cache
def api_routes() -> tuple[BaseRoute, ...]:
    """The API's routers included under their prefixes, once per process, for every app
    it builds. FastAPI builds an included route's handler lazily, per inclusion, and the
    first request an inclusion sees builds every route of the routers matched before its
    own (about 14 ms each): included anew into each app, a new app's first request to a
    late route paid for hundreds, and so did every test. Included once, each route is
    built once per process (``warm_routes`` builds them all at start-up); the inclusions
    name no app (no app here overrides dependencies, the one thing they would carry)."""
    holder = APIRouter(generate_unique_id_function=openapi.operation_id)
    for router in ROUTERS:
        assert not router.on_startup and not router.on_shutdown, "events of an included router"
        holder.include_router(router, prefix="" if router in AT_ROOT else API_PREFIX)
    return tuple(holder.routes)


def warm_routes(app: FastAPI) -> int:
    """Build every included route now (FastAPI's listing of the routes builds each one it
    has not built yet), so that no request waits for it; the number of routes."""
    return sum(1 for _ in iter_route_contexts(app.routes))


def _replica(settings: Settings, primary: AsyncEngine) -> Replica | None:
    """The read replica's engine and probe, when one is configured; what it remembers is
    checked against the availability sequence (``cache.reads``)."""
    url = replica_url(settings)
    if url is None:
        return None
    return Replica(
        primary,
        create_engine(url, settings.database_pool_size, timeout_seconds=TIMEOUT_SECONDS),
        max_lag_seconds=settings.database_replica_max_lag_seconds,
        probe_seconds=settings.database_replica_probe_seconds,
        mark=lambda: generations.availability.sequence,
    )


@asynccontextmanager
async def _probing(replica: Replica | None) -> AsyncIterator[None]:
    """The replica's probe runs while the app serves; its engine is closed after."""
    if replica is None:
        yield
        return
    replica.start()
    try:
        yield
    finally:
        await replica.stop()
        await replica.engine.dispose()


def create_app(  # noqa: PLR0915
    settings: Settings | None = None, *, db_url: str | None = None, run_worker: bool = False
) -> FastAPI:
    settings = settings or get_settings()
    logging.configure(settings.log_level, settings.log_json)
    metrics.time_collector_pauses()
    engine = create_engine(db_url or database_url(settings), settings.database_pool_size)
    sessionmaker = session_factory(engine)
    replica = _replica(settings, engine)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        stop = asyncio.Event()
        # The routes first (seconds on a slow host), so that a process whose LISTEN shows in
        # pg_stat_activity is about to serve: tests/bookings/test_processes.py waits for each
        # API process that way.
        warm_routes(app)
        listener = ChangeListener(engine.url.render_as_string(hide_password=False))
        listener.start()
        clock_listener = None
        if settings.is_sandbox:
            clock_listener = sandbox_clock.ClockListener(
                engine.url.render_as_string(hide_password=False)
            )
            await clock_listener.start()
        try:
            await announce_deprecations(app)
        except CONNECTION_ERRORS:
            log.warning("api_deprecated_not_announced", reason="database unavailable")
        # What exists now (modules, routes, schemas) lives as long as the process: out of
        # the collector's generations, every collection has less to walk.
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)
        warm = asyncio.create_task(freeze_when_warm(app.state.reads))
        worker_task = None
        if run_worker:
            from tarmac.worker import Worker, load_tasks

            load_tasks()
            worker_task = asyncio.create_task(
                Worker(sessionmaker, settings, name="serve").run(stop)
            )
        async with _probing(replica):
            yield
        warm.cancel()
        stop.set()
        if worker_task is not None:
            await worker_task
        await listener.stop()
        if clock_listener is not None:
            await clock_listener.stop()
        await engine.dispose()

    app = FastAPI(
        title="Tarmac API",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,  # docs_ui serves /docs with its assets; no /redoc
        redoc_url=None,
        # Metrics are Prometheus (/metrics) and logs structlog; OpenTelemetry is not set up.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    openapi.install(app, tags=TAGS, servers=SERVERS, contact=CONTACT)
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessionmaker = sessionmaker
    app.state.replica = replica
    app.state.reads = Reads(
        engine,
        sessionmaker,
        search_segments_bytes=int(settings.search_segments_mb * 2**20),
        replica=replica,
    )
    app.state.inserter = BatchInserter(engine)
    app.state.rate_limiter = RateLimiter(
        settings.rate_limit_storage, multiplier=settings.rate_limit_multiplier
    )
    app.state.token_signer = TokenSigner(settings.resolved_token_secret())
    # the keys that sign boarding passes (configured files, or the sandbox's generated one)
    app.state.boarding_pass_keys = KeyRing.from_pems(settings.resolved_boarding_pass_keys())
    app.state.payment_provider = provider_for(settings)

    async def run_due_work() -> int:
        """Sandbox: run at once what the test clock made due (``Worker.run_due``)."""
        from tarmac.worker import Worker, load_tasks

        return await Worker(sessionmaker, settings, load_tasks(), name="test-clock").run_due()

    app.state.run_due_work = run_due_work

    app.add_middleware(
        RequestMiddleware,
        max_body_bytes=MAX_BODY_BYTES,
        path_templates=lambda: app.openapi()["paths"],
        on_response=app.state.rate_limiter.settle,
    )
    # Around the request middleware: its own answers (413, 422, 500) carry CORS headers too,
    # and a browser shows the error instead of a CORS failure.
    app.add_middleware(CorsMiddleware, allowed=origins.checker(app.state.reads, settings.key_mode))
    # Around both: rate limits, idempotency and CORS see the route's own spelling of a path.
    app.add_middleware(
        BothSpellings,
        paths=lambda: route_paths(app.routes),
        prefix="/api/",
    )
    if settings.trusted_proxies.strip():
        # outermost, so that everything inside sees the client the proxy names
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.trusted_proxies)
    handlers.install(app, UNAVAILABLE_ERRORS, is_unavailable)
    app.router.routes.extend(api_routes())
    webapp.install(app, settings)
    # last: matched after every API route
    docs_ui.install(app, home=webapp.home if settings.is_sandbox else None)
    return app
