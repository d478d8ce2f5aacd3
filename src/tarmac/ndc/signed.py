"""Ids NDC hands out as signed tokens instead of rows: AirShopping's offers (``offers``),
the services and seats of ServiceList and SeatAvailability (``ancillaries``) and
OrderReshop's offers (``reshop``). Each is a prefix and a JWT (HS256) whose key is derived
from the token secret for that use alone, naming the agency key it was given to (``k``) and
its expiry (``exp``), checked on the airline's clock (the sandbox's test clock moves it),
not on the machine's."""

import hashlib
import hmac
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import jwt

from tarmac.auth.caller import Caller
from tarmac.core import clock
from tarmac.ndc.errors import NdcOfferExpired, NdcOfferUnknown


@dataclass(frozen=True)
class Signer:
    """One use of signed ids: its key's derivation label and its JWT audience."""

    label: bytes
    audience: str

    def _key(self, secret: str) -> bytes:
        return hmac.new(secret.encode(), self.label, hashlib.sha256).digest()

    def sign(self, prefix: str, claims: dict[str, Any], expires_at: datetime, secret: str) -> str:
        """``prefix`` and the JWT of ``claims`` (which name the agency key as ``k``)."""
        body = {"aud": self.audience, "exp": int(expires_at.timestamp()), **claims}
        return prefix + jwt.encode(body, self._key(secret), algorithm="HS256")

    def read(
        self,
        prefix: str,
        signed: str,
        caller: Caller,
        secret: str,
        *,
        tag: str | None = None,
        expired: str | None = None,
    ) -> dict[str, Any]:
        """The claims of ``signed``. 404 ``ndc_offer_unknown`` when it lacks ``prefix``, was
        not signed by us for this use, was tampered with or given to another agency's key;
        410 ``ndc_offer_expired`` (``expired``: its detail) once the airline's clock reaches
        its expiry."""
        if not signed.startswith(prefix):
            raise NdcOfferUnknown(tag=tag)
        try:
            claims: dict[str, Any] = jwt.decode(
                signed[len(prefix) :],
                self._key(secret),
                algorithms=["HS256"],
                audience=self.audience,
                options={"verify_exp": False, "require": ["exp", "k"]},
            )
        except jwt.PyJWTError as error:
            raise NdcOfferUnknown(tag=tag) from error
        if claims["k"] != str(caller.key_id):
            raise NdcOfferUnknown(tag=tag)
        if claims["exp"] <= clock.now().timestamp():
            raise NdcOfferExpired(expired, tag=tag)
        return claims
