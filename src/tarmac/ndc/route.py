"""The routes of ``/ndc/21.3/``: XML in, XML out, errors included.

An NDC client reads errors inside the message's response, never as the JSON of the rest of
the API: a route made by ``ndc_post`` answers any ``TarmacError`` raised while it is served
(its credentials, the request's schema, a refused sale) as its own response message holding
one ``Error`` element, with the HTTP status code the JSON API would give. ``Code`` is the
error's ``code`` (``docs/errors.md``), ``TypeCode`` is ``TARMAC`` (the list that code comes
from), ``DescText`` its detail, ``TagText`` where in the request it applies, if known."""

from collections.abc import Awaitable, Callable, Coroutine
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import orjson
from fastapi import APIRouter, Request, Response
from fastapi.routing import APIRoute
from sqlalchemy.ext.asyncio import AsyncSession
from xsdata.models.datatype import XmlDateTime

from tarmac.core.errors import TarmacError
from tarmac.ndc import codec
from tarmac.ndc.bindings import ErrorType, IataPayloadStandardAttributesType

XML = "application/xml"
Endpoint = Callable[..., Awaitable[Response]]
VERSION = Decimal("21.3")
ERROR_TYPE = "TARMAC"
# where ``context`` keeps the request's session for ``_roll_back`` (``request.state``)
SESSION = "ndc_session"


def correlation_of(attributes: IataPayloadStandardAttributesType | None) -> str | None:
    """A request's ``CorrelationID`` (from its ``PayloadAttributes``), for its answer to echo."""
    return attributes.correlation_id if attributes is not None else None


def payload_attributes(correlation_id: str | None = None) -> IataPayloadStandardAttributesType:
    """The ``PayloadAttributes`` of a response: the version, the time, the request's
    ``CorrelationID`` echoed when it had one."""
    now = datetime.now(UTC).replace(microsecond=0)
    return IataPayloadStandardAttributesType(
        correlation_id=correlation_id,
        timestamp=XmlDateTime.from_datetime(now),
        version_number=VERSION,
    )


def error_element(error: TarmacError) -> ErrorType:
    detail = error.detail
    text = detail if isinstance(detail, str) else orjson.dumps(detail).decode()
    return ErrorType(
        code=error.code,
        desc_text=text,
        lang_code="EN",
        status_text=str(error.status_code),
        tag_text=getattr(error, "tag", None),
        type_code=ERROR_TYPE,
    )


def xml_response(
    document: object, status_code: int = 200, headers: dict[str, str] | None = None
) -> Response:
    return Response(codec.write(document), status_code, headers, media_type=XML)


def error_response(response_class: type[Any], error: TarmacError) -> Response:
    """``response_class`` (``IataAirShoppingRs``) holding ``error`` alone."""
    document = response_class(error=[error_element(error)], payload_attributes=payload_attributes())
    return xml_response(document, error.status_code, error.headers)


async def _roll_back(request: Request) -> None:
    """Undo what the message wrote before its error: the request's session (``DbSession``)
    is committed when the route returns, and a route made by ``ndc_post`` returns its error
    as an answer instead of raising it (``context`` keeps the session on the request)."""
    session: AsyncSession | None = getattr(request.state, SESSION, None)
    if session is not None:
        await session.rollback()


def _route_class(response_class: type[Any]) -> type[APIRoute]:
    class NdcRoute(APIRoute):
        def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
            handler = super().get_route_handler()

            async def answer(request: Request) -> Response:
                try:
                    answered: Response = await handler(request)
                except TarmacError as error:
                    await _roll_back(request)
                    return error_response(response_class, error)
                return answered

            return answer

    return NdcRoute


def ndc_post(
    router: APIRouter, message: str, response_class: type[Any], **options: Any
) -> Callable[[Endpoint], Endpoint]:
    """``POST /<message>`` taking ``IATA_<message>RQ`` and answering ``response_class``
    (its RS, or ``OrderViewRS`` for the order messages), its errors included; OpenAPI shows
    both bodies as XML."""
    rs_name = response_class.Meta.name
    documented = {
        "requestBody": {
            "required": True,
            "content": {XML: {"schema": {"type": "string", "format": "xml"}}},
            "description": f"IATA_{message}RQ (NDC 21.3)",
        },
    }
    responses: dict[int | str, dict[str, Any]] = {
        200: {"description": rs_name, "content": {XML: {"schema": {"type": "string"}}}},
        **{
            status: {
                "description": f"{rs_name} holding an Error element",
                "content": {XML: {"schema": {"type": "string"}}},
            }
            for status in (400, 401, 403, 404, 409, 410, 422, 429)
        },
    }

    def decorate(
        endpoint: Callable[..., Awaitable[Response]],
    ) -> Callable[..., Awaitable[Response]]:
        router.add_api_route(
            f"/{message}",
            endpoint,
            methods=["POST"],
            response_class=Response,
            responses=responses,
            openapi_extra=documented,
            route_class_override=_route_class(response_class),
            **options,
        )
        return endpoint

    return decorate
