"""Every table, imported in one place so Alembic and the tests see the whole schema."""

from tarmac.auth.models import ApiKey
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
from tarmac.db.app_settings import AppSetting
from tarmac.db.base import Base
from tarmac.events.models import OutboxEvent, WorkerSchedule
from tarmac.partners.models import Partner

metadata = Base.metadata

__all__ = [
    "AirlineProfile",
    "ApiKey",
    "AppLink",
    "AppSetting",
    "DestinationAd",
    "InternalExchangeRate",
    "NationalBankRate",
    "OutboxEvent",
    "PageContent",
    "Partner",
    "SiteBanner",
    "SiteInfoBlock",
    "WorkerSchedule",
    "metadata",
]
