"""OfferPrice: an AirShopping offer priced as a quote for the calling agency. (Helper
"offers" builds it.)"""

from tarmac.ndc.bindings import IataOfferPriceRq, IataOfferPriceRs
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported


async def offer_price(request: IataOfferPriceRq, context: Context) -> IataOfferPriceRs:
    raise NdcNotSupported("OfferPrice is not served yet")
