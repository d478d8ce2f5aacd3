"""AirShopping: the offers of one way or a round trip, from flight search."""

from tarmac.ndc.bindings import (
    AirShoppingResponseType,
    IataAirShoppingRq,
    IataAirShoppingRs,
    OffersGroupType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.route import payload_attributes


async def air_shopping(request: IataAirShoppingRq, context: Context) -> IataAirShoppingRs:
    correlation = request.payload_attributes.correlation_id if request.payload_attributes else None
    return IataAirShoppingRs(
        payload_attributes=payload_attributes(correlation),
        response=AirShoppingResponseType(offers_group=OffersGroupType()),
    )
