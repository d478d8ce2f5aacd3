"""Helpers of the NDC tests: messages posted as XML, every answer checked against IATA's own
schemas in ../shared/ndc-21.3 with xmlschema (not the lxml the service validates with), and
read back with lxml's XPath."""

from functools import cache
from pathlib import Path

import xmlschema
from lxml import etree

SCHEMAS = Path(__file__).resolve().parents[2].parent / "shared" / "ndc-21.3"
SAMPLES = Path(__file__).parent / "samples"
NDC = "/ndc/21.3"
MSG = "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
CNS = "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes"
NS = {"m": MSG, "c": CNS}
XML_HEADERS = {"Content-Type": "application/xml"}


@cache
def schema(message: str) -> xmlschema.XMLSchema:
    """IATA's schema of ``message`` (``AirShoppingRS``), from ../shared/ndc-21.3."""
    return xmlschema.XMLSchema(str(SCHEMAS / f"IATA_{message}.xsd"))


def assert_valid(message: str, body: bytes) -> etree._Element:
    """``body`` is a valid ``message``; its root element, to read with ``xpath``."""
    schema(message).validate(body.decode())
    return etree.fromstring(body)


def sample(name: str, **values: str) -> bytes:
    """``samples/<name>.xml`` with each ``{key}`` replaced by its value."""
    text = (SAMPLES / f"{name}.xml").read_text()
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text.encode()


async def post(client, headers: dict, message: str, body: bytes, rs: str, status: int = 200):
    """POST ``body`` to ``/ndc/21.3/<message>``; the answer is a valid ``rs`` with ``status``.
    Returns the answer's root element."""
    response = await client.post(
        f"{NDC}/{message}", content=body, headers={**headers, **XML_HEADERS}
    )
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/xml"), response.headers
    return assert_valid(rs, response.content)


def xpath(element: etree._Element, path: str) -> list:
    return element.xpath(path, namespaces=NS)


def text(element: etree._Element, path: str) -> str:
    found = xpath(element, path)
    assert found, f"nothing at {path}"
    first = found[0]
    return first if isinstance(first, str) else first.text


def error_code(root: etree._Element) -> str:
    """The ``Code`` of the answer's one ``Error``."""
    codes = xpath(root, "m:Error/c:Code/text()")
    assert len(codes) == 1, etree.tostring(root).decode()
    return codes[0]
