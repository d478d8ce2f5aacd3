"""The retry schedule of what Tarmac sends to a receiver over HTTP (webhooks, APIS passenger
lists): when each attempt is due, counted from the first, and what the receiver's answer
means for the delivery."""

from datetime import timedelta

import httpx

# spec 02 §6.1: attempt 1 at once, 2 at +1 min, 3 at +5 min, 4 at +30 min from the first;
# past the fourth every 30 minutes more (docs/decisions/webhooks.md)
SCHEDULE = (timedelta(0), timedelta(minutes=1), timedelta(minutes=5), timedelta(minutes=30))
LATER_STEP = timedelta(minutes=30)
RETRY_STATUSES = frozenset({408, 425, 429})

DELIVERED, RETRY, REFUSED = "delivered", "retry", "refused"


def attempt_offset(number: int) -> timedelta:
    """When attempt ``number`` (1-based) is due, from the first."""
    if number <= len(SCHEDULE):
        return SCHEDULE[number - 1]
    return SCHEDULE[-1] + LATER_STEP * (number - len(SCHEDULE))


def result_of(status_code: int | None) -> str:
    """2xx delivered; 408, 425, 429, 5xx, a timeout or a connection error (None) retried;
    any other answer (400, 401, 403, 404, 410, 422, the other 4xx, 1xx and redirects, which
    are not followed) refused: sending the same again would not change it."""
    if status_code is None or status_code in RETRY_STATUSES or status_code >= 500:
        return RETRY
    if 200 <= status_code < 300:
        return DELIVERED
    return REFUSED


async def capped_answer(response: httpx.Response, cap: int) -> bytes:
    """At most ``cap`` bytes of a streamed answer's body, as sent (no decompression: the
    request asks for none, and a small compressed body can inflate to gigabytes); the rest
    is never read."""
    read = bytearray()
    async for chunk in response.aiter_raw():
        read += chunk[: cap - len(read)]
        if len(read) >= cap:
            break
    return bytes(read)
