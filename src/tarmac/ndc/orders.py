"""OrderCreate and OrderRetrieve, paying an unpaid order and cancelling it
(``CancelUnpaidOrder``). (Helper "orders" builds it.)"""

from tarmac.ndc.bindings import (
    IataOrderChangeRq,
    IataOrderCreateRq,
    IataOrderRetrieveRq,
    IataOrderViewRs,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported


async def order_create(request: IataOrderCreateRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("OrderCreate is not served yet")


async def order_retrieve(request: IataOrderRetrieveRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("OrderRetrieve is not served yet")


async def pay(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("Paying an order is not served yet")


async def cancel_unpaid(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    raise NdcNotSupported("CancelUnpaidOrder is not served yet")
