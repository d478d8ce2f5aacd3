"""API keys: issuing, revoking, and resolving the key a request presents (spec 01 §5.1)."""

import hashlib
import hmac
import secrets
import string
import time
import uuid
from dataclasses import dataclass

from cachetools import TTLCache
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tarmac.auth.errors import ApiKeyRevoked, KeyModeMismatch
from tarmac.auth.models import ApiKey
from tarmac.cache import generations
from tarmac.cache.single_flight import SingleFlight
from tarmac.core import clock
from tarmac.core.errors import Conflict, Unauthorized, ValidationFailed
from tarmac.db import integrity
from tarmac.db.crud import Records

KEY_TYPES = {"pk": "publishable", "sk": "secret"}
KEY_TYPE_PREFIX = {v: k for k, v in KEY_TYPES.items()}
MODES = ("test", "live")
CLIENT_TYPES = ("agency", "consumer_app", "kiosk")
_ALPHABET = string.ascii_letters + string.digits
_RANDOM_LENGTH = 40
_DISPLAY_PREFIX_LENGTH = 12
_CACHE_SECONDS = 5.0


class AgencyKeyWithoutPartner(ValidationFailed):
    code = "agency_key_without_partner"
    default_detail = "An agency key must be bound to a partner_id"


class PublishableKeyWithPartner(ValidationFailed):
    code = "publishable_key_with_partner"
    default_detail = (
        "A publishable key cannot be bound to a partner: it sits in a browser or an app, "
        "where anyone can read it; a partner's key is a secret key"
    )


class ClientIdOfOtherKeyType(Conflict):
    """A client id is either a public client's (publishable keys) or a backend's (secret
    keys), never both: what one client made is the client's to see, and a browser must
    not share a client with the backend that sees every booking of it."""

    code = "client_id_of_other_key_type"
    default_detail = "This client id already has keys of the other type"

    def __init__(self, client_id: str, key_type: str, other: str) -> None:
        super().__init__(
            f"Client id {client_id!r} already has {other} keys: a {key_type} key needs a "
            "client id of its own"
        )


class ApiKeys(Records[ApiKey]):
    """Issued keys, oldest first. A key is created with ``create_key`` (it alone sees the
    raw key) and never changes but for its revocation."""

    model = ApiKey
    noun = "API key"
    order_by = (ApiKey.created_at,)


api_keys = ApiKeys()


@dataclass(frozen=True)
class ResolvedKey:
    """What a request's key grants: an immutable copy of the row, safe to cache."""

    id: uuid.UUID
    key_type: str
    mode: str
    client_id: str
    client_type: str
    partner_id: uuid.UUID | None
    scopes: frozenset[str]
    allowed_origins: frozenset[str]
    allowed_app_ids: frozenset[str]
    revoked: bool


