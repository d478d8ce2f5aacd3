"""ServiceList and SeatAvailability, and the signed ids of the services and seats they offer."""

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from tarmac.auth.caller import Caller
from tarmac.ndc import ancillaries
from tarmac.ndc.ancillaries import AncillaryItem, AncillaryOffer
from tarmac.ndc.errors import NdcOfferExpired, NdcOfferUnknown

SECRET = "test-secret"


def _caller(key_id: uuid.UUID) -> Caller:
    return Caller(kind="api_key", key_id=key_id)


def _item(key_id: uuid.UUID, **changes) -> AncillaryItem:
    values = {
        "kind": "seat",
        "code": "12A",
        "flight_id": uuid.uuid4(),
        "pax_id": "PAX1",
        "price": Decimal("15.00"),
        "currency": "EUR",
        "key_id": key_id,
        "offer_ref": ancillaries.reference("OF-abc.def.ghi"),
        "order_id": None,
        "expires_at": (datetime.now(UTC) + timedelta(minutes=5)).replace(microsecond=0),
        "zone": "FRONT",
    }
    return AncillaryItem(**{**values, **changes})


def test_an_item_id_reads_back_as_signed_for_its_agency_only():
    key = uuid.uuid4()
    item = _item(key)
    signed = ancillaries.sign_item(item, SECRET)
    assert ancillaries.is_ancillary(signed)
    assert ancillaries.read_item(signed, _caller(key), SECRET) == item
    assert item.is_for("OF-abc.def.ghi") and not item.is_for("OF-other")
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed, _caller(uuid.uuid4()), SECRET)
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed[:-2] + "xx", _caller(key), SECRET)
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed, _caller(key), "another secret")


def test_an_item_for_an_order_names_it_and_a_service_its_code():
    key, order = uuid.uuid4(), uuid.uuid4()
    item = _item(
        key, kind="service", code="XBAG", pax_id=None, offer_ref=None, order_id=order, zone=None
    )
    read = ancillaries.read_item(ancillaries.sign_item(item, SECRET), _caller(key), SECRET)
    assert read == item and read.is_for(order) and read.is_for(str(order))


def test_an_expired_item_is_gone_and_the_offer_id_is_not_an_item():
    key = uuid.uuid4()
    old = _item(key, expires_at=(datetime.now(UTC) - timedelta(minutes=1)).replace(microsecond=0))
    with pytest.raises(NdcOfferExpired):
        ancillaries.read_item(ancillaries.sign_item(old, SECRET), _caller(key), SECRET)
    offer = AncillaryOffer(key, "quote-id", None, old.expires_at + timedelta(minutes=10))
    signed = ancillaries.sign_offer(offer, SECRET)
    assert ancillaries.is_ancillary(signed)
    assert ancillaries.read_offer(signed, _caller(key), SECRET) == offer
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed, _caller(key), SECRET)
    assert not ancillaries.is_ancillary("OF-x") and not ancillaries.is_ancillary(str(uuid.uuid4()))
