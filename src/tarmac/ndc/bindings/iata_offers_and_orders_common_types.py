from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum

from xsdata.models.datatype import XmlDate, XmlDateTime, XmlDuration, XmlTime

from .xmldsig_core_schema import SignatureType

__NAMESPACE__ = (
    "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes"
)


@dataclass(slots=True, kw_only=True)
class AcceptCancelOfferType:
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class AcceptRepricedOrderType:
    offer_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OfferRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class AcceptanceRuleType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountableDocType:
    date_of_issue: None | XmlDate = field(
        default=None,
        metadata={
            "name": "DateOfIssue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    doc_number: str = field(
        metadata={
            "name": "DocNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    doc_type: None | str = field(
        default=None,
        metadata={
            "name": "DocType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AckType:
    status_code: str = field(
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    status_message_text: None | str = field(
        default=None,
        metadata={
            "name": "StatusMessageText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning_code: None | str = field(
        default=None,
        metadata={
            "name": "WarningCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class ActionCodeContentType(Enum):
    ADD = "Add"
    DELETE = "Delete"
    UPDATE = "Update"


class AddlNameTypeCodeContentType(Enum):
    FATHER_SURNAME = "Father Surname"
    MOTHER_SURNAME = "Mother Surname"


@dataclass(slots=True, kw_only=True)
class AffectedOrderItemRequestType:
    order_item_ref_id: str = field(
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    respend_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RespendInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    retain_service_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "RetainServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AmountType:
    value: Decimal = field()
    cur_code: None | str = field(
        default=None,
        metadata={
            "name": "CurCode",
            "type": "Attribute",
        },
    )


@dataclass(slots=True, kw_only=True)
class ArrivalFilterCriteriaType:
    arrival_date: XmlDate = field(
        metadata={
            "name": "ArrivalDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    station_code: str = field(
        metadata={
            "name": "StationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )


@dataclass(slots=True, kw_only=True)
class ArrivalType:
    arrival_date: XmlDate = field(
        metadata={
            "name": "ArrivalDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    station_code: str = field(
        metadata={
            "name": "StationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class AugmentationPointType:
    other_element: list[object] = field(
        default_factory=list,
        metadata={
            "type": "Wildcard",
            "namespace": "##other",
        },
    )


@dataclass(slots=True, kw_only=True)
class AvailPeriodType:
    earliest_available_period_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "EarliestAvailablePeriodDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    latest_available_period_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "LatestAvailablePeriodDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AvailableSeatType:
    column_id: str = field(
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
            "pattern": r"[A-Z]",
        }
    )
    occupation_status_code: None | str = field(
        default=None,
        metadata={
            "name": "OccupationStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OfferItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    row_number: int = field(
        metadata={
            "name": "RowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        }
    )
    seat_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "SeatProfileRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BagDimensionType:
    height_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "HeightMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    length_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "LengthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    width_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "WidthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class BagDisclosureRuleTypeCodeContentType(Enum):
    D = "D"
    N = "N"
    OTHER = "Other"
    Y = "Y"


class BagRuleCodeContentType(Enum):
    D = "D"
    N = "N"
    OTHER = "Other"
    Y = "Y"


@dataclass(slots=True, kw_only=True)
class BaggageAllowanceRefType:
    baggage_allowance_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAllowanceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class BaggagePricingCriteriaType:
    baggage_option_code: None | str = field(
        default=None,
        metadata={
            "name": "BaggageOptionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commercial_agreement_id: None | str = field(
        default=None,
        metadata={
            "name": "CommercialAgreementID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deferral_ind: None | bool = field(
        default=None,
        metadata={
            "name": "DeferralInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fixed_pre_paid_ind: None | bool = field(
        default=None,
        metadata={
            "name": "FixedPrePaidInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    include_settlement_ind: None | bool = field(
        default=None,
        metadata={
            "name": "IncludeSettlementInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    optional_charges_code: None | str = field(
        default=None,
        metadata={
            "name": "OptionalChargesCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requested_action_code: None | str = field(
        default=None,
        metadata={
            "name": "RequestedActionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BilateralTimeLimitType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "TimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BinaryObjectType:
    value: bytes = field(
        default=b"",
        metadata={
            "format": "base64",
        },
    )
    character_set_code: None | str = field(
        default=None,
        metadata={
            "name": "CharacterSetCode",
            "type": "Attribute",
        },
    )
    encoding_code: None | str = field(
        default=None,
        metadata={
            "name": "EncodingCode",
            "type": "Attribute",
        },
    )
    file_name: None | str = field(
        default=None,
        metadata={
            "name": "FileName",
            "type": "Attribute",
        },
    )
    format: None | str = field(
        default=None,
        metadata={
            "name": "Format",
            "type": "Attribute",
        },
    )
    mime_code: None | str = field(
        default=None,
        metadata={
            "name": "MIME_Code",
            "type": "Attribute",
        },
    )
    uniform_resource_id: None | str = field(
        default=None,
        metadata={
            "name": "UniformResourceID",
            "type": "Attribute",
        },
    )


@dataclass(slots=True, kw_only=True)
class CabinTypeType:
    cabin_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CabinTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_name: None | str = field(
        default=None,
        metadata={
            "name": "CabinTypeName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CalendarDateCriteriaType:
    days_after_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "DaysAfterNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    days_before_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "DaysBeforeNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CancelOrderRefType:
    order_ref_id: str = field(
        metadata={
            "name": "OrderRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


class CardNumberCollectionCodeContentType(Enum):
    K = "K"
    S = "S"


@dataclass(slots=True, kw_only=True)
class CarrierAircraftTypeType:
    carrier_aircraft_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CarrierAircraftTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_aircraft_type_name: None | str = field(
        default=None,
        metadata={
            "name": "CarrierAircraftTypeName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CarrierType:
    airline_desig_code: str = field(
        metadata={
            "name": "AirlineDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    duplicate_desig_ind: None | bool = field(
        default=None,
        metadata={
            "name": "DuplicateDesigInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class ChangeTypeCodeContentType(Enum):
    FLIGHT = "Flight"
    NAME = "Name"
    SERVICE = "Service"


@dataclass(slots=True, kw_only=True)
class CityType:
    city_name: None | str = field(
        default=None,
        metadata={
            "name": "CityName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_location_code: None | str = field(
        default=None,
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearanceCarrierType:
    airline_accounting_code: str = field(
        metadata={
            "name": "AirlineAccountingCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    airline_desig_code: str = field(
        metadata={
            "name": "AirlineDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearanceCriteriaType:
    process_rule_code: str = field(
        metadata={
            "name": "ProcessRuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 7,
            "pattern": r"(IATAC|BLTRL)[A-Za-z0-9]{2}",
        }
    )
    remittance_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "RemittanceDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearanceOrgType:
    name: str = field(
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    org_id: str = field(
        metadata={
            "name": "OrgID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ClearanceTravelAgencyType:
    iata_number: Decimal = field(
        metadata={
            "name": "IATA_Number",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )


class ComponentPositionCodeContentType(Enum):
    AFTER = "After"
    BEFORE = "Before"


class ConsequenceOfInactionCodeContentType(Enum):
    AUTO_ACCEPTANCE = "Auto-acceptance"
    AUTO_CANCELLATION = "Auto-cancellation"


@dataclass(slots=True, kw_only=True)
class CountrySubDivisionType:
    country_sub_division_code: None | str = field(
        default=None,
        metadata={
            "name": "CountrySubDivisionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_sub_division_name: None | str = field(
        default=None,
        metadata={
            "name": "CountrySubDivisionName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )


@dataclass(slots=True, kw_only=True)
class CountryType:
    country_code: None | str = field(
        default=None,
        metadata={
            "name": "CountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_name: None | str = field(
        default=None,
        metadata={
            "name": "CountryName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )


@dataclass(slots=True, kw_only=True)
class CouponValidityPeriodType:
    duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "Duration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "EffectiveDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class CurAppCodeContentType(Enum):
    ACTUAL = "Actual"
    CONVERSION = "Conversion"
    DISPLAY = "Display"
    OTHER = "Other"
    REQUESTED = "Requested"


@dataclass(slots=True, kw_only=True)
class DateRangeType:
    effective_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "EffectiveDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DateTimeRangeType:
    from_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "FromDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    to_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ToDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DatedOperatingLegRefType:
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class DatedOperatingSegmentType:
    carrier_desig_code: str = field(
        metadata={
            "name": "CarrierDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_name: None | str = field(
        default=None,
        metadata={
            "name": "CarrierName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_id: str = field(
        metadata={
            "name": "DatedOperatingSegmentId",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "Duration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    operating_carrier_flight_number_text: None | str = field(
        default=None,
        metadata={
            "name": "OperatingCarrierFlightNumberText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,4}",
        },
    )
    operational_suffix_text: None | str = field(
        default=None,
        metadata={
            "name": "OperationalSuffixText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
        },
    )
    secure_flight_ind: None | bool = field(
        default=None,
        metadata={
            "name": "SecureFlightInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    segment_type_code: None | str = field(
        default=None,
        metadata={
            "name": "SegmentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class DeckCodeContentType(Enum):
    LOWER = "Lower"
    MAIN = "Main"
    UPPER = "Upper"


@dataclass(slots=True, kw_only=True)
class DeliveryProviderType:
    id: str = field(
        metadata={
            "name": "ID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    name: str = field(
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class DepFilterCriteriaType:
    dep_date: XmlDate = field(
        metadata={
            "name": "DepDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    station_code: str = field(
        metadata={
            "name": "StationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )


@dataclass(slots=True, kw_only=True)
class DepType:
    dep_date: XmlDate = field(
        metadata={
            "name": "DepDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    station_code: str = field(
        metadata={
            "name": "StationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class DescType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    markup_style_text: None | str = field(
        default=None,
        metadata={
            "name": "MarkupStyleText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DestArrivalCriteriaType:
    date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "Date",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_location_code: str = field(
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    time: None | XmlTime = field(
        default=None,
        metadata={
            "name": "Time",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    time_after_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "TimeAfterDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    time_before_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "TimeBeforeDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class DifferentialTypeCodeContentType(Enum):
    ADD_COL = "AddCol"
    ADD_COL_AND_REFUND = "AddColAndRefund"
    ADD_COL_AND_RESIDUAL = "AddColAndResidual"
    EVEN_EXCHANGE = "EvenExchange"
    REFUND = "Refund"
    RESIDUAL = "Residual"
    REUSABLE = "Reusable"
    VOID = "Void"


@dataclass(slots=True, kw_only=True)
class DirectionalIndType:
    directional_ind_text: None | str = field(
        default=None,
        metadata={
            "name": "DirectionalIndText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class DistributionChainRoleCodeContentType(Enum):
    CARRIER = "Carrier"
    DISTRIBUTOR = "Distributor"
    SELLER = "Seller"


@dataclass(slots=True, kw_only=True)
class EmailAddressType:
    contact_type_text: None | str = field(
        default=None,
        metadata={
            "name": "ContactTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    email_address_text: str = field(
        metadata={
            "name": "EmailAddressText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ErrorType:
    code: None | str = field(
        default=None,
        metadata={
            "name": "Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    error_id: None | str = field(
        default=None,
        metadata={
            "name": "ErrorID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_code: str = field(
        metadata={
            "name": "LangCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_name: None | str = field(
        default=None,
        metadata={
            "name": "OwnerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    status_text: None | str = field(
        default=None,
        metadata={
            "name": "StatusText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tag_text: None | str = field(
        default=None,
        metadata={
            "name": "TagText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    type_code: str = field(
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ExistingServiceType:
    future_status_code: None | str = field(
        default=None,
        metadata={
            "name": "FutureStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_ref_id: str = field(
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FoidType:
    class Meta:
        name = "FOID_Type"

    foid_id: str = field(
        metadata={
            "name": "FOID_ID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    foid_type_code: str = field(
        metadata={
            "name": "FOID_TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FareCalculationInfoType:
    addl_info_text: str = field(
        metadata={
            "name": "AddlInfoText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pricing_code_text: str = field(
        metadata={
            "name": "PricingCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    reporting_code_text: None | str = field(
        default=None,
        metadata={
            "name": "ReportingCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class FarePriceTypeCodeContentType(Enum):
    FILED = "Filed"
    NET = "Net"


@dataclass(slots=True, kw_only=True)
class FareRuleTextCriteriaType:
    rule_code: None | str = field(
        default=None,
        metadata={
            "name": "RuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FareWaiverType:
    fare_rule_waiver_code: str = field(
        metadata={
            "name": "FareRuleWaiverCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    fare_waiver_type_code: str = field(
        metadata={
            "name": "FareWaiverTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FieldMetadataType:
    mandatory_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MandatoryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    path_text: None | str = field(
        default=None,
        metadata={
            "name": "PathText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class FlightCharacteristicsCodeContentType(Enum):
    AIRPORT_CHANGE = "AirportChange"
    DIRECT = "Direct"
    NON_STOP = "NonStop"
    OVERNIGHT_STOP = "OvernightStop"
    RED_EYE = "RedEye"


class GenderCodeContentType(Enum):
    F = "F"
    M = "M"
    U = "U"
    X = "X"


@dataclass(slots=True, kw_only=True)
class GeneralAssociationType:
    associated_object_id: None | str = field(
        default=None,
        metadata={
            "name": "AssociatedObjectID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    associated_object_name: None | str = field(
        default=None,
        metadata={
            "name": "AssociatedObjectName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    associated_object_path: None | str = field(
        default=None,
        metadata={
            "name": "AssociatedObjectPath",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class GeospatialLocationType:
    natural_area_geocode: None | str = field(
        default=None,
        metadata={
            "name": "NaturalAreaGeocode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    point_elevation_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "PointElevationNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    point_latitude_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "PointLatitudeNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    point_longitude_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "PointLongitudeNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class IataAircraftTypeType:
    class Meta:
        name = "IATA_AircraftTypeType"

    iata_aircraft_type_code: None | str = field(
        default=None,
        metadata={
            "name": "IATA_AircraftTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9A-Z]{3}",
        },
    )


@dataclass(slots=True, kw_only=True)
class IataEasyPayType:
    class Meta:
        name = "IATA_EasyPayType"

    account_number: None | str = field(
        default=None,
        metadata={
            "name": "AccountNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    approval_code: None | str = field(
        default=None,
        metadata={
            "name": "ApprovalCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )


@dataclass(slots=True, kw_only=True)
class IataPayloadStandardAttributesType:
    class Meta:
        name = "IATA_PayloadStandardAttributesType"

    alt_lang_id: None | str = field(
        default=None,
        metadata={
            "name": "AltLangID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    correlation_id: None | str = field(
        default=None,
        metadata={
            "name": "CorrelationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    primary_lang_id: None | str = field(
        default=None,
        metadata={
            "name": "PrimaryLangID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    retransmission_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RetransmissionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seq_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "SeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    timestamp: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "Timestamp",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trx_id: None | str = field(
        default=None,
        metadata={
            "name": "TrxID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    version_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "VersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineCarrierType:
    airline_accounting_code: str = field(
        metadata={
            "name": "AirlineAccountingCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    airline_desig_code: str = field(
        metadata={
            "name": "AirlineDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class JourneyPriceClassType:
    pax_journey_ref_id: str = field(
        metadata={
            "name": "PaxJourneyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price_class_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PriceClassRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class JourneyStageTypeCodeContentType(Enum):
    AFTER_DEPARTURE = "After Departure"
    NO_SHOW = "No Show"
    PRIOR_TO_DEPARTURE = "Prior To Departure"


@dataclass(slots=True, kw_only=True)
class LangUsageType:
    lang_code: str = field(
        metadata={
            "name": "LangCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    lang_usage_text: None | str = field(
        default=None,
        metadata={
            "name": "LangUsageText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class LengthUnitCodeContentType(Enum):
    CMT = "CMT"
    FOT = "FOT"
    INH = "INH"
    MTR = "MTR"


@dataclass(slots=True, kw_only=True)
class MarketingCarrierInfoType:
    carrier_desig_code: str = field(
        metadata={
            "name": "CarrierDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_name: None | str = field(
        default=None,
        metadata={
            "name": "CarrierName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    marketing_carrier_flight_number_text: str = field(
        metadata={
            "name": "MarketingCarrierFlightNumberText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,4}",
        }
    )
    operational_suffix_text: None | str = field(
        default=None,
        metadata={
            "name": "OperationalSuffixText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
        },
    )
    rbd_code: None | str = field(
        default=None,
        metadata={
            "name": "RBD_Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class MatchTypeCodeContentType(Enum):
    FULL = "Full"
    NONE = "None"
    OTHER = "Other"
    PARTIAL = "Partial"


@dataclass(slots=True, kw_only=True)
class MeasureType:
    value: Decimal = field()
    unit_code: None | str = field(
        default=None,
        metadata={
            "name": "UnitCode",
            "type": "Attribute",
        },
    )


class MeasurementSystemCodeContentType(Enum):
    IMPERIAL = "Imperial"
    METRIC = "Metric"


@dataclass(slots=True, kw_only=True)
class MediaResourceRefType:
    content_type: None | str = field(
        default=None,
        metadata={
            "name": "ContentType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    resource_uri: str = field(
        metadata={
            "name": "ResourceURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class NameChangeServiceType:
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_definition_ref_id: str = field(
        metadata={
            "name": "ServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class NoChangeIndType:
    no_change_ind: bool = field(
        metadata={
            "name": "NoChangeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


class ObjectNameCodeContentType(Enum):
    OFFER = "OFFER"


@dataclass(slots=True, kw_only=True)
class OfferAssociationType:
    offer_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OfferItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_ref_id: str = field(
        metadata={
            "name": "OfferRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OfferItemTimeLimitsType:
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferItemTypeCriteriaType:
    offer_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfflinePaymentInstructionReceiptType:
    payment_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    payment_gateway_uri: None | str = field(
        default=None,
        metadata={
            "name": "PaymentGatewayURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OperatingSegmentCriteriaType:
    carrier_desig_code: str = field(
        metadata={
            "name": "CarrierDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_name: None | str = field(
        default=None,
        metadata={
            "name": "CarrierName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    operating_carrier_flight_number_text: None | str = field(
        default=None,
        metadata={
            "name": "OperatingCarrierFlightNumberText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,4}",
        },
    )
    operational_suffix_text: None | str = field(
        default=None,
        metadata={
            "name": "OperationalSuffixText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
        },
    )
    rbd_code: None | str = field(
        default=None,
        metadata={
            "name": "RBD_Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OptionalOriginDestType:
    dest_code: None | str = field(
        default=None,
        metadata={
            "name": "DestCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    origin_code: None | str = field(
        default=None,
        metadata={
            "name": "OriginCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    origin_dest_id: str = field(
        metadata={
            "name": "OriginDestID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_journey_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxJourneyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderAssociationType:
    order_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_ref_id: str = field(
        metadata={
            "name": "OrderRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderFilterCriteriaType:
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_version_number: None | int = field(
        default=None,
        metadata={
            "name": "OrderVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderKeyType:
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_version_number: None | int = field(
        default=None,
        metadata={
            "name": "OrderVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderingQtyType:
    maximum_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "MaximumQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "MinimumQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OriginDepCriteriaType:
    date: XmlDate = field(
        metadata={
            "name": "Date",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    iata_location_code: str = field(
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    time: None | XmlTime = field(
        default=None,
        metadata={
            "name": "Time",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    time_after_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "TimeAfterDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    time_before_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "TimeBeforeDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OriginDestType:
    dest_code: str = field(
        metadata={
            "name": "DestCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    origin_code: str = field(
        metadata={
            "name": "OriginCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    origin_dest_id: str = field(
        metadata={
            "name": "OriginDestID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_journey_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxJourneyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OtherAddressType:
    contact_type_text: None | str = field(
        default=None,
        metadata={
            "name": "ContactTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_address_text: str = field(
        metadata={
            "name": "OtherAddressText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


class OwnerTypeCodeContentType(Enum):
    ORA = "ORA"
    POA = "POA"


class OwnershipTypeCodeContentType(Enum):
    CUSTOMER = "Customer"
    SELLER = "Seller"


class PosTypeCodeContentType(Enum):
    A = "A"
    H = "H"
    I = "I"
    L = "L"
    T = "T"
    U = "U"
    V = "V"
    X = "X"


@dataclass(slots=True, kw_only=True)
class PtcOfferParametersType:
    class Meta:
        name = "PTC_OfferParametersType"

    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    priced_pax_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "PricedPaxNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc_priced_code: None | str = field(
        default=None,
        metadata={
            "name": "PTC_PricedCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[A-Z]{3}",
        },
    )
    ptc_requested_code: None | str = field(
        default=None,
        metadata={
            "name": "PTC_RequestedCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[A-Z]{3}",
        },
    )
    requested_pax_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "RequestedPaxNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ParticipatingOrgType:
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org_id: str = field(
        metadata={
            "name": "OrgID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaxJourneyRefType:
    pax_journey_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxJourneyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxNameChangeType:
    given_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "GivenName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
            "min_length": 1,
            "max_length": 64,
        },
    )
    middle_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "MiddleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
            "min_length": 1,
            "max_length": 64,
        },
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    suffix_name: None | str = field(
        default=None,
        metadata={
            "name": "SuffixName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )
    surname: str = field(
        metadata={
            "name": "Surname",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        }
    )
    title_name: None | str = field(
        default=None,
        metadata={
            "name": "TitleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxRefType:
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaxSegmentRefListType:
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxSegmentRefType:
    pax_segment_ref_id: str = field(
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaxSharingPrefType:
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    sharing_ind: None | bool = field(
        default=None,
        metadata={
            "name": "SharingInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    sharing_party_id: None | str = field(
        default=None,
        metadata={
            "name": "SharingPartyID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class PayerAuthenticationExemptionCodeContentType(Enum):
    AO = "AO"
    DA = "DA"
    LV = "LV"
    MA = "MA"
    ND = "ND"
    SC = "SC"
    TB = "TB"
    TR = "TR"


class PayerAuthenticationFailureToCompleteCodeContentType(Enum):
    NC = "NC"
    NS = "NS"


@dataclass(slots=True, kw_only=True)
class PayerIndividualType:
    birthplace_text: None | str = field(
        default=None,
        metadata={
            "name": "BirthplaceText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    given_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "GivenName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
            "min_length": 1,
            "max_length": 64,
        },
    )
    individual_id: None | str = field(
        default=None,
        metadata={
            "name": "IndividualID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    middle_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "MiddleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
            "min_length": 1,
            "max_length": 64,
        },
    )
    suffix_name: None | str = field(
        default=None,
        metadata={
            "name": "SuffixName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )
    surname: str = field(
        metadata={
            "name": "Surname",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        }
    )
    title_name: None | str = field(
        default=None,
        metadata={
            "name": "TitleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )


@dataclass(slots=True, kw_only=True)
class PayerOrganisationType:
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentAddressVerificationType:
    address_verification_invalid_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AddressVerificationInvalidInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    address_verification_no_match_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AddressVerificationNoMatchInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    address_verification_status_code: None | str = field(
        default=None,
        metadata={
            "name": "AddressVerificationStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    address_verification_text: None | str = field(
        default=None,
        metadata={
            "name": "AddressVerificationText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentRedirectionResponseType:
    expiration_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ExpirationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    return_uri: str = field(
        metadata={
            "name": "ReturnURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaymentTimeLimitDateType:
    payment_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentTimeLimitDurationType:
    payment_time_limit_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class PaymentTrxChannelCodeContentType(Enum):
    EC = "EC"
    FA = "FA"
    MO = "MO"
    NS = "NS"
    TO = "TO"


@dataclass(slots=True, kw_only=True)
class PenaltyRefType:
    penalty_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class PenaltyTypeCodeContentType(Enum):
    CANCELLATION = "Cancellation"
    CHANGE = "Change"
    NO_SHOW = "NoShow"
    OTHER = "Other"
    UPGRADE = "Upgrade"


@dataclass(slots=True, kw_only=True)
class PhoneType:
    area_code_number: None | str = field(
        default=None,
        metadata={
            "name": "AreaCodeNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_type_text: None | str = field(
        default=None,
        metadata={
            "name": "ContactTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_dialing_code: None | str = field(
        default=None,
        metadata={
            "name": "CountryDialingCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    extension_number: None | str = field(
        default=None,
        metadata={
            "name": "ExtensionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    phone_number: None | str = field(
        default=None,
        metadata={
            "name": "PhoneNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PieceAllowanceType:
    total_qty: Decimal = field(
        metadata={
            "name": "TotalQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PolicyNodeInfoType:
    path_text: None | str = field(
        default=None,
        metadata={
            "name": "PathText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tag_name: None | str = field(
        default=None,
        metadata={
            "name": "TagName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PostalAddressType:
    building_room_text: None | str = field(
        default=None,
        metadata={
            "name": "BuildingRoomText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    city_name: None | str = field(
        default=None,
        metadata={
            "name": "CityName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_type_text: None | str = field(
        default=None,
        metadata={
            "name": "ContactTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_code: None | str = field(
        default=None,
        metadata={
            "name": "CountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_name: None | str = field(
        default=None,
        metadata={
            "name": "CountryName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    country_sub_division_name: None | str = field(
        default=None,
        metadata={
            "name": "CountrySubDivisionName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    po_box_code: None | str = field(
        default=None,
        metadata={
            "name": "PO_BoxCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    postal_code: None | str = field(
        default=None,
        metadata={
            "name": "PostalCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    street_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "StreetText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 2,
        },
    )


@dataclass(slots=True, kw_only=True)
class PrePaidCertificateType:
    app_text: None | str = field(
        default=None,
        metadata={
            "name": "AppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "EffectiveDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiry_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ExpiryDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    number: None | Decimal = field(
        default=None,
        metadata={
            "name": "Number",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class PrefLevelCodeContentType(Enum):
    EXCLUDE = "Exclude"
    PREFERRED = "Preferred"
    REQUIRED = "Required"


class PresenceTypeCodeContentType(Enum):
    CN = "CN"
    CP = "CP"


@dataclass(slots=True, kw_only=True)
class PriceCalendarDateType:
    date: XmlDate = field(
        metadata={
            "name": "Date",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    origin_dest_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginDestRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PricingMethodCriteriaType:
    best_pricing_option_text: None | str = field(
        default=None,
        metadata={
            "name": "BestPricingOptionText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ProgamContractType:
    contract_id: str = field(
        metadata={
            "name": "ContractID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ProgramAccountType:
    account_id: str = field(
        metadata={
            "name": "AccountID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class RbdType:
    class Meta:
        name = "RBD_Type"

    rbd_code: str = field(
        metadata={
            "name": "RBD_Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class RateType:
    value: Decimal = field()
    base_cur_code: None | str = field(
        default=None,
        metadata={
            "name": "BaseCurCode",
            "type": "Attribute",
        },
    )
    base_multiplier_value: None | Decimal = field(
        default=None,
        metadata={
            "name": "BaseMultiplierValue",
            "type": "Attribute",
        },
    )
    base_unit_code: None | str = field(
        default=None,
        metadata={
            "name": "BaseUnitCode",
            "type": "Attribute",
        },
    )
    cur_code: None | str = field(
        default=None,
        metadata={
            "name": "CurCode",
            "type": "Attribute",
        },
    )
    format: None | str = field(
        default=None,
        metadata={
            "name": "Format",
            "type": "Attribute",
        },
    )
    multiplier_value: None | Decimal = field(
        default=None,
        metadata={
            "name": "MultiplierValue",
            "type": "Attribute",
        },
    )
    unit_code: None | str = field(
        default=None,
        metadata={
            "name": "UnitCode",
            "type": "Attribute",
        },
    )


@dataclass(slots=True, kw_only=True)
class RedressCaseType:
    country_code: str = field(
        metadata={
            "name": "CountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    program_name: None | str = field(
        default=None,
        metadata={
            "name": "ProgramName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redress_case_id: str = field(
        metadata={
            "name": "RedressCaseID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 256,
        }
    )


class RefundLevelTypeCodeContentType(Enum):
    FULL = "Full"
    NONE = "None"
    PARTIAL = "Partial"


@dataclass(slots=True, kw_only=True)
class RemarkType:
    display_ind: None | bool = field(
        default=None,
        metadata={
            "name": "DisplayInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark_text: None | str = field(
        default=None,
        metadata={
            "name": "RemarkText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    timestamp: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "Timestamp",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class ReportingTypeCodeContentType(Enum):
    AIRLINE = "Airline"
    ARC = "ARC"
    BSP = "BSP"
    NOT_APPLICABLE = "Not applicable"


@dataclass(slots=True, kw_only=True)
class RepricedOrderType:
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


class RoundingPrecisionCodeContentType(Enum):
    DOWN = "Down"
    UP = "Up"


@dataclass(slots=True, kw_only=True)
class SalesAgentType:
    sales_agent_id: str = field(
        metadata={
            "name": "SalesAgentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SalesBranchType:
    sales_branch_id: str = field(
        metadata={
            "name": "SalesBranchID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SalesTaxRegistrationType:
    city_name: None | str = field(
        default=None,
        metadata={
            "name": "CityName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_code: None | str = field(
        default=None,
        metadata={
            "name": "CountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_dialing_code: None | str = field(
        default=None,
        metadata={
            "name": "CountryDialingCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_sub_division_name: None | str = field(
        default=None,
        metadata={
            "name": "CountrySubDivisionName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    email_address_text: str = field(
        metadata={
            "name": "EmailAddressText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    phone_number: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PhoneNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 2,
        },
    )
    postal_code: None | str = field(
        default=None,
        metadata={
            "name": "PostalCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    sales_tax_registration_id: None | str = field(
        default=None,
        metadata={
            "name": "SalesTaxRegistrationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    street_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "StreetText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 2,
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatColumnType:
    column_id: str = field(
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
            "pattern": r"[A-Z]",
        }
    )
    seat_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatProfileCriteriaType:
    seat_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatProfileRefType:
    seat_profile_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatProfileRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatType:
    column_id: str = field(
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
            "pattern": r"[A-Z]",
        }
    )
    row_number: int = field(
        metadata={
            "name": "RowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        }
    )
    seat_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "SeatProfileRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SecurePaymentAuthenticationInstructionsVersion1Type:
    authentication_trx_id: None | str = field(
        default=None,
        metadata={
            "name": "AuthenticationTrxID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    merchant_data: None | str = field(
        default=None,
        metadata={
            "name": "MerchantData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer_authentication_request_text: None | str = field(
        default=None,
        metadata={
            "name": "PayerAuthenticationRequestText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redirection_url: None | str = field(
        default=None,
        metadata={
            "name": "RedirectionURL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    termination_url: None | str = field(
        default=None,
        metadata={
            "name": "TerminationURL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SecurePaymentAuthenticationVersionType:
    card_enrollment_version_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "CardEnrollmentVersionText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    supported_version_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SupportedVersionText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SecurePaymentVersion1Type:
    payer_authentication_response_text: None | str = field(
        default=None,
        metadata={
            "name": "PayerAuthenticationResponseText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SecureProgramType:
    enrollment_status_text: None | str = field(
        default=None,
        metadata={
            "name": "EnrollmentStatusText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_program_name: None | str = field(
        default=None,
        metadata={
            "name": "SecurePaymentProgramName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedBundleServicesType:
    selected_service_definition_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SelectedServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    selected_service_ref_id: str = field(
        metadata={
            "name": "SelectedServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SelectedOrderItemType:
    order_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedSeatType:
    column_id: str = field(
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    seat_row_number: Decimal = field(
        metadata={
            "name": "SeatRowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceBundleType:
    maximum_service_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "MaximumServiceQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "ServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceIdKeyType:
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SettlementPlanType:
    iata_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "IATA_Number",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class StationType:
    iata_location_code: str = field(
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    station_name: None | str = field(
        default=None,
        metadata={
            "name": "StationName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 256,
        },
    )


@dataclass(slots=True, kw_only=True)
class StayPeriodType:
    end_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "EndDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_stay_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MaximumStayDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_stay_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MinimumStayDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    start_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "StartDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class StopOverLocationType:
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    maximum_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MaximumDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class TaxExemptionQualificationCodeContentType(Enum):
    PSU = "PSU"
    SEZ = "SEZ"
    UN = "UN"


class TaxTypeCodeContentType(Enum):
    APPLIED = "Applied"
    EXEMPT = "Exempt"


@dataclass(slots=True, kw_only=True)
class TaxonomyFeatureType:
    codeset_code: None | str = field(
        default=None,
        metadata={
            "name": "CodesetCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    codeset_name_code: None | str = field(
        default=None,
        metadata={
            "name": "CodesetNameCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    value_text: None | str = field(
        default=None,
        metadata={
            "name": "ValueText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TicketRefIdentificationType:
    ref_id: str = field(
        metadata={
            "name": "RefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    ref_type_code: str = field(
        metadata={
            "name": "RefTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class TransportPointType:
    aircraft_scheduled_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "AircraftScheduledDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    boarding_gate_id: None | str = field(
        default=None,
        metadata={
            "name": "BoardingGateID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 8,
        },
    )
    iata_location_code: str = field(
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    station_name: None | str = field(
        default=None,
        metadata={
            "name": "StationName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 256,
        },
    )
    terminal_name: None | str = field(
        default=None,
        metadata={
            "name": "TerminalName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class TravelAgencyTypeCodeContentType(Enum):
    ONLINE_TRAVEL_AGENCY = "OnlineTravelAgency"
    TRAVEL_AGENCY = "TravelAgency"
    TRAVEL_MANAGEMENT_COMPANY = "TravelManagementCompany"


class TripPurposeCodeContentType(Enum):
    BUSINESS = "Business"
    BUSINESS_AND_LEISURE = "BusinessAndLeisure"
    LEISURE = "Leisure"
    OTHER = "Other"
    UNKNOWN = "Unknown"


@dataclass(slots=True, kw_only=True)
class UpdatePaxNameType:
    given_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "GivenName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
            "min_length": 1,
            "max_length": 64,
        },
    )
    middle_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "MiddleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
            "min_length": 1,
            "max_length": 64,
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    suffix_name: None | str = field(
        default=None,
        metadata={
            "name": "SuffixName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )
    surname: str = field(
        metadata={
            "name": "Surname",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        }
    )
    title_name: None | str = field(
        default=None,
        metadata={
            "name": "TitleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )


@dataclass(slots=True, kw_only=True)
class VisaType:
    entry_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "EntryQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiry_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ExpiryDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    host_country_code: None | str = field(
        default=None,
        metadata={
            "name": "HostCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issue_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "IssueDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "IssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    stay_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "StayDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    visa_id: None | str = field(
        default=None,
        metadata={
            "name": "VisaID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    visa_type_code: None | str = field(
        default=None,
        metadata={
            "name": "VisaTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class WarningType:
    code: None | str = field(
        default=None,
        metadata={
            "name": "Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_code: str = field(
        metadata={
            "name": "LangCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_name: None | str = field(
        default=None,
        metadata={
            "name": "OwnerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    status_text: None | str = field(
        default=None,
        metadata={
            "name": "StatusText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tag_text: None | str = field(
        default=None,
        metadata={
            "name": "TagText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    type_code: None | str = field(
        default=None,
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning_id: None | str = field(
        default=None,
        metadata={
            "name": "WarningID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


class WeightUnitCodeContentType(Enum):
    KGM = "KGM"
    LBR = "LBR"


@dataclass(slots=True, kw_only=True)
class AddlNameType:
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    name_type_code: None | AddlNameTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "NameTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AffinityArrivalRequestType:
    country: None | CountryType = field(
        default=None,
        metadata={
            "name": "Country",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_sub_division: None | CountrySubDivisionType = field(
        default=None,
        metadata={
            "name": "CountrySubDivision",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    date_time_from: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DateTimeFrom",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    date_time_to: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DateTimeTo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    proximity_distance_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "ProximityDistanceMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    station: None | StationType = field(
        default=None,
        metadata={
            "name": "Station",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AffinityDepRequestType:
    country: None | CountryType = field(
        default=None,
        metadata={
            "name": "Country",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_sub_division: None | CountrySubDivisionType = field(
        default=None,
        metadata={
            "name": "CountrySubDivision",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    date_time_from: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DateTimeFrom",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    date_time_to: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DateTimeTo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    proximity_distance_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "ProximityDistanceMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    station: None | StationType = field(
        default=None,
        metadata={
            "name": "Station",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirlineTaxonomyType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    taxonomy_code: None | str = field(
        default=None,
        metadata={
            "name": "TaxonomyCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    taxonomy_feature: list[TaxonomyFeatureType] = field(
        default_factory=list,
        metadata={
            "name": "TaxonomyFeature",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AllianceType:
    alliance_code: str = field(
        metadata={
            "name": "AllianceCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        }
    )
    carrier: list[CarrierType] = field(
        default_factory=list,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BdcType:
    class Meta:
        name = "BDC_Type"

    bag_rule_code: None | BagRuleCodeContentType = field(
        default=None,
        metadata={
            "name": "BagRuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bdc_analysis_result_code: None | str = field(
        default=None,
        metadata={
            "name": "BDC_AnalysisResultCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bdc_reason_text: None | str = field(
        default=None,
        metadata={
            "name": "BDC_ReasonText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_desig_code: str = field(
        metadata={
            "name": "CarrierDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_name: None | str = field(
        default=None,
        metadata={
            "name": "CarrierName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BagTagType:
    bag_tag_id: None | str = field(
        default=None,
        metadata={
            "name": "BagTagID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 10,
            "pattern": r"[0-9]{10}",
        },
    )
    issuing_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "IssuingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tag_expedite_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TagExpediteInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tag_fallback_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TagFallbackInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tag_interline_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TagInterlineInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CabinComponentType:
    absolute_length_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "AbsoluteLengthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    absolute_width_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "AbsoluteWidthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_component_type_code: str = field(
        metadata={
            "name": "CabinComponentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 3,
        }
    )
    column_equiv_width_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "ColumnEquivWidthNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    column_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    first_row_number: None | int = field(
        default=None,
        metadata={
            "name": "FirstRowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        },
    )
    last_row_number: None | int = field(
        default=None,
        metadata={
            "name": "LastRowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        },
    )
    orientation_code: None | str = field(
        default=None,
        metadata={
            "name": "OrientationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
        },
    )
    position_code: None | ComponentPositionCodeContentType = field(
        default=None,
        metadata={
            "name": "PositionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    row_equiv_length_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "RowEquivLengthNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CabinTypeListType:
    cabin_type: list[CabinTypeType] = field(
        default_factory=list,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class CancelUnpaidOrderType:
    order_ref_id: str = field(
        metadata={
            "name": "OrderRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    selected_order_item: list[SelectedOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeOrCancelFeeType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    approximate_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ApproximateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MaximumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MinimumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "Percent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearancePayeeType:
    carrier: None | ClearanceCarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org: None | ClearanceOrgType = field(
        default=None,
        metadata={
            "name": "Org",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_agency: None | ClearanceTravelAgencyType = field(
        default=None,
        metadata={
            "name": "TravelAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearancePayerType:
    carrier: None | ClearanceCarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org: None | ClearanceOrgType = field(
        default=None,
        metadata={
            "name": "Org",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_agency: None | ClearanceTravelAgencyType = field(
        default=None,
        metadata={
            "name": "TravelAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CodesetMetadataType:
    codeset_name: None | str = field(
        default=None,
        metadata={
            "name": "CodesetName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    codeset_version_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CodesetVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_usage: None | LangUsageType = field(
        default=None,
        metadata={
            "name": "LangUsage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_id: None | str = field(
        default=None,
        metadata={
            "name": "OwnerID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_name: None | str = field(
        default=None,
        metadata={
            "name": "OwnerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CollectionPointTaxType:
    airport_amount: AmountType = field(
        metadata={
            "name": "AirportAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    station: StationType = field(
        metadata={
            "name": "Station",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class CommissionType:
    amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission_code: None | str = field(
        default=None,
        metadata={
            "name": "CommissionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percentage: None | Decimal = field(
        default=None,
        metadata={
            "name": "Percentage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percentage_applied_to_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PercentageAppliedToAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    taxable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TaxableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CurConversionType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    conversion_rate: RateType = field(
        metadata={
            "name": "ConversionRate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    local_amount: AmountType = field(
        metadata={
            "name": "LocalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class CurParameterType:
    app_code: None | CurAppCodeContentType = field(
        default=None,
        metadata={
            "name": "AppCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_code: str = field(
        metadata={
            "name": "CurCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    decimals_allowed_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "DecimalsAllowedNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CurrentCouponFlightInfoRefType:
    checked_in_airline_pax_segment_ref: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "CheckedInAirlinePaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    current_airline_pax_segment_ref: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "CurrentAirlinePaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flown_airline_pax_segment_ref: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "FlownAirlinePaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CypherDataType:
    cypher_value: BinaryObjectType = field(
        metadata={
            "name": "CypherValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class DatedOperatingSegmentListType:
    dated_operating_segment: list[DatedOperatingSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class DeviceLocationType:
    city: None | CityType = field(
        default=None,
        metadata={
            "name": "City",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country: None | CountryType = field(
        default=None,
        metadata={
            "name": "Country",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    geospatial_location: None | GeospatialLocationType = field(
        default=None,
        metadata={
            "name": "GeospatialLocation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DeviceType:
    device_code: str = field(
        metadata={
            "name": "DeviceCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    device_owner_type_code: None | OwnershipTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "DeviceOwnerTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    presence_type_code: None | PresenceTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "PresenceTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DigitalSignatureType:
    signature_type: None | SignatureType = field(
        default=None,
        metadata={
            "name": "SignatureType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DimensionAllowanceType:
    height_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "HeightMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    length_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "LengthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    length_unit_of_measurement: LengthUnitCodeContentType = field(
        metadata={
            "name": "LengthUnitOfMeasurement",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    linear_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "LinearMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    width_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "WidthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DisclosureType:
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    disclosure_id: str = field(
        metadata={
            "name": "DisclosureID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class EmployerType:
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    sales_tax_registration: list[SalesTaxRegistrationType] = field(
        default_factory=list,
        metadata={
            "name": "SalesTaxRegistration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    taxation_exemption_qualifier_code: (
        None | TaxExemptionQualificationCodeContentType
    ) = field(
        default=None,
        metadata={
            "name": "TaxationExemptionQualifierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_deductedat_source_capability_ind: bool = field(
        metadata={
            "name": "TaxDeductedatSourceCapabilityInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ExcessBaggageType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    excess_baggage_measure: MeasureType = field(
        metadata={
            "name": "ExcessBaggageMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ExistingOrderItemType:
    existing_service: list[ExistingServiceType] = field(
        default_factory=list,
        metadata={
            "name": "ExistingService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_ref_id: str = field(
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ExistingOrderType:
    affected_order_item: list[AffectedOrderItemRequestType] = field(
        default_factory=list,
        metadata={
            "name": "AffectedOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FareRuleTextType:
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rule_code: None | str = field(
        default=None,
        metadata={
            "name": "RuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FareRuleType:
    instant_purchase_type_code: None | str = field(
        default=None,
        metadata={
            "name": "InstantPurchaseTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rule_code: None | str = field(
        default=None,
        metadata={
            "name": "RuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticketless_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TicketlessInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FeeType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    approximate_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ApproximateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desig_text: None | str = field(
        default=None,
        metadata={
            "name": "DesigText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 15,
        },
    )
    guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "GuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    local_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "LocalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MaximumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MinimumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "Percent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RefundInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FiledFeeType:
    bankers_seller_rate: RateType = field(
        metadata={
            "name": "BankersSellerRate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    fee_amount: AmountType = field(
        metadata={
            "name": "FeeAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FlightRequestSpecificOriginDestinationsType:
    specific_origin_dest_criteria: list[OriginDestType] = field(
        default_factory=list,
        metadata={
            "name": "SpecificOriginDestCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class GeographicFilterCriteriaType:
    area_code_text: None | str = field(
        default=None,
        metadata={
            "name": "AreaCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coord_radius_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "CoordRadiusMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_code: None | str = field(
        default=None,
        metadata={
            "name": "CountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_sub_division_code: None | str = field(
        default=None,
        metadata={
            "name": "CountrySubDivisionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    geospatial_location: None | GeospatialLocationType = field(
        default=None,
        metadata={
            "name": "GeospatialLocation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_location_code: None | str = field(
        default=None,
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )


@dataclass(slots=True, kw_only=True)
class IataEasyPayEncryptedDataType:
    class Meta:
        name = "IATA_EasyPayEncryptedDataType"

    encrypted_account_number: None | BinaryObjectType = field(
        default=None,
        metadata={
            "name": "EncryptedAccountNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    key_name_text: None | str = field(
        default=None,
        metadata={
            "name": "KeyNameText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class JourneyDurationCriteriaType:
    maximum_time_duration: XmlDuration = field(
        metadata={
            "name": "MaximumTimeDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_code: PrefLevelCodeContentType = field(
        metadata={
            "name": "PrefCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class JourneyOverviewType:
    journey_price_class: list[JourneyPriceClassType] = field(
        default_factory=list,
        metadata={
            "name": "JourneyPriceClass",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    price_class_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PriceClassRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class LegsAssociatedCabinType:
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    leg_cabin_type: CabinTypeType = field(
        metadata={
            "name": "LegCabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class MarketingMessageType:
    desc: DescType = field(
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    general_association: list[GeneralAssociationType] = field(
        default_factory=list,
        metadata={
            "name": "GeneralAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class MarkupType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    type_code: str = field(
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class MerchantAccountType:
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country: None | CountryType = field(
        default=None,
        metadata={
            "name": "Country",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    merchant_category_code: None | str = field(
        default=None,
        metadata={
            "name": "MerchantCategoryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    merchant_id: None | str = field(
        default=None,
        metadata={
            "name": "MerchantID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    merchant_name: None | str = field(
        default=None,
        metadata={
            "name": "MerchantName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    merchant_risk_text: None | str = field(
        default=None,
        metadata={
            "name": "MerchantRiskText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferFlightAssociationsType:
    dated_operating_leg_ref: None | DatedOperatingLegRefType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_ref: None | PaxJourneyRefType = field(
        default=None,
        metadata={
            "name": "PaxJourneyRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_references: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentReferences",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfflinePaymentType:
    payer_return_uri: None | str = field(
        default=None,
        metadata={
            "name": "PayerReturnURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    redirection_acceptance_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RedirectionAcceptanceInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OptionalOriginDestListType:
    origin_dest: list[OptionalOriginDestType] = field(
        default_factory=list,
        metadata={
            "name": "OriginDest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderChangeUpdatePaxType:
    current: None | PaxRefType = field(
        default=None,
        metadata={
            "name": "Current",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    new: None | PaxRefType = field(
        default=None,
        metadata={
            "name": "New",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_sharing_pref: None | PaxSharingPrefType = field(
        default=None,
        metadata={
            "name": "PaxSharingPref",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderClosingNotifRequestType:
    order: OrderKeyType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderFlightAssociationsType:
    dated_operating_leg_ref: None | DatedOperatingLegRefType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref: None | PaxSegmentRefType = field(
        default=None,
        metadata={
            "name": "PaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderListParametersType:
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OriginDestFilterCriteriaType:
    arrival: ArrivalFilterCriteriaType = field(
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dep: DepFilterCriteriaType = field(
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OriginDestListType:
    origin_dest: list[OriginDestType] = field(
        default_factory=list,
        metadata={
            "name": "OriginDest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class OtherPaymentMethodType:
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PosType:
    class Meta:
        name = "POS_Type"

    agent_duty_text: None | str = field(
        default=None,
        metadata={
            "name": "AgentDutyText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    city: None | CityType = field(
        default=None,
        metadata={
            "name": "City",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country: None | CountryType = field(
        default=None,
        metadata={
            "name": "Country",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    online_trx_ind: None | bool = field(
        default=None,
        metadata={
            "name": "OnlineTrxInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    request_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "RequestTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PayerNameType:
    individual_name: None | PayerIndividualType = field(
        default=None,
        metadata={
            "name": "IndividualName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    organisation_name: None | PayerOrganisationType = field(
        default=None,
        metadata={
            "name": "OrganisationName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PayloadRestrictionsType:
    limit: None | Decimal = field(
        default=None,
        metadata={
            "name": "Limit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    object_name: None | ObjectNameCodeContentType = field(
        default=None,
        metadata={
            "name": "ObjectName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentAddressType:
    payment_address_verification: None | PaymentAddressVerificationType = (
        field(
            default=None,
            metadata={
                "name": "PaymentAddressVerification",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    postal_address: PostalAddressType = field(
        metadata={
            "name": "PostalAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaymentCardAddlInfoType:
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_type_text: None | str = field(
        default=None,
        metadata={
            "name": "CardTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_authentication_version: (
        None | SecurePaymentAuthenticationVersionType
    ) = field(
        default=None,
        metadata={
            "name": "SecurePaymentAuthenticationVersion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    verification_ind: None | bool = field(
        default=None,
        metadata={
            "name": "VerificationInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentCardCriteriaAddlInfoType:
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_type_text: None | str = field(
        default=None,
        metadata={
            "name": "CardTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_authentication_version: (
        None | SecurePaymentAuthenticationVersionType
    ) = field(
        default=None,
        metadata={
            "name": "SecurePaymentAuthenticationVersion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentCardCriteriaType:
    card_brand_code: str = field(
        metadata={
            "name": "CardBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        }
    )
    card_issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_authentication_version: (
        None | SecurePaymentAuthenticationVersionType
    ) = field(
        default=None,
        metadata={
            "name": "SecureAuthenticationVersion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentOtherMethodAddlInfoType:
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingDeliveryRequestSummaryType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    contact_info_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ContactInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: None | DescType = field(
        default=None,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_commitment_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentCommitmentDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_id: str = field(
        metadata={
            "name": "PaymentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_info_id: None | str = field(
        default=None,
        metadata={
            "name": "PaymentInfoID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_info_ref_id: str = field(
        metadata={
            "name": "PaymentInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaymentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_status_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price_variance_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PriceVarianceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    surcharge_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "SurchargeAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    verification_ind: None | bool = field(
        default=None,
        metadata={
            "name": "VerificationInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingDeliveryResponseSummaryType:
    contact_info_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ContactInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: None | DescType = field(
        default=None,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_status_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentSurchargeType:
    amount_range_maximum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "AmountRangeMaximumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    amount_range_minimum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "AmountRangeMinimumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percentage_range_maximum_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "PercentageRangeMaximumPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percentage_range_minimum_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "PercentageRangeMinimumPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    precise_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PreciseAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    precise_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "PrecisePercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rounding_number_of_decimals_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "RoundingNumberOfDecimalsNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rounding_precision_code: None | RoundingPrecisionCodeContentType = field(
        default=None,
        metadata={
            "name": "RoundingPrecisionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentTimeLimitType:
    payment_time_limit_date: None | PaymentTimeLimitDateType = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_time_limit_duration: None | PaymentTimeLimitDurationType = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentTrxType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    input_cur_code: None | str = field(
        default=None,
        metadata={
            "name": "InputCurCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_try_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MaximumTryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    not_processed_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NotProcessedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    original_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginalID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_address_verification: None | PaymentAddressVerificationType = (
        field(
            default=None,
            metadata={
                "name": "PaymentAddressVerification",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    retry_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RetryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_cur_code: None | str = field(
        default=None,
        metadata={
            "name": "SettlementCurCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    timestamp_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "TimestampDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trx_data_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "TrxDataText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    trx_id: None | str = field(
        default=None,
        metadata={
            "name": "TrxID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trx_type_text: None | str = field(
        default=None,
        metadata={
            "name": "TrxTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PolicyType:
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_name: None | str = field(
        default=None,
        metadata={
            "name": "OwnerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy_node_info: list[PolicyNodeInfoType] = field(
        default_factory=list,
        metadata={
            "name": "PolicyNodeInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    policy_type_text: None | str = field(
        default=None,
        metadata={
            "name": "PolicyTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    version_number: Decimal = field(
        metadata={
            "name": "VersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PrefLevelType:
    pref_level_code: PrefLevelCodeContentType = field(
        metadata={
            "name": "PrefLevelCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PriceCalendarType:
    lead_price_ind: None | bool = field(
        default=None,
        metadata={
            "name": "LeadPriceInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_calendar_date: list[PriceCalendarDateType] = field(
        default_factory=list,
        metadata={
            "name": "PriceCalendarDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    priced_ptc: list[PtcOfferParametersType] = field(
        default_factory=list,
        metadata={
            "name": "PricedPTC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalPriceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PriceClassType:
    cabin_type: list[CabinTypeType] = field(
        default_factory=list,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    code: None | str = field(
        default=None,
        metadata={
            "name": "Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    display_order_text: None | str = field(
        default=None,
        metadata={
            "name": "DisplayOrderText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_app_text: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisAppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: str = field(
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        }
    )
    price_class_id: str = field(
        metadata={
            "name": "PriceClassID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PriceSummaryType:
    loyalty_unit_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_name: None | str = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PriceVarianceRuleType:
    acceptable_variance_amount: AmountType = field(
        metadata={
            "name": "AcceptableVarianceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    acceptable_variance_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "AcceptableVariancePercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_period_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "EffectivePeriodDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_name: None | str = field(
        default=None,
        metadata={
            "name": "OwnerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rule_id: str = field(
        metadata={
            "name": "RuleID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rule_name: None | str = field(
        default=None,
        metadata={
            "name": "RuleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )


@dataclass(slots=True, kw_only=True)
class RsaKeyValueType:
    class Meta:
        name = "RSA_KeyValueType"

    exponent: BinaryObjectType = field(
        metadata={
            "name": "Exponent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    modulus: BinaryObjectType = field(
        metadata={
            "name": "Modulus",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class RefundType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fixed_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "FixedAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    level_type_code: None | RefundLevelTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "LevelTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MaximumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MinimumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "Percent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ResChangeInfoType:
    pax_segment_references: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentReferences",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    res_status_code: str = field(
        metadata={
            "name": "ResStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SeatAssignmentAssociationsType:
    dated_operating_leg_ref: None | DatedOperatingLegRefType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref: None | PaxSegmentRefType = field(
        default=None,
        metadata={
            "name": "PaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailOfferItemType:
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[ServiceIdKeyType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatCriteriaType:
    column_id: str = field(
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
            "pattern": r"[A-Z]",
        }
    )
    row_number: int = field(
        metadata={
            "name": "RowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        }
    )
    seat_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_criteria: list[SeatProfileCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SeatProfileCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatRowType:
    row_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "RowCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    row_number: int = field(
        metadata={
            "name": "RowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        }
    )
    seat: list[AvailableSeatType] = field(
        default_factory=list,
        metadata={
            "name": "Seat",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SecurePaymentVersion2Type:
    authentication_merchant_name: None | str = field(
        default=None,
        metadata={
            "name": "AuthenticationMerchantName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    authentication_token_value: None | str = field(
        default=None,
        metadata={
            "name": "AuthenticationTokenValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    authentication_value: None | str = field(
        default=None,
        metadata={
            "name": "AuthenticationValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_number_collection_code: None | CardNumberCollectionCodeContentType = (
        field(
            default=None,
            metadata={
                "name": "CardNumberCollectionCode",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    directory_server_trx_id: None | str = field(
        default=None,
        metadata={
            "name": "DirectoryServerTrxID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    electronic_commerce_ind: None | str = field(
        default=None,
        metadata={
            "name": "ElectronicCommerceInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer_authentication_exemption_code: (
        None | PayerAuthenticationExemptionCodeContentType
    ) = field(
        default=None,
        metadata={
            "name": "PayerAuthenticationExemptionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer_authentication_failure_to_complete_code: (
        None | PayerAuthenticationFailureToCompleteCodeContentType
    ) = field(
        default=None,
        metadata={
            "name": "PayerAuthenticationFailureToCompleteCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_trx_channel_code: None | PaymentTrxChannelCodeContentType = field(
        default=None,
        metadata={
            "name": "PaymentTrxChannelCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_protocol_text: None | str = field(
        default=None,
        metadata={
            "name": "ProgramProtocolText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trx_status_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "TrxStatusText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SegmentDurationCriteriaType:
    maximum_time_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "MaximumTimeMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pref_code: None | PrefLevelCodeContentType = field(
        default=None,
        metadata={
            "name": "PrefCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SegmentFilterCriteriaType:
    arrival: ArrivalFilterCriteriaType = field(
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dep: DepFilterCriteriaType = field(
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SellerFollowUpActionType:
    action_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "ActionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    action_ind: bool = field(
        metadata={
            "name": "ActionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    action_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ActionTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    airline_contact_uri: None | str = field(
        default=None,
        metadata={
            "name": "AirlineContactURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    consequence_of_inaction_code: (
        None | ConsequenceOfInactionCodeContentType
    ) = field(
        default=None,
        metadata={
            "name": "ConsequenceOfInactionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDefinitionAssociationType:
    baggage_allowance_ref: None | BaggageAllowanceRefType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_ref: None | SeatProfileRefType = field(
        default=None,
        metadata={
            "name": "SeatProfileRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_bundle: None | ServiceBundleType = field(
        default=None,
        metadata={
            "name": "ServiceBundle",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceListOfferItemType:
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[ServiceIdKeyType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SpecialServiceType:
    addl_data_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "AddlDataMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    free_text: None | str = field(
        default=None,
        metadata={
            "name": "FreeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "Qty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service_code: None | str = field(
        default=None,
        metadata={
            "name": "SpecialServiceCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class StopOverRestrictionsType:
    avail_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AvailInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    chargeable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ChargeableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_stop_overs_permitted_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "MaximumStopOversPermittedQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    stop_over_location: list[StopOverLocationType] = field(
        default_factory=list,
        metadata={
            "name": "StopOverLocation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TermType:
    avail_period: None | AvailPeriodType = field(
        default=None,
        metadata={
            "name": "AvailPeriod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: None | DescType = field(
        default=None,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ordering_qty: None | OrderingQtyType = field(
        default=None,
        metadata={
            "name": "OrderingQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    term_id: str = field(
        metadata={
            "name": "TermID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class TicketFilterCriteriaType:
    issue_date_range: None | DateRangeType = field(
        default=None,
        metadata={
            "name": "IssueDateRange",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticketing_location_code: None | str = field(
        default=None,
        metadata={
            "name": "TicketingLocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    ticket_number: None | str = field(
        default=None,
        metadata={
            "name": "TicketNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TravelAgentType:
    travel_agent_id: str = field(
        metadata={
            "name": "TravelAgentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    type_code: None | TravelAgencyTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class UpdatePaxType:
    pax_sharing_pref: list[PaxSharingPrefType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSharingPref",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class VatBreakdownElementType:
    class Meta:
        name = "VAT_BreakdownElementType"

    gross_amount: AmountType = field(
        metadata={
            "name": "GrossAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    net_amount: AmountType = field(
        metadata={
            "name": "NetAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    vat_amount: AmountType = field(
        metadata={
            "name": "VAT_Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    vat_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "VAT_Percent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    vat_scope_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "VAT_ScopeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 99,
        },
    )
    vat_threshold_amount: AmountType = field(
        metadata={
            "name": "VAT_ThresholdAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class VoucherType:
    effective_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "EffectiveDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remaining_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "RemainingAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    voucher_id: str = field(
        metadata={
            "name": "VoucherID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class WeightAllowanceType:
    maximum_weight_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "MaximumWeightMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_weight_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "MinimumWeightMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_maximum_weight_measure: None | Decimal = field(
        default=None,
        metadata={
            "name": "TotalMaximumWeightMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    weight_unit_of_measurement: WeightUnitCodeContentType = field(
        metadata={
            "name": "WeightUnitOfMeasurement",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class AlaCarteServiceType:
    class Meta:
        name = "ALaCarteServiceType"

    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref_id: str = field(
        metadata={
            "name": "ServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountingIataEasyPayType:
    class Meta:
        name = "AccountingIATA_EasyPayType"

    account_number: None | str = field(
        default=None,
        metadata={
            "name": "AccountNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    approval_code: None | str = field(
        default=None,
        metadata={
            "name": "ApprovalCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    iata_easy_pay_encrypted_data: None | IataEasyPayEncryptedDataType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPayEncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "IATA_Number",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AllianceCriteriaType:
    alliance: AllianceType = field(
        metadata={
            "name": "Alliance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BagType:
    bag_dimension: None | BagDimensionType = field(
        default=None,
        metadata={
            "name": "BagDimension",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bag_tag: None | BagTagType = field(
        default=None,
        metadata={
            "name": "BagTag",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BaggageAllowanceType:
    airline_taxonomy: None | AirlineTaxonomyType = field(
        default=None,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    applicable_party_text: None | str = field(
        default=None,
        metadata={
            "name": "ApplicablePartyText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_allowance_id: str = field(
        metadata={
            "name": "BaggageAllowanceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    bdc: None | BdcType = field(
        default=None,
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_dimension_allowance: list[DimensionAllowanceType] = field(
        default_factory=list,
        metadata={
            "name": "MaximumDimensionAllowance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_dimension_allowance: list[DimensionAllowanceType] = field(
        default_factory=list,
        metadata={
            "name": "MinimumDimensionAllowance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    piece_allowance: None | PieceAllowanceType = field(
        default=None,
        metadata={
            "name": "PieceAllowance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rfisc: None | str = field(
        default=None,
        metadata={
            "name": "RFISC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    type_code: str = field(
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    weight_allowance: list[WeightAllowanceType] = field(
        default_factory=list,
        metadata={
            "name": "WeightAllowance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BaggageAssociationsType:
    baggage_allowance_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAllowanceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    offer_flight_associations: None | OfferFlightAssociationsType = field(
        default=None,
        metadata={
            "name": "OfferFlightAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class BaggageDisclosureType:
    baggage_disclosure_id: str = field(
        metadata={
            "name": "BaggageDisclosureID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    bdc: None | BdcType = field(
        default=None,
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    check_in_charges_ind: None | bool = field(
        default=None,
        metadata={
            "name": "CheckInChargesInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commercial_agreement_id: None | str = field(
        default=None,
        metadata={
            "name": "CommercialAgreementID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deferral_ind: None | bool = field(
        default=None,
        metadata={
            "name": "DeferralInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fixed_pre_paid_ind: None | bool = field(
        default=None,
        metadata={
            "name": "FixedPrePaidInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rule_type_code: BagDisclosureRuleTypeCodeContentType = field(
        metadata={
            "name": "RuleTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class BookingInstructionsType:
    method_text: None | str = field(
        default=None,
        metadata={
            "name": "MethodText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    osi_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OSI_Text",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service: list[SpecialServiceType] = field(
        default_factory=list,
        metadata={
            "name": "SpecialService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    upgrade_method_code: None | str = field(
        default=None,
        metadata={
            "name": "UpgradeMethodCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    upgrade_new_class_code: None | str = field(
        default=None,
        metadata={
            "name": "UpgradeNewClassCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CabinCompartmentType:
    cabin_compartment_id: None | str = field(
        default=None,
        metadata={
            "name": "CabinCompartmentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_component: list[CabinComponentType] = field(
        default_factory=list,
        metadata={
            "name": "CabinComponent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type: None | CabinTypeType = field(
        default=None,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deck_code: None | DeckCodeContentType = field(
        default=None,
        metadata={
            "name": "DeckCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    first_row_number: None | int = field(
        default=None,
        metadata={
            "name": "FirstRowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        },
    )
    last_row_number: None | int = field(
        default=None,
        metadata={
            "name": "LastRowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        },
    )
    seat_column: list[SeatColumnType] = field(
        default_factory=list,
        metadata={
            "name": "SeatColumn",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_row: list[SeatRowType] = field(
        default_factory=list,
        metadata={
            "name": "SeatRow",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CancelRestrictionsType:
    allowed_modification_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AllowedModificationInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "EffectiveDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ExpirationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee: None | ChangeOrCancelFeeType = field(
        default=None,
        metadata={
            "name": "Fee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    journey_stage_code: None | JourneyStageTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "JourneyStageCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund: None | RefundType = field(
        default=None,
        metadata={
            "name": "Refund",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CarrierCriteriaType:
    carrier: CarrierType = field(
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeRestrictionsType:
    allowed_modification_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AllowedModificationInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_type_code: None | ChangeTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "ChangeTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "EffectiveDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ExpirationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee: None | ChangeOrCancelFeeType = field(
        default=None,
        metadata={
            "name": "Fee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    journey_stage_code: None | JourneyStageTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "JourneyStageCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund: None | RefundType = field(
        default=None,
        metadata={
            "name": "Refund",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearanceMethodsType:
    commission: None | CommissionType = field(
        default=None,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_clearance_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "NetClearanceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    process_rule_code: str = field(
        metadata={
            "name": "ProcessRuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 7,
            "pattern": r"(IATAC|BLTRL)[A-Za-z0-9]{2}",
        }
    )
    remittance_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "RemittanceDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearancePayeeDataType:
    clearance_payee: ClearancePayeeType = field(
        metadata={
            "name": "ClearancePayee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    clearance_payee_reconciliation_id: None | str = field(
        default=None,
        metadata={
            "name": "ClearancePayeeReconciliationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 15,
            "pattern": r"([A-Za-z0-9]{1,15})",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearancePayerDataType:
    clearance_payer: ClearancePayerType = field(
        metadata={
            "name": "ClearancePayer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    clearance_payer_reconciliation_id: None | str = field(
        default=None,
        metadata={
            "name": "ClearancePayerReconciliationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 15,
            "pattern": r"([A-Za-z0-9]{1,15})",
        },
    )


@dataclass(slots=True, kw_only=True)
class CommissionListType:
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class DatedMarketingSegmentType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    arrival: TransportPointType = field(
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_desig_code: str = field(
        metadata={
            "name": "CarrierDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_name: None | str = field(
        default=None,
        metadata={
            "name": "CarrierName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_id: str = field(
        metadata={
            "name": "DatedMarketingSegmentId",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dated_operating_segment_ref_id: str = field(
        metadata={
            "name": "DatedOperatingSegmentRefId",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dep: TransportPointType = field(
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    marketing_carrier_flight_number_text: str = field(
        metadata={
            "name": "MarketingCarrierFlightNumberText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,4}",
        }
    )
    operational_suffix_text: None | str = field(
        default=None,
        metadata={
            "name": "OperationalSuffixText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticketless_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TicketlessInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DatedOperatingLegType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    arrival: TransportPointType = field(
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier_aircraft_type: None | CarrierAircraftTypeType = field(
        default=None,
        metadata={
            "name": "CarrierAircraftType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    changeof_gauge_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ChangeofGaugeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_id: str = field(
        metadata={
            "name": "DatedOperatingLegID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dep: TransportPointType = field(
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    distance_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "DistanceMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_aircraft_type: None | IataAircraftTypeType = field(
        default=None,
        metadata={
            "name": "IATA_AircraftType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    on_ground_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "OnGroundDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DisclosureListType:
    disclosure: list[DisclosureType] = field(
        default_factory=list,
        metadata={
            "name": "Disclosure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class EligibilityType:
    offer_flight_associations: None | OfferFlightAssociationsType = field(
        default=None,
        metadata={
            "name": "OfferFlightAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PriceClassRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FlightCharacteristicsCriteriaType:
    characteristic_code: FlightCharacteristicsCodeContentType = field(
        metadata={
            "name": "CharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: PrefLevelType = field(
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FlightFilterCriteriaType:
    arrival_filter_criteria: None | ArrivalFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "ArrivalFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_filter_criteria: None | CabinTypeType = field(
        default=None,
        metadata={
            "name": "CabinTypeFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dep_filter_criteria: None | DepFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "DepFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    marketing_carrier_info_new: None | MarketingCarrierInfoType = field(
        default=None,
        metadata={
            "name": "MarketingCarrierInfoNEW",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_filter_criteria: None | OriginDestFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "OriginDestFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    segment_filter_criteria: list[SegmentFilterCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SegmentFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class GroupFareCriteriaType:
    fare_basis_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc: None | str = field(
        default=None,
        metadata={
            "name": "PTC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[A-Z]{3}",
        },
    )


@dataclass(slots=True, kw_only=True)
class IdentityDocType:
    addl_name: list[AddlNameType] = field(
        default_factory=list,
        metadata={
            "name": "AddlName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    birthdate: None | XmlDate = field(
        default=None,
        metadata={
            "name": "Birthdate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    birthplace_text: None | str = field(
        default=None,
        metadata={
            "name": "BirthplaceText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    citizenship_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CitizenshipCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiry_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ExpiryDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    gender_code: None | GenderCodeContentType = field(
        default=None,
        metadata={
            "name": "GenderCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    given_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "GivenName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
            "min_length": 1,
            "max_length": 64,
        },
    )
    identity_doc_id: str = field(
        metadata={
            "name": "IdentityDocID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    identity_doc_type_code: str = field(
        metadata={
            "name": "IdentityDocTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    issue_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "IssueDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "IssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    middle_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "MiddleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
            "min_length": 1,
            "max_length": 64,
        },
    )
    residence_country_code: None | str = field(
        default=None,
        metadata={
            "name": "ResidenceCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    suffix_name: None | str = field(
        default=None,
        metadata={
            "name": "SuffixName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )
    surname: str = field(
        metadata={
            "name": "Surname",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        }
    )
    title_name: None | str = field(
        default=None,
        metadata={
            "name": "TitleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )
    visa: list[VisaType] = field(
        default_factory=list,
        metadata={
            "name": "Visa",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class IndividualType:
    addl_name: list[AddlNameType] = field(
        default_factory=list,
        metadata={
            "name": "AddlName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    birthdate: None | XmlDate = field(
        default=None,
        metadata={
            "name": "Birthdate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    birthplace_text: None | str = field(
        default=None,
        metadata={
            "name": "BirthplaceText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    gender_code: None | GenderCodeContentType = field(
        default=None,
        metadata={
            "name": "GenderCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    given_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "GivenName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
            "min_length": 1,
            "max_length": 64,
        },
    )
    individual_id: None | str = field(
        default=None,
        metadata={
            "name": "IndividualID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    middle_name: list[str] = field(
        default_factory=list,
        metadata={
            "name": "MiddleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
            "min_length": 1,
            "max_length": 64,
        },
    )
    suffix_name: None | str = field(
        default=None,
        metadata={
            "name": "SuffixName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )
    surname: str = field(
        metadata={
            "name": "Surname",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        }
    )
    title_name: None | str = field(
        default=None,
        metadata={
            "name": "TitleName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 16,
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlinePaxSegmentCriteriaType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    arnk_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ARNK_Ind",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    arrival: TransportPointType = field(
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    cabin_type: None | CabinTypeType = field(
        default=None,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dep: TransportPointType = field(
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "Duration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    marketing_segment_criteria: None | MarketingCarrierInfoType = field(
        default=None,
        metadata={
            "name": "MarketingSegmentCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    operating_segment_criteria: None | OperatingSegmentCriteriaType = field(
        default=None,
        metadata={
            "name": "OperatingSegmentCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_flight_ind: None | bool = field(
        default=None,
        metadata={
            "name": "SecureFlightInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class KeyValuePropertyType:
    key_text: str = field(
        metadata={
            "name": "KeyText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    value_text: str = field(
        metadata={
            "name": "ValueText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class KeyValueType:
    rsa_key_value: RsaKeyValueType = field(
        metadata={
            "name": "RSA_KeyValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class LegCabinAssociationsType:
    legs_associated_cabin: list[LegsAssociatedCabinType] = field(
        default_factory=list,
        metadata={
            "name": "LegsAssociatedCabin",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class LoyaltyProgramType:
    alliance: None | AllianceType = field(
        default=None,
        metadata={
            "name": "Alliance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_code: None | str = field(
        default=None,
        metadata={
            "name": "ProgramCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_name: None | str = field(
        default=None,
        metadata={
            "name": "ProgramName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    provider_name: None | str = field(
        default=None,
        metadata={
            "name": "ProviderName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class MetadataType:
    codeset_metadata: list[CodesetMetadataType] = field(
        default_factory=list,
        metadata={
            "name": "CodesetMetadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    field_metadata: list[FieldMetadataType] = field(
        default_factory=list,
        metadata={
            "name": "FieldMetadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferFilterCriteriaType:
    directional_ind: None | DirectionalIndType = field(
        default=None,
        metadata={
            "name": "DirectionalInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_dest_point: None | GeographicFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferDestPoint",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_origin_point: None | GeographicFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferOriginPoint",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_within: None | GeographicFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "TravelWithin",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferServiceDefinitionRefType:
    offer_flight_associations: None | OfferFlightAssociationsType = field(
        default=None,
        metadata={
            "name": "OfferFlightAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref_id: str = field(
        metadata={
            "name": "ServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OffersSummaryType:
    highest_offer_price: None | PriceSummaryType = field(
        default=None,
        metadata={
            "name": "HighestOfferPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lowest_offer_price: None | PriceSummaryType = field(
        default=None,
        metadata={
            "name": "LowestOfferPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    matched_offer_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "MatchedOfferQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderServiceDefinitionRefType:
    order_flight_associations: None | OrderFlightAssociationsType = field(
        default=None,
        metadata={
            "name": "OrderFlightAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref_id: str = field(
        metadata={
            "name": "ServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PayerType:
    payer_email_address: None | EmailAddressType = field(
        default=None,
        metadata={
            "name": "PayerEmailAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer_name: None | PayerNameType = field(
        default=None,
        metadata={
            "name": "PayerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer_phone_number: None | PhoneType = field(
        default=None,
        metadata={
            "name": "PayerPhoneNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_address: None | PaymentAddressType = field(
        default=None,
        metadata={
            "name": "PaymentAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentCriteriaAddlInfoType:
    payment_card_criteria_addl_info: None | PaymentCardCriteriaAddlInfoType = (
        field(
            default=None,
            metadata={
                "name": "PaymentCardCriteriaAddlInfo",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    payment_other_method_addl_info: None | PaymentOtherMethodAddlInfoType = (
        field(
            default=None,
            metadata={
                "name": "PaymentOtherMethodAddlInfo",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )


@dataclass(slots=True, kw_only=True)
class PaymentMethodAddlInfoType:
    payment_card_addl_info: None | PaymentCardAddlInfoType = field(
        default=None,
        metadata={
            "name": "PaymentCardAddlInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_other_method_addl_info: None | PaymentOtherMethodAddlInfoType = (
        field(
            default=None,
            metadata={
                "name": "PaymentOtherMethodAddlInfo",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingIataEasyPayType:
    class Meta:
        name = "PaymentProcessingIATA_EasyPayType"

    account_number: None | str = field(
        default=None,
        metadata={
            "name": "AccountNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    iata_easy_pay_encrypted_data: None | IataEasyPayEncryptedDataType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPayEncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "IATA_Number",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PriceClassListType:
    price_class: list[PriceClassType] = field(
        default_factory=list,
        metadata={
            "name": "PriceClass",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ReceiptIataEasyPayType:
    class Meta:
        name = "ReceiptIATA_EasyPayType"

    approval_code: None | str = field(
        default=None,
        metadata={
            "name": "ApprovalCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_easy_pay_encrypted_data: None | IataEasyPayEncryptedDataType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPayEncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAssignmentType:
    seat: SeatType = field(
        metadata={
            "name": "Seat",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    seat_assignment_associations: SeatAssignmentAssociationsType = field(
        metadata={
            "name": "SeatAssignmentAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_definition_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailOfferType:
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item: list[SeatAvailOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SeatOnLegType:
    occupation_status_code: None | str = field(
        default=None,
        metadata={
            "name": "OccupationStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat: SeatType = field(
        metadata={
            "name": "Seat",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    seat_assignment_associations: SeatAssignmentAssociationsType = field(
        metadata={
            "name": "SeatAssignmentAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SecurePaymentAuthenticationInstructionsVersion2Type:
    acquirer_bank_identification_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "AcquirerBankIdentificationNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    challenge_mandate_ind: bool = field(
        metadata={
            "name": "ChallengeMandateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    merchant_account: None | MerchantAccountType = field(
        default=None,
        metadata={
            "name": "MerchantAccount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requestor_uri: None | str = field(
        default=None,
        metadata={
            "name": "RequestorURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedAlaCarteOfferItemType:
    class Meta:
        name = "SelectedALaCarteOfferItemType"

    offer_flight_associations: None | OfferFlightAssociationsType = field(
        default=None,
        metadata={
            "name": "OfferFlightAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    qty: Decimal = field(
        metadata={
            "name": "Qty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceCriteriaType:
    include_ind: None | bool = field(
        default=None,
        metadata={
            "name": "IncludeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rfic: None | str = field(
        default=None,
        metadata={
            "name": "RFIC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9A-Z]{1,3}",
        },
    )
    rfisc: list[str] = field(
        default_factory=list,
        metadata={
            "name": "RFISC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_pricing_only_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ServicePricingOnlyInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    taxonomy_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "TaxonomyCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceListOfferType:
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item: list[ServiceListOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ShoppingRequestCabinTypeType:
    cabin_type_code: str = field(
        metadata={
            "name": "CabinTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: PrefLevelType = field(
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SpecialServiceListType:
    special_service: list[SpecialServiceType] = field(
        default_factory=list,
        metadata={
            "name": "SpecialService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class StationCriteriaType:
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    station: list[StationType] = field(
        default_factory=list,
        metadata={
            "name": "Station",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SurchargeType:
    all_refundable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AllRefundableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    breakdown: list[FeeType] = field(
        default_factory=list,
        metadata={
            "name": "Breakdown",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TaxType:
    addl_filed_tax_code: None | str = field(
        default=None,
        metadata={
            "name": "AddlFiledTaxCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    addl_tax_code: None | str = field(
        default=None,
        metadata={
            "name": "AddlTaxCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    approximate_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ApproximateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    app_type_code: None | str = field(
        default=None,
        metadata={
            "name": "AppTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    collection_ind: None | bool = field(
        default=None,
        metadata={
            "name": "CollectionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    collection_point_tax: list[CollectionPointTaxType] = field(
        default_factory=list,
        metadata={
            "name": "CollectionPointTax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country: None | CountryType = field(
        default=None,
        metadata={
            "name": "Country",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    country_sub_division: None | CountrySubDivisionType = field(
        default=None,
        metadata={
            "name": "CountrySubDivision",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_conversion: None | CurConversionType = field(
        default=None,
        metadata={
            "name": "CurConversion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    filed_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "FiledAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    filed_tax_code: None | str = field(
        default=None,
        metadata={
            "name": "FiledTaxCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    qualifier_code: None | str = field(
        default=None,
        metadata={
            "name": "QualifierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RefundInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_code: None | str = field(
        default=None,
        metadata={
            "name": "TaxCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_name: None | str = field(
        default=None,
        metadata={
            "name": "TaxName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_type_code: None | TaxTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "TaxTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TermsListType:
    term: list[TermType] = field(
        default_factory=list,
        metadata={
            "name": "Term",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountedOrderInstructionType:
    cabin_type_list: None | CabinTypeListType = field(
        default=None,
        metadata={
            "name": "CabinTypeList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission_list: None | CommissionListType = field(
        default=None,
        metadata={
            "name": "CommissionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service_list: None | SpecialServiceListType = field(
        default=None,
        metadata={
            "name": "SpecialServiceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AffinityOriginDestType:
    affinity_arrival_request: None | AffinityArrivalRequestType = field(
        default=None,
        metadata={
            "name": "AffinityArrivalRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    affinity_dep_request: None | AffinityDepRequestType = field(
        default=None,
        metadata={
            "name": "AffinityDepRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type: list[ShoppingRequestCabinTypeType] = field(
        default_factory=list,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    connection_pref_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ConnectionPrefRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    journey_duration_criteria: None | JourneyDurationCriteriaType = field(
        default=None,
        metadata={
            "name": "JourneyDurationCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BaggageAllowanceListType:
    baggage_allowance: list[BaggageAllowanceType] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAllowance",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class BaggageDisclosureListType:
    baggage_disclosure: list[BaggageDisclosureType] = field(
        default_factory=list,
        metadata={
            "name": "BaggageDisclosure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class CabinTypeAssociationChoiceType:
    leg_cabin_associations: None | LegCabinAssociationsType = field(
        default=None,
        metadata={
            "name": "LegCabinAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    segment_cabin_type: None | CabinTypeType = field(
        default=None,
        metadata={
            "name": "SegmentCabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearanceDataType:
    clearance_id: str = field(
        metadata={
            "name": "ClearanceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 15,
            "pattern": r"([0-9]{7}[A-Za-z0-9]{8})",
        }
    )
    clearance_payee_data: ClearancePayeeDataType = field(
        metadata={
            "name": "ClearancePayeeData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    clearance_payee_signature: None | DigitalSignatureType = field(
        default=None,
        metadata={
            "name": "ClearancePayeeSignature",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    clearance_payer_data: ClearancePayerDataType = field(
        metadata={
            "name": "ClearancePayerData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    clearance_payer_signature: None | DigitalSignatureType = field(
        default=None,
        metadata={
            "name": "ClearancePayerSignature",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_clearance_amount: AmountType = field(
        metadata={
            "name": "NetClearanceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_commitment_date_time: XmlDateTime = field(
        metadata={
            "name": "PaymentCommitmentDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    process_rule_code: str = field(
        metadata={
            "name": "ProcessRuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 7,
            "pattern": r"(IATAC|BLTRL)[A-Za-z0-9]{2}",
        }
    )
    remittance_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "RemittanceDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ClearanceRoleChoiceType:
    clearance_payee_data: None | ClearancePayeeDataType = field(
        default=None,
        metadata={
            "name": "ClearancePayeeData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    clearance_payer_data: None | ClearancePayerDataType = field(
        default=None,
        metadata={
            "name": "ClearancePayerData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ConnectionCriteriaType:
    connection_criteria_id: str = field(
        metadata={
            "name": "ConnectionCriteriaID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    connection_pref_id: None | str = field(
        default=None,
        metadata={
            "name": "ConnectionPrefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    interline_ind: None | bool = field(
        default=None,
        metadata={
            "name": "InterlineInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_connection_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MaximumConnectionDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_connection_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "MaximumConnectionQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_connection_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MinimumConnectionDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    station_criteria: list[StationCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "StationCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ContactInfoType:
    contact_info_id: str = field(
        metadata={
            "name": "ContactInfoID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    contact_purpose_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "ContactPurposeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 99,
        },
    )
    contact_refused_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ContactRefusedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    email_address: list[EmailAddressType] = field(
        default_factory=list,
        metadata={
            "name": "EmailAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    individual: None | IndividualType = field(
        default=None,
        metadata={
            "name": "Individual",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    individual_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "IndividualRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_address: list[OtherAddressType] = field(
        default_factory=list,
        metadata={
            "name": "OtherAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    phone: list[PhoneType] = field(
        default_factory=list,
        metadata={
            "name": "Phone",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    postal_address: list[PostalAddressType] = field(
        default_factory=list,
        metadata={
            "name": "PostalAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    relationship_to_pax: None | str = field(
        default=None,
        metadata={
            "name": "RelationshipToPax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CouponType:
    baggage_allowance_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAllowanceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 99,
        },
    )
    connected_coupon_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "ConnectedCouponNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    consumed_at_issuance_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ConsumedAtIssuanceInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon_media_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CouponMediaTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon_number: Decimal = field(
        metadata={
            "name": "CouponNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    coupon_ref_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CouponRefNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon_seq_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CouponSeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon_status_code: None | str = field(
        default=None,
        metadata={
            "name": "CouponStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon_validity_period: None | CouponValidityPeriodType = field(
        default=None,
        metadata={
            "name": "CouponValidityPeriod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    current_coupon_flight_info_ref: None | CurrentCouponFlightInfoRefType = (
        field(
            default=None,
            metadata={
                "name": "CurrentCouponFlightInfoRef",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    excess_baggage: None | ExcessBaggageType = field(
        default=None,
        metadata={
            "name": "ExcessBaggage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    filed_fee: None | FiledFeeType = field(
        default=None,
        metadata={
            "name": "FiledFee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    invol_ind_code: None | str = field(
        default=None,
        metadata={
            "name": "InvolIndCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    non_commissionable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NonCommissionableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    non_interlineable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NonInterlineableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    non_refundable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NonRefundableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    non_reissuable_non_exch_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NonReissuableNonExchInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    product_characteristic: None | KeyValuePropertyType = field(
        default=None,
        metadata={
            "name": "ProductCharacteristic",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PromotionRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark_text: None | str = field(
        default=None,
        metadata={
            "name": "RemarkText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    res_change_info: None | ResChangeInfoType = field(
        default=None,
        metadata={
            "name": "ResChangeInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rfic: None | str = field(
        default=None,
        metadata={
            "name": "RFIC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9A-Z]{1,3}",
        },
    )
    rfisc: None | str = field(
        default=None,
        metadata={
            "name": "RFISC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rfisc_desc: None | str = field(
        default=None,
        metadata={
            "name": "RFISC_Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_delivery_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ServiceDeliveryDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_delivery_provider_location_code: None | str = field(
        default=None,
        metadata={
            "name": "ServiceDeliveryProviderLocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    service_delivery_provider_name: None | str = field(
        default=None,
        metadata={
            "name": "ServiceDeliveryProviderName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "ServiceQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_authorization_id: None | str = field(
        default=None,
        metadata={
            "name": "SettlementAuthorizationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    sold_airline_info: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "SoldAirlineInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    value_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "ValueAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CryptographyKeyType:
    key_name_text: str = field(
        metadata={
            "name": "KeyNameText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    key_value: None | KeyValueType = field(
        default=None,
        metadata={
            "name": "KeyValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DatedMarketingSegmentListType:
    dated_marketing_segment: list[DatedMarketingSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "DatedMarketingSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class DatedOperatingLegListType:
    dated_operating_leg: list[DatedOperatingLegType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLeg",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class DiscountType:
    app_text: None | str = field(
        default=None,
        metadata={
            "name": "AppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    discount_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "DiscountAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    discount_context: list[KeyValuePropertyType] = field(
        default_factory=list,
        metadata={
            "name": "DiscountContext",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    discount_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "DiscountPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pre_discounted_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PreDiscountedAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FareCriteriaType:
    fare_basis_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_sub_type_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "FareSubTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_type_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "FareTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    group_fare_criteria: list[GroupFareCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "GroupFareCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    no_advance_purchase_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NoAdvancePurchaseInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    no_penalty_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NoPenaltyInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pref_level: PrefLevelType = field(
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FlightCriteriaType:
    flight_characteristics_criteria: list[
        FlightCharacteristicsCriteriaType
    ] = field(
        default_factory=list,
        metadata={
            "name": "FlightCharacteristicsCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_aircraft_type: list[IataAircraftTypeType] = field(
        default_factory=list,
        metadata={
            "name": "IATA_AircraftType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rbd: list[RbdType] = field(
        default_factory=list,
        metadata={
            "name": "RBD",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOrderServiceAssociationType:
    pax_segment_references: None | PaxSegmentRefListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentReferences",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_on_leg: None | SeatOnLegType = field(
        default=None,
        metadata={
            "name": "SeatOnLeg",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref: None | OrderServiceDefinitionRefType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOriginDestCriteriaType:
    arrival_criteria: DestArrivalCriteriaType = field(
        metadata={
            "name": "ArrivalCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    cabin_criteria: list[ShoppingRequestCabinTypeType] = field(
        default_factory=list,
        metadata={
            "name": "CabinCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    connection_pref_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ConnectionPrefRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dep_criteria: OriginDepCriteriaType = field(
        metadata={
            "name": "DepCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    journey_duration_criteria: None | JourneyDurationCriteriaType = field(
        default=None,
        metadata={
            "name": "JourneyDurationCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginDestID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_criteria: list[InterlinePaxSegmentCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class LoyaltyProgramAccountType:
    account_number: None | str = field(
        default=None,
        metadata={
            "name": "AccountNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_program: LoyaltyProgramType = field(
        metadata={
            "name": "LoyaltyProgram",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    sign_in_id: None | str = field(
        default=None,
        metadata={
            "name": "SignInID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tier_code: None | str = field(
        default=None,
        metadata={
            "name": "TierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tier_name: None | str = field(
        default=None,
        metadata={
            "name": "TierName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tier_priority_text: None | str = field(
        default=None,
        metadata={
            "name": "TierPriorityText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferServiceAssociationType:
    pax_journey_ref: None | PaxJourneyRefType = field(
        default=None,
        metadata={
            "name": "PaxJourneyRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_assignment: None | SeatAssignmentType = field(
        default=None,
        metadata={
            "name": "SeatAssignment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref: None | OfferServiceDefinitionRefType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderServiceAssociationType:
    pax_segment_ref: None | PaxSegmentRefType = field(
        default=None,
        metadata={
            "name": "PaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_on_leg: None | SeatOnLegType = field(
        default=None,
        metadata={
            "name": "SeatOnLeg",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_ref: None | OrderServiceDefinitionRefType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderedOrderInstructionType:
    cabin_type_list: None | CabinTypeListType = field(
        default=None,
        metadata={
            "name": "CabinTypeList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service_list: None | SpecialServiceListType = field(
        default=None,
        metadata={
            "name": "SpecialServiceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OriginDestCriteriaType:
    cabin_type: list[ShoppingRequestCabinTypeType] = field(
        default_factory=list,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    calendar_date_criteria: None | CalendarDateCriteriaType = field(
        default=None,
        metadata={
            "name": "CalendarDateCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    connection_pref_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ConnectionPrefRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dest_arrival_criteria: DestArrivalCriteriaType = field(
        metadata={
            "name": "DestArrivalCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    journey_duration_criteria: None | JourneyDurationCriteriaType = field(
        default=None,
        metadata={
            "name": "JourneyDurationCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dep_criteria: OriginDepCriteriaType = field(
        metadata={
            "name": "OriginDepCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    origin_dest_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginDestID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentMethodCriteriaType:
    clearance_criteria: list[ClearanceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ClearanceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_criteria_addl_info: None | PaymentCriteriaAddlInfoType = field(
        default=None,
        metadata={
            "name": "PaymentCriteriaAddlInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_country_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentMethodCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailOfferRequestType:
    offer: list[SeatAvailOfferType] = field(
        default_factory=list,
        metadata={
            "name": "Offer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatMapType:
    cabin_compartment: list[CabinCompartmentType] = field(
        default_factory=list,
        metadata={
            "name": "CabinCompartment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: str = field(
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SeatProfileType:
    marketing_info: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "MarketingInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_characteristic_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatCharacteristicCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_keywords: list[KeyValuePropertyType] = field(
        default_factory=list,
        metadata={
            "name": "SeatKeywords",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_pitch_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "SeatPitchMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_id: str = field(
        metadata={
            "name": "SeatProfileID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    seat_width_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "SeatWidthMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedOfferItemType:
    offer_item_ref_id: str = field(
        metadata={
            "name": "OfferItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    selected_ala_carte_offer_item: None | SelectedAlaCarteOfferItemType = (
        field(
            default=None,
            metadata={
                "name": "SelectedALaCarteOfferItem",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    selected_bundle_services: None | SelectedBundleServicesType = field(
        default=None,
        metadata={
            "name": "SelectedBundleServices",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    selected_seat: None | SelectedSeatType = field(
        default=None,
        metadata={
            "name": "SelectedSeat",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDefinitionType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_instructions: None | BookingInstructionsType = field(
        default=None,
        metadata={
            "name": "BookingInstructions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: str = field(
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rfic: None | str = field(
        default=None,
        metadata={
            "name": "RFIC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9A-Z]{1,3}",
        },
    )
    rfisc: None | str = field(
        default=None,
        metadata={
            "name": "RFISC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_code: None | str = field(
        default=None,
        metadata={
            "name": "ServiceCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_association: None | ServiceDefinitionAssociationType = (
        field(
            default=None,
            metadata={
                "name": "ServiceDefinitionAssociation",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    service_definition_id: str = field(
        metadata={
            "name": "ServiceDefinitionID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceListOfferRequestType:
    offer: list[ServiceListOfferType] = field(
        default_factory=list,
        metadata={
            "name": "Offer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SettlementInfoType:
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee: list[FeeType] = field(
        default_factory=list,
        metadata={
            "name": "Fee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    method_code: str = field(
        metadata={
            "name": "MethodCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    settlement_amount: AmountType = field(
        metadata={
            "name": "SettlementAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    surcharge: list[SurchargeType] = field(
        default_factory=list,
        metadata={
            "name": "Surcharge",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax: list[TaxType] = field(
        default_factory=list,
        metadata={
            "name": "Tax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    taxable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TaxableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TaxSummaryType:
    all_refundable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AllRefundableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    approximate_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ApproximateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    collection_ind: None | bool = field(
        default=None,
        metadata={
            "name": "CollectionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "GuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund_method_text: None | str = field(
        default=None,
        metadata={
            "name": "RefundMethodText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax: list[TaxType] = field(
        default_factory=list,
        metadata={
            "name": "Tax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_refundable_tax_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalRefundableTaxAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_tax_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalTaxAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountedPriceType:
    base_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "BaseAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    base_amount_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "BaseAmountGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_conversion: list[CurConversionType] = field(
        default_factory=list,
        metadata={
            "name": "CurConversion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    discount: None | DiscountType = field(
        default=None,
        metadata={
            "name": "Discount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    equiv_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "EquivAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee: list[FeeType] = field(
        default_factory=list,
        metadata={
            "name": "Fee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_name: None | str = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    markup: list[MarkupType] = field(
        default_factory=list,
        metadata={
            "name": "Markup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    masked_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MaskedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    surcharge: list[SurchargeType] = field(
        default_factory=list,
        metadata={
            "name": "Surcharge",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_summary: list[TaxSummaryType] = field(
        default_factory=list,
        metadata={
            "name": "TaxSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    vat_breakdown_element: list[VatBreakdownElementType] = field(
        default_factory=list,
        metadata={
            "name": "VAT_BreakdownElement",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AffinityShoppingCriteriaType:
    affinity_origin_dest: list[AffinityOriginDestType] = field(
        default_factory=list,
        metadata={
            "name": "AffinityOriginDest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    keyword_pref: list[KeyValuePropertyType] = field(
        default_factory=list,
        metadata={
            "name": "KeywordPref",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    maximum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MaximumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "MinimumAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    stay_period: None | StayPeriodType = field(
        default=None,
        metadata={
            "name": "StayPeriod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AggregatorType:
    aggregator_id: str = field(
        metadata={
            "name": "AggregatorID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )


@dataclass(slots=True, kw_only=True)
class ContactInfoListType:
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class DifferentialPriceType:
    base_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "BaseAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    base_amount_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "BaseAmountGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_conversion: list[CurConversionType] = field(
        default_factory=list,
        metadata={
            "name": "CurConversion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    discount: None | DiscountType = field(
        default=None,
        metadata={
            "name": "Discount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    due_by_airline_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "DueByAirlineAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    due_to_airline_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "DueToAirlineAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    equiv_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "EquivAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee: list[FeeType] = field(
        default_factory=list,
        metadata={
            "name": "Fee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_name: None | str = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    markup: list[MarkupType] = field(
        default_factory=list,
        metadata={
            "name": "Markup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    masked_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MaskedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    surcharge: list[SurchargeType] = field(
        default_factory=list,
        metadata={
            "name": "Surcharge",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_summary: list[TaxSummaryType] = field(
        default_factory=list,
        metadata={
            "name": "TaxSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DirectBillType:
    contact_info: None | ContactInfoType = field(
        default=None,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org_id: None | str = field(
        default=None,
        metadata={
            "name": "OrgID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org_name: None | str = field(
        default=None,
        metadata={
            "name": "OrgName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DistributionChainLinkType:
    contact_info: None | ContactInfoType = field(
        default=None,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ordinal: int = field(
        metadata={
            "name": "Ordinal",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    org_role: DistributionChainRoleCodeContentType = field(
        metadata={
            "name": "OrgRole",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    participating_org: ParticipatingOrgType = field(
        metadata={
            "name": "ParticipatingOrg",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    sales_agent: None | SalesAgentType = field(
        default=None,
        metadata={
            "name": "SalesAgent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    sales_branch: None | SalesBranchType = field(
        default=None,
        metadata={
            "name": "SalesBranch",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class EncryptedDataType:
    cryptography_key: CryptographyKeyType = field(
        metadata={
            "name": "CryptographyKey",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    cypher_data: CypherDataType = field(
        metadata={
            "name": "CypherData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    encrypted_card_number: BinaryObjectType = field(
        metadata={
            "name": "EncryptedCardNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    encrypted_card_security_number: BinaryObjectType = field(
        metadata={
            "name": "EncryptedCardSecurityNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    first6_digits_text: str = field(
        metadata={
            "name": "First6DigitsText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{6}",
        }
    )
    key_name_text: str = field(
        metadata={
            "name": "KeyNameText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    last4_digits_text: str = field(
        metadata={
            "name": "Last4DigitsText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{4}",
        }
    )


@dataclass(slots=True, kw_only=True)
class FilterAirlineProfileType:
    airline_profile_url: None | str = field(
        default=None,
        metadata={
            "name": "AirlineProfileURL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FlightRelatedCriteriaType:
    alliance_criteria: list[AllianceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "AllianceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_criteria: list[CarrierCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "CarrierCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    connection_criteria: list[ConnectionCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ConnectionCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_criteria: list[FlightCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FlightCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_type_criteria: list[OfferItemTypeCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItemTypeCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    segment_duration_criteria: list[SegmentDurationCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SegmentDurationCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trip_purpose_code: None | TripPurposeCodeContentType = field(
        default=None,
        metadata={
            "name": "TripPurposeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FlightRequestOriginDestinationsCriteriaType:
    origin_dest_criteria: list[OriginDestCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "OriginDestCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineFlightRequestOriginDestinationsCriteriaType:
    journey_duration_criteria: list[JourneyDurationCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "JourneyDurationCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_criteria: list[InterlineOriginDestCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "OriginDestCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class LoyaltyRedemptionType:
    certificate_number: list[Decimal] = field(
        default_factory=list,
        metadata={
            "name": "CertificateNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_cur_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "LoyaltyCurAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_program_account: None | LoyaltyProgramAccountType = field(
        default=None,
        metadata={
            "name": "LoyaltyProgramAccount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferedServiceType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_service_association: OfferServiceAssociationType = field(
        metadata={
            "name": "OfferServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrgType:
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: str = field(
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    org_id: str = field(
        metadata={
            "name": "OrgID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaxGroupType:
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    intended_pax_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "IntendedPaxQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxGroupID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group_name: None | str = field(
        default=None,
        metadata={
            "name": "PaxGroupName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxJourneyType:
    distance_measure: None | MeasureType = field(
        default=None,
        metadata={
            "name": "DistanceMeasure",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "Duration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_id: str = field(
        metadata={
            "name": "PaxJourneyID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxSegmentType:
    cabin_type_association_choice: None | CabinTypeAssociationChoiceType = (
        field(
            default=None,
            metadata={
                "name": "CabinTypeAssociationChoice",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    dated_marketing_segment_ref_id: str = field(
        metadata={
            "name": "DatedMarketingSegmentRefId",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    marketing_carrier_rbd_code: None | str = field(
        default=None,
        metadata={
            "name": "MarketingCarrierRBD_Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    operating_carrier_rbd_code: None | str = field(
        default=None,
        metadata={
            "name": "OperatingCarrierRBD_Code",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_id: str = field(
        metadata={
            "name": "PaxSegmentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxType:
    birthdate: None | XmlDate = field(
        default=None,
        metadata={
            "name": "Birthdate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    citizenship_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CitizenshipCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ContactInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    employer: None | EmployerType = field(
        default=None,
        metadata={
            "name": "Employer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    foid: None | FoidType = field(
        default=None,
        metadata={
            "name": "FOID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    identity_doc: list[IdentityDocType] = field(
        default_factory=list,
        metadata={
            "name": "IdentityDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    individual: None | IndividualType = field(
        default=None,
        metadata={
            "name": "Individual",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_usage: list[LangUsageType] = field(
        default_factory=list,
        metadata={
            "name": "LangUsage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_program_account: list[LoyaltyProgramAccountType] = field(
        default_factory=list,
        metadata={
            "name": "LoyaltyProgramAccount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_id: str = field(
        metadata={
            "name": "PaxID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    profile_consent_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ProfileConsentInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    profile_id_text: None | str = field(
        default=None,
        metadata={
            "name": "ProfileID_Text",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc: None | str = field(
        default=None,
        metadata={
            "name": "PTC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[A-Z]{3}",
        },
    )
    redress_case: list[RedressCaseType] = field(
        default_factory=list,
        metadata={
            "name": "RedressCase",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    residence_country_code: None | str = field(
        default=None,
        metadata={
            "name": "ResidenceCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentAssociatedOfferFunctionsCriteriaType:
    offer_association: list[OfferAssociationType] = field(
        default_factory=list,
        metadata={
            "name": "OfferAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_criteria: None | PaymentMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "PaymentMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentFunctionsCriteriaType:
    payment_method_criteria: None | PaymentMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "PaymentMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingClearanceDataType:
    clearance_role_choice: ClearanceRoleChoiceType = field(
        metadata={
            "name": "ClearanceRoleChoice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    net_clearance_amount: AmountType = field(
        metadata={
            "name": "NetClearanceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    process_rule_code: str = field(
        metadata={
            "name": "ProcessRuleCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 7,
            "pattern": r"(IATAC|BLTRL)[A-Za-z0-9]{2}",
        }
    )
    remittance_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "RemittanceDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentSupportedMethodType:
    clearance_methods: list[ClearanceMethodsType] = field(
        default_factory=list,
        metadata={
            "name": "ClearanceMethods",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cryptography_key: None | CryptographyKeyType = field(
        default=None,
        metadata={
            "name": "CryptographyKey",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_addl_info: None | PaymentMethodAddlInfoType = field(
        default=None,
        metadata={
            "name": "PaymentMethodAddlInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_country_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentMethodCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_redirection_ind: None | bool = field(
        default=None,
        metadata={
            "name": "PaymentRedirectionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_surcharge: None | PaymentSurchargeType = field(
        default=None,
        metadata={
            "name": "PaymentSurcharge",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PenaltyPriceType:
    base_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "BaseAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_summary: list[TaxSummaryType] = field(
        default_factory=list,
        metadata={
            "name": "TaxSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_amount: AmountType = field(
        metadata={
            "name": "TotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PriceType:
    base_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "BaseAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    base_amount_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "BaseAmountGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_conversion: list[CurConversionType] = field(
        default_factory=list,
        metadata={
            "name": "CurConversion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    discount: None | DiscountType = field(
        default=None,
        metadata={
            "name": "Discount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    equiv_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "EquivAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee: list[FeeType] = field(
        default_factory=list,
        metadata={
            "name": "Fee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_unit_name: None | str = field(
        default=None,
        metadata={
            "name": "LoyaltyUnitName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    markup: list[MarkupType] = field(
        default_factory=list,
        metadata={
            "name": "Markup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    masked_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MaskedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    surcharge: list[SurchargeType] = field(
        default_factory=list,
        metadata={
            "name": "Surcharge",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_summary: list[TaxSummaryType] = field(
        default_factory=list,
        metadata={
            "name": "TaxSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PricingParameterType:
    auto_exch_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AutoExchInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    award_included_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AwardIncludedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    award_only_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AwardOnlyInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    include_upsell_offers_ind: None | bool = field(
        default=None,
        metadata={
            "name": "IncludeUpsellOffersInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    override_cur_code: None | str = field(
        default=None,
        metadata={
            "name": "OverrideCurCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    simple_pricing_ind: None | bool = field(
        default=None,
        metadata={
            "name": "SimplePricingInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_exemption: list[TaxSummaryType] = field(
        default_factory=list,
        metadata={
            "name": "TaxExemption",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatProfileListType:
    seat_profile: list[SeatProfileType] = field(
        default_factory=list,
        metadata={
            "name": "SeatProfile",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedOfferType:
    offer_ref_id: str = field(
        metadata={
            "name": "OfferRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    selected_offer_item: list[SelectedOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedPricedOfferType:
    offer_ref_id: str = field(
        metadata={
            "name": "OfferRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    selected_offer_item: list[SelectedOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    total_offer_price_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "TotalOfferPriceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDefinitionListType:
    service_definition: list[ServiceDefinitionType] = field(
        default_factory=list,
        metadata={
            "name": "ServiceDefinition",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ShopandReshopRequestPaxSegmentType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_association_choice: None | CabinTypeAssociationChoiceType = (
        field(
            default=None,
            metadata={
                "name": "CabinTypeAssociationChoice",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    dated_marketing_segment_ref_id: str = field(
        metadata={
            "name": "DatedMarketingSegmentRefId",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment_id: str = field(
        metadata={
            "name": "PaxSegmentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ShoppingRequestPaxSegmentType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_association_choice: CabinTypeAssociationChoiceType = field(
        metadata={
            "name": "CabinTypeAssociationChoice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dated_marketing_segment_ref_id: str = field(
        metadata={
            "name": "DatedMarketingSegmentRefId",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    fare_basis_code: list[str] = field(
        default_factory=list,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_id: str = field(
        metadata={
            "name": "PaxSegmentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SupplierOfferedServiceType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_service_association: OfferServiceAssociationType = field(
        metadata={
            "name": "OfferServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_condition_code: None | str = field(
        default=None,
        metadata={
            "name": "SettlementConditionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "SettlementTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TicketType:
    connected_doc_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "ConnectedDocNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon: list[CouponType] = field(
        default_factory=list,
        metadata={
            "name": "Coupon",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
            "max_occurs": 4,
        },
    )
    exch_reissue_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ExchReissueInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fee_owner_code: None | str = field(
        default=None,
        metadata={
            "name": "FeeOwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    present_credit_card_ind: None | bool = field(
        default=None,
        metadata={
            "name": "PresentCreditCardInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    primary_doc_ind: None | bool = field(
        default=None,
        metadata={
            "name": "PrimaryDocInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark_text: None | str = field(
        default=None,
        metadata={
            "name": "RemarkText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reporting_type_code: ReportingTypeCodeContentType = field(
        metadata={
            "name": "ReportingTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    routing_code: None | str = field(
        default=None,
        metadata={
            "name": "RoutingCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_on_emd_ind: None | bool = field(
        default=None,
        metadata={
            "name": "TaxOnEMD_Ind",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_doc_type_code: None | str = field(
        default=None,
        metadata={
            "name": "TicketDocTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_number: None | str = field(
        default=None,
        metadata={
            "name": "TicketNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TravelAgencyType:
    agency_id: str = field(
        metadata={
            "name": "AgencyID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "IATA_Number",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    pseudo_city_id: None | str = field(
        default=None,
        metadata={
            "name": "PseudoCityID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_agent: None | TravelAgentType = field(
        default=None,
        metadata={
            "name": "TravelAgent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    type_code: None | TravelAgencyTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AlaCarteOfferItemType:
    class Meta:
        name = "ALaCarteOfferItemType"

    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    eligibility: EligibilityType = field(
        metadata={
            "name": "Eligibility",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_time_limit: None | PaymentTimeLimitType = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: AlaCarteServiceType = field(
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    unit_price: PriceType = field(
        metadata={
            "name": "UnitPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AcceptSelectedQuotedOfferListType:
    selected_priced_offer: list[SelectedPricedOfferType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedPricedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountingTrxPaymentCardType:
    card_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "CardBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    cardholder_address: None | PostalAddressType = field(
        default=None,
        metadata={
            "name": "CardholderAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_holder_name: None | str = field(
        default=None,
        metadata={
            "name": "CardHolderName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_issuer_name: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    card_issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_number: None | str = field(
        default=None,
        metadata={
            "name": "CardNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_security_code: None | str = field(
        default=None,
        metadata={
            "name": "CardSecurityCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_seq_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CardSeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_type_text: None | str = field(
        default=None,
        metadata={
            "name": "CardTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cryptography_key: None | CryptographyKeyType = field(
        default=None,
        metadata={
            "name": "CryptographyKey",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date: None | str = field(
        default=None,
        metadata={
            "name": "EffectiveDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    encrypted_data: None | EncryptedDataType = field(
        default=None,
        metadata={
            "name": "EncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    payment_instrument_ownership_code: None | OwnershipTypeCodeContentType = (
        field(
            default=None,
            metadata={
                "name": "PaymentInstrumentOwnershipCode",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    protected_card_id: None | str = field(
        default=None,
        metadata={
            "name": "ProtectedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reconciliation_id: None | str = field(
        default=None,
        metadata={
            "name": "ReconciliationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_version1: None | SecurePaymentVersion1Type = field(
        default=None,
        metadata={
            "name": "SecurePaymentVersion1",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_version2: None | SecurePaymentVersion2Type = field(
        default=None,
        metadata={
            "name": "SecurePaymentVersion2",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_program: None | SecureProgramType = field(
        default=None,
        metadata={
            "name": "SecureProgram",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tokenized_card_id: None | str = field(
        default=None,
        metadata={
            "name": "TokenizedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirlineProfileFilterCriteriaType:
    airline_profile_criteria: list[FilterAirlineProfileType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineProfileCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    all_profiles_ind: None | bool = field(
        default=None,
        metadata={
            "name": "AllProfilesInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    media_url_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MediaURL_Ind",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BagItemDetailsType:
    baggage_allowance_ref_id: str = field(
        metadata={
            "name": "BaggageAllowanceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    baggage_disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier_code: None | str = field(
        default=None,
        metadata={
            "name": "ValidatingCarrierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BookingEntityType:
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org: None | OrgType = field(
        default=None,
        metadata={
            "name": "Org",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BookingInfoType:
    booking_id: str = field(
        metadata={
            "name": "BookingID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org: None | OrgType = field(
        default=None,
        metadata={
            "name": "Org",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DifferentialFarePriceTypeType:
    differential_price: DifferentialPriceType = field(
        metadata={
            "name": "DifferentialPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    fare_price_type_code: FarePriceTypeCodeContentType = field(
        metadata={
            "name": "FarePriceTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class DistributionChainType:
    distribution_chain_link: list[DistributionChainLinkType] = field(
        default_factory=list,
        metadata={
            "name": "DistributionChainLink",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class FareComponentType:
    cabin_type: None | CabinTypeType = field(
        default=None,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_app_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisAppCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_city_pair_text: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCityPairText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_rule: list[FareRuleType] = field(
        default_factory=list,
        metadata={
            "name": "FareRule",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_type_code: None | str = field(
        default=None,
        metadata={
            "name": "FareTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    negotiated_code: None | str = field(
        default=None,
        metadata={
            "name": "NegotiatedCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PriceClassRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rbd: None | RbdType = field(
        default=None,
        metadata={
            "name": "RBD",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_desig_code: None | str = field(
        default=None,
        metadata={
            "name": "TicketDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FarePriceTypeType:
    fare_price_type_code: FarePriceTypeCodeContentType = field(
        metadata={
            "name": "FarePriceTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price: PriceType = field(
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class FlightRequestType:
    affinity_shopping_criteria: None | AffinityShoppingCriteriaType = field(
        default=None,
        metadata={
            "name": "AffinityShoppingCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_request_origin_destinations_criteria: (
        None | FlightRequestOriginDestinationsCriteriaType
    ) = field(
        default=None,
        metadata={
            "name": "FlightRequestOriginDestinationsCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_request_specific_origin_destinations: (
        None | FlightRequestSpecificOriginDestinationsType
    ) = field(
        default=None,
        metadata={
            "name": "FlightRequestSpecificOriginDestinations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineResponseParametersRequestType:
    bdc: None | BdcType = field(
        default=None,
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_parameter: list[CurParameterType] = field(
        default_factory=list,
        metadata={
            "name": "CurParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device: None | DeviceType = field(
        default=None,
        metadata={
            "name": "Device",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device_location: None | DeviceLocationType = field(
        default=None,
        metadata={
            "name": "DeviceLocation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_ind: None | bool = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_usage: list[LangUsageType] = field(
        default_factory=list,
        metadata={
            "name": "LangUsage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    measurement_system_code: None | MeasurementSystemCodeContentType = field(
        default=None,
        metadata={
            "name": "MeasurementSystemCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_parameter: None | PricingParameterType = field(
        default=None,
        metadata={
            "name": "PricingParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reason_code: None | str = field(
        default=None,
        metadata={
            "name": "ReasonCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OptionalPaxSegmentListType:
    pax_segment: list[PaxSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderedServiceAssociationType:
    pax_segment: None | PaxSegmentType = field(
        default=None,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_on_leg: None | SeatOnLegType = field(
        default=None,
        metadata={
            "name": "SeatOnLeg",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition: None | ServiceDefinitionType = field(
        default=None,
        metadata={
            "name": "ServiceDefinition",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OriginalTicketIssuanceInfoType:
    iata_location_code: None | str = field(
        default=None,
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    issue_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "IssueDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issue_time: None | XmlTime = field(
        default=None,
        metadata={
            "name": "IssueTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issuing_carrier: CarrierType = field(
        metadata={
            "name": "IssuingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    ticket_number: None | str = field(
        default=None,
        metadata={
            "name": "TicketNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_agency: None | TravelAgencyType = field(
        default=None,
        metadata={
            "name": "TravelAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OtherItemType:
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: PriceType = field(
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PosFilterCriteriaType:
    class Meta:
        name = "POS_FilterCriteriaType"

    aggregator: None | AggregatorType = field(
        default=None,
        metadata={
            "name": "Aggregator",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pos_code_text: None | str = field(
        default=None,
        metadata={
            "name": "POS_CodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pos_type_code: PosTypeCodeContentType = field(
        metadata={
            "name": "POS_TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    travel_agency_ind: bool = field(
        metadata={
            "name": "TravelAgencyInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaxFilterCriteriaType:
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    employer: None | EmployerType = field(
        default=None,
        metadata={
            "name": "Employer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    foid: None | FoidType = field(
        default=None,
        metadata={
            "name": "FOID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    identity_doc: list[IdentityDocType] = field(
        default_factory=list,
        metadata={
            "name": "IdentityDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    individual: None | IndividualType = field(
        default=None,
        metadata={
            "name": "Individual",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_usage: list[LangUsageType] = field(
        default_factory=list,
        metadata={
            "name": "LangUsage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_program_account: list[LoyaltyProgramAccountType] = field(
        default_factory=list,
        metadata={
            "name": "LoyaltyProgramAccount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxJourneyListType:
    pax_journey: list[PaxJourneyType] = field(
        default_factory=list,
        metadata={
            "name": "PaxJourney",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxListType:
    pax: list[PaxType] = field(
        default_factory=list,
        metadata={
            "name": "Pax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxSegmentListType:
    pax_segment: list[PaxSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaxSegmentRequestType:
    pax_segment: list[ShoppingRequestPaxSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentFilterCriteriaType:
    accountable_doc: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "AccountableDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ContactInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    direct_bill: None | DirectBillType = field(
        default=None,
        metadata={
            "name": "DirectBill",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_easy_pay: None | IataEasyPayType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPay",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_redemption: None | LoyaltyRedemptionType = field(
        default=None,
        metadata={
            "name": "LoyaltyRedemption",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_payment_method: None | OtherPaymentMethodType = field(
        default=None,
        metadata={
            "name": "OtherPaymentMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_card_criteria: None | PaymentCardCriteriaType = field(
        default=None,
        metadata={
            "name": "PaymentCardCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_info_id: None | str = field(
        default=None,
        metadata={
            "name": "PaymentInfoID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_status_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_plan: None | SettlementPlanType = field(
        default=None,
        metadata={
            "name": "SettlementPlan",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    voucher: None | VoucherType = field(
        default=None,
        metadata={
            "name": "Voucher",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentFunctionsOfferType:
    offer_association: list[OfferAssociationType] = field(
        default_factory=list,
        metadata={
            "name": "OfferAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_supported_method: None | PaymentSupportedMethodType = field(
        default=None,
        metadata={
            "name": "PaymentSupportedMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingPaymentCardType:
    card_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "CardBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    cardholder_address: None | PostalAddressType = field(
        default=None,
        metadata={
            "name": "CardholderAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_holder_name: None | str = field(
        default=None,
        metadata={
            "name": "CardHolderName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_issuer_name: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    card_issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_number: None | str = field(
        default=None,
        metadata={
            "name": "CardNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_security_code: None | str = field(
        default=None,
        metadata={
            "name": "CardSecurityCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_seq_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CardSeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_type_text: None | str = field(
        default=None,
        metadata={
            "name": "CardTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cryptography_key: None | CryptographyKeyType = field(
        default=None,
        metadata={
            "name": "CryptographyKey",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date: None | str = field(
        default=None,
        metadata={
            "name": "EffectiveDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    encrypted_data: None | EncryptedDataType = field(
        default=None,
        metadata={
            "name": "EncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    payment_instrument_ownership_code: None | OwnershipTypeCodeContentType = (
        field(
            default=None,
            metadata={
                "name": "PaymentInstrumentOwnershipCode",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    protected_card_id: None | str = field(
        default=None,
        metadata={
            "name": "ProtectedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reconciliation_id: None | str = field(
        default=None,
        metadata={
            "name": "ReconciliationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_version1: None | SecurePaymentVersion1Type = field(
        default=None,
        metadata={
            "name": "SecurePaymentVersion1",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_version2: None | SecurePaymentVersion2Type = field(
        default=None,
        metadata={
            "name": "SecurePaymentVersion2",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_program: None | SecureProgramType = field(
        default=None,
        metadata={
            "name": "SecureProgram",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tokenized_card_id: None | str = field(
        default=None,
        metadata={
            "name": "TokenizedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PenaltyType:
    desc_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 99,
        },
    )
    net_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NetInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_id: str = field(
        metadata={
            "name": "PenaltyID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price: PenaltyPriceType = field(
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    type_code: PenaltyTypeCodeContentType = field(
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ProgramOwnerType:
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org: None | OrgType = field(
        default=None,
        metadata={
            "name": "Org",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PromotionIssuerType:
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    org: None | OrgType = field(
        default=None,
        metadata={
            "name": "Org",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_agency: None | TravelAgencyType = field(
        default=None,
        metadata={
            "name": "TravelAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ReceiptPaymentCardType:
    card_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "CardBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    cardholder_address: None | PostalAddressType = field(
        default=None,
        metadata={
            "name": "CardholderAddress",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_holder_name: None | str = field(
        default=None,
        metadata={
            "name": "CardHolderName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_issuer_name: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    card_issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_number: None | str = field(
        default=None,
        metadata={
            "name": "CardNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_security_code: None | str = field(
        default=None,
        metadata={
            "name": "CardSecurityCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_seq_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CardSeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_type_text: None | str = field(
        default=None,
        metadata={
            "name": "CardTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cryptography_key: None | CryptographyKeyType = field(
        default=None,
        metadata={
            "name": "CryptographyKey",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    effective_date: None | str = field(
        default=None,
        metadata={
            "name": "EffectiveDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    encrypted_data: None | EncryptedDataType = field(
        default=None,
        metadata={
            "name": "EncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    masked_card_id: None | str = field(
        default=None,
        metadata={
            "name": "MaskedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,19}",
        },
    )
    payment_instrument_ownership_code: None | OwnershipTypeCodeContentType = (
        field(
            default=None,
            metadata={
                "name": "PaymentInstrumentOwnershipCode",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    protected_card_id: None | str = field(
        default=None,
        metadata={
            "name": "ProtectedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reconciliation_id: None | str = field(
        default=None,
        metadata={
            "name": "ReconciliationID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_authentication_instructions_version1: (
        None | SecurePaymentAuthenticationInstructionsVersion1Type
    ) = field(
        default=None,
        metadata={
            "name": "SecurePaymentAuthenticationInstructionsVersion1",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_authentication_instructions_version2: (
        None | SecurePaymentAuthenticationInstructionsVersion2Type
    ) = field(
        default=None,
        metadata={
            "name": "SecurePaymentAuthenticationInstructionsVersion2",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_version1: None | SecurePaymentVersion1Type = field(
        default=None,
        metadata={
            "name": "SecurePaymentVersion1",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_payment_version2: None | SecurePaymentVersion2Type = field(
        default=None,
        metadata={
            "name": "SecurePaymentVersion2",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    secure_program: None | SecureProgramType = field(
        default=None,
        metadata={
            "name": "SecureProgram",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tokenized_card_id: None | str = field(
        default=None,
        metadata={
            "name": "TokenizedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RefundPaymentCardType:
    card_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "CardBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    card_holder_name: None | str = field(
        default=None,
        metadata={
            "name": "CardHolderName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_issuing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "CardIssuingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_number: None | str = field(
        default=None,
        metadata={
            "name": "CardNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9]{1,19}",
        },
    )
    card_product_type_code: None | str = field(
        default=None,
        metadata={
            "name": "CardProductTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_seq_number: None | Decimal = field(
        default=None,
        metadata={
            "name": "CardSeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    card_type_text: None | str = field(
        default=None,
        metadata={
            "name": "CardTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    encrypted_data: None | EncryptedDataType = field(
        default=None,
        metadata={
            "name": "EncryptedData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date: None | str = field(
        default=None,
        metadata={
            "name": "ExpirationDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"(0[1-9]|1[0-2])[0-9][0-9]",
        },
    )
    payment_instrument_ownership_code: None | OwnershipTypeCodeContentType = (
        field(
            default=None,
            metadata={
                "name": "PaymentInstrumentOwnershipCode",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    protected_card_id: None | str = field(
        default=None,
        metadata={
            "name": "ProtectedCardID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ResponseParametersRequestType:
    bdc: None | BdcType = field(
        default=None,
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_parameter: list[CurParameterType] = field(
        default_factory=list,
        metadata={
            "name": "CurParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device: None | DeviceType = field(
        default=None,
        metadata={
            "name": "Device",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device_location: None | DeviceLocationType = field(
        default=None,
        metadata={
            "name": "DeviceLocation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_ind: None | bool = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_usage: list[LangUsageType] = field(
        default_factory=list,
        metadata={
            "name": "LangUsage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    measurement_system_code: None | MeasurementSystemCodeContentType = field(
        default=None,
        metadata={
            "name": "MeasurementSystemCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_parameter: None | PricingParameterType = field(
        default=None,
        metadata={
            "name": "PricingParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reason_code: None | str = field(
        default=None,
        metadata={
            "name": "ReasonCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ResponseParametersResponseType:
    bdc: None | BdcType = field(
        default=None,
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_parameter: list[CurParameterType] = field(
        default_factory=list,
        metadata={
            "name": "CurParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device: None | DeviceType = field(
        default=None,
        metadata={
            "name": "Device",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    lang_usage: list[LangUsageType] = field(
        default_factory=list,
        metadata={
            "name": "LangUsage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    marketing_message: list[MarketingMessageType] = field(
        default_factory=list,
        metadata={
            "name": "MarketingMessage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    measurement_system_code: None | MeasurementSystemCodeContentType = field(
        default=None,
        metadata={
            "name": "MeasurementSystemCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_parameter: None | PricingParameterType = field(
        default=None,
        metadata={
            "name": "PricingParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reason_code: None | str = field(
        default=None,
        metadata={
            "name": "ReasonCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RulesFareComponentType:
    cabin_type: None | CabinTypeType = field(
        default=None,
        metadata={
            "name": "CabinType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_app_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisAppCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_city_pair_text: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCityPairText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_rule_text: list[FareRuleTextType] = field(
        default_factory=list,
        metadata={
            "name": "FareRuleText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_type_code: None | str = field(
        default=None,
        metadata={
            "name": "FareTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    negotiated_code: None | str = field(
        default=None,
        metadata={
            "name": "NegotiatedCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PriceClassRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rbd: None | RbdType = field(
        default=None,
        metadata={
            "name": "RBD",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_desig_code: None | str = field(
        default=None,
        metadata={
            "name": "TicketDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatItemType:
    column_id: None | str = field(
        default=None,
        metadata={
            "name": "ColumnID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 1,
            "pattern": r"[A-Z]",
        },
    )
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment_ref_id: str = field(
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    row_number: None | int = field(
        default=None,
        metadata={
            "name": "RowNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_inclusive": 0,
        },
    )
    seat_profile_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "SeatProfileRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SelectedOfferListType:
    selected_offer: list[SelectedOfferType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDeliveryPaxSegmentListType:
    pax_segment: list[PaxSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ShoppingRequestPaxJourneyType:
    pax_journey_id: str = field(
        metadata={
            "name": "PaxJourneyID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment: list[ShopandReshopRequestPaxSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ShoppingRequestPaxSegmentListType:
    pax_segment: list[ShoppingRequestPaxSegmentType] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class SupplierOfferItemType:
    acceptance_rule: list[AcceptanceRuleType] = field(
        default_factory=list,
        metadata={
            "name": "AcceptanceRule",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    combinable_carrier: list[InterlineCarrierType] = field(
        default_factory=list,
        metadata={
            "name": "CombinableCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    mandatory_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MandatoryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_connectiontime_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MinimumConnectiontimeDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_type_code: None | OwnerTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "OwnerTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[SupplierOfferedServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    stop_over_restrictions: list[StopOverRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "StopOverRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TicketIssuanceInfoType:
    iata_location_code: None | str = field(
        default=None,
        metadata={
            "name": "IATA_LocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    issue_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "IssueDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issue_time: None | XmlTime = field(
        default=None,
        metadata={
            "name": "IssueTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issuing_carrier: CarrierType = field(
        metadata={
            "name": "IssuingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    travel_agency: None | TravelAgencyType = field(
        default=None,
        metadata={
            "name": "TravelAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AlaCarteOfferType:
    class Meta:
        name = "ALaCarteOfferType"

    baggage_disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageDisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_app_text: None | str = field(
        default=None,
        metadata={
            "name": "MatchAppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "MatchPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_type_code: None | MatchTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "MatchTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_expiration_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "OfferExpirationTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item: list[AlaCarteOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc_offer_parameters: list[PtcOfferParametersType] = field(
        default_factory=list,
        metadata={
            "name": "PTC_OfferParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redemption_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RedemptionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requested_date_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RequestedDateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier_code: None | str = field(
        default=None,
        metadata={
            "name": "ValidatingCarrierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountingPaymentMethodType:
    accountable_doc: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "AccountableDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    direct_bill: None | DirectBillType = field(
        default=None,
        metadata={
            "name": "DirectBill",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_easy_pay: None | AccountingIataEasyPayType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPay",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_redemption: None | LoyaltyRedemptionType = field(
        default=None,
        metadata={
            "name": "LoyaltyRedemption",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offline_payment_instruction_receipt: (
        None | OfflinePaymentInstructionReceiptType
    ) = field(
        default=None,
        metadata={
            "name": "OfflinePaymentInstructionReceipt",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_payment_method: None | OtherPaymentMethodType = field(
        default=None,
        metadata={
            "name": "OtherPaymentMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_card: None | AccountingTrxPaymentCardType = field(
        default=None,
        metadata={
            "name": "PaymentCard",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_plan: None | SettlementPlanType = field(
        default=None,
        metadata={
            "name": "SettlementPlan",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    voucher: None | VoucherType = field(
        default=None,
        metadata={
            "name": "Voucher",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirlineProfileDataItemType:
    action_type_code: None | str = field(
        default=None,
        metadata={
            "name": "ActionTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_filter_criteria: None | OfferFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pos_filter_criteria: list[PosFilterCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "POS_FilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pos_geographic_filter_criteria: list[GeographicFilterCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "POS_GeographicFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seq_number: Decimal = field(
        metadata={
            "name": "SeqNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_criteria: list[ServiceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ServiceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirlineProfileRequestType:
    airline_profile_filter_criteria: AirlineProfileFilterCriteriaType = field(
        metadata={
            "name": "AirlineProfileFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class BaggageItemType:
    bag_item_details: list[BagItemDetailsType] = field(
        default_factory=list,
        metadata={
            "name": "BagItemDetails",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment_ref_id: str = field(
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier_code: None | str = field(
        default=None,
        metadata={
            "name": "ValidatingCarrierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class BookingRefType:
    booking_entity: None | BookingEntityType = field(
        default=None,
        metadata={
            "name": "BookingEntity",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_id: str = field(
        metadata={
            "name": "BookingID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    booking_ref_type_code: None | str = field(
        default=None,
        metadata={
            "name": "BookingRefTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CarrierFeeType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    app_code: str = field(
        metadata={
            "name": "AppCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "Carrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_component: list[FareComponentType] = field(
        default_factory=list,
        metadata={
            "name": "FareComponent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest: None | OriginDestType = field(
        default=None,
        metadata={
            "name": "OriginDest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    reporting_code_text: None | str = field(
        default=None,
        metadata={
            "name": "ReportingCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tax_summary: None | TaxSummaryType = field(
        default=None,
        metadata={
            "name": "TaxSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DifferentialFareDetailType:
    account_code: None | str = field(
        default=None,
        metadata={
            "name": "AccountCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    differential_fare_price_type: list[DifferentialFarePriceTypeType] = field(
        default_factory=list,
        metadata={
            "name": "DifferentialFarePriceType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    fare_calculation_info: None | FareCalculationInfoType = field(
        default=None,
        metadata={
            "name": "FareCalculationInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_component: list[FareComponentType] = field(
        default_factory=list,
        metadata={
            "name": "FareComponent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_ind_code: None | str = field(
        default=None,
        metadata={
            "name": "FareIndCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_ref_text: None | str = field(
        default=None,
        metadata={
            "name": "FareRefText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
        },
    )
    filed_fare_ind: None | bool = field(
        default=None,
        metadata={
            "name": "FiledFareInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_reporting_code_text: None | str = field(
        default=None,
        metadata={
            "name": "NetReportingCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | DifferentialPriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_system_code_text: None | str = field(
        default=None,
        metadata={
            "name": "PricingSystemCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    statistical_code_text: None | str = field(
        default=None,
        metadata={
            "name": "StatisticalCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tour_code: None | str = field(
        default=None,
        metadata={
            "name": "TourCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FareDetailType:
    account_code: None | str = field(
        default=None,
        metadata={
            "name": "AccountCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_calculation_info: None | FareCalculationInfoType = field(
        default=None,
        metadata={
            "name": "FareCalculationInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_component: list[FareComponentType] = field(
        default_factory=list,
        metadata={
            "name": "FareComponent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_ind_code: None | str = field(
        default=None,
        metadata={
            "name": "FareIndCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_price_type: list[FarePriceTypeType] = field(
        default_factory=list,
        metadata={
            "name": "FarePriceType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 2,
        },
    )
    fare_ref_text: None | str = field(
        default=None,
        metadata={
            "name": "FareRefText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
        },
    )
    filed_fare_ind: None | bool = field(
        default=None,
        metadata={
            "name": "FiledFareInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_reporting_code_text: None | str = field(
        default=None,
        metadata={
            "name": "NetReportingCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_system_code_text: None | str = field(
        default=None,
        metadata={
            "name": "PricingSystemCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    statistical_code_text: None | str = field(
        default=None,
        metadata={
            "name": "StatisticalCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tour_code: None | str = field(
        default=None,
        metadata={
            "name": "TourCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineAlaCarteOfferType:
    class Meta:
        name = "InterlineALaCarteOfferType"

    baggage_disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageDisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_app_text: None | str = field(
        default=None,
        metadata={
            "name": "MatchAppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "MatchPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_type_code: None | MatchTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "MatchTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_expiration_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "OfferExpirationTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item: list[AlaCarteOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redemption_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RedemptionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requested_date_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RequestedDateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOfferQueryType:
    itineray: None | InterlineFlightRequestOriginDestinationsCriteriaType = (
        field(
            default=None,
            metadata={
                "name": "Itineray",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    selected_offer_list: list[SelectedOfferListType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOfferList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class MatchedOrderType:
    arrival: None | ArrivalType = field(
        default=None,
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dep: None | DepType = field(
        default=None,
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_ref_id: str = field(
        metadata={
            "name": "OrderRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_status_code: None | str = field(
        default=None,
        metadata={
            "name": "OrderStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticketing_status_code: None | str = field(
        default=None,
        metadata={
            "name": "TicketingStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_agency: None | TravelAgencyType = field(
        default=None,
        metadata={
            "name": "TravelAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderHistoryRequestType:
    order: OrderKeyType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderValidationFilterCriteriaType:
    booking_ref_filter_criteria: None | BookingInfoType = field(
        default=None,
        metadata={
            "name": "BookingRefFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    doc_filter_criteria: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "DocFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_filter_criteria: None | OrderFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "OrderFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_filter_criteria: None | PaxFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "PaxFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_filter_criteria: list[PaymentFilterCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentMethodType:
    accountable_doc: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "AccountableDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_easy_pay: None | PaymentProcessingIataEasyPayType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPay",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_redemption: None | LoyaltyRedemptionType = field(
        default=None,
        metadata={
            "name": "LoyaltyRedemption",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offline_payment: None | OfflinePaymentType = field(
        default=None,
        metadata={
            "name": "OfflinePayment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_card: None | PaymentProcessingPaymentCardType = field(
        default=None,
        metadata={
            "name": "PaymentCard",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_plan: None | SettlementPlanType = field(
        default=None,
        metadata={
            "name": "SettlementPlan",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    voucher: None | VoucherType = field(
        default=None,
        metadata={
            "name": "Voucher",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingSummaryPaymentMethodType:
    accountable_doc: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "AccountableDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_easy_pay: None | ReceiptIataEasyPayType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPay",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_redemption: None | LoyaltyRedemptionType = field(
        default=None,
        metadata={
            "name": "LoyaltyRedemption",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offline_payment: None | OfflinePaymentInstructionReceiptType = field(
        default=None,
        metadata={
            "name": "OfflinePayment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_card: None | ReceiptPaymentCardType = field(
        default=None,
        metadata={
            "name": "PaymentCard",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_plan: None | SettlementPlanType = field(
        default=None,
        metadata={
            "name": "SettlementPlan",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    voucher: None | VoucherType = field(
        default=None,
        metadata={
            "name": "Voucher",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PenaltyListType:
    penalty: list[PenaltyType] = field(
        default_factory=list,
        metadata={
            "name": "Penalty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ProgramCriteriaType:
    company_index_text: None | str = field(
        default=None,
        metadata={
            "name": "CompanyIndexText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    member_status_text: None | str = field(
        default=None,
        metadata={
            "name": "MemberStatusText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name: None | str = field(
        default=None,
        metadata={
            "name": "Name",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pre_paid_certificate: list[PrePaidCertificateType] = field(
        default_factory=list,
        metadata={
            "name": "PrePaidCertificate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    progam_contract: None | ProgamContractType = field(
        default=None,
        metadata={
            "name": "ProgamContract",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_account: list[ProgramAccountType] = field(
        default_factory=list,
        metadata={
            "name": "ProgramAccount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_owner: ProgramOwnerType = field(
        metadata={
            "name": "ProgramOwner",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    type_code: None | str = field(
        default=None,
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PromotionType:
    owner_name: None | str = field(
        default=None,
        metadata={
            "name": "OwnerName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_length": 1,
            "max_length": 64,
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion_id: str = field(
        metadata={
            "name": "PromotionID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    promotion_issuer: None | PromotionIssuerType = field(
        default=None,
        metadata={
            "name": "PromotionIssuer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    url: None | str = field(
        default=None,
        metadata={
            "name": "URL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RefundFopType:
    class Meta:
        name = "RefundFOP_Type"

    accountable_doc: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "AccountableDoc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    direct_bill: None | DirectBillType = field(
        default=None,
        metadata={
            "name": "DirectBill",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_easy_pay: None | PaymentProcessingIataEasyPayType = field(
        default=None,
        metadata={
            "name": "IATA_EasyPay",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    loyalty_redemption: None | LoyaltyRedemptionType = field(
        default=None,
        metadata={
            "name": "LoyaltyRedemption",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_payment_method: None | OtherPaymentMethodType = field(
        default=None,
        metadata={
            "name": "OtherPaymentMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_card: None | PaymentProcessingPaymentCardType = field(
        default=None,
        metadata={
            "name": "PaymentCard",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_redirection_response: None | PaymentRedirectionResponseType = (
        field(
            default=None,
            metadata={
                "name": "PaymentRedirectionResponse",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    settlement_plan: None | SettlementPlanType = field(
        default=None,
        metadata={
            "name": "SettlementPlan",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    voucher: None | VoucherType = field(
        default=None,
        metadata={
            "name": "Voucher",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RefundMethodCriteriaType:
    original_payment_method_ind: None | bool = field(
        default=None,
        metadata={
            "name": "OriginalPaymentMethodInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_brand_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentBrandCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9a-zA-Z]{1,2}",
        },
    )
    payment_card: None | RefundPaymentCardType = field(
        default=None,
        metadata={
            "name": "PaymentCard",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pref_level: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "PrefLevel",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RetailerOrderInfoType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | PaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RulesFareDetailType:
    account_code: None | str = field(
        default=None,
        metadata={
            "name": "AccountCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_calculation_info: None | FareCalculationInfoType = field(
        default=None,
        metadata={
            "name": "FareCalculationInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_ind_code: None | str = field(
        default=None,
        metadata={
            "name": "FareIndCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_price_type: list[FarePriceTypeType] = field(
        default_factory=list,
        metadata={
            "name": "FarePriceType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
            "max_occurs": 2,
        },
    )
    fare_ref_text: None | str = field(
        default=None,
        metadata={
            "name": "FareRefText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
        },
    )
    filed_fare_ind: None | bool = field(
        default=None,
        metadata={
            "name": "FiledFareInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_reporting_code_text: None | str = field(
        default=None,
        metadata={
            "name": "NetReportingCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_system_code_text: None | str = field(
        default=None,
        metadata={
            "name": "PricingSystemCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rules_fare_component: list[RulesFareComponentType] = field(
        default_factory=list,
        metadata={
            "name": "RulesFareComponent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    statistical_code_text: None | str = field(
        default=None,
        metadata={
            "name": "StatisticalCodeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    tour_code: None | str = field(
        default=None,
        metadata={
            "name": "TourCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ShoppingRequestPaxJourneyListType:
    pax_journey: list[ShoppingRequestPaxJourneyType] = field(
        default_factory=list,
        metadata={
            "name": "PaxJourney",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SupplierOfferType:
    baggage_disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageDisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_app_text: None | str = field(
        default=None,
        metadata={
            "name": "MatchAppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "MatchPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_type_code: None | MatchTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "MatchTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_expiration_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "OfferExpirationTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_type_code: None | OwnerTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "OwnerTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc_offer_parameters: list[PtcOfferParametersType] = field(
        default_factory=list,
        metadata={
            "name": "PTC_OfferParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redemption_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RedemptionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requested_date_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RequestedDateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    supplier_offer_item: list[SupplierOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "SupplierOfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountedServiceType:
    accounting_code: None | str = field(
        default=None,
        metadata={
            "name": "AccountingCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accounting_sub_code: None | str = field(
        default=None,
        metadata={
            "name": "AccountingSubCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    action_code: None | ActionCodeContentType = field(
        default=None,
        metadata={
            "name": "ActionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    delivery_status_code: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    internal_value: AccountedPriceType = field(
        metadata={
            "name": "InternalValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_service_association: OrderServiceAssociationType = field(
        metadata={
            "name": "OrderServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    responsible_airline: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ResponsibleAirline",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirlineProfileType:
    airline_profile_data_item: list[AirlineProfileDataItemType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineProfileDataItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    airline_profile_url: None | str = field(
        default=None,
        metadata={
            "name": "AirlineProfileURL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    associated_media_url: None | str = field(
        default=None,
        metadata={
            "name": "AssociatedMediaURL",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    association_membership_text: None | str = field(
        default=None,
        metadata={
            "name": "AssociationMembershipText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info: list[ContactInfoType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    profile_owner: CarrierType = field(
        metadata={
            "name": "ProfileOwner",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    supported_message_info: list[KeyValuePropertyType] = field(
        default_factory=list,
        metadata={
            "name": "SupportedMessageInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeToServiceType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_service_association: None | OrderServiceAssociationType = field(
        default=None,
        metadata={
            "name": "OrderServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DataListsType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_list: None | ContactInfoListType = field(
        default=None,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_list: None | OriginDestListType = field(
        default=None,
        metadata={
            "name": "OriginDestList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_list: None | PaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | PaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_list: None | PenaltyListType = field(
        default=None,
        metadata={
            "name": "PenaltyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_list: None | PriceClassListType = field(
        default=None,
        metadata={
            "name": "PriceClassList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    terms_list: None | TermsListType = field(
        default=None,
        metadata={
            "name": "TermsList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DeliveredServiceType:
    bag: None | BagType = field(
        default=None,
        metadata={
            "name": "Bag",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    delivery_code: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    delivery_milestone_code: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryMilestoneCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    delivery_provider: DeliveryProviderType = field(
        metadata={
            "name": "DeliveryProvider",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    delivery_status_code: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    delivery_status_desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryStatusDescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    expiration_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "ExpirationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_service_association: OrderServiceAssociationType = field(
        metadata={
            "name": "OrderServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    responsible_airline: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ResponsibleAirline",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DiffPriceAndFareDetailsType:
    fare_detail: list[DifferentialFareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | DifferentialPriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FareRefType:
    airline_desig_code: str = field(
        metadata={
            "name": "AirlineDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    arrival: TransportPointType = field(
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dep: TransportPointType = field(
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    fare_basis_app_code: None | str = field(
        default=None,
        metadata={
            "name": "FareBasisAppCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_basis_code: str = field(
        metadata={
            "name": "FareBasisCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    fare_ind_code: None | str = field(
        default=None,
        metadata={
            "name": "FareIndCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_qualifier: list[ProgramCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FareQualifier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_ref_text: None | str = field(
        default=None,
        metadata={
            "name": "FareRefText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_rule_text_criteria: list[FareRuleTextCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FareRuleTextCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_type_code: None | str = field(
        default=None,
        metadata={
            "name": "FareTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class FlightItemType:
    fare_detail: None | FareDetailType = field(
        default=None,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OriginDestRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOfferResponsePayloadType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: list[DatedMarketingSegmentListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: list[DatedOperatingLegListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: list[DatedOperatingSegmentListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    interline_offers: list[SupplierOfferType] = field(
        default_factory=list,
        metadata={
            "name": "InterlineOffers",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    marketing_message: list[MarketingMessageType] = field(
        default_factory=list,
        metadata={
            "name": "MarketingMessage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    optional_offers: list[InterlineAlaCarteOfferType] = field(
        default_factory=list,
        metadata={
            "name": "OptionalOffers",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_list: None | PaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | PaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOrderRequestType:
    bdc: InterlineCarrierType = field(
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    dated_marketing_segment_list: list[DatedMarketingSegmentListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: list[DatedOperatingLegListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: list[DatedOperatingSegmentListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    retailer_order_info: RetailerOrderInfoType = field(
        metadata={
            "name": "RetailerOrderInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    selected_offer: list[SelectedOfferType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_info: list[SettlementInfoType] = field(
        default_factory=list,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineSearchCriteriaRequestType:
    airline_taxonmy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonmy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    alliance_criteria: list[AllianceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "AllianceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_criteria: list[CarrierCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "CarrierCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    connection_criteria: list[ConnectionCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ConnectionCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_criteria: list[FareCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FareCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_criteria: list[FlightCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FlightCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    iata_aircraft_type: list[IataAircraftTypeType] = field(
        default_factory=list,
        metadata={
            "name": "IATA_AircraftType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_type_criteria: list[OfferItemTypeCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItemTypeCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_method_criteria: list[PricingMethodCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PricingMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_criteria: list[ProgramCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ProgramCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_criteria: list[SeatCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SeatCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_criteria: list[SeatProfileCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SeatProfileCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_criteria: list[ServiceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ServiceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service: list[SpecialServiceType] = field(
        default_factory=list,
        metadata={
            "name": "SpecialService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trip_purpose_code: None | TripPurposeCodeContentType = field(
        default=None,
        metadata={
            "name": "TripPurposeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineServiceType:
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    interline_order_service_association: InterlineOrderServiceAssociationType = field(
        metadata={
            "name": "InterlineOrderServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment_ref: PaxSegmentRefType = field(
        metadata={
            "name": "PaxSegmentRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    responsible_airline: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ResponsibleAirline",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_info: None | SettlementInfoType = field(
        default=None,
        metadata={
            "name": "SettlementInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class NameChangeOfferItemType:
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    mandatory_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MandatoryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    modification_prohibited_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ModificationProhibitedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    name_change_service: list[NameChangeServiceType] = field(
        default_factory=list,
        metadata={
            "name": "NameChangeService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_name_change: None | PaxNameChangeType = field(
        default=None,
        metadata={
            "name": "PaxNameChange",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: PriceType = field(
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class NewOfferItemType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    mandatory_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MandatoryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    modification_prohibited_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ModificationProhibitedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_time_limit: None | PaymentTimeLimitType = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: PriceType = field(
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[OfferedServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    stop_over_restrictions: None | StopOverRestrictionsType = field(
        default=None,
        metadata={
            "name": "StopOverRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferCriteriaType:
    baggage_pricing_criteria: None | BaggagePricingCriteriaType = field(
        default=None,
        metadata={
            "name": "BaggagePricingCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_criteria: list[FareCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FareCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_method_criteria: list[PricingMethodCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PricingMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_criteria: list[ProgramCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ProgramCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion_criteria: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "PromotionCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_criteria: list[SeatCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SeatCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_criteria: list[ServiceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ServiceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_needs_criteria: list[SpecialServiceType] = field(
        default_factory=list,
        metadata={
            "name": "SpecialNeedsCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trip_purpose_code: None | TripPurposeCodeContentType = field(
        default=None,
        metadata={
            "name": "TripPurposeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    wait_list_criteria: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "WaitListCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OptionalDataListsType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_list: None | ContactInfoListType = field(
        default=None,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_list: None | OptionalOriginDestListType = field(
        default=None,
        metadata={
            "name": "OriginDestList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_list: None | PaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | OptionalPaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_list: None | PenaltyListType = field(
        default=None,
        metadata={
            "name": "PenaltyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_list: None | PriceClassListType = field(
        default=None,
        metadata={
            "name": "PriceClassList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    terms_list: None | TermsListType = field(
        default=None,
        metadata={
            "name": "TermsList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderCriteriaType:
    baggage_pricing_criteria: None | BaggagePricingCriteriaType = field(
        default=None,
        metadata={
            "name": "BaggagePricingCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_criteria: list[FareCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "FareCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_method_criteria: list[PricingMethodCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PricingMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    program_criteria: list[ProgramCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ProgramCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion_criteria: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "PromotionCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_criteria: list[SeatCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "SeatCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_criteria: list[ServiceCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "ServiceCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_needs_criteria: list[SpecialServiceType] = field(
        default_factory=list,
        metadata={
            "name": "SpecialNeedsCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    trip_purpose_code: None | TripPurposeCodeContentType = field(
        default=None,
        metadata={
            "name": "TripPurposeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    wait_list_criteria: None | PrefLevelType = field(
        default=None,
        metadata={
            "name": "WaitListCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderListResponseType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    matched_order: list[MatchedOrderType] = field(
        default_factory=list,
        metadata={
            "name": "MatchedOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderRetrieveRequestType:
    order_validation_filter_criteria: OrderValidationFilterCriteriaType = field(
        metadata={
            "name": "OrderValidationFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderedServiceType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    delivery_status_code: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_service_association: OrderServiceAssociationType = field(
        metadata={
            "name": "OrderServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OriginalOrderItemType:
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: PriceType = field(
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class PaymentAssociatedFunctionsCriteriaType:
    offer_association: list[OfferAssociationType] = field(
        default_factory=list,
        metadata={
            "name": "OfferAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_association: None | OrderAssociationType = field(
        default=None,
        metadata={
            "name": "OrderAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_criteria: None | PaymentMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "PaymentMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund_method_criteria: None | RefundMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "RefundMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentInfoType:
    accounting_payment_method: None | AccountingPaymentMethodType = field(
        default=None,
        metadata={
            "name": "AccountingPaymentMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    clearance_data: None | ClearanceDataType = field(
        default=None,
        metadata={
            "name": "ClearanceData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ContactInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: None | DescType = field(
        default=None,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "OrderRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer: None | PayerType = field(
        default=None,
        metadata={
            "name": "Payer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_commitment_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentCommitmentDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_info_id: None | str = field(
        default=None,
        metadata={
            "name": "PaymentInfoID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_ref_id: str = field(
        metadata={
            "name": "PaymentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_status_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_trx: PaymentTrxType = field(
        metadata={
            "name": "PaymentTrx",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_type_code: str = field(
        metadata={
            "name": "PaymentTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    price_variance_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PriceVarianceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_variance_rule: None | PriceVarianceRuleType = field(
        default=None,
        metadata={
            "name": "PriceVarianceRule",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    surcharge_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "SurchargeAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    verification_ind: None | bool = field(
        default=None,
        metadata={
            "name": "VerificationInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingDetailsType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payer: None | PayerType = field(
        default=None,
        metadata={
            "name": "Payer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method: PaymentMethodType = field(
        metadata={
            "name": "PaymentMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_processing_clearance_data: (
        None | PaymentProcessingClearanceDataType
    ) = field(
        default=None,
        metadata={
            "name": "PaymentProcessingClearanceData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaymentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_surcharge_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PaymentSurchargeAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_variance_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PriceVarianceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentProcessingSummaryType:
    amount: AmountType = field(
        metadata={
            "name": "Amount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    clearance_data: None | ClearanceDataType = field(
        default=None,
        metadata={
            "name": "ClearanceData",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ContactInfoRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: None | DescType = field(
        default=None,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payer: None | PayerType = field(
        default=None,
        metadata={
            "name": "Payer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_commitment_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentCommitmentDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_id: str = field(
        metadata={
            "name": "PaymentID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_processing_summary_payment_method: PaymentProcessingSummaryPaymentMethodType = field(
        metadata={
            "name": "PaymentProcessingSummaryPaymentMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PaymentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_status_code: None | str = field(
        default=None,
        metadata={
            "name": "PaymentStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_trx: None | PaymentTrxType = field(
        default=None,
        metadata={
            "name": "PaymentTrx",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_variance_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "PriceVarianceAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    surcharge_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "SurchargeAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    verification_ind: None | bool = field(
        default=None,
        metadata={
            "name": "VerificationInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PriceAndFareDetailsType:
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PromotionListType:
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class ResponseParametersOrderChangeType:
    bdc: None | BdcType = field(
        default=None,
        metadata={
            "name": "BDC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cur_parameter: list[CurParameterType] = field(
        default_factory=list,
        metadata={
            "name": "CurParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device: None | DeviceType = field(
        default=None,
        metadata={
            "name": "Device",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    device_location: None | DeviceLocationType = field(
        default=None,
        metadata={
            "name": "DeviceLocation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_ind: None | bool = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    measurement_system_code: None | MeasurementSystemCodeContentType = field(
        default=None,
        metadata={
            "name": "MeasurementSystemCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_parameter: None | PricingParameterType = field(
        default=None,
        metadata={
            "name": "PricingParameter",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reason_code: None | str = field(
        default=None,
        metadata={
            "name": "ReasonCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund_fop: None | RefundFopType = field(
        default=None,
        metadata={
            "name": "RefundFOP",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    remark: list[RemarkType] = field(
        default_factory=list,
        metadata={
            "name": "Remark",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RulesPenaltyType:
    app_code: None | str = field(
        default=None,
        metadata={
            "name": "AppCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_fee_ind: None | bool = field(
        default=None,
        metadata={
            "name": "CancelFeeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_fee_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ChangeFeeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 99,
        },
    )
    net_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NetInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_id: str = field(
        metadata={
            "name": "PenaltyID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "PenaltyPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PenaltyPriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rules_fare_detail: list[RulesFareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "RulesFareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    type_code: PenaltyTypeCodeContentType = field(
        metadata={
            "name": "TypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    upgrade_fee_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UpgradeFeeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDeliveryDataListsType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_list: None | ContactInfoListType = field(
        default=None,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_list: None | OriginDestListType = field(
        default=None,
        metadata={
            "name": "OriginDestList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_list: None | PaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | ServiceDeliveryPaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_list: None | PenaltyListType = field(
        default=None,
        metadata={
            "name": "PenaltyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_list: None | PriceClassListType = field(
        default=None,
        metadata={
            "name": "PriceClassList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    terms_list: None | TermsListType = field(
        default=None,
        metadata={
            "name": "TermsList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceFilterCriteriaType:
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    delivery_status_code: None | str = field(
        default=None,
        metadata={
            "name": "DeliveryStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc_text: None | str = field(
        default=None,
        metadata={
            "name": "DescText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    inventory_guarantee_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "InventoryGuaranteeDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceKeyType:
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    dated_operating_leg_ref: None | DatedOperatingLegRefType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    validating_carrier: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ValidatingCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ShoppingRequestDataListsType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_list: None | ContactInfoListType = field(
        default=None,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_list: None | OriginDestListType = field(
        default=None,
        metadata={
            "name": "OriginDestList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_list: None | PaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_list: None | PenaltyListType = field(
        default=None,
        metadata={
            "name": "PenaltyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_class_list: None | PriceClassListType = field(
        default=None,
        metadata={
            "name": "PriceClassList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    shopping_request_pax_segment_list: (
        None | ShoppingRequestPaxSegmentListType
    ) = field(
        default=None,
        metadata={
            "name": "ShoppingRequestPaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    terms_list: None | TermsListType = field(
        default=None,
        metadata={
            "name": "TermsList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SupplierOrderedServiceType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 3,
        },
    )
    ordered_service_association: OrderedServiceAssociationType = field(
        metadata={
            "name": "OrderedServiceAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_segment_references: PaxSegmentRefListType = field(
        metadata={
            "name": "PaxSegmentReferences",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    responsible_airline: None | CarrierType = field(
        default=None,
        metadata={
            "name": "ResponsibleAirline",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_id: str = field(
        metadata={
            "name": "ServiceID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "ServiceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_condition_code: None | str = field(
        default=None,
        metadata={
            "name": "SettlementConditionCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "SettlementTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    settlement_value: None | PriceType = field(
        default=None,
        metadata={
            "name": "SettlementValue",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    unchanged_ind: None | bool = field(
        default=None,
        metadata={
            "name": "UnchangedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountedOrderItemType:
    accounted_order_instruction: None | AccountedOrderInstructionType = field(
        default=None,
        metadata={
            "name": "AccountedOrderInstruction",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accounted_price: None | AccountedPriceType = field(
        default=None,
        metadata={
            "name": "AccountedPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_group_id: None | str = field(
        default=None,
        metadata={
            "name": "ChangeGroupID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_type_text: None | str = field(
        default=None,
        metadata={
            "name": "ChangeTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    grand_total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "GrandTotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NetInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OrderItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reusable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ReusableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[AccountedServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AddOfferItemsType:
    flight_related_criteria: None | FlightRelatedCriteriaType = field(
        default=None,
        metadata={
            "name": "FlightRelatedCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_request: FlightRequestType = field(
        metadata={
            "name": "FlightRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_criteria: None | OrderCriteriaType = field(
        default=None,
        metadata={
            "name": "OrderCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirShoppingRequestType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: list[DisclosureListType] = field(
        default_factory=list,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_related_criteria: None | FlightRelatedCriteriaType = field(
        default=None,
        metadata={
            "name": "FlightRelatedCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_request: FlightRequestType = field(
        metadata={
            "name": "FlightRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_criteria: None | OfferCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_journey_list: None | ShoppingRequestPaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payload_restrictions: list[PayloadRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "PayloadRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirlineProfileNotifType:
    airline_profile: AirlineProfileType = field(
        metadata={
            "name": "AirlineProfile",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class AirlineProfileResponseType:
    airline_profile: list[AirlineProfileType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineProfile",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    key_value_property: list[KeyValuePropertyType] = field(
        default_factory=list,
        metadata={
            "name": "KeyValueProperty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DeliveredOrderItemType:
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    grand_total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "GrandTotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OrderItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: PriceType = field(
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    reusable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ReusableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[DeliveredServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOfferRequestType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    context: None | InterlineFlightRequestOriginDestinationsCriteriaType = (
        field(
            default=None,
            metadata={
                "name": "Context",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    interline_offer_query: None | InterlineOfferQueryType = field(
        default=None,
        metadata={
            "name": "InterlineOfferQuery",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    interline_preferences: None | InterlineResponseParametersRequestType = (
        field(
            default=None,
            metadata={
                "name": "InterlinePreferences",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    search_criteria: list[InterlineSearchCriteriaRequestType] = field(
        default_factory=list,
        metadata={
            "name": "SearchCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOrderItemType:
    grand_total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "GrandTotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OrderItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_type_code: None | OwnerTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "OwnerTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reusable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ReusableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[InterlineServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class NewOfferType:
    baggage_associations: list[BaggageAssociationsType] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageDisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    journey_overview: None | JourneyOverviewType = field(
        default=None,
        metadata={
            "name": "JourneyOverview",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_app_text: None | str = field(
        default=None,
        metadata={
            "name": "MatchAppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "MatchPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_type_code: None | MatchTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "MatchTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_expiration_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "OfferExpirationTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item: list[NewOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc_offer_parameters: list[PtcOfferParametersType] = field(
        default_factory=list,
        metadata={
            "name": "PTC_OfferParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redemption_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RedemptionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requested_date_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RequestedDateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier_code: None | str = field(
        default=None,
        metadata={
            "name": "ValidatingCarrierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferItemTypeType:
    baggage_item: None | BaggageItemType = field(
        default=None,
        metadata={
            "name": "BaggageItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_item: None | FlightItemType = field(
        default=None,
        metadata={
            "name": "FlightItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_item: None | OtherItemType = field(
        default=None,
        metadata={
            "name": "OtherItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_item: None | SeatItemType = field(
        default=None,
        metadata={
            "name": "SeatItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderItemKeyType:
    order_item_ref_id: str = field(
        metadata={
            "name": "OrderItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    service: list[ServiceKeyType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderQuotePayloadType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    existing_order: None | ExistingOrderType = field(
        default=None,
        metadata={
            "name": "ExistingOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_criteria: None | OrderCriteriaType = field(
        default=None,
        metadata={
            "name": "OrderCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: list[PaxType] = field(
        default_factory=list,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentAssociatedFunctionsCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    repriced_order: None | RepricedOrderType = field(
        default=None,
        metadata={
            "name": "RepricedOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: list[ResponseParametersRequestType] = field(
        default_factory=list,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    selected_offers: list[SelectedOfferType] = field(
        default_factory=list,
        metadata={
            "name": "SelectedOffers",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderSearchFilterCriteriaType:
    booking_ref_filter_criteria: None | BookingRefType = field(
        default=None,
        metadata={
            "name": "BookingRefFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_filter_criteria: None | CarrierType = field(
        default=None,
        metadata={
            "name": "CarrierFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time_filter_criteria: None | DateTimeRangeType = field(
        default=None,
        metadata={
            "name": "CreationDateTimeFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    doc_filter_criteria: None | AccountableDocType = field(
        default=None,
        metadata={
            "name": "DocFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_filter_criteria: None | FlightFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "FlightFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    last_modified_date_time_filter_criteria: None | DateTimeRangeType = field(
        default=None,
        metadata={
            "name": "LastModifiedDateTimeFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_cancellation_date_filter_criteria: None | DateRangeType = field(
        default=None,
        metadata={
            "name": "OrderCancellationDateFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_filter_criteria: None | PaxFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "PaxFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group_filter_criteria: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroupFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_filter_criteria: list[PaymentFilterCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_filter_criteria: None | ServiceFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "ServiceFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_filter_criteria: None | TicketFilterCriteriaType = field(
        default=None,
        metadata={
            "name": "TicketFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    travel_date_filter_criteria: None | DateRangeType = field(
        default=None,
        metadata={
            "name": "TravelDateFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentFunctionsChangeType:
    offer_association: list[OfferAssociationType] = field(
        default_factory=list,
        metadata={
            "name": "OfferAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_association: None | OrderAssociationType = field(
        default=None,
        metadata={
            "name": "OrderAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_criteria: None | PaymentMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "PaymentMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_processing_details: None | PaymentProcessingDetailsType = field(
        default=None,
        metadata={
            "name": "PaymentProcessingDetails",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    refund_method_criteria: None | RefundMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "RefundMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentFunctionsCreateType:
    offer_association: list[OfferAssociationType] = field(
        default_factory=list,
        metadata={
            "name": "OfferAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_method_criteria: None | PaymentMethodCriteriaType = field(
        default=None,
        metadata={
            "name": "PaymentMethodCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_processing_details: None | PaymentProcessingDetailsType = field(
        default=None,
        metadata={
            "name": "PaymentProcessingDetails",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentFunctionsOrderType:
    order_association: None | OrderAssociationType = field(
        default=None,
        metadata={
            "name": "OrderAssociation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_processing_summary: None | PaymentProcessingSummaryType = field(
        default=None,
        metadata={
            "name": "PaymentProcessingSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_supported_method: None | PaymentSupportedMethodType = field(
        default=None,
        metadata={
            "name": "PaymentSupportedMethod",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PaymentInfoListType:
    payment_info: list[PaymentInfoType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PriceDifferentialType:
    differential_type_code: DifferentialTypeCodeContentType = field(
        metadata={
            "name": "DifferentialTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    diff_price: DiffPriceAndFareDetailsType = field(
        metadata={
            "name": "DiffPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    new_price: PriceAndFareDetailsType = field(
        metadata={
            "name": "NewPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    old_price: None | PriceAndFareDetailsType = field(
        default=None,
        metadata={
            "name": "OldPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RepricedOfferItemType:
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    original_order_item: OriginalOrderItemType = field(
        metadata={
            "name": "OriginalOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_time_limit: None | PaymentTimeLimitType = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: PriceType = field(
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class RulesType:
    airline_desig_code: str = field(
        metadata={
            "name": "AirlineDesigCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    arrival: None | TransportPointType = field(
        default=None,
        metadata={
            "name": "Arrival",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dep: None | TransportPointType = field(
        default=None,
        metadata={
            "name": "Dep",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_rule_text: list[FareRuleTextType] = field(
        default_factory=list,
        metadata={
            "name": "FareRuleText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty: list[RulesPenaltyType] = field(
        default_factory=list,
        metadata={
            "name": "Penalty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailRequestOrderItemType:
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[ServiceKeyType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service: None | SpecialServiceType = field(
        default=None,
        metadata={
            "name": "SpecialService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailResponseType:
    ala_carte_offer: None | AlaCarteOfferType = field(
        default=None,
        metadata={
            "name": "ALaCarteOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsOfferType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_map: list[SeatMapType] = field(
        default_factory=list,
        metadata={
            "name": "SeatMap",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDeliveryRequestType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: None | OrderKeyType = field(
        default=None,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax: list[PaxType] = field(
        default_factory=list,
        metadata={
            "name": "Pax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment: None | PaxSegmentType = field(
        default=None,
        metadata={
            "name": "PaxSegment",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: None | DeliveredServiceType = field(
        default=None,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceListResponseType:
    ala_carte_offer: None | AlaCarteOfferType = field(
        default=None,
        metadata={
            "name": "ALaCarteOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsOfferType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceRequestOrderItemType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_upgrade: None | ShoppingRequestCabinTypeType = field(
        default=None,
        metadata={
            "name": "CabinTypeUpgrade",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaxSegmentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[ServiceKeyType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service: None | SpecialServiceType = field(
        default=None,
        metadata={
            "name": "SpecialService",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SupplierOrderItemType:
    acceptance_rule: list[AcceptanceRuleType] = field(
        default_factory=list,
        metadata={
            "name": "AcceptanceRule",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_list: None | CabinTypeListType = field(
        default=None,
        metadata={
            "name": "CabinTypeList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    combinable_carrier: list[InterlineCarrierType] = field(
        default_factory=list,
        metadata={
            "name": "CombinableCarrier",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    grand_total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "GrandTotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    minimum_connectiontime_duration: None | XmlDuration = field(
        default=None,
        metadata={
            "name": "MinimumConnectiontimeDuration",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_type_code: None | OwnerTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "OwnerTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reusable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ReusableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[SupplierOrderedServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    special_service_list: None | SpecialServiceListType = field(
        default=None,
        metadata={
            "name": "SpecialServiceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CarrierOffersType:
    ala_carte_offer: list[AlaCarteOfferType] = field(
        default_factory=list,
        metadata={
            "name": "ALaCarteOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_offers_summary: None | OffersSummaryType = field(
        default=None,
        metadata={
            "name": "CarrierOffersSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer: list[NewOfferType] = field(
        default_factory=list,
        metadata={
            "name": "Offer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_calendar: list[PriceCalendarType] = field(
        default_factory=list,
        metadata={
            "name": "PriceCalendar",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangesToOrderItemType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cabin_type_list: None | CabinTypeListType = field(
        default=None,
        metadata={
            "name": "CabinTypeList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    diff_price: list[PriceDifferentialType] = field(
        default_factory=list,
        metadata={
            "name": "DiffPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    grand_total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "GrandTotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NetInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reusable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ReusableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seller_follow_up_action: None | SellerFollowUpActionType = field(
        default=None,
        metadata={
            "name": "SellerFollowUpAction",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[ChangeToServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    special_service_list: None | SpecialServiceListType = field(
        default=None,
        metadata={
            "name": "SpecialServiceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CreateOrderItemType:
    offer_item_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_time_limits: list[OfferItemTimeLimitsType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItemTimeLimits",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_type: None | OfferItemTypeType = field(
        default=None,
        metadata={
            "name": "OfferItemType",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DeliveredOrderType:
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    last_modified_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "LastModifiedDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[DeliveredOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DocNotifCouponType:
    coupon_number: Decimal = field(
        metadata={
            "name": "CouponNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    coupon_status_code: None | str = field(
        default=None,
        metadata={
            "name": "CouponStatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    flight_details: None | PaxSegmentType = field(
        default=None,
        metadata={
            "name": "FlightDetails",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item: None | InterlineOrderItemType = field(
        default=None,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rfic: None | str = field(
        default=None,
        metadata={
            "name": "RFIC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "pattern": r"[0-9A-Z]{1,3}",
        },
    )
    rfisc: None | str = field(
        default=None,
        metadata={
            "name": "RFISC",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "ServiceDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_name: None | str = field(
        default=None,
        metadata={
            "name": "ServiceName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "ServiceQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_type_text: None | str = field(
        default=None,
        metadata={
            "name": "ServiceTypeText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderItemDeletionOfferItemType:
    existing_order_item: list[ExistingOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "ExistingOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    mandatory_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MandatoryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    modification_prohibited_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ModificationProhibitedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_differential: None | PriceDifferentialType = field(
        default=None,
        metadata={
            "name": "PriceDifferential",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderListRequestType:
    order_list_parameters: None | OrderListParametersType = field(
        default=None,
        metadata={
            "name": "OrderListParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_search_filter_criteria: OrderSearchFilterCriteriaType = field(
        metadata={
            "name": "OrderSearchFilterCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderRulesResponseType:
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: None | PolicyType = field(
        default=None,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rules: list[RulesType] = field(
        default_factory=list,
        metadata={
            "name": "Rules",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: None | WarningType = field(
        default=None,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderStructureKeyType:
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[OrderItemKeyType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_version_number: None | int = field(
        default=None,
        metadata={
            "name": "OrderVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderedOrderItemType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    existing_order_item_id: None | str = field(
        default=None,
        metadata={
            "name": "ExistingOrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    grand_total_amount: None | AmountType = field(
        default=None,
        metadata={
            "name": "GrandTotalAmount",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NetInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ordered_order_instruction: None | OrderedOrderInstructionType = field(
        default=None,
        metadata={
            "name": "OrderedOrderInstruction",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_item_id: str = field(
        metadata={
            "name": "OrderItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price: None | PriceType = field(
        default=None,
        metadata={
            "name": "Price",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_differential: None | PriceDifferentialType = field(
        default=None,
        metadata={
            "name": "PriceDifferential",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reusable_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ReusableInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seller_follow_up_action: None | SellerFollowUpActionType = field(
        default=None,
        metadata={
            "name": "SellerFollowUpAction",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[OrderedServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OtherOffersType:
    ala_carte_offer: list[AlaCarteOfferType] = field(
        default_factory=list,
        metadata={
            "name": "ALaCarteOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer: list[NewOfferType] = field(
        default_factory=list,
        metadata={
            "name": "Offer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RepricedOfferType:
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_expiration_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "OfferExpirationTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_ref_id: str = field(
        metadata={
            "name": "OfferRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    repriced_offer_item: list[RepricedOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "RepricedOfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    requested_date_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RequestedDateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ReshopPriceType:
    price_and_fare_details: None | PriceAndFareDetailsType = field(
        default=None,
        metadata={
            "name": "PriceAndFareDetails",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_differential: None | PriceDifferentialType = field(
        default=None,
        metadata={
            "name": "PriceDifferential",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailRequestOrderType:
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[SeatAvailRequestOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceOrderType:
    add_offer_items: None | AddOfferItemsType = field(
        default=None,
        metadata={
            "name": "AddOfferItems",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    delete_order_item: list[AffectedOrderItemRequestType] = field(
        default_factory=list,
        metadata={
            "name": "DeleteOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceRequestOrderType:
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[ServiceRequestOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SupplierOrderType:
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    last_modified_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "LastModifiedDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[SupplierOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    owner_type_code: None | OwnerTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "OwnerTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    retailer_order_id: None | str = field(
        default=None,
        metadata={
            "name": "RetailerOrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    retailer_owner_code: str = field(
        metadata={
            "name": "RetailerOwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AcceptOrderItemListType:
    create_order_item: list[CreateOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "CreateOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class AccountedOrderType:
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    last_modified_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "LastModifiedDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[AccountedOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    order_keys: list[OrderStructureKeyType] = field(
        default_factory=list,
        metadata={
            "name": "OrderKeys",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    original_order_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginalOrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_info: list[PaymentInfoType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | AccountedPriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AddedOfferItemType:
    airline_taxonomy: list[AirlineTaxonomyType] = field(
        default_factory=list,
        metadata={
            "name": "AirlineTaxonomy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_restrictions: list[CancelRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "CancelRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_restrictions: list[ChangeRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    existing_order_item: list[ExistingOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "ExistingOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: list[FareDetailType] = field(
        default_factory=list,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    mandatory_ind: None | bool = field(
        default=None,
        metadata={
            "name": "MandatoryInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    modification_prohibited_ind: None | bool = field(
        default=None,
        metadata={
            "name": "ModificationProhibitedInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    net_ind: None | bool = field(
        default=None,
        metadata={
            "name": "NetInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_item_id: str = field(
        metadata={
            "name": "OfferItemID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item_type_code: None | str = field(
        default=None,
        metadata={
            "name": "OfferItemTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_time_limit: None | PaymentTimeLimitType = field(
        default=None,
        metadata={
            "name": "PaymentTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    price_guarantee_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "PriceGuaranteeTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reshop_price: ReshopPriceType = field(
        metadata={
            "name": "ReshopPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: list[OfferedServiceType] = field(
        default_factory=list,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    stop_over_restrictions: None | StopOverRestrictionsType = field(
        default=None,
        metadata={
            "name": "StopOverRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangesToOrderType:
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    last_modified_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "LastModifiedDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[ChangesToOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_version_number: None | int = field(
        default=None,
        metadata={
            "name": "OrderVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    original_order_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginalOrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: None | str = field(
        default=None,
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class DocNotifType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    coupon: list[DocNotifCouponType] = field(
        default_factory=list,
        metadata={
            "name": "Coupon",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
            "max_occurs": 4,
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issue_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "IssueDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: OrderKeyType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax: PaxType = field(
        metadata={
            "name": "Pax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    ticket_doc_type_code: None | str = field(
        default=None,
        metadata={
            "name": "TicketDocTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_number: None | str = field(
        default=None,
        metadata={
            "name": "TicketNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class InterlineOrderResponsePayloadType:
    baggage_allowance_list: None | BaggageAllowanceListType = field(
        default=None,
        metadata={
            "name": "BaggageAllowanceList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_list: None | BaggageDisclosureListType = field(
        default=None,
        metadata={
            "name": "BaggageDisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: list[DatedMarketingSegmentListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: list[DatedOperatingLegListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: list[DatedOperatingSegmentListType] = field(
        default_factory=list,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    marketing_message: list[MarketingMessageType] = field(
        default_factory=list,
        metadata={
            "name": "MarketingMessage",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_list: None | PaxListType = field(
        default=None,
        metadata={
            "name": "PaxList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | PaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    retailer_order: OrderKeyType = field(
        metadata={
            "name": "RetailerOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    seat_profile_list: None | SeatProfileListType = field(
        default=None,
        metadata={
            "name": "SeatProfileList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_definition_list: None | ServiceDefinitionListType = field(
        default=None,
        metadata={
            "name": "ServiceDefinitionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    supplier_order: list[SupplierOrderType] = field(
        default_factory=list,
        metadata={
            "name": "SupplierOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: None | WarningType = field(
        default=None,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OfferPriceResponseType:
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    other_offers: None | OtherOffersType = field(
        default=None,
        metadata={
            "name": "OtherOffers",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsOfferType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    priced_offer: NewOfferType = field(
        metadata={
            "name": "PricedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OffersGroupType:
    all_offers_summary: None | OffersSummaryType = field(
        default=None,
        metadata={
            "name": "AllOffersSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_offers: list[CarrierOffersType] = field(
        default_factory=list,
        metadata={
            "name": "CarrierOffers",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderedOrderType:
    bilateral_time_limit: list[BilateralTimeLimitType] = field(
        default_factory=list,
        metadata={
            "name": "BilateralTimeLimit",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    creation_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "CreationDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    deposit_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "DepositTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    last_modified_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "LastModifiedDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    naming_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "NamingTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_item: list[OrderedOrderItemType] = field(
        default_factory=list,
        metadata={
            "name": "OrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    order_version_number: None | int = field(
        default=None,
        metadata={
            "name": "OrderVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    original_order_id: None | str = field(
        default=None,
        metadata={
            "name": "OriginalOrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    status_code: None | str = field(
        default=None,
        metadata={
            "name": "StatusCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    web_address_uri: None | str = field(
        default=None,
        metadata={
            "name": "WebAddressURI",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ReshopOrderChoiceType:
    service_order: None | ServiceOrderType = field(
        default=None,
        metadata={
            "name": "ServiceOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    update_pax: None | UpdatePaxType = field(
        default=None,
        metadata={
            "name": "UpdatePax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    update_pax_name: None | UpdatePaxNameType = field(
        default=None,
        metadata={
            "name": "UpdatePaxName",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class RulesCoreRequestType:
    fare_ref: None | FareRefType = field(
        default=None,
        metadata={
            "name": "FareRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_structure_key: None | OrderStructureKeyType = field(
        default=None,
        metadata={
            "name": "OrderStructureKey",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailOrderRequestType:
    order: SeatAvailRequestOrderType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceDeliveryNotifRequestType:
    data_lists: None | ServiceDeliveryDataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[DeliveredOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    payment_processing_summary: list[
        PaymentProcessingDeliveryResponseSummaryType
    ] = field(
        default_factory=list,
        metadata={
            "name": "PaymentProcessingSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service: None | DeliveredServiceType = field(
        default=None,
        metadata={
            "name": "Service",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceDeliveryResponseType:
    data_lists: None | ServiceDeliveryDataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[DeliveredOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    payment_processing_summary: list[
        PaymentProcessingDeliveryResponseSummaryType
    ] = field(
        default_factory=list,
        metadata={
            "name": "PaymentProcessingSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceListOrderRequestType:
    order: ServiceRequestOrderType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceStatusChangeNotifRequestType:
    order: list[DeliveredOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    payment_processing_summary: list[
        PaymentProcessingDeliveryRequestSummaryType
    ] = field(
        default_factory=list,
        metadata={
            "name": "PaymentProcessingSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class TicketDocInfoType:
    baggage_allowance_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAllowanceRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 99,
        },
    )
    booking_agency: None | TravelAgencyType = field(
        default=None,
        metadata={
            "name": "BookingAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    booklet_qty: None | Decimal = field(
        default=None,
        metadata={
            "name": "BookletQty",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    carrier_fee: None | CarrierFeeType = field(
        default=None,
        metadata={
            "name": "CarrierFee",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    endorsement_text: None | str = field(
        default=None,
        metadata={
            "name": "EndorsementText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_detail: None | FareDetailType = field(
        default=None,
        metadata={
            "name": "FareDetail",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    issue_info: None | TicketIssuanceInfoType = field(
        default=None,
        metadata={
            "name": "IssueInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    original_issue_info: None | OriginalTicketIssuanceInfoType = field(
        default=None,
        metadata={
            "name": "OriginalIssueInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest: None | OriginDestType = field(
        default=None,
        metadata={
            "name": "OriginDest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_ref_id: str = field(
        metadata={
            "name": "PaxRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PaymentRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_country_code: None | str = field(
        default=None,
        metadata={
            "name": "PricingCountryCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_date: None | XmlDate = field(
        default=None,
        metadata={
            "name": "PricingDate",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pricing_location_code: None | str = field(
        default=None,
        metadata={
            "name": "PricingLocationCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "length": 3,
        },
    )
    pricing_time: None | XmlTime = field(
        default=None,
        metadata={
            "name": "PricingTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    referenced_order: None | OrderStructureKeyType = field(
        default=None,
        metadata={
            "name": "ReferencedOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    servicing_agency: None | TravelAgencyType = field(
        default=None,
        metadata={
            "name": "ServicingAgency",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket: list[TicketType] = field(
        default_factory=list,
        metadata={
            "name": "Ticket",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 4,
        },
    )
    ticket_ref_identification: list[TicketRefIdentificationType] = field(
        default_factory=list,
        metadata={
            "name": "TicketRefIdentification",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "max_occurs": 5,
        },
    )


@dataclass(slots=True, kw_only=True)
class UpdateServiceNotifRequestType:
    data_lists: None | ServiceDeliveryDataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[DeliveredOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    payment_processing_summary: list[
        PaymentProcessingDeliveryRequestSummaryType
    ] = field(
        default_factory=list,
        metadata={
            "name": "PaymentProcessingSummary",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class AirShoppingResponseType:
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offers_group: OffersGroupType = field(
        metadata={
            "name": "OffersGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    payment_functions: list[PaymentFunctionsOfferType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeDetailsType:
    data_lists: None | OptionalDataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[ChangesToOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsOrderType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_doc_info: list[TicketDocInfoType] = field(
        default_factory=list,
        metadata={
            "name": "TicketDocInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeOrderChoiceType:
    accept_cancelled_offer: None | AcceptCancelOfferType = field(
        default=None,
        metadata={
            "name": "AcceptCancelledOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accept_change: None | SelectedOrderItemType = field(
        default=None,
        metadata={
            "name": "AcceptChange",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accept_order_item_list: None | AcceptOrderItemListType = field(
        default=None,
        metadata={
            "name": "AcceptOrderItemList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accept_repriced_order: None | AcceptRepricedOrderType = field(
        default=None,
        metadata={
            "name": "AcceptRepricedOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accept_selected_quoted_offer_list: (
        None | AcceptSelectedQuotedOfferListType
    ) = field(
        default=None,
        metadata={
            "name": "AcceptSelectedQuotedOfferList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    cancel_unpaid_order: None | CancelUnpaidOrderType = field(
        default=None,
        metadata={
            "name": "CancelUnpaidOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    update_pax: None | OrderChangeUpdatePaxType = field(
        default=None,
        metadata={
            "name": "UpdatePax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangedOfferType:
    added_offer_item: list[AddedOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "AddedOfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_associations: list[BaggageAssociationsType] = field(
        default_factory=list,
        metadata={
            "name": "BaggageAssociations",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    baggage_disclosure_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "BaggageDisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    delete_order_item: list[OrderItemDeletionOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "DeleteOrderItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    desc: list[DescType] = field(
        default_factory=list,
        metadata={
            "name": "Desc",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_ref_id: None | str = field(
        default=None,
        metadata={
            "name": "DisclosureRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    journey_overview: None | JourneyOverviewType = field(
        default=None,
        metadata={
            "name": "JourneyOverview",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_app_text: None | str = field(
        default=None,
        metadata={
            "name": "MatchAppText",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_percent: None | Decimal = field(
        default=None,
        metadata={
            "name": "MatchPercent",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    match_type_code: None | MatchTypeCodeContentType = field(
        default=None,
        metadata={
            "name": "MatchTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_expiration_time_limit_date_time: None | XmlDateTime = field(
        default=None,
        metadata={
            "name": "OfferExpirationTimeLimitDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_id: str = field(
        metadata={
            "name": "OfferID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    offer_item: list[NameChangeOfferItemType] = field(
        default_factory=list,
        metadata={
            "name": "OfferItem",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    owner_code: str = field(
        metadata={
            "name": "OwnerCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    penalty_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "PenaltyRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ptc_offer_parameters: list[PtcOfferParametersType] = field(
        default_factory=list,
        metadata={
            "name": "PTC_OfferParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    redemption_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RedemptionInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requested_date_ind: None | bool = field(
        default=None,
        metadata={
            "name": "RequestedDateInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rich_media: list[MediaResourceRefType] = field(
        default_factory=list,
        metadata={
            "name": "RichMedia",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    total_price: None | PriceType = field(
        default=None,
        metadata={
            "name": "TotalPrice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    validating_carrier_code: None | str = field(
        default=None,
        metadata={
            "name": "ValidatingCarrierCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class CreateOrderType:
    accept_order_item_list: None | AcceptOrderItemListType = field(
        default=None,
        metadata={
            "name": "AcceptOrderItemList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    accept_selected_quoted_offer_list: (
        None | AcceptSelectedQuotedOfferListType
    ) = field(
        default=None,
        metadata={
            "name": "AcceptSelectedQuotedOfferList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderRulesRequestType:
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    rules_core_request: RulesCoreRequestType = field(
        metadata={
            "name": "RulesCoreRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderSalesInfoAccountingDocNotifRequestType:
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[AccountedOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    payment_info_list: None | PaymentInfoListType = field(
        default=None,
        metadata={
            "name": "PaymentInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion_list: list[PromotionListType] = field(
        default_factory=list,
        metadata={
            "name": "PromotionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_doc_info: list[TicketDocInfoType] = field(
        default_factory=list,
        metadata={
            "name": "TicketDocInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderSalesInfoNotifRequestType:
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[AccountedOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderSnapshotType:
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[OrderedOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsOrderType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_doc_info: list[TicketDocInfoType] = field(
        default_factory=list,
        metadata={
            "name": "TicketDocInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderViewResponseType:
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: list[OrderedOrderType] = field(
        default_factory=list,
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion_list: None | PromotionListType = field(
        default=None,
        metadata={
            "name": "PromotionList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    ticket_doc_info: list[TicketDocInfoType] = field(
        default_factory=list,
        metadata={
            "name": "TicketDocInfo",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class PricedOfferType:
    accept_order_item_list: None | AcceptOrderItemListType = field(
        default=None,
        metadata={
            "name": "AcceptOrderItemList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    selected_offer_list: None | SelectedOfferListType = field(
        default=None,
        metadata={
            "name": "SelectedOfferList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ReshopOrderType:
    reshop_order_choice: ReshopOrderChoiceType = field(
        metadata={
            "name": "ReshopOrderChoice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailibilityCoreRequestType:
    offer_request: None | SeatAvailOfferRequestType = field(
        default=None,
        metadata={
            "name": "OfferRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_request: None | SeatAvailOrderRequestType = field(
        default=None,
        metadata={
            "name": "OrderRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_request: None | PaxSegmentRequestType = field(
        default=None,
        metadata={
            "name": "PaxSegmentRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ServiceListCoreRequestType:
    offer_request: None | ServiceListOfferRequestType = field(
        default=None,
        metadata={
            "name": "OfferRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_request: None | ServiceListOrderRequestType = field(
        default=None,
        metadata={
            "name": "OrderRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_request: None | PaxSegmentRequestType = field(
        default=None,
        metadata={
            "name": "PaxSegmentRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeOperationType:
    change_date_time: XmlDateTime = field(
        metadata={
            "name": "ChangeDateTime",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    change_type_code: str = field(
        metadata={
            "name": "ChangeTypeCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    new: None | ChangeDetailsType = field(
        default=None,
        metadata={
            "name": "New",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    old: None | ChangeDetailsType = field(
        default=None,
        metadata={
            "name": "Old",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reason_code: str = field(
        metadata={
            "name": "ReasonCode",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OfferPriceRequestType:
    data_lists: None | ShoppingRequestDataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    in_exch_for_ticket: None | PenaltyRefType = field(
        default=None,
        metadata={
            "name": "InExchForTicket",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_criteria: None | OfferCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    origin_dest_ref_id: list[str] = field(
        default_factory=list,
        metadata={
            "name": "OriginDestRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentAssociatedOfferFunctionsCriteriaType] = (
        field(
            default_factory=list,
            metadata={
                "name": "PaymentFunctions",
                "type": "Element",
                "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            },
        )
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    priced_offer: PricedOfferType = field(
        metadata={
            "name": "PricedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderChangeRequestType:
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    change_order_choice: None | ChangeOrderChoiceType = field(
        default=None,
        metadata={
            "name": "ChangeOrderChoice",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: OrderFilterCriteriaType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    order_change_parameters: None | ResponseParametersOrderChangeType = field(
        default=None,
        metadata={
            "name": "OrderChangeParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: list[PaxGroupType] = field(
        default_factory=list,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsChangeType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderCreateRequestType:
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    commission: list[CommissionType] = field(
        default_factory=list,
        metadata={
            "name": "Commission",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    create_order: CreateOrderType = field(
        metadata={
            "name": "CreateOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_group: list[PaxGroupType] = field(
        default_factory=list,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsCreateType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    promotion: list[PromotionType] = field(
        default_factory=list,
        metadata={
            "name": "Promotion",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ReshopOffersType:
    ala_carte_offer: list[AlaCarteOfferType] = field(
        default_factory=list,
        metadata={
            "name": "ALaCarteOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer: list[ChangedOfferType] = field(
        default_factory=list,
        metadata={
            "name": "Offer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    requoted_offer: None | ChangedOfferType = field(
        default=None,
        metadata={
            "name": "RequotedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class SeatAvailRequestType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: None | DisclosureListType = field(
        default=None,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_criteria: None | OfferCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax: list[PaxType] = field(
        default_factory=list,
        metadata={
            "name": "Pax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    seat_availibility_core_request: SeatAvailibilityCoreRequestType = field(
        metadata={
            "name": "SeatAvailibilityCoreRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ServiceListRequestType:
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    offer_criteria: None | OfferCriteriaType = field(
        default=None,
        metadata={
            "name": "OfferCriteria",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax: list[PaxType] = field(
        default_factory=list,
        metadata={
            "name": "Pax",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    pax_segment_list: None | PaxSegmentListType = field(
        default=None,
        metadata={
            "name": "PaxSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    policy: list[PolicyType] = field(
        default_factory=list,
        metadata={
            "name": "Policy",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    service_list_core_request: ServiceListCoreRequestType = field(
        metadata={
            "name": "ServiceListCoreRequest",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class UpdateOrderType:
    cancel_order_ref: None | CancelOrderRefType = field(
        default=None,
        metadata={
            "name": "CancelOrderRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reshop_order: None | ReshopOrderType = field(
        default=None,
        metadata={
            "name": "ReshopOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeOperationGroupType:
    change_operation: list[ChangeOperationType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeOperation",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    distibution_chain: list[DistributionChainLinkType] = field(
        default_factory=list,
        metadata={
            "name": "DistibutionChain",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_version_number: int = field(
        metadata={
            "name": "OrderVersionNumber",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class OrderReshopRequestType:
    booking_ref: list[BookingRefType] = field(
        default_factory=list,
        metadata={
            "name": "BookingRef",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    contact_info_list: list[ContactInfoListType] = field(
        default_factory=list,
        metadata={
            "name": "ContactInfoList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_marketing_segment_list: None | DatedMarketingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedMarketingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_leg_list: None | DatedOperatingLegListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingLegList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    dated_operating_segment_list: None | DatedOperatingSegmentListType = field(
        default=None,
        metadata={
            "name": "DatedOperatingSegmentList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    disclosure_list: list[DisclosureListType] = field(
        default_factory=list,
        metadata={
            "name": "DisclosureList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    fare_waiver: list[FareWaiverType] = field(
        default_factory=list,
        metadata={
            "name": "FareWaiver",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_ref_id: str = field(
        metadata={
            "name": "OrderRefID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_journey_list: None | ShoppingRequestPaxJourneyListType = field(
        default=None,
        metadata={
            "name": "PaxJourneyList",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payload_restrictions: list[PayloadRestrictionsType] = field(
        default_factory=list,
        metadata={
            "name": "PayloadRestrictions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentAssociatedFunctionsCriteriaType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    response_parameters: None | ResponseParametersRequestType = field(
        default=None,
        metadata={
            "name": "ResponseParameters",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    update_order: UpdateOrderType = field(
        metadata={
            "name": "UpdateOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )


@dataclass(slots=True, kw_only=True)
class ReshopResultsType:
    no_change_ind: None | NoChangeIndType = field(
        default=None,
        metadata={
            "name": "NoChangeInd",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    repriced_offer: None | RepricedOfferType = field(
        default=None,
        metadata={
            "name": "RepricedOffer",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reshop_offers: None | ReshopOffersType = field(
        default=None,
        metadata={
            "name": "ReshopOffers",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class ChangeGroupType:
    change_operation_group: list[ChangeOperationGroupType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeOperationGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderReshopResponseType:
    change_fees: None | PenaltyType = field(
        default=None,
        metadata={
            "name": "ChangeFees",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    data_lists: None | DataListsType = field(
        default=None,
        metadata={
            "name": "DataLists",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    metadata: None | MetadataType = field(
        default=None,
        metadata={
            "name": "Metadata",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order: OrderKeyType = field(
        metadata={
            "name": "Order",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    pax_group: None | PaxGroupType = field(
        default=None,
        metadata={
            "name": "PaxGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    payment_functions: list[PaymentFunctionsOfferType] = field(
        default_factory=list,
        metadata={
            "name": "PaymentFunctions",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    processing: None | ResponseParametersResponseType = field(
        default=None,
        metadata={
            "name": "Processing",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    reshop_results: ReshopResultsType = field(
        metadata={
            "name": "ReshopResults",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
    warning: list[WarningType] = field(
        default_factory=list,
        metadata={
            "name": "Warning",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderChangeNotifType:
    change_group: list[ChangeGroupType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
            "min_occurs": 1,
        },
    )
    current_order: None | OrderSnapshotType = field(
        default=None,
        metadata={
            "name": "CurrentOrder",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_baseline: None | OrderSnapshotType = field(
        default=None,
        metadata={
            "name": "OrderBaseline",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )


@dataclass(slots=True, kw_only=True)
class OrderHistoryResponseType:
    change_group: list[ChangeGroupType] = field(
        default_factory=list,
        metadata={
            "name": "ChangeGroup",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        },
    )
    order_id: str = field(
        metadata={
            "name": "OrderID",
            "type": "Element",
            "namespace": "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes",
        }
    )
