"""Every table, imported in one place so the back office, Alembic's comparisons and the tests
see the whole schema. It sits above the domains (it imports their table modules), so ``db``
below them imports no domain."""

from tarmac.accounts.models import (
    Device,
    LoginThrottle,
    Passenger,
    PassengerSession,
    PhoneCode,
    RetiredRefreshToken,
)
from tarmac.apis.models import ApisAttempt, ApisDestination, ApisMessage
from tarmac.auth.models import ApiKey
from tarmac.bookings.models import (
    Booking,
    BookingAccessRequest,
    BookingEvent,
    BookingItem,
    BookingPassenger,
    BookingSeat,
    BookingSegment,
    Draft,
)
from tarmac.catalog.models import Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.checkin.models import Checkin, CheckinSequence
from tarmac.content.models import (
    AirlineProfile,
    AppLink,
    DestinationAd,
    InternalExchangeRate,
    NationalBankRate,
    PageContent,
    SiteBanner,
    SiteInfoBlock,
)
from tarmac.corrections.models import PassengerCorrection
from tarmac.db.app_settings import AppSetting
from tarmac.db.base import Base
from tarmac.db.idempotency import IdempotencyRecord
from tarmac.disruptions.models import BookingChange
from tarmac.events.models import OutboxEvent, WorkerSchedule
from tarmac.exchanges.models import ExchangeLock
from tarmac.flightops.models import FlightOperation
from tarmac.inventory.models import (
    BookingClassInventory,
    CabinInventory,
    PlaceHold,
    SeatAssignment,
)
from tarmac.messaging.models import OutgoingMessage
from tarmac.partners.models import (
    CommissionRule,
    Partner,
    Partnership,
    PartnershipRoute,
    Wallet,
    WalletTransaction,
)
from tarmac.payments.models import ExternalPaymentClient, Payment, ReconciliationRun, Refund
from tarmac.pricing.models import (
    FareFamily,
    FarePlan,
    FarePrice,
    FareRule,
)
from tarmac.pricing.quote_models import (
    PriceAuditEntry,
    PromoCode,
    PromoRedemption,
    Quote,
    QuotePricing,
    SeatZonePrice,
    SsrAvailabilityRule,
    SsrService,
    Tax,
)
from tarmac.push.models import CheckinOpenNotice, PushMessage
from tarmac.ticketing.models import Coupon, CouponMove, Emd, ItemMove, SaleItem, Ticket
from tarmac.webhooks.models import WebhookAttempt, WebhookDelivery, WebhookSubscription

metadata = Base.metadata

__all__ = [
    "Aircraft",
    "AirlineProfile",
    "Airport",
    "ApiKey",
    "ApisAttempt",
    "ApisDestination",
    "ApisMessage",
    "AppLink",
    "AppSetting",
    "Booking",
    "BookingAccessRequest",
    "BookingChange",
    "BookingClassInventory",
    "BookingEvent",
    "BookingItem",
    "BookingPassenger",
    "BookingSeat",
    "BookingSegment",
    "CabinInventory",
    "Checkin",
    "CheckinOpenNotice",
    "CheckinSequence",
    "CommissionRule",
    "Coupon",
    "CouponMove",
    "DestinationAd",
    "Device",
    "Draft",
    "Emd",
    "ExchangeLock",
    "ExternalPaymentClient",
    "FareFamily",
    "FarePlan",
    "FarePrice",
    "FareRule",
    "Flight",
    "FlightOperation",
    "FlightSchedule",
    "IdempotencyRecord",
    "InternalExchangeRate",
    "ItemMove",
    "LoginThrottle",
    "NationalBankRate",
    "OutboxEvent",
    "OutgoingMessage",
    "PageContent",
    "Partner",
    "Partnership",
    "PartnershipRoute",
    "Passenger",
    "PassengerCorrection",
    "PassengerSession",
    "Payment",
    "PhoneCode",
    "PlaceHold",
    "PriceAuditEntry",
    "PromoCode",
    "PromoRedemption",
    "PushMessage",
    "Quote",
    "QuotePricing",
    "ReconciliationRun",
    "Refund",
    "RetiredRefreshToken",
    "Route",
    "SaleItem",
    "SeatAssignment",
    "SeatZonePrice",
    "SiteBanner",
    "SiteInfoBlock",
    "SsrAvailabilityRule",
    "SsrService",
    "Tax",
    "Ticket",
    "Wallet",
    "WalletTransaction",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookSubscription",
    "WorkerSchedule",
    "metadata",
]