def hash_key(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def parse_prefix(raw: str) -> tuple[str, str] | None:
    """``(key_type, mode)`` from ``sk_test_...``, or None when it is not a Tarmac key."""
    parts = raw.split("_", 2)
    if len(parts) != 3 or parts[0] not in KEY_TYPES or parts[1] not in MODES or not parts[2]:
        return None
    return KEY_TYPES[parts[0]], parts[1]


def generate_raw_key(key_type: str, mode: str, seed: bytes | None = None) -> str:
    """A new key; with ``seed`` the key is derived from it (the sandbox demo keys, which
    ``tarmac keys`` can print again because they are re-derived, never stored)."""
    if seed is None:
        body = "".join(secrets.choice(_ALPHABET) for _ in range(_RANDOM_LENGTH))
    else:
        digest = int.from_bytes(hmac.new(seed, b"tarmac-demo-key", hashlib.sha512).digest())
        chars = []
        for _ in range(_RANDOM_LENGTH):
            digest, index = divmod(digest, len(_ALPHABET))
            chars.append(_ALPHABET[index])
        body = "".join(chars)
    return f"{KEY_TYPE_PREFIX[key_type]}_{mode}_{body}"


async def create_key(
    session: AsyncSession,
    *,
    name: str,
    key_type: str,
    mode: str,
    client_id: str,
    client_type: str,
    partner_id: uuid.UUID | None = None,
    scopes: list[str] | None = None,
    allowed_origins: list[str] | None = None,
    allowed_app_ids: list[str] | None = None,
    seed: bytes | None = None,
) -> tuple[ApiKey, str]:
    """Store a new key and return it with the raw key, which is never retrievable again."""
    if client_type == "agency" and partner_id is None:
        raise AgencyKeyWithoutPartner()
    if key_type == "publishable" and partner_id is not None:
        raise PublishableKeyWithPartner()
    await _ensure_client_id_free_for(session, client_id, key_type)
    raw = generate_raw_key(key_type, mode, seed)
    key = ApiKey(
        name=name,
        prefix=raw[:_DISPLAY_PREFIX_LENGTH],
        key_hash=hash_key(raw),
        key_type=key_type,
        mode=mode,
        client_id=client_id,
        client_type=client_type,
        partner_id=partner_id,
        scopes=sorted(set(scopes or [])),
        allowed_origins=[o.rstrip("/").lower() for o in allowed_origins or []],
        allowed_app_ids=list(allowed_app_ids or []),
    )
    session.add(key)
    await integrity.flush(session)
    return key, raw


async def _ensure_client_id_free_for(session: AsyncSession, client_id: str, key_type: str) -> None:
    """409 when ``client_id`` has keys of the other type (revoked ones too: its bookings
    are still the client's). Keys of one client id are issued one at a time (a lock for
    the transaction), so two issued at once cannot both pass."""
    await session.execute(select(func.pg_advisory_xact_lock(func.hashtext("api-key:" + client_id))))
    other = await session.scalar(
        select(ApiKey.key_type)
        .where(ApiKey.client_id == client_id, ApiKey.key_type != key_type)
        .limit(1)
    )
    if other is not None:
        raise ClientIdOfOtherKeyType(client_id, key_type, other)


async def revoke_key(session: AsyncSession, key_id: uuid.UUID) -> ApiKey:
    key = await api_keys.get(session, key_id, for_update=True)
    if key.revoked_at is None:
        key.revoked_at = clock.now()
        await session.flush()
    return key


# Resolved keys (and keys found unknown) are cached so the hot paths skip a query. An entry
# holds the reference generation it was read at: ``api_keys`` is a watched table, so a key
# issued or revoked anywhere outdates every entry at its commit (here) or its NOTIFY
# (other processes); the TTL bounds the staleness should notifications stop. At most
# _CACHE_SIZE entries, the least recently used dropped first: random keys cannot grow it.
_CACHE_SIZE = 10_000
_cache: TTLCache[str, tuple[int, ResolvedKey | None]] = TTLCache(
    maxsize=_CACHE_SIZE, ttl=_CACHE_SECONDS, timer=time.monotonic
)
_loads = SingleFlight()


def clear_cache() -> None:
    _cache.clear()


async def resolve(
    sessionmaker: async_sessionmaker[AsyncSession], raw: str, deployment_mode: str
) -> ResolvedKey:
    """The key behind ``raw``, or 401 with a message that says what is wrong. The key is
    read in a session of its own, and only when it is not cached: a keyed request whose key
    is cached costs no database work here."""
    parsed = parse_prefix(raw)
    if parsed is None:
        raise Unauthorized("Invalid API key")
    mode = parsed[1]
    if mode != deployment_mode:
        deployment = "a sandbox" if deployment_mode == "test" else "live"
        expected = f"pk_{deployment_mode}_ / sk_{deployment_mode}_"
        raise KeyModeMismatch(
            f"This is a {mode} key but this deployment is {deployment}: use a {expected} key"
        )
    digest = hash_key(raw)
    generation = generations.reference_generation()
    cached = _cache.get(digest)
    if cached is not None and cached[0] == generation:
        resolved: ResolvedKey | None = cached[1]
    else:

        async def load() -> ResolvedKey | None:
            async with sessionmaker() as session:
                row = await session.scalar(select(ApiKey).where(ApiKey.key_hash == digest))
            found = _freeze(row) if row is not None else None
            _cache[digest] = (generation, found)
            return found

        # every request of a busy key misses when its entry expires: one query for all
        resolved = await _loads.run(digest, load)
    if resolved is None:
        raise Unauthorized("Invalid API key")
    if resolved.revoked:
        raise ApiKeyRevoked()
    return resolved


def _freeze(row: ApiKey) -> ResolvedKey:
    return ResolvedKey(
        id=row.id,
        key_type=row.key_type,
        mode=row.mode,
        client_id=row.client_id,
        client_type=row.client_type,
        partner_id=row.partner_id,
        scopes=frozenset(row.scopes),
        allowed_origins=frozenset(row.allowed_origins),
        allowed_app_ids=frozenset(row.allowed_app_ids),
        revoked=row.revoked_at is not None,
    )
