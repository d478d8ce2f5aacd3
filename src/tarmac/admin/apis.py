"""Back office: the border authorities APIS passenger lists go to, one per country (staff
token with scope admin). The secret header a destination sends is written, never read
back (``has_auth_header`` says whether one is set); a destination that sent lists cannot be
deleted (409): deactivate it."""

from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.apis import schemas as s
from tarmac.apis import service

router = admin_router("apis passenger lists")

mount(
    router,
    Resource(
        records=service.destinations,
        path="/apis-destinations",
        name="apis_destination",
        plural="apis_destinations",
        out=s.ApisDestinationOut,
        create=s.ApisDestinationIn,
        patch=s.ApisDestinationPatch,
        query=s.ApisDestinationQuery,
        key="destination_id",
    ),
)
