"""Back office: the push notifications sent to a device.

``GET /api/v1/admin/push-messages?push_token=...`` (staff token with ``admin``) lists the
pushes queued for that token, newest first: what was sent (title, body, ``data``), when, by
which provider, and its answer. In sandbox mode nothing leaves the machine, so this is where
an integrator reads the pushes of a test; in live mode it shows what FCM answered.
"""

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import Query
from pydantic import BaseModel, ConfigDict, Field

from tarmac.admin.common import admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.db.session import DbSession
from tarmac.push import service as push

router = admin_router("admin: push")

PushType = Literal[
    "booking_confirmed",
    "flight_delayed",
    "flight_cancelled",
    "flight_gate_changed",
    "boarding_open",
    "checkin_open",
]


class PushMessageOut(BaseModel):
    model_config = ConfigDict(
        from_attributes=True,
        json_schema_extra={
            "example": {
                "id": "5b1f0c4e-8d4a-4d0e-9d64-0f3c2a7b9e11",
                "push_token": "fcm-token-of-the-device",
                "platform": "android",
                "type": "flight_delayed",
                "language": "en",
                "title": "Flight KG101 is delayed",
                "body": "Flight FRU–OSS is delayed by 45 min. New departure: 2026-12-06 09:45.",
                "data": {
                    "type": "flight_delayed",
                    "flight_id": "0b9a3c52-5f57-4a4e-8b1e-2f6f1c9d7a33",
                    "flight_number": "KG101",
                    "delay_minutes": "45",
                },
                "status": "sent",
                "attempts": 1,
                "provider": "sandbox",
                "provider_message_id": "sandbox-0f4e",
                "created_at": "2026-12-05T09:00:00Z",
                "sent_at": "2026-12-05T09:00:01Z",
            }
        },
    )

    id: uuid.UUID
    push_token: str
    platform: str
    type: str
    device_id: uuid.UUID | None
    passenger_id: uuid.UUID | None
    booking_id: uuid.UUID | None
    flight_id: uuid.UUID | None
    event_id: uuid.UUID | None = Field(description="The outbox event that caused it, if any")
    language: str
    title: str
    body: str
    data: dict[str, str]
    status: Literal["queued", "sent", "failed", "unregistered"]
    attempts: int
    next_attempt_at: datetime
    last_error: str | None
    provider: str | None
    provider_message_id: str | None
    provider_answer: dict[str, Any] | None
    created_at: datetime
    sent_at: datetime | None


@router.get("/push-messages", response_model=list[PushMessageOut])
async def list_push_messages(
    session: DbSession,
    _: AdminStaff,
    push_token: Annotated[
        str, Query(min_length=1, max_length=1024, description="The device's push token")
    ],
    type: Annotated[PushType | None, Query(description="Only pushes of this type")] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
):
    """The last pushes queued for ``push_token``, newest first (in sandbox mode, the pushes
    the sandbox provider took in place of a device)."""
    return await push.messages_for_token(session, push_token, push_type=type, limit=limit)
