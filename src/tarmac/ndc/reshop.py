"""OrderReshop (another date or flight: the exchange's quote; the cancellation: the refund
the fare allows) and OrderChange accepting its offers. (Helper "exchange" builds it.)"""

from tarmac.ndc.bindings import (
    IataOrderChangeRq,
    IataOrderReshopRq,
    IataOrderReshopRs,
    IataOrderViewRs,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported


async def order_reshop(request: IataOrderReshopRq, context: Context) -> IataOrderReshopRs:
    raise NdcNotSupported("OrderReshop is not served yet")


async def accept_exchange(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("Accepting a reshop offer is not served yet")


async def accept_cancellation(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("AcceptCancelledOffer is not served yet")
