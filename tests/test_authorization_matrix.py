"""Who may call what (spec 01 §5, issue 21): every route of the app against every kind of
caller, each outcome written down in ``ROUTES`` below, one row per route. A route without
its row fails (the message gives the row to add, with what the route does now: check each
outcome against the spec before pasting it); a row whose route is gone fails too.

One app and one world serve every case of this module (the world is built once and
emptied at the end), so the whole matrix runs in seconds.
"""

import asyncio
import uuid
from dataclasses import dataclass

import httpx
import pytest
from fastapi.routing import iter_route_contexts
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tarmac.app import create_app
from tarmac.auth import keys
from tarmac.auth.tokens import TokenSigner
from tarmac.cache import generations
from tarmac.core import clock
from tarmac.tables import metadata
from tests.accounts.factories import register, with_token
from tests.bookings.helpers import booked
from tests.conftest import TOKEN_SECRET, client_for, make_settings
from tests.factories import create_api_key, create_partner
from tests.pricing.world import build_world

# The callers, in the order of each row's outcomes:
#   agency       a secret agency key (bound to a partner)
#   consumer     a secret consumer_app key (scopes booking:read, payments:confirm-external)
#   kiosk        a secret kiosk key
#   publishable  a publishable consumer_app key, the one every traveller of an app shares
#   passenger    that publishable key with a passenger's access token (Authorization: Bearer)
#   link         a magic link (access_token) of the booking in the path, no key
#   other_link   a magic link of another booking, no key
#   staff        a staff token without the admin scope
#   admin        a staff token with the admin scope
#   none         no credentials at all
CALLERS = (
    "agency",
    "consumer",
    "kiosk",
    "publishable",
    "passenger",
    "link",
    "other_link",
    "staff",
    "admin",
    "none",
)
# An outcome: "ok" lets the caller in (any answer but 401 and 403, never 5xx: a 404 for an
# unknown id or a 422 for the empty body this test sends still says the door is open);
# "401" (no or wrong credentials) or "403" (credentials that may not do this).
OK, UNAUTHENTICATED, FORBIDDEN = "ok", "401", "403"

# The usual doors, as rows of outcomes (column order: CALLERS). initiate-payment is
# CONSUMER_APP_KEY: a publishable key pays only what it booked itself (docs/decisions/auth.md).
#                           agency cons kiosk pub pax link other staff admin none
PUBLIC = "                  ok     ok   ok    ok  ok  ok   ok    ok    ok    ok"
ANY_KEY = "                 ok     ok   ok    ok  ok  401  401   401   401   401"
SECRET_KEY = "              ok     ok   ok    403 403 401  401   401   401   401"
AGENCY_KEY = "              ok     403  403   403 403 401  401   401   401   401"
CONSUMER_APP_KEY = "        403    ok   403   ok  ok  401  401   401   401   401"
PASSENGER = "               401    401  401   401 ok  401  401   401   401   401"
MAGIC_LINK = "              401    401  401   401 403 ok   403   403   403   401"
MAGIC_LINK_OR_PASSENGER = " 401    401  401   401 ok  ok   403   403   403   401"
SECRET_KEY_OR_MAGIC_LINK = "ok     ok   ok    403 403 ok   403   403   403   401"
STAFF = "                   401    401  401   401 403 401  401   ok    ok    401"
ADMIN = "                   401    401  401   401 403 401  401   403   ok    401"
KEY_OR_STAFF = "            ok     ok   ok    ok  ok  401  401   ok    ok    401"

# check-in (spec 01 §4.8): a magic link (the service answers 403 for a check-in or body of
# another booking: the matrix names no check-in, so other_link meets a 404 or 422 here) or
# staff with the operation's check-in scope (the matrix's plain staff token has none; admin
# covers every narrower staff scope, issue 33)
CHECKIN = "                 401    401  401   401 403 ok   ok    403   ok    401"
CHECKIN_STAFF = "           401    401  401   401 403 401  401   403   ok    401"

DOORS = {
    "PUBLIC": PUBLIC,
    "ANY_KEY": ANY_KEY,
    "SECRET_KEY": SECRET_KEY,
    "AGENCY_KEY": AGENCY_KEY,
    "PASSENGER": PASSENGER,
    "STAFF": STAFF,
    "ADMIN": ADMIN,
    "KEY_OR_STAFF": KEY_OR_STAFF,
    "CONSUMER_APP_KEY": CONSUMER_APP_KEY,
    "MAGIC_LINK": MAGIC_LINK,
    "MAGIC_LINK_OR_PASSENGER": MAGIC_LINK_OR_PASSENGER,
    "SECRET_KEY_OR_MAGIC_LINK": SECRET_KEY_OR_MAGIC_LINK,
    "CHECKIN": CHECKIN,
    "CHECKIN_STAFF": CHECKIN_STAFF,
}


@dataclass(frozen=True)
class Row:
    method: str
    path: str
    outcomes: tuple[str, ...]


def row(method: str, path: str, outcomes: str) -> Row:
    return Row(method, path, tuple(outcomes.split()))


