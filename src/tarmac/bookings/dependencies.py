"""Request dependencies of the bookings' routes (and ``payments.router``): what makes this
deployment's magic links, and the language a booking is made in."""

from typing import Annotated

from fastapi import Depends, Request

from tarmac.bookings.links import AccessLinks
from tarmac.core.language import from_accept_language


def _links(request: Request) -> AccessLinks:
    """What makes the magic links of this deployment (``bookings.links``)."""
    return AccessLinks.from_settings(request.app.state.settings, request.app.state.token_signer)


def _language(request: Request) -> str | None:
    """The language a request asks for (``Accept-Language``), None when it names none of the
    airline's: a booking is made in it and keeps it for its e-mails and documents."""
    return from_accept_language(request.headers.get("accept-language"))


Links = Annotated[AccessLinks, Depends(_links)]
Language = Annotated[str | None, Depends(_language)]
