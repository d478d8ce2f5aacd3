"""Back office: passenger accounts (staff token with scope ``admin``).

- ``GET /admin/passengers``: accounts, oldest first, paged with ``limit`` and ``offset``;
  ``email`` (case-insensitive) and ``phone`` (any format, compared in E.164) find one,
  ``is_active`` filters;
- ``GET /admin/passengers/{passenger_id}``: one account (404 when unknown);
- ``PATCH /admin/passengers/{passenger_id}``: ``is_active`` false deactivates the account
  (its sessions end; login and every passenger route answer 403), true reactivates it
  (the passenger signs in again).

Accounts are created by the passengers themselves and never deleted here.
"""

from datetime import datetime

from pydantic import Field

from tarmac.accounts import service as accounts
from tarmac.accounts.schemas import PassengerOut, Phone
from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.core.bodies import Listing, Patch

router = admin_router()


class PassengerQuery(Listing):
    email: str | None = Field(
        default=None, max_length=320, description="The account's e-mail, in any case"
    )
    phone: Phone | None = Field(
        default=None, description="The account's phone, in any format (compared in E.164)"
    )
    is_active: bool | None = None


class PassengerAdmin(PassengerOut):
    phone_verified_at: datetime | None = Field(
        description="When the phone was proved by an SMS code (phone sign-in uses it)"
    )
    updated_at: datetime


class PassengerStatus(Patch):
    is_active: bool | None = Field(
        default=None,
        description="false: deactivate (sessions end, login is 403); true: reactivate",
    )


mount(
    router,
    Resource(
        records=accounts.passengers,
        path="/passengers",
        name="passenger",
        plural="passengers",
        out=PassengerAdmin,
        patch=PassengerStatus,
        delete=False,
        query=PassengerQuery,
        key="passenger_id",
        tags=["admin: passengers"],
        docs={
            "list": "Accounts, oldest first; `email` or `phone` finds one.",
            "update": "Deactivate (`is_active` false: every session of the account ends, "
            "login and passenger routes answer 403) or reactivate the account.",
        },
    ),
)