ROUTES: list[Row] = [
    row("GET", "/openapi.json", PUBLIC),
    row("POST", "/api/v1/schedules/flights/search", ANY_KEY),
    row("POST", "/api/v1/schedules/flights/search-multi", ANY_KEY),
    row("POST", "/api/v1/fares/quote", PUBLIC),
    row("GET", "/api/v1/fares/quote/{quote_id}", PUBLIC),
    row("POST", "/api/v1/fares/quote/exchange", SECRET_KEY),
    row("POST", "/api/v1/fares/quote/refund", PUBLIC),
    row("GET", "/api/v1/fares/audit-log", STAFF),
    row("GET", "/api/v1/fares/rules/{fare_rule_id}", ANY_KEY),
    row("GET", "/api/v1/fares/prices/", ANY_KEY),
    row("GET", "/api/v1/fares/grouped-prices/", ANY_KEY),
    row("GET", "/api/v1/fares/seat-prices/for-booking", ANY_KEY),
    row("GET", "/api/v1/fares/ssr-services/", ANY_KEY),
    row("GET", "/api/v1/fares/ssr-availability/by-flight", ANY_KEY),
    row("POST", "/api/v1/bookings/drafts/", SECRET_KEY),
    row("GET", "/api/v1/bookings/drafts/", SECRET_KEY),
    row("GET", "/api/v1/bookings/drafts/{draft_id}", SECRET_KEY),
    row("DELETE", "/api/v1/bookings/drafts/{draft_id}", SECRET_KEY),
    row("POST", "/api/v1/bookings/", ANY_KEY),
    row("GET", "/api/v1/bookings/", SECRET_KEY),
    # a secret key needs booking:read (only the consumer's has it); a publishable key none
    row("GET", "/api/v1/bookings/services/categories", "403 ok 403 ok ok 401 401 401 401 401"),
    row("GET", "/api/v1/bookings/lookup-consumer", ANY_KEY),
    row("GET", "/api/v1/bookings/{booking_id}", SECRET_KEY),
    row("GET", "/api/v1/bookings/{booking_id}/eticket", SECRET_KEY_OR_MAGIC_LINK),
    row("POST", "/api/v1/bookings/{booking_id}/confirm", SECRET_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/cancel", SECRET_KEY),
    row("GET", "/api/v1/bookings/{booking_id}/public", MAGIC_LINK),
    row("POST", "/api/v1/bookings/{booking_id}/cancel-consumer", MAGIC_LINK_OR_PASSENGER),
    row("POST", "/api/v1/bookings/{booking_id}/resume-pending", MAGIC_LINK),
    row("POST", "/api/v1/bookings/{booking_id}/send-access-link", ANY_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/pay-with-balance", AGENCY_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/extras", AGENCY_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/initiate-payment", CONSUMER_APP_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/refund", SECRET_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/refund-consumer", MAGIC_LINK_OR_PASSENGER),
    row("GET", "/api/v1/bookings/{booking_id}/exchange/dates", AGENCY_KEY),
    row("GET", "/api/v1/bookings/{booking_id}/exchange/flights", AGENCY_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/exchange/preview", AGENCY_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/exchange/execute", AGENCY_KEY),
    row("GET", "/api/v1/bookings/{booking_id}/airline-changes", SECRET_KEY_OR_MAGIC_LINK),
    row(
        "GET",
        "/api/v1/bookings/{booking_id}/airline-changes/{change_id}/flights",
        SECRET_KEY_OR_MAGIC_LINK,
    ),
    row(
        "POST",
        "/api/v1/bookings/{booking_id}/airline-changes/{change_id}/accept",
        SECRET_KEY_OR_MAGIC_LINK,
    ),
    row(
        "POST",
        "/api/v1/bookings/{booking_id}/airline-changes/{change_id}/refund",
        SECRET_KEY_OR_MAGIC_LINK,
    ),
    row(
        "POST",
        "/api/v1/bookings/{booking_id}/airline-changes/{change_id}/move",
        SECRET_KEY_OR_MAGIC_LINK,
    ),
    row("GET", "/api/v1/admin/bookings/{booking_id}/airline-changes", ADMIN),
    # passenger data correction (issue 22): the booking's client by its secret key, as GET
    row("POST", "/api/v1/bookings/{booking_id}/correction/availability", SECRET_KEY),
    row("POST", "/api/v1/bookings/{booking_id}/correction/apply", SECRET_KEY),
    row("GET", "/api/v1/bookings/{booking_id}/corrections", SECRET_KEY),
    # a consumer_app key (read-only), a magic link or check-in staff
    row("GET", "/api/v1/checkin/flight/{flight_id}/seat-map", "403 ok 403 ok ok ok ok 403 ok 401"),
    row("POST", "/api/v1/checkin/consumer", CHECKIN),
    # the booking's own magic link (another's: 403) or staff with a check-in scope (admin
    # covers them)
    row(
        "GET",
        "/api/v1/checkin/bookings/{booking_id}",
        "401 401 401 401 403 ok 403 403 ok 401",
    ),
    row("POST", "/api/v1/checkin/{checkin_id}/seat", CHECKIN),
    row("POST", "/api/v1/checkin/{checkin_id}/dg-declare", CHECKIN),
    row("POST", "/api/v1/checkin/{checkin_id}/complete", CHECKIN),
    row("POST", "/api/v1/checkin/{checkin_id}/boarding-pass", CHECKIN),
    row("GET", "/api/v1/checkin/{checkin_id}/boarding-pass/pdf", CHECKIN),
    # the public keys that verify boarding passes: anyone, no credentials (issue 36)
    row("GET", "/api/v1/checkin/boarding-pass-keys", PUBLIC),
    row("POST", "/api/v1/checkin/boarding", CHECKIN_STAFF),
    row("GET", "/api/v1/checkin/flight/{flight_id}/passengers", CHECKIN_STAFF),
    row("GET", "/api/v1/checkin/stats", CHECKIN_STAFF),
    # webhooks (spec 01 §4.11): staff with webhooks:manage or admin (the matrix's staff
    # token has neither); the events feed: secret keys
    row("GET", "/api/v1/notifications/outgoing-webhooks/event-types", ADMIN),
    row("POST", "/api/v1/notifications/outgoing-webhooks/", ADMIN),
    row("GET", "/api/v1/notifications/outgoing-webhooks/", ADMIN),
    row("GET", "/api/v1/notifications/outgoing-webhooks/{subscription_id}", ADMIN),
    row("PATCH", "/api/v1/notifications/outgoing-webhooks/{subscription_id}", ADMIN),
    row("DELETE", "/api/v1/notifications/outgoing-webhooks/{subscription_id}", ADMIN),
    row("POST", "/api/v1/notifications/outgoing-webhooks/{subscription_id}/rotate-secret", ADMIN),
    row("POST", "/api/v1/notifications/outgoing-webhooks/{subscription_id}/ping", ADMIN),
    # the sandbox's receiver: the webhook's signature is its credential, no key
    row(
        "POST",
        "/api/v1/notifications/outgoing-webhooks/{subscription_id}/sandbox-receiver",
        PUBLIC,
    ),
    row("GET", "/api/v1/notifications/outgoing-webhooks/{subscription_id}/deliveries", ADMIN),
    row(
        "POST",
        "/api/v1/notifications/outgoing-webhooks/{subscription_id}/deliveries/{delivery_id}/resend",
        ADMIN,
    ),
    row("GET", "/api/v1/events", SECRET_KEY),
    row("GET", "/api/v1/schedules/airports", ANY_KEY),
    row("GET", "/api/v1/schedules/routes", ANY_KEY),
    row("GET", "/api/v1/schedules/flights/", ANY_KEY),
    row("GET", "/api/v1/schedules/flights/calendar", ANY_KEY),
    row("GET", "/api/v1/schedules/flights/{flight_id}", ANY_KEY),
    row("GET", "/healthz", PUBLIC),
    row("GET", "/readyz", PUBLIC),
    row("GET", "/metrics", PUBLIC),
    row("GET", "/api/v1/auth/public/airline/profile", PUBLIC),
    row("GET", "/api/v1/auth/public/page-contents", PUBLIC),
    row("GET", "/api/v1/auth/public/page-contents/{slug}", PUBLIC),
    row("GET", "/api/v1/auth/public/site-banners", PUBLIC),
    row("GET", "/api/v1/auth/public/site-info-blocks", PUBLIC),
    row("GET", "/api/v1/auth/public/destinations-ads", PUBLIC),
    row("GET", "/api/v1/auth/public/app-links", PUBLIC),
    row("GET", "/api/v1/fares/public/exchange-rates", PUBLIC),
    row("GET", "/api/v1/fares/public/exchange-rates/convert", PUBLIC),
    row("POST", "/api/v1/auth/passenger/register", ANY_KEY),
    row("POST", "/api/v1/auth/passenger/login", ANY_KEY),
    row("POST", "/api/v1/auth/passenger/refresh", ANY_KEY),
    row("GET", "/api/v1/auth/passenger/me", PASSENGER),
    row("PATCH", "/api/v1/auth/passenger/me", PASSENGER),
    row("POST", "/api/v1/auth/passenger/logout", PASSENGER),
    row("POST", "/api/v1/auth/passenger/phone/check", ANY_KEY),
    row("POST", "/api/v1/auth/passenger/phone/request-code", ANY_KEY),
    row("POST", "/api/v1/auth/passenger/phone/verify", ANY_KEY),
    row("POST", "/api/v1/auth/passenger/email/request-code", PASSENGER),
    row("POST", "/api/v1/auth/passenger/email/verify", PASSENGER),
    row("POST", "/api/v1/auth/passenger/devices/register", PASSENGER),
    row("DELETE", "/api/v1/auth/passenger/devices/{push_token}", PASSENGER),
    row("GET", "/api/v1/auth/passenger/devices/me", PASSENGER),
    row("GET", "/api/v1/partners/commissions/", AGENCY_KEY),
    row("POST", "/api/v1/partners/commissions/lookup", AGENCY_KEY),
    row("GET", "/api/v1/partners/partnerships/", AGENCY_KEY),
    row("GET", "/api/v1/partners/sub-partners/", AGENCY_KEY),
    row("POST", "/api/v1/partners/sub-partners/", AGENCY_KEY),
    row("GET", "/api/v1/partners/sub-partners/{sub_partner_id}", AGENCY_KEY),
    row("GET", "/api/v1/partners/{partner_id}/wallet", AGENCY_KEY),
    row("GET", "/api/v1/partners/{partner_id}/wallets", AGENCY_KEY),
    row("GET", "/api/v1/partners/{partner_id}/wallet/transactions", AGENCY_KEY),
    row("GET", "/api/v1/payments/partners/{partner_id}/wallets", AGENCY_KEY),
    row("GET", "/api/v1/payments/partners/{partner_id}/wallet/transactions", AGENCY_KEY),
    row("GET", "/api/v1/payments/", SECRET_KEY),
    row("GET", "/api/v1/payments/{payment_id}", SECRET_KEY),
    row("POST", "/api/v1/payments/bookings/{booking_id}/initiate-payment", CONSUMER_APP_KEY),
    row("POST", "/api/v1/payments/providers/sandbox/notify", PUBLIC),
    row("POST", "/api/v1/payments/providers/stripe/webhook", PUBLIC),
    # a secret consumer_app key with payments:confirm-external
    row("POST", "/api/v1/payments/webhooks/external", "403 ok 403 403 403 401 401 401 401 401"),
    row("POST", "/api/v1/payments/{payment_id}/refund", SECRET_KEY),
    row("GET", "/api/v1/admin/partners", ADMIN),
    row("POST", "/api/v1/admin/partners", ADMIN),
    row("GET", "/api/v1/admin/partners/{partner_id}", ADMIN),
    row("PATCH", "/api/v1/admin/partners/{partner_id}", ADMIN),
    row("GET", "/api/v1/admin/api-keys", ADMIN),
    row("POST", "/api/v1/admin/api-keys", ADMIN),
    row("POST", "/api/v1/admin/api-keys/{key_id}/revoke", ADMIN),
    row("GET", "/api/v1/admin/settings", ADMIN),
    row("PATCH", "/api/v1/admin/settings", ADMIN),
    row("GET", "/api/v1/admin/test-clock", ADMIN),
    row("POST", "/api/v1/admin/test-clock", ADMIN),
    row("POST", "/api/v1/admin/test-clock/run-due", ADMIN),
    row("POST", "/api/v1/admin/test-clock/reset", ADMIN),
    row("GET", "/api/v1/admin/bookings", ADMIN),
    row("GET", "/api/v1/admin/bookings/{booking_id}", ADMIN),
    row("GET", "/api/v1/admin/bookings/{booking_id}/corrections", ADMIN),
    row("GET", "/api/v1/admin/airline-profile", ADMIN),
    row("PUT", "/api/v1/admin/airline-profile", ADMIN),
    row("GET", "/api/v1/admin/exchange-rates/national-bank", ADMIN),
    row("POST", "/api/v1/admin/exchange-rates/national-bank/fetch", ADMIN),
    row("GET", "/api/v1/admin/page-contents", ADMIN),
    row("POST", "/api/v1/admin/page-contents", ADMIN),
    row("GET", "/api/v1/admin/page-contents/{item_id}", ADMIN),
    row("PATCH", "/api/v1/admin/page-contents/{item_id}", ADMIN),
    row("DELETE", "/api/v1/admin/page-contents/{item_id}", ADMIN),
    row("GET", "/api/v1/admin/site-banners", ADMIN),
    row("POST", "/api/v1/admin/site-banners", ADMIN),
    row("GET", "/api/v1/admin/site-banners/{item_id}", ADMIN),
    row("PATCH", "/api/v1/admin/site-banners/{item_id}", ADMIN),
    row("DELETE", "/api/v1/admin/site-banners/{item_id}", ADMIN),
    row("GET", "/api/v1/admin/site-info-blocks", ADMIN),
    row("POST", "/api/v1/admin/site-info-blocks", ADMIN),
    row("GET", "/api/v1/admin/site-info-blocks/{item_id}", ADMIN),
    row("PATCH", "/api/v1/admin/site-info-blocks/{item_id}", ADMIN),
    row("DELETE", "/api/v1/admin/site-info-blocks/{item_id}", ADMIN),
    row("GET", "/api/v1/admin/destinations-ads", ADMIN),
    row("POST", "/api/v1/admin/destinations-ads", ADMIN),
    row("GET", "/api/v1/admin/destinations-ads/{item_id}", ADMIN),
    row("PATCH", "/api/v1/admin/destinations-ads/{item_id}", ADMIN),
    row("DELETE", "/api/v1/admin/destinations-ads/{item_id}", ADMIN),
    row("GET", "/api/v1/admin/app-links", ADMIN),
    row("POST", "/api/v1/admin/app-links", ADMIN),
    row("GET", "/api/v1/admin/app-links/{item_id}", ADMIN),
    row("PATCH", "/api/v1/admin/app-links/{item_id}", ADMIN),
    row("DELETE", "/api/v1/admin/app-links/{item_id}", ADMIN),
    row("GET", "/api/v1/admin/exchange-rates", ADMIN),
    row("POST", "/api/v1/admin/exchange-rates", ADMIN),
    row("GET", "/api/v1/admin/exchange-rates/{item_id}", ADMIN),
    row("PATCH", "/api/v1/admin/exchange-rates/{item_id}", ADMIN),
    row("DELETE", "/api/v1/admin/exchange-rates/{item_id}", ADMIN),
    row("GET", "/api/v1/admin/airports", ADMIN),
    row("POST", "/api/v1/admin/airports", ADMIN),
    row("GET", "/api/v1/admin/airports/{airport_id}", ADMIN),
    row("PATCH", "/api/v1/admin/airports/{airport_id}", ADMIN),
    row("DELETE", "/api/v1/admin/airports/{airport_id}", ADMIN),
    row("GET", "/api/v1/admin/routes", ADMIN),
    row("POST", "/api/v1/admin/routes", ADMIN),
    row("GET", "/api/v1/admin/routes/{route_id}", ADMIN),
    row("PATCH", "/api/v1/admin/routes/{route_id}", ADMIN),
    row("DELETE", "/api/v1/admin/routes/{route_id}", ADMIN),
    row("GET", "/api/v1/admin/aircraft", ADMIN),
    row("POST", "/api/v1/admin/aircraft", ADMIN),
    row("GET", "/api/v1/admin/aircraft/{aircraft_id}", ADMIN),
    row("PATCH", "/api/v1/admin/aircraft/{aircraft_id}", ADMIN),
    row("DELETE", "/api/v1/admin/aircraft/{aircraft_id}", ADMIN),
    row("GET", "/api/v1/admin/flights", ADMIN),
    row("POST", "/api/v1/admin/flights", ADMIN),
    row("GET", "/api/v1/admin/flights/{flight_id}", ADMIN),
    row("PATCH", "/api/v1/admin/flights/{flight_id}", ADMIN),
    row("GET", "/api/v1/admin/schedules", ADMIN),
    row("GET", "/api/v1/admin/schedules/ssim", ADMIN),
    row("POST", "/api/v1/admin/schedules/ssim", ADMIN),
    row("POST", "/api/v1/admin/schedules", ADMIN),
    row("GET", "/api/v1/admin/schedules/{schedule_id}", ADMIN),
    row("PATCH", "/api/v1/admin/schedules/{schedule_id}", ADMIN),
    row("DELETE", "/api/v1/admin/schedules/{schedule_id}", ADMIN),
    row("POST", "/api/v1/admin/schedules/{schedule_id}/generate", ADMIN),
    row("GET", "/api/v1/admin/fare-families", ADMIN),
    row("POST", "/api/v1/admin/fare-families", ADMIN),
    row("GET", "/api/v1/admin/fare-families/{family_id}", ADMIN),
    row("PATCH", "/api/v1/admin/fare-families/{family_id}", ADMIN),
    row("DELETE", "/api/v1/admin/fare-families/{family_id}", ADMIN),
    row("GET", "/api/v1/admin/fare-rules", ADMIN),
    row("POST", "/api/v1/admin/fare-rules", ADMIN),
    row("GET", "/api/v1/admin/fare-rules/{rule_id}", ADMIN),
    row("PATCH", "/api/v1/admin/fare-rules/{rule_id}", ADMIN),
    row("DELETE", "/api/v1/admin/fare-rules/{rule_id}", ADMIN),
    row("GET", "/api/v1/admin/fare-plans", ADMIN),
    row("POST", "/api/v1/admin/fare-plans", ADMIN),
    row("GET", "/api/v1/admin/fare-plans/{plan_id}", ADMIN),
    row("PATCH", "/api/v1/admin/fare-plans/{plan_id}", ADMIN),
    row("DELETE", "/api/v1/admin/fare-plans/{plan_id}", ADMIN),
    row("GET", "/api/v1/admin/fare-plans/{plan_id}/prices", ADMIN),
    row("PUT", "/api/v1/admin/fare-plans/{plan_id}/prices/{passenger_type}", ADMIN),
    row("DELETE", "/api/v1/admin/fare-plans/{plan_id}/prices/{passenger_type}", ADMIN),
    # flight operations: ``flights:operate`` or ``admin`` (the matrix's staff has neither)
    row("POST", "/api/v1/admin/flights/{flight_id}/delay", ADMIN),
    row("POST", "/api/v1/admin/flights/{flight_id}/gate", ADMIN),
    row("POST", "/api/v1/admin/flights/{flight_id}/cancel", ADMIN),
    row("POST", "/api/v1/admin/flights/{flight_id}/divert", ADMIN),
    row("POST", "/api/v1/admin/flights/{flight_id}/boarding", ADMIN),
    row("POST", "/api/v1/admin/flights/{flight_id}/departed", ADMIN),
    row("POST", "/api/v1/admin/flights/{flight_id}/arrived", ADMIN),
    row("GET", "/api/v1/admin/flights/{flight_id}/history", ADMIN),
    # APIS passenger lists (issue 36): they carry the passengers' travel documents, so staff
    # with ``apis:manage`` or ``admin`` only (the matrix's staff token has neither)
    row("POST", "/api/v1/admin/flights/{flight_id}/apis", ADMIN),
    row("GET", "/api/v1/admin/flights/{flight_id}/apis", ADMIN),
    row("GET", "/api/v1/admin/flights/{flight_id}/apis/{message_id}", ADMIN),
    row("GET", "/api/v1/admin/apis-destinations", ADMIN),
    row("POST", "/api/v1/admin/apis-destinations", ADMIN),
    row("GET", "/api/v1/admin/apis-destinations/{destination_id}", ADMIN),
    row("PATCH", "/api/v1/admin/apis-destinations/{destination_id}", ADMIN),
    row("DELETE", "/api/v1/admin/apis-destinations/{destination_id}", ADMIN),
    # the sandbox's stand-in for an authority: the destination's header is its credential
    row("POST", "/api/v1/apis/sandbox-receiver/{destination_id}", PUBLIC),
    # NDC 21.3: an agency's secret key (the errors are XML, their status codes the same)
    row("POST", "/ndc/21.3/AirShopping", AGENCY_KEY),
    row("POST", "/ndc/21.3/OfferPrice", AGENCY_KEY),
    row("POST", "/ndc/21.3/ServiceList", AGENCY_KEY),
    row("POST", "/ndc/21.3/SeatAvailability", AGENCY_KEY),
    row("POST", "/ndc/21.3/OrderCreate", AGENCY_KEY),
    row("POST", "/ndc/21.3/OrderRetrieve", AGENCY_KEY),
    row("POST", "/ndc/21.3/OrderReshop", AGENCY_KEY),
    row("POST", "/ndc/21.3/OrderChange", AGENCY_KEY),
    row("GET", "/api/v1/admin/flights/{flight_id}/inventory", ADMIN),
    row("PUT", "/api/v1/admin/flights/{flight_id}/inventory/{booking_class}", ADMIN),
    row("GET", "/api/v1/admin/messages", ADMIN),
    # any key (the e-mails of its own client's bookings) or staff (all of them): issue 33
    row("GET", "/api/v1/sandbox/inbox", KEY_OR_STAFF),
    row("GET", "/api/v1/admin/push-messages", ADMIN),
    row("GET", "/api/v1/admin/wallets/reconciliation", ADMIN),
    row("GET", "/api/v1/admin/reconciliation", ADMIN),
    row("GET", "/api/v1/admin/wallets", ADMIN),
    row("GET", "/api/v1/admin/wallets/{wallet_id}", ADMIN),
    row("PATCH", "/api/v1/admin/wallets/{wallet_id}", ADMIN),
    row("POST", "/api/v1/admin/partners/{partner_id}/wallet/top-up", ADMIN),
    row("POST", "/api/v1/admin/wallets/{wallet_id}/adjustments", ADMIN),
    row("GET", "/api/v1/admin/wallets/{wallet_id}/transactions", ADMIN),
    row("GET", "/api/v1/admin/commission-rules", ADMIN),
    row("POST", "/api/v1/admin/commission-rules", ADMIN),
    row("GET", "/api/v1/admin/commission-rules/{commission_rule_id}", ADMIN),
    row("PATCH", "/api/v1/admin/commission-rules/{commission_rule_id}", ADMIN),
    row("DELETE", "/api/v1/admin/commission-rules/{commission_rule_id}", ADMIN),
    row("GET", "/api/v1/admin/bookings/{booking_id}/payments", ADMIN),
    row("GET", "/api/v1/admin/bookings/{booking_id}/items", ADMIN),
    row("GET", "/api/v1/admin/payments/external-clients", ADMIN),
    row("PUT", "/api/v1/admin/payments/external-clients/{client_id}", ADMIN),
    row("GET", "/api/v1/admin/bookings/{booking_id}/refunds", ADMIN),
    row("POST", "/api/v1/admin/payments/{payment_id}/refund", ADMIN),
    row("GET", "/api/v1/admin/receivables", ADMIN),
    row("GET", "/api/v1/admin/flights/{flight_id}/cabins", ADMIN),
    row("PUT", "/api/v1/admin/flights/{flight_id}/cabins/{cabin}", ADMIN),
    row("GET", "/api/v1/admin/refunds", ADMIN),
    row("GET", "/api/v1/admin/passengers", ADMIN),
    row("GET", "/api/v1/admin/passengers/{passenger_id}", ADMIN),
    row("PATCH", "/api/v1/admin/passengers/{passenger_id}", ADMIN),
    row("PUT", "/api/v1/admin/taxes/routes/{route_id}", ADMIN),
    row("PUT", "/api/v1/admin/taxes/countries/{country}", ADMIN),
    row("GET", "/api/v1/admin/taxes", ADMIN),
    row("POST", "/api/v1/admin/taxes", ADMIN),
    row("GET", "/api/v1/admin/taxes/{tax_id}", ADMIN),
    row("PATCH", "/api/v1/admin/taxes/{tax_id}", ADMIN),
    row("DELETE", "/api/v1/admin/taxes/{tax_id}", ADMIN),
    row("GET", "/api/v1/admin/promo-codes", ADMIN),
    row("POST", "/api/v1/admin/promo-codes", ADMIN),
    row("GET", "/api/v1/admin/promo-codes/{promo_id}", ADMIN),
    row("PATCH", "/api/v1/admin/promo-codes/{promo_id}", ADMIN),
    row("DELETE", "/api/v1/admin/promo-codes/{promo_id}", ADMIN),
    row("GET", "/api/v1/admin/partnerships", ADMIN),
    row("POST", "/api/v1/admin/partnerships", ADMIN),
    row("GET", "/api/v1/admin/partnerships/{partnership_id}", ADMIN),
    row("PATCH", "/api/v1/admin/partnerships/{partnership_id}", ADMIN),
    row("DELETE", "/api/v1/admin/partnerships/{partnership_id}", ADMIN),
    row("POST", "/api/v1/admin/ssr-services/load-standard", ADMIN),
    row("GET", "/api/v1/admin/ssr-services", ADMIN),
    row("POST", "/api/v1/admin/ssr-services", ADMIN),
    row("GET", "/api/v1/admin/ssr-services/{code}", ADMIN),
    row("PATCH", "/api/v1/admin/ssr-services/{code}", ADMIN),
    row("GET", "/api/v1/admin/ssr-availability-rules", ADMIN),
    row("POST", "/api/v1/admin/ssr-availability-rules", ADMIN),
    row("GET", "/api/v1/admin/ssr-availability-rules/{rule_id}", ADMIN),
    row("PATCH", "/api/v1/admin/ssr-availability-rules/{rule_id}", ADMIN),
    row("DELETE", "/api/v1/admin/ssr-availability-rules/{rule_id}", ADMIN),
    row("GET", "/api/v1/admin/seat-zone-prices", ADMIN),
    row("POST", "/api/v1/admin/seat-zone-prices", ADMIN),
    row("GET", "/api/v1/admin/seat-zone-prices/{zone_price_id}", ADMIN),
    row("PATCH", "/api/v1/admin/seat-zone-prices/{zone_price_id}", ADMIN),
    row("DELETE", "/api/v1/admin/seat-zone-prices/{zone_price_id}", ADMIN),
    row("GET", "/api/v1/admin/pricing-settings", ADMIN),
    row("PATCH", "/api/v1/admin/pricing-settings", ADMIN),
    row("GET", "/pay/{booking_id}", MAGIC_LINK),
    row("POST", "/pay/{booking_id}", MAGIC_LINK),
    row("GET", "/pay/{booking_id}/3ds", MAGIC_LINK),
    row("POST", "/pay/{booking_id}/3ds", MAGIC_LINK),
    row("POST", "/pay/{booking_id}/cancel", MAGIC_LINK),
    row("GET", "/pay/{booking_id}/done", PUBLIC),
    row("GET", "/docs", PUBLIC),
    row("GET", "/docs/oauth2-redirect", PUBLIC),
    row("GET", "/", PUBLIC),
    row("GET", "/app/config.json", PUBLIC),
]


# --- the harness ---------------------------------------------------------------------------


def _app_routes() -> list[tuple[str, str]]:
    app = create_app(make_settings())
    return [
        (method, route.path_format)
        for route in iter_route_contexts(app.routes)
        for method in sorted(getattr(route, "methods", None) or ())
        if method != "HEAD"
    ]


APP_ROUTES = _app_routes()
TABLE = {(r.method, r.path): r for r in ROUTES}


@dataclass
class Matrix:
    client: httpx.AsyncClient
    headers: dict[str, dict[str, str]]  # per caller
    params: dict[str, dict[str, str]]  # per caller (query)
    booking_of: dict[str, str]  # the booking id each caller names in a path
    partner_id: str


@pytest.fixture(autouse=True)
def _clean_state():
    """The module's cases share one world (``matrix``), emptied once at the end."""
    yield


@pytest.fixture(scope="module")
async def matrix(database_url):
    settings = make_settings(rate_limit_multiplier=100_000, log_level="WARNING")
    app = create_app(settings, db_url=database_url)
    signer = TokenSigner(TOKEN_SECRET)
    try:
        async with client_for(app) as client, app.state.sessionmaker() as db:
            world = await build_world(db)
            partner = await create_partner(db)
            agency = await create_api_key(db, client_type="agency", partner_id=partner.id)
            consumer = await create_api_key(
                db,
                client_type="consumer_app",
                scopes=["booking:read", "payments:confirm-external"],
            )
            kiosk = await create_api_key(db, client_type="kiosk")
            publishable = await create_api_key(
                db, key_type="publishable", client_type="consumer_app"
            )
            account = await register(client, publishable.headers, email="matrix@example.com")
            passenger = with_token(publishable.headers, account["access_token"])
            booking_of = {
                "agency": (await booked(client, agency, world))["id"],
                "consumer": (await booked(client, consumer, world))["id"],
                "kiosk": (await booked(client, kiosk, world))["id"],
                "publishable": (await booked(client, publishable, world))["id"],
                "passenger": (await booked(client, publishable, world, headers=passenger))["id"],
            }
            other = (await booked(client, publishable, world))["id"]
            # the link's booking is the publishable key's: the traveller who made it
            for caller in ("link", "other_link", "staff", "admin", "none"):
                booking_of[caller] = booking_of["publishable"]
            headers = {
                "agency": agency.headers,
                "consumer": consumer.headers,
                "kiosk": kiosk.headers,
                "publishable": publishable.headers,
                "passenger": passenger,
                "link": {},
                "other_link": {},
                "staff": {
                    "Authorization": f"Bearer {signer.staff_token('matrix', {'audit'}, 3600)}"
                },
                "admin": {
                    "Authorization": f"Bearer {signer.staff_token('matrix', {'admin'}, 3600)}"
                },
                "none": {},
            }
            params = {caller: {} for caller in CALLERS}
            params["link"] = {
                "access_token": signer.magic_link_token(uuid.UUID(booking_of["link"]))
            }
            params["other_link"] = {"access_token": signer.magic_link_token(uuid.UUID(other))}
            yield Matrix(client, headers, params, booking_of, str(partner.id))
    finally:
        await app.state.engine.dispose()
        clock.reset()
        keys.clear_cache()
        generations.everything_changed()
        engine = create_async_engine(database_url)
        tables = ", ".join(f'"{t.name}"' for t in metadata.sorted_tables)
        async with engine.begin() as connection:
            await connection.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
        await engine.dispose()


def _path(template: str, matrix: Matrix, caller: str) -> str:
    values = {
        "booking_id": matrix.booking_of[caller],
        "partner_id": matrix.partner_id,
        "passenger_type": "adult",
        "booking_class": "Y",
        "country": "KG",
        "code": "XXXX",
        "slug": "about",
        "push_token": "no-such-token",
        "quote_id": "no-such-quote",
        "client_id": "no-such-client",
    }
    path = template
    while "{" in path:
        name = path[path.index("{") + 1 : path.index("}")]
        path = path.replace("{" + name + "}", values.get(name, str(uuid.uuid4())))
    return path


def _class(status: int) -> str:
    if status in (401, 403):
        return str(status)
    return OK if status < 500 and status != 429 else f"unexpected {status}"


async def _outcome(matrix: Matrix, method: str, template: str, caller: str) -> str:
    body = {"json": {}} if method in ("POST", "PUT", "PATCH") else {}
    response = await matrix.client.request(
        method,
        _path(template, matrix, caller),
        headers=matrix.headers[caller],
        params=matrix.params[caller],
        **body,
    )
    return _class(response.status_code)


async def _outcomes(matrix: Matrix, method: str, template: str) -> tuple[str, ...]:
    # the callers at once: each names its own booking, and a refused one changes nothing
    return tuple(await asyncio.gather(*(_outcome(matrix, method, template, c) for c in CALLERS)))


@pytest.mark.parametrize(("method", "path"), APP_ROUTES, ids=[f"{m} {p}" for m, p in APP_ROUTES])
async def test_every_route_lets_in_only_its_callers(matrix, method, path):
    found = await _outcomes(matrix, method, path)
    expected = TABLE.get((method, path))
    if expected is None:
        named = next((name for name, door in DOORS.items() if door.split() == list(found)), None)
        outcomes = named or f'"{" ".join(found)}"'
        pytest.fail(
            f"{method} {path} has no row in ROUTES (tests/test_authorization_matrix.py). "
            "Add this row, after checking each outcome against the spec (it is what the route "
            f'does now):\n    row("{method}", "{path}", {outcomes}),'
        )
    assert found == expected.outcomes, "\n".join(
        f"{caller}: expected {want}, got {got}"
        for caller, want, got in zip(CALLERS, expected.outcomes, found, strict=True)
        if want != got
    )


def test_every_row_is_a_route_and_has_an_outcome_per_caller():
    routes = set(APP_ROUTES)
    stale = [f"{r.method} {r.path}" for r in ROUTES if (r.method, r.path) not in routes]
    assert not stale, f"rows of routes the app no longer has: {stale}"
    assert len(TABLE) == len(ROUTES), "a route has two rows"
    for r in ROUTES:
        assert len(r.outcomes) == len(CALLERS), f"{r.method} {r.path}: one outcome per caller"
        assert set(r.outcomes) <= {OK, UNAUTHENTICATED, FORBIDDEN}, f"{r.method} {r.path}"


# --- issue 33: every body refuses a field it does not declare ----------------------------------


def _body_routes() -> list[tuple[str, str, bool]]:
    """(method, path, whether the body is an array) of every operation OpenAPI gives a JSON
    body (a text body, as an SSIM file's, has no fields)."""
    document = create_app(make_settings()).openapi()
    return [
        (method.upper(), path, schema.get("type") == "array")
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict) and "requestBody" in operation
        for content in [operation["requestBody"]["content"]]
        if "application/json" in content
        for schema in [content["application/json"]["schema"]]
    ]


BODY_ROUTES = _body_routes()


@pytest.mark.parametrize(
    ("method", "path", "is_array"), BODY_ROUTES, ids=[f"{m} {p}" for m, p, _ in BODY_ROUTES]
)
async def test_unknown_fields_are_refused_on_every_body(matrix, method, path, is_array):
    """Sent by a caller the route lets in, a body with a field it does not declare is 422
    ``unknown_field`` naming the field in ``loc``, however the rest of the body is."""
    outcomes = zip(CALLERS, TABLE[(method, path)].outcomes, strict=True)
    caller = next((c for c, o in outcomes if o == OK), "staff")
    headers = matrix.headers[caller]
    if caller == "staff":  # the check-in staff routes: a token with their scopes
        scopes = {"checkin:seat_select", "checkin:update", "checkin:boarding_pass"}
        token = TokenSigner(TOKEN_SECRET).staff_token("matrix", scopes, 3600)
        headers = {"Authorization": f"Bearer {token}"}
    body = {"colour": "blue"}
    response = await matrix.client.request(
        method,
        _path(path, matrix, caller),
        headers=headers,
        params=matrix.params[caller],
        json=[body] if is_array else body,
    )
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "unknown_field", response.text
    unknown = [e for e in response.json()["detail"] if e["type"] == "extra_forbidden"]
    assert unknown and all(e["loc"][-1] == "colour" for e in unknown), response.text
    assert "'colour'" in unknown[0]["msg"]


async def test_pay_with_balance_takes_an_empty_body_only(matrix):
    path = _path("/api/v1/bookings/{booking_id}/pay-with-balance", matrix, "agency")
    headers = matrix.headers["agency"]
    response = await matrix.client.post(path, headers=headers, json={"colour": "blue"})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "unknown_field"
    assert [e["loc"] for e in response.json()["detail"]] == [["body", "colour"]]
