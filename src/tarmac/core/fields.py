"""Field types that request bodies and queries share.

``IsoDate``: a date a request must write ``YYYY-MM-DD``. Pydantic alone also reads a number
as a Unix timestamp (``flight_date=0`` is 1970-01-01) and a midnight datetime as a date; an
airline API that quietly searches 1970 is worse than a 422.

``EmailAddress``: a syntactically valid address (no deliverability check), normalised by
email-validator (lowercased) so that one address is stored one way."""

import re
from datetime import date
from typing import Annotated, Any

from email_validator import EmailNotValidError, validate_email
from pydantic import AfterValidator, BeforeValidator, Field

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _iso_only(value: Any) -> Any:
    if isinstance(value, date) or (isinstance(value, str) and _ISO_DATE.fullmatch(value)):
        return value
    raise ValueError("Input should be a date written YYYY-MM-DD")


IsoDate = Annotated[date, BeforeValidator(_iso_only)]


def normalised_email(value: str) -> str:
    try:
        return validate_email(value, check_deliverability=False).normalized
    except EmailNotValidError as exc:
        raise ValueError(str(exc)) from exc


EmailAddress = Annotated[str, Field(max_length=320), AfterValidator(normalised_email)]
