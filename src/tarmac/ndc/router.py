"""NDC 21.3 (``/ndc/21.3/<Message>``, an agency's secret key): XML over HTTP. HTTP only: read
the body, call ``ndc.service``, answer its message; every error is the message's response
holding an ``Error`` element (``ndc.route``). docs/guides/ndc.md shows each message."""

from fastapi import APIRouter, Request, Response

from tarmac.auth.caller import AgencyKey
from tarmac.cache.reads import ReadsDep
from tarmac.ndc import service
from tarmac.ndc.bindings import IataAirShoppingRs
from tarmac.ndc.route import ndc_post, xml_response

router = APIRouter(prefix="/ndc/21.3", tags=["NDC 21.3"])


@ndc_post(router, "AirShopping", IataAirShoppingRs)
async def air_shopping(request: Request, caller: AgencyKey, reads: ReadsDep) -> Response:
    """Offers for one way or a round trip: passengers by type (ADT, CHD, INF), a cabin, the
    currency of ``ResponseParameters/CurParameter``; each offer a fare family with its price
    and taxes per passenger, an ``OfferID`` to price (``OfferPrice``) until its
    ``OfferExpirationDateTime``."""
    return xml_response(await service.air_shopping(await request.body(), caller, reads))
