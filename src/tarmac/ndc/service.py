"""The NDC messages, each read from its XML, answered by the services of the JSON API
(search, quotes, bookings, payments, ticketing, exchange, correction, airline changes) and
written back as its response message. One module per group of messages: ``shopping``
(AirShopping), ...; this one is what the router calls."""

from tarmac.auth.caller import Caller
from tarmac.cache.reads import Reads
from tarmac.ndc import codec, shopping
from tarmac.ndc.bindings import IataAirShoppingRq, IataAirShoppingRs


async def air_shopping(body: bytes, caller: Caller, reads: Reads) -> IataAirShoppingRs:
    request = codec.read("AirShoppingRQ", body, IataAirShoppingRq)
    return await shopping.air_shopping(request, caller, reads)
