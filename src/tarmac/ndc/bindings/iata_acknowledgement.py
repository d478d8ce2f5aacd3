from __future__ import annotations

from dataclasses import dataclass, field

from .iata_offers_and_orders_common_types import (
    AckType,
    IataPayloadStandardAttributesType,
)

__NAMESPACE__ = (
    "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
)


@dataclass(slots=True, kw_only=True)
class IataAcknowledgement:
    class Meta:
        name = "IATA_Acknowledgement"
        namespace = (
            "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
        )

    notification: None | AckType = field(
        default=None,
        metadata={
            "name": "Notification",
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
