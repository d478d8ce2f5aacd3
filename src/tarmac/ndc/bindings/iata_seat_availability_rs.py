from __future__ import annotations

from dataclasses import dataclass, field

from .iata_offers_and_orders_common_types import (
    AugmentationPointType,
    ErrorType,
    IataPayloadStandardAttributesType,
    SeatAvailResponseType,
)

__NAMESPACE__ = (
    "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
)


@dataclass(slots=True, kw_only=True)
class IataSeatAvailabilityRs:
    class Meta:
        name = "IATA_SeatAvailabilityRS"
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
    response: None | SeatAvailResponseType = field(
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
    payload_attributes: None | IataPayloadStandardAttributesType = field(
        default=None,
        metadata={
            "name": "PayloadAttributes",
            "type": "Element",
        },
    )
