"""OrderChange after the sale: a passenger's data corrected (``UpdatePax``), services and
seats added from ServiceList and SeatAvailability offers. (Helper "amend" builds it.)"""

from tarmac.ndc.bindings import IataOrderChangeRq, IataOrderViewRs
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported


def owns_offers(request: IataOrderChangeRq) -> bool:
    """Whether the offers the change accepts are services or seats (``ancillaries``' ids)."""
    return False


async def update_pax(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("UpdatePax is not served yet")


async def accept_services(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("Services and seats after the sale are not served yet")
