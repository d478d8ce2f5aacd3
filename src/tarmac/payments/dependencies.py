"""Request dependencies of the routes that take or give back money: the deployment's card
payment provider (``payments.configured``), None when it has none."""

from typing import Annotated

from fastapi import Depends, Request

from tarmac.payments.providers import Provider


def _provider(request: Request) -> Provider | None:
    return request.app.state.payment_provider


CardProvider = Annotated[Provider | None, Depends(_provider)]
