"""A passenger's devices (spec 01 §2.2) and their push tokens: registered, deactivated, listed, and
who hears about a booking on their phones."""

import uuid
from collections.abc import Sequence

from sqlalchemy import ColumnElement, func, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts.errors import DeviceIdRequired, DeviceNotFound
from tarmac.accounts.models import Device, Passenger
from tarmac.accounts.profile import get_passenger
from tarmac.core import clock

WEB_DEVICE_ID_LENGTH = 100


async def register_device(
    session: AsyncSession,
    passenger_id: uuid.UUID,
    *,
    platform: str,
    push_token: str,
    device_id: str | None,
    app_version: str | None,
    locale: str | None,
    user_agent: str | None,
) -> Device:
    """Create or update the device with ``push_token`` (the upsert key); a token registered
    by another account moves to the caller (whoever registers a push token last owns it)."""
    await get_passenger(session, passenger_id)
    if platform == "web":
        device_id = (user_agent or device_id or "")[:WEB_DEVICE_ID_LENGTH] or None
    if not device_id:
        raise DeviceIdRequired()
    now = clock.now()
    values = {
        "passenger_id": passenger_id,
        "platform": platform,
        "device_id": device_id,
        "app_version": app_version,
        "locale": locale,
        "is_active": True,
        "updated_at": now,
    }
    device = await session.scalar(
        insert(Device)
        .values(id=uuid.uuid4(), push_token=push_token, created_at=now, **values)
        .on_conflict_do_update(index_elements=[Device.push_token], set_=values)
        .returning(Device)
        .execution_options(populate_existing=True)
    )
    assert device is not None
    return device


async def deactivate_device(
    session: AsyncSession, passenger_id: uuid.UUID, push_token: str
) -> None:
    await get_passenger(session, passenger_id)
    found = (
        await session.execute(
            update(Device)
            .where(Device.push_token == push_token, Device.passenger_id == passenger_id)
            .values(is_active=False, updated_at=clock.now())
            .returning(Device.id)
            .execution_options(synchronize_session=False)
        )
    ).first()
    if found is None:
        raise DeviceNotFound()


async def list_devices(session: AsyncSession, passenger_id: uuid.UUID) -> list[Device]:
    await get_passenger(session, passenger_id)
    rows = await session.scalars(
        select(Device)
        .where(Device.passenger_id == passenger_id, Device.is_active.is_(True))
        .order_by(Device.updated_at.desc(), Device.id)
    )
    return list(rows)


async def push_audience(
    session: AsyncSession, owner_ids: Sequence[uuid.UUID], emails: Sequence[str]
) -> list[tuple[Passenger, Device]]:
    """The active devices of the active accounts among ``owner_ids`` and those that proved
    one of ``emails`` (case-insensitively), unless the account turned pushes off
    (``preferences.notifications.push``): who hears about a booking on their phones."""
    lowered = sorted({email.lower() for email in emails if email})
    concerned: ColumnElement[bool] = Passenger.id.in_(list(owner_ids))
    if lowered:
        concerned = concerned | (
            func.lower(Passenger.email).in_(lowered) & Passenger.email_verified_at.is_not(None)
        )
    rows = await session.execute(
        select(Passenger, Device)
        .join(Device, Device.passenger_id == Passenger.id)
        .where(concerned, Passenger.is_active.is_(True), Device.is_active.is_(True))
        .order_by(Device.created_at, Device.id)
    )
    return [
        (passenger, device)
        for passenger, device in rows.all()
        if ((passenger.preferences or {}).get("notifications") or {}).get("push", True) is not False
    ]


async def deactivate_push_token(session: AsyncSession, push_token: str) -> None:
    """The push provider no longer knows ``push_token``: its device stops receiving."""
    await session.execute(
        update(Device)
        .where(Device.push_token == push_token, Device.is_active.is_(True))
        .values(is_active=False, updated_at=clock.now())
        .execution_options(synchronize_session=False)
    )
