"""ServiceList and SeatAvailability, for an offer or a sold order, and the a-la-carte offer
ids of the services and seats they offer. (Helper "offers" builds it.)"""

from tarmac.ndc.bindings import (
    IataSeatAvailabilityRq,
    IataSeatAvailabilityRs,
    IataServiceListRq,
    IataServiceListRs,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported


async def service_list(request: IataServiceListRq, context: Context) -> IataServiceListRs:
    raise NdcNotSupported("ServiceList is not served yet")


async def seat_availability(
    request: IataSeatAvailabilityRq, context: Context
) -> IataSeatAvailabilityRs:
    raise NdcNotSupported("SeatAvailability is not served yet")
