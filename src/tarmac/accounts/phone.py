"""Phone numbers: parsing to E.164 with ``phonenumbers``, and masking for responses.

A number with a leading ``+`` is read in international format; one without is read as a
number of ``DEFAULT_REGION`` (the airline's country, Kyrgyzstan: ``0555 123 456`` is
``+996555123456``). Only numbers that ``phonenumbers`` considers valid are accepted.
"""

import phonenumbers

DEFAULT_REGION = "KG"
MAX_INPUT_LENGTH = 20


class InvalidPhone(ValueError):
    pass


def normalize(raw: str) -> str:
    """The E.164 form of ``raw`` or ``InvalidPhone``."""
    value = raw.strip()
    if not value or len(value) > MAX_INPUT_LENGTH:
        raise InvalidPhone(f"phone must be 1 to {MAX_INPUT_LENGTH} characters")
    try:
        parsed = phonenumbers.parse(value, DEFAULT_REGION)
    except phonenumbers.NumberParseException as exc:
        raise InvalidPhone("phone is not a valid phone number") from exc
    if not phonenumbers.is_valid_number(parsed):
        raise InvalidPhone("phone is not a valid phone number")
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


def mask(e164: str) -> str:
    """Country code and the last three digits: ``+996555123456`` -> ``+996 *** *** 456``."""
    parsed = phonenumbers.parse(e164, None)
    national = str(parsed.national_number)
    hidden = max(0, len(national) - 3)
    stars = "*" * hidden
    groups = " ".join(stars[i : i + 3] for i in range(0, len(stars), 3))
    return f"+{parsed.country_code} {groups} {national[hidden:]}".replace("  ", " ")
