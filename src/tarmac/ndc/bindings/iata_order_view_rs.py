from __future__ import annotations

from dataclasses import dataclass, field

from .iata_offers_and_orders_common_types import (
    AugmentationPointType,
    DistributionChainType,
    ErrorType,
    IataPayloadStandardAttributesType,
    OrderViewResponseType,
    PaymentFunctionsOrderType,
)

__NAMESPACE__ = (
    "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
)


@dataclass(slots=True, kw_only=True)
class IataOrderViewRs:
    class Meta:
        name = "IATA_OrderViewRS"
        namespace = (
            "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
        )

    error: list[ErrorType] = field(
        default_factory=list,
        metadata={
            "name": "Error",
            "type": "Element",
        },
    )
    response: None | OrderViewResponseType = field(
        default=None,
        metadata={
            "name": "Response",
            "type": "Element",
        },
    )
    augmentation_point: None | AugmentationPointType = field(
        default=None,
        metadata={
            "name": "AugmentationPoint",
            "type": "Element",
        },
    )
    distribution_chain: None | DistributionChainType = field(
        default=None,
        metadata={
            "name": "DistributionChain",
            "type": "Element",
        },
    )
    payload_attributes: None | IataPayloadStandardAttributesType = field(
        default=None,
        metadata={
            "name": "PayloadAttributes",
            "type": "Element",
        },
    )
    payment_functions: list[PaymentFunctionsOrderType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
        },
    )
