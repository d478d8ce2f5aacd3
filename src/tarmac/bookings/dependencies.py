"""Request dependencies of the routes that confirm bookings (``bookings.router`` and
``payments.router``): what makes this deployment's magic links, and the language of the
e-mails a request sends."""

from typing import Annotated

from fastapi import Depends, Request

from tarmac.bookings.links import AccessLinks
from tarmac.core.language import from_accept_language


def _links(request: Request) -> AccessLinks:
    """What makes the magic links of this deployment (``bookings.links``)."""
    return AccessLinks.from_settings(request.app.state.settings, request.app.state.token_signer)


def _language(request: Request) -> str | None:
    """The language of the e-mails a request sends (``Accept-Language``; ``ru`` by default)."""
    return from_accept_language(request.headers.get("accept-language"))


Links = Annotated[AccessLinks, Depends(_links)]
Language = Annotated[str | None, Depends(_language)]
