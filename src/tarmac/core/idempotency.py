"""Idempotency keys (spec 01 §4.5, spec 02 §7 and §8): the HTTP side, shared by every
route that accepts them.

- the headers: ``X-Idempotency-Key``, or its alias ``Idempotency-Key``; optional; 16 to 200
  printable ASCII characters; both sent with different values is 422. ``header_key`` is the
  dependency that reads them, so FastAPI validates them with the rest of the request (one
  422 in FastAPI's shape, ``loc`` naming the header) and OpenAPI lists both as optional
  header parameters of every route that uses it;
- what a repeat gets: the stored answer replayed byte for byte (``replay``), or 409 with
  ``Retry-After: 1`` while the first request still runs (``IdempotencyInProgress``); a
  stored answer goes only to a request with the same body and query (``fingerprint``), a
  key reused with another is 422 (``IdempotencyKeyReused``, docs/decisions/api-contract.md);
- how a route's result becomes the bytes that are stored (``render``): as FastAPI would
  serialize it, by the route's ``response_model`` and ``status_code``.

Where the answers are stored, and the transaction that makes an action and its stored answer
one commit, is ``tarmac.db.idempotency`` (core imports nothing else of tarmac).
"""

import contextlib
import hashlib
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated, Any
from urllib.parse import parse_qsl

import orjson
from fastapi import Header, Request, Response
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import serialize_response

from tarmac.core.errors import Conflict, ValidationFailed

HEADER = "X-Idempotency-Key"
ALIAS = "Idempotency-Key"
MIN_LENGTH = 16
MAX_LENGTH = 200
# Printable ASCII: space to tilde. Anything else (control characters, bytes above 127,
# which Starlette decodes as Latin-1) fails the pattern.
PATTERN = r"^[\x20-\x7e]*$"
# A stored answer is replayed for this long after it was stored; then the key is new.
RETENTION = timedelta(hours=24)
RETRY_AFTER_SECONDS = 1
# On a replayed answer (as Stripe does), so a client can tell it from a new one.
REPLAYED_HEADER = "Idempotent-Replayed"
CONFLICT_TYPE = "idempotency_key_conflict"

_DESCRIPTION = (
    "Makes this request idempotent (optional): 16 to 200 printable ASCII characters, "
    "UUID v4 recommended. The first answer is stored for 24 hours and replayed byte for "
    "byte to a repeat with the same key and the same body (header `Idempotent-Replayed: "
    "true`); the key with another body is 422; a repeat while the first still runs is 409 "
    "(retry in 1 to 2 seconds). Keys belong to your client id."
)


class IdempotencyInProgress(Conflict):
    code = "idempotency_in_progress"
    advice = "Retry the same request with the same key after Retry-After (1 to 2 s)"
    default_detail = (
        "A request with this idempotency key is still being processed; retry in 1 to 2 seconds"
    )

    def __init__(self) -> None:
        super().__init__(headers={"Retry-After": str(RETRY_AFTER_SECONDS)})


class IdempotencyKeyReused(ValidationFailed):
    code = "idempotency_key_reused"
    default_detail = (
        "This idempotency key was used with another request body; send a new key with a new request"
    )


def _header(alias: str, description: str):
    return Header(
        alias=alias,
        min_length=MIN_LENGTH,
        max_length=MAX_LENGTH,
        pattern=PATTERN,
        description=description,
    )


async def header_key(
    key: Annotated[str | None, _header(HEADER, _DESCRIPTION)] = None,
    alias: Annotated[str | None, _header(ALIAS, f"Alias of `{HEADER}`; send one of the two.")] = (
        None
    ),
) -> str | None:
    """The request's idempotency key, None without one. Each header's length and characters
    are checked by FastAPI with the request's other parameters; here only that the two
    headers, when both are sent, agree."""
    if key is not None and alias is not None and key != alias:
        raise RequestValidationError(
            [
                {
                    "type": CONFLICT_TYPE,
                    "loc": ("header", HEADER),
                    "msg": f"{HEADER} and {ALIAS} differ; send one of the two",
                }
            ]
        )
    return key if key is not None else alias


def lock_id(scope: str, operation: str, key: str) -> int:
    """A signed 64-bit number for ``pg_try_advisory_xact_lock``, the same in every process."""
    digest = hashlib.blake2b(
        "\x00".join((scope, operation, key)).encode(), digest_size=8, person=b"tarmac-idem"
    ).digest()
    return int.from_bytes(digest, "big", signed=True)


def fingerprint(query: str, body: bytes) -> bytes:
    """What a repeat must match to be answered: SHA-256 of the query parameters (sorted)
    and the body, a JSON body with its keys sorted so that re-serializing it is the same
    request."""
    with contextlib.suppress(ValueError, TypeError):  # not JSON (orjson's errors)
        body = orjson.dumps(orjson.loads(body), option=orjson.OPT_SORT_KEYS)
    digest = hashlib.sha256(
        orjson.dumps(sorted(parse_qsl(query, keep_blank_values=True))) + b"\x00" + body
    )
    return digest.digest()


@dataclass(frozen=True)
class StoredAnswer:
    status_code: int
    body: bytes
    content_type: str
    # the request's ``fingerprint``; None: stored before requests were compared
    request: bytes | None = None


def replay(answer: StoredAnswer) -> Response:
    """The stored answer again: same status, same body bytes, same content type."""
    return Response(
        content=answer.body,
        status_code=answer.status_code,
        headers={"content-type": answer.content_type, REPLAYED_HEADER: "true"},
    )


def _body_allowed(status_code: int) -> bool:
    return status_code >= 200 and status_code not in (204, 205, 304)


async def render(request: Request, result: Any) -> Response:
    """The response FastAPI would send for ``result`` returned by the endpoint of
    ``request``'s route: a ``Response`` as it is; anything else validated and serialized by
    the route's ``response_model`` (as JSON) with the route's ``status_code``."""
    if isinstance(result, Response):
        return result
    route = request.scope.get("route")
    status_code = getattr(route, "status_code", None) or 200
    field = getattr(route, "response_field", None)
    if not _body_allowed(status_code):
        return Response(status_code=status_code)
    if field is None:
        return JSONResponse(jsonable_encoder(result), status_code=status_code)
    content = await serialize_response(
        field=field,
        response_content=result,
        include=route.response_model_include,
        exclude=route.response_model_exclude,
        by_alias=route.response_model_by_alias,
        exclude_unset=route.response_model_exclude_unset,
        exclude_defaults=route.response_model_exclude_defaults,
        exclude_none=route.response_model_exclude_none,
        dump_json=True,
    )
    return Response(content, status_code=status_code, media_type="application/json")
