from __future__ import annotations

from dataclasses import dataclass, field

from .iata_offers_and_orders_common_types import (
    AugmentationPointType,
    DistributionChainType,
    IataPayloadStandardAttributesType,
    OrderReshopRequestType,
    PosType,
)

__NAMESPACE__ = (
    "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
)


@dataclass(slots=True, kw_only=True)
class IataOrderReshopRq:
    class Meta:
        name = "IATA_OrderReshopRQ"
        namespace = (
            "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
        )

    augmentation_point: None | AugmentationPointType = field(
        default=None,
        metadata={
            "name": "AugmentationPoint",
            "type": "Element",
        },
    )
    distribution_chain: DistributionChainType = field(
        metadata={
            "name": "DistributionChain",
            "type": "Element",
        }
    )
    payload_attributes: None | IataPayloadStandardAttributesType = field(
        default=None,
        metadata={
            "name": "PayloadAttributes",
            "type": "Element",
        },
    )
    pos: None | PosType = field(
        default=None,
        metadata={
            "name": "POS",
            "type": "Element",
        },
    )
    request: OrderReshopRequestType = field(
        metadata={
            "name": "Request",
            "type": "Element",
        }
    )
