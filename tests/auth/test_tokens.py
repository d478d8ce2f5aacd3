"""Token primitives (spec 01 §5.2-5.4, spec 02 §8): lifetimes and bindings."""

import uuid
from datetime import timedelta

import pytest

from tarmac.auth import tokens
from tarmac.core import clock
from tarmac.core.errors import Unauthorized


def test_passenger_token_lives_900_seconds(signer):
    passenger = uuid.uuid4()
    token = signer.passenger_token(passenger)
    claims = signer.verify(token, (tokens.PASSENGER,))
    assert claims.subject == str(passenger)
    assert claims.scopes == {"passenger"}
    clock.set_offset(timedelta(seconds=899))
    signer.verify(token, (tokens.PASSENGER,))
    clock.set_offset(timedelta(seconds=901))
    with pytest.raises(Unauthorized, match="expired"):
        signer.verify(token, (tokens.PASSENGER,))


def test_magic_link_is_bound_to_one_booking_for_24_hours(signer):
    booking = uuid.uuid4()
    token = signer.magic_link_token(booking)
    claims = signer.verify(token, (tokens.MAGIC_LINK,))
    assert claims.booking_id == booking
    clock.set_offset(timedelta(hours=23, minutes=59))
    assert signer.verify(token, (tokens.MAGIC_LINK,)).booking_id == booking
    clock.set_offset(timedelta(hours=24, seconds=1))
    with pytest.raises(Unauthorized):
        signer.verify(token, (tokens.MAGIC_LINK,))


def test_token_of_one_kind_never_passes_as_another(signer):
    passenger_token = signer.passenger_token(uuid.uuid4())
    with pytest.raises(Unauthorized):
        signer.verify(passenger_token, (tokens.STAFF,))
    with pytest.raises(Unauthorized):
        signer.verify(passenger_token, (tokens.MAGIC_LINK,))


def test_tampered_token_is_rejected(signer):
    token = signer.staff_token("ops", {"admin"}, 600)
    header, payload, signature = token.split(".")
    with pytest.raises(Unauthorized):
        signer.verify(f"{header}.{payload}.{signature[:-2]}xx")


def test_staff_token_follows_real_time_not_the_test_clock(signer):
    token = signer.staff_token("ops", {"admin"}, 60)
    clock.set_offset(timedelta(days=30))
    assert signer.verify(token, (tokens.STAFF,)).scopes == {"admin"}
