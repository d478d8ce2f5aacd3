"""The NDC front door: XML in and out, errors as the message's Error element, agencies only."""

from pathlib import Path

from tests.exchanges.helpers import exchange_world
from tests.ndc.helpers import SCHEMAS, error_code, post, sample
from tests.pricing.world import today

ROOT = Path(__file__).resolve().parents[2]


async def test_a_schema_invalid_request_is_answered_with_the_rs_naming_the_element(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    body = sample("AirShoppingRQ", date=str(today())).replace(b"<cns:PaxID>PAX1</cns:PaxID>", b"")
    root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS", 400)
    assert error_code(root) == "ndc_message_invalid"
    tag = root.xpath("//*[local-name()='TagText']/text()")[0]
    assert tag.endswith("cns:Pax[1]/cns:PTC"), tag


async def test_not_xml_and_another_message_are_refused_as_ndc_errors(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    for body in (
        b"{}",
        b"<a/>",
        sample("AirShoppingRQ", date="2027-01-01").replace(b"AirShoppingRQ", b"OfferPriceRQ"),
    ):
        root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS", 400)
        assert error_code(root) == "ndc_message_invalid"


async def test_a_publishable_key_or_no_key_gets_the_rs_with_the_credentials_error(
    client, db, admin_headers
):
    await exchange_world(db, client, admin_headers)
    body = sample("AirShoppingRQ", date=str(today()))
    root = await post(client, {}, "AirShopping", body, "AirShoppingRS", 401)
    assert error_code(root) == "invalid_credentials"


def test_the_schemas_served_are_iatas_unchanged():
    """src/tarmac/ndc/xsd holds copies of ../shared/ndc-21.3 (``make ndc-bindings``)."""
    served = sorted((ROOT / "src/tarmac/ndc/xsd").glob("*.xsd"))
    assert len(served) >= 18
    for copy in served:
        assert copy.read_bytes() == (SCHEMAS / copy.name).read_bytes(), copy.name
