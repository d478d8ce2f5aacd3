"""The airline's back office: ``/api/v1/admin/...`` with a staff token holding ``admin``.
Each part lives in its own module; this one mounts them and holds the foundation's parts
(partners, API keys, settings, the sandbox test clock)."""

import uuid
from datetime import UTC, datetime
from typing import Any

from fastapi import Request

from tarmac.admin import sandbox_clock
from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.admin.schemas import DueWorkOut, TestClockAdvance, TestClockOut
from tarmac.auth import keys
from tarmac.auth.caller import AdminStaff
from tarmac.auth.schemas import ApiKeyCreated, ApiKeyIn, ApiKeyOut, ApiKeyQuery
from tarmac.core import clock
from tarmac.core.errors import (
    NoSuchRoute,
    NotFound,
    RequestInvalid,
    UnknownReference,
    error_responses,
)
from tarmac.db.session import DbSession
from tarmac.partners import service as partner_service
from tarmac.partners.errors import OwnParent, ParentCycle
from tarmac.partners.schemas import PartnerIn, PartnerOut, PartnerPatch, PartnerQuery
from tarmac.settings import service as airline_settings
from tarmac.settings.service import AirlineSettings

router = admin_router()

mount(
    router,
    Resource(
        records=partner_service.partners,
        path="/partners",
        name="partner",
        plural="partners",
        out=PartnerOut,
        create=PartnerIn,
        patch=PartnerPatch,
        delete=False,
        query=PartnerQuery,
        key="partner_id",
        tags=["admin: partners"],
        errors={"update": [OwnParent, ParentCycle]},
    ),
)
mount(
    router,
    Resource(
        records=keys.api_keys,
        path="/api-keys",
        name="api_key",
        plural="api_keys",
        out=ApiKeyOut,
        get=False,
        delete=False,
        query=ApiKeyQuery,
        key="key_id",
        tags=["admin: api keys"],
    ),
)


@router.post(
    "/api-keys",
    response_model=ApiKeyCreated,
    status_code=201,
    tags=["admin: api keys"],
    responses=error_responses(
        UnknownReference,
        keys.AgencyKeyWithoutPartner,
        keys.PublishableKeyWithPartner,
        keys.ClientIdOfOtherKeyType,
    ),
)
async def create_api_key(body: ApiKeyIn, request: Request, session: DbSession, _: AdminStaff):
    """Issue a key. The full key is in this response only; Tarmac stores a hash. A
    publishable key has no partner (422), and a client id holds keys of one type only:
    publishable (a browser or an app) or secret (a backend); the other type is 409."""
    key, raw = await keys.create_key(
        session, mode=request.app.state.settings.key_mode, **body.model_dump()
    )
    return ApiKeyCreated.model_validate({**ApiKeyOut.model_validate(key).model_dump(), "key": raw})


@router.post(
    "/api-keys/{key_id}/revoke",
    response_model=ApiKeyOut,
    tags=["admin: api keys"],
    responses=error_responses(NotFound),
)
async def revoke_api_key(key_id: uuid.UUID, session: DbSession, _: AdminStaff):
    """Revoke at once; requests with the key get 401 from then on."""
    return await keys.revoke_key(session, key_id)


@router.get("/settings", response_model=AirlineSettings, tags=["admin: settings"])
async def get_settings(session: DbSession, _: AdminStaff):
    return await airline_settings.get(session)


@router.patch(
    "/settings",
    response_model=AirlineSettings,
    tags=["admin: settings"],
    responses=error_responses(RequestInvalid),
)
async def update_settings(body: dict[str, Any], session: DbSession, _: AdminStaff):
    """Change some settings; the others keep their values. Unknown names are 422."""
    return await airline_settings.update(session, body)


def _sandbox_only(request: Request) -> None:
    if not request.app.state.settings.is_sandbox:
        raise NoSuchRoute(request.method, request.url.path)


def _clock_state() -> TestClockOut:
    return TestClockOut(
        now=clock.now(), real_now=datetime.now(UTC), offset_seconds=clock.offset().total_seconds()
    )


@router.get(
    "/test-clock",
    response_model=TestClockOut,
    tags=["admin: test clock"],
    responses=error_responses(NoSuchRoute),
)
async def get_test_clock(request: Request, _: AdminStaff):
    """Sandbox only (404 in live mode): the service's current time, as this process keeps
    it (every process applies a move before the move answers)."""
    _sandbox_only(request)
    return _clock_state()


@router.post(
    "/test-clock",
    response_model=TestClockOut,
    tags=["admin: test clock"],
    responses=error_responses(NoSuchRoute),
)
async def advance_test_clock(body: TestClockAdvance, request: Request, _: AdminStaff):
    """Sandbox only: move the service's time forward by ``advance_seconds``, then run the
    work that became due (expiries, due events, e-mails) before answering, so a test needs
    no sleeps. Once it has answered, every request to any API process sees the new time."""
    _sandbox_only(request)
    await sandbox_clock.advance(request.app.state.sessionmaker, body.advance_seconds)
    await request.app.state.run_due_work()
    return _clock_state()


@router.post(
    "/test-clock/run-due",
    response_model=DueWorkOut,
    tags=["admin: test clock"],
    responses=error_responses(NoSuchRoute),
)
async def run_due_work(request: Request, _: AdminStaff):
    """Sandbox only: run all the work due now (every lapsed booking, draft and payment, due
    events, find-my-trip links, e-mails and SMS) and answer when it is done."""
    _sandbox_only(request)
    return DueWorkOut(processed=await request.app.state.run_due_work())


@router.post(
    "/test-clock/reset",
    response_model=TestClockOut,
    tags=["admin: test clock"],
    responses=error_responses(NoSuchRoute),
)
async def reset_test_clock(request: Request, _: AdminStaff):
    """Sandbox only: back to real time."""
    _sandbox_only(request)
    await sandbox_clock.reset(request.app.state.sessionmaker)
    return _clock_state()
