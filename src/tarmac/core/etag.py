"""Entity tags for catalog-style GET responses (spec 02 §8): ``If-None-Match`` with the
current tag answers 304 with no body, and (see ``ratelimit``) spends no quota."""

import hashlib
import json
from dataclasses import dataclass

from fastapi import Request
from fastapi.encoders import jsonable_encoder
from fastapi.responses import Response

CACHE_CONTROL = "private, max-age=0, must-revalidate"


@dataclass(frozen=True)
class Tagged:
    """A JSON body and its strong ETag: what ``respond`` needs, and what can be kept."""

    body: bytes
    tag: str


def tagged(payload) -> Tagged:
    body = json.dumps(jsonable_encoder(payload), ensure_ascii=False, separators=(",", ":")).encode()
    return Tagged(body, '"' + hashlib.blake2b(body, digest_size=16).hexdigest() + '"')


def respond(request: Request, rendered: Tagged, status_code: int = 200) -> Response:
    """The body with its ETag, or 304 when the client has it."""
    headers = {"ETag": rendered.tag, "Cache-Control": CACHE_CONTROL}
    if _matches(request.headers.get("if-none-match"), rendered.tag):
        return Response(status_code=304, headers=headers)
    return Response(
        rendered.body, status_code=status_code, media_type="application/json", headers=headers
    )


def cached_json(request: Request, payload, status_code: int = 200) -> Response:
    """Render ``payload`` as JSON with a strong ETag, or 304 when the client has it."""
    return respond(request, tagged(payload), status_code)


def _matches(if_none_match: str | None, tag: str) -> bool:
    if not if_none_match:
        return False
    if if_none_match.strip() == "*":
        return True
    return tag in {t.strip().removeprefix("W/") for t in if_none_match.split(",")}
