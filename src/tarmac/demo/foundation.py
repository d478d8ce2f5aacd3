"""Demo partners and one API key of every kind."""

import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth import keys
from tarmac.auth.models import ApiKey
from tarmac.config import Settings
from tarmac.partners import service as partners
from tarmac.partners.models import Partner

DEMO_NAMESPACE = uuid.UUID("6f1d2c4e-5b7a-4e8f-9a0b-1c2d3e4f5a6b")


def demo_id(name: str) -> uuid.UUID:
    return uuid.uuid5(DEMO_NAMESPACE, name)


@dataclass(frozen=True)
class DemoPartner:
    slug: str
    name: str
    contact_email: str
    parent: str | None = None
    uses_parent_wallet: bool = False


PARTNERS = (
    DemoPartner("silkroad", "Silk Road Travel", "ops@silkroad-travel.example"),
    DemoPartner("asiatours", "Asia Tours International", "api@asiatours.example"),
    DemoPartner(
        "silkroad-osh",
        "Silk Road Travel, Osh branch",
        "osh@silkroad-travel.example",
        parent="silkroad",
        uses_parent_wallet=True,
    ),
)


@dataclass(frozen=True)
class DemoKeySpec:
    label: str
    key_type: str
    client_id: str
    client_type: str
    partner: str | None = None
    scopes: tuple[str, ...] = ()
    origins: tuple[str, ...] = ()
    app_ids: tuple[str, ...] = ()
    origin: str | None = None


KEYS = (
    DemoKeySpec(
        "Web site and mobile app (publishable)",
        "publishable",
        "tarmac-web",
        "consumer_app",
        origins=("http://localhost:3000", "http://127.0.0.1:8000"),
        app_ids=("kg.tarmac.app",),
        origin="http://localhost:3000",
    ),
    DemoKeySpec(
        "Consumer backend (secret)",
        "secret",
        "tarmac-web-backend",
        "consumer_app",
        scopes=("booking:read", "payments:confirm-external"),
    ),
    DemoKeySpec(
        "Agency: Silk Road Travel (secret)",
        "secret",
        "silkroad-travel",
        "agency",
        partner="silkroad",
        scopes=("booking:read", "payments:confirm-external", "partners:admin"),
    ),
    DemoKeySpec(
        "Agency: Asia Tours (secret)",
        "secret",
        "asiatours",
        "agency",
        partner="asiatours",
        scopes=("booking:read",),
    ),
    DemoKeySpec(
        "Airport kiosk FRU-01 (secret)",
        "secret",
        "fru-kiosk-01",
        "kiosk",
        scopes=("checkin:pax", "checkin:seat_select", "checkin:update", "checkin:boarding_pass"),
    ),
)


def _seed(settings: Settings, spec: DemoKeySpec) -> bytes:
    return f"{settings.resolved_token_secret()}:{spec.client_id}:{spec.key_type}".encode()


def derive_key(settings: Settings, spec: DemoKeySpec) -> str:
    """Demo keys are derived from the deployment's secret, so they can be printed again."""
    return keys.generate_raw_key(spec.key_type, settings.key_mode, _seed(settings, spec))


async def load(session: AsyncSession, settings: Settings) -> None:
    for spec in PARTNERS:
        if await session.get(Partner, demo_id(f"partner:{spec.slug}")) is None:
            await partners.create_partner(
                session,
                partner_id=demo_id(f"partner:{spec.slug}"),
                name=spec.name,
                contact_email=spec.contact_email,
                parent_id=demo_id(f"partner:{spec.parent}") if spec.parent else None,
                uses_parent_wallet=spec.uses_parent_wallet,
            )
    for spec in KEYS:
        raw = derive_key(settings, spec)
        if await session.scalar(select(ApiKey.id).where(ApiKey.key_hash == keys.hash_key(raw))):
            continue
        await keys.create_key(
            session,
            name=spec.label,
            key_type=spec.key_type,
            mode=settings.key_mode,
            client_id=spec.client_id,
            client_type=spec.client_type,
            partner_id=demo_id(f"partner:{spec.partner}") if spec.partner else None,
            scopes=list(spec.scopes),
            allowed_origins=list(spec.origins),
            allowed_app_ids=list(spec.app_ids),
            seed=_seed(settings, spec),
        )


async def allow_served_origin(session: AsyncSession, settings: Settings, origin: str) -> None:
    """The demo publishable key also works from the origin of the address served
    (``make run PORT=9000``), so the web app at ``/app/`` is on an allowed origin."""
    parts = urlsplit(origin)
    origin = f"{parts.scheme}://{parts.netloc}".lower()
    for spec in KEYS:
        if spec.key_type != "publishable":
            continue
        key = await session.scalar(
            select(ApiKey).where(ApiKey.key_hash == keys.hash_key(derive_key(settings, spec)))
        )
        if key is not None and origin not in key.allowed_origins:
            key.allowed_origins = [*key.allowed_origins, origin]
