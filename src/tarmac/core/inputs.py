"""What every request's input must be before any route sees it, checked once for all routes
by the request middleware: a JSON body that parses (valid UTF-8, at most orjson's 1024
levels deep) and no NUL character in any string of the body, the query or the path, which
PostgreSQL cannot store. Each problem is one validation error in FastAPI's shape
``{type, loc, msg}`` (spec 02 §7), so a client sees the same 422 whatever the route.

``RequestBody``: the base of every request body model. A field the body does not declare is
refused (``extra_forbidden``, answered 422 ``unknown_field`` by ``core.handlers``): a
misspelt field must not be quietly ignored (``currency`` for ``target_currency`` would
answer another currency than the one asked for)."""

from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import parse_qsl, unquote

import orjson
from pydantic import BaseModel, ConfigDict
from starlette.routing import compile_path

NUL = "\x00"
NUL_TYPE = "string_nul_character"
NUL_MESSAGE = "The NUL character (\\u0000) is not allowed in text"
JSON_TYPE = "json_invalid"
_ESCAPED_NUL = b"\\u0000"


class RequestBody(BaseModel):
    """A request body (or an object inside one): unknown fields are refused."""

    model_config = ConfigDict(extra="forbid")


def _error(type_: str, loc: list[Any], msg: str) -> dict[str, Any]:
    return {"type": type_, "loc": loc, "msg": msg}


def is_json(content_type: str | None) -> bool:
    """Whether FastAPI reads the body as JSON: no content type, or ``application/json`` or
    ``application/*+json``."""
    if not content_type:
        return True
    maintype, _, subtype = content_type.partition(";")[0].strip().lower().partition("/")
    return maintype == "application" and (subtype == "json" or subtype.endswith("+json"))


def body_errors(body: bytes, content_type: str | None) -> list[dict[str, Any]]:
    if not body or not is_json(content_type):
        return []
    try:
        parsed = orjson.loads(body)
    except orjson.JSONDecodeError as exc:
        return [_error(JSON_TYPE, ["body", exc.pos], f"Invalid JSON body: {exc.msg}")]
    # A raw NUL byte is invalid JSON; only the escape can put one in a string.
    if _ESCAPED_NUL not in body:
        return []
    loc = _nul_location(parsed, ["body"])
    return [] if loc is None else [_error(NUL_TYPE, loc, NUL_MESSAGE)]


def _nul_location(value: Any, loc: list[Any]) -> list[Any] | None:
    if isinstance(value, str):
        return loc if NUL in value else None
    if isinstance(value, dict):
        for key, item in value.items():
            if NUL in key:
                return [*loc, key]
            found = _nul_location(item, [*loc, key])
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _nul_location(item, [*loc, index])
            if found is not None:
                return found
    return None


def query_errors(query_string: bytes) -> list[dict[str, Any]]:
    if b"%00" not in query_string and b"\x00" not in query_string:
        return []
    return [
        _error(NUL_TYPE, ["query", unquote(name).replace(NUL, "")], NUL_MESSAGE)
        for name, value in parse_qsl(query_string.decode("latin-1"), keep_blank_values=True)
        if NUL in name or NUL in value
    ]


def path_errors(path: str, templates: Callable[[], Iterable[str]]) -> list[dict[str, Any]]:
    """A NUL in the path, named by the path parameter of the first of ``templates()`` (the
    OpenAPI paths, only asked for when there is a NUL) that the path matches."""
    if NUL not in path:
        return []
    for template in templates():
        match = compile_path(template)[0].match(path)
        if match is not None:
            names = [name for name, value in match.groupdict().items() if NUL in value]
            if names:
                return [_error(NUL_TYPE, ["path", name], NUL_MESSAGE) for name in names]
    return [_error(NUL_TYPE, ["path"], NUL_MESSAGE)]
