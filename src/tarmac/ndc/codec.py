"""NDC messages as bytes and back: a request read only once it is valid against its IATA
schema (``xsd/``, checked with lxml), then bound to its generated class (``bindings``,
xsdata); a response rendered from its class.

XML is parsed with entities, DTDs and network access refused, so a request cannot make the
parser read a file or a URL (XXE) or expand a billion laughs."""

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

from lxml import etree
from xsdata.formats.dataclass.parsers import XmlParser
from xsdata.formats.dataclass.parsers.config import ParserConfig
from xsdata.formats.dataclass.serializers import XmlSerializer
from xsdata.formats.dataclass.serializers.config import SerializerConfig
from xsdata.formats.dataclass.serializers.writers import XmlEventWriter

from tarmac.ndc.errors import NdcMessageInvalid

XSD = Path(__file__).parent / "xsd"
MESSAGE_NS = "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage"
COMMON_NS = "http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersCommonTypes"
NS_MAP = {None: MESSAGE_NS, "cns": COMMON_NS}
# a request longer than this is refused before it is parsed (an order of 99 passengers with
# their documents and services stays far below it)
MAX_BYTES = 2_000_000

T = TypeVar("T")

_SAFE = etree.XMLParser(
    resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False, remove_comments=True
)
_BINDER = XmlParser(config=ParserConfig(fail_on_unknown_properties=True))
# the standard library's writer: twice as fast as the lxml one xsdata picks by default when
# lxml is installed (a round trip's 50 offers: about 95 against 175 ms on the CI machine)
_WRITER = XmlSerializer(
    config=SerializerConfig(xml_declaration=True, encoding="UTF-8"), writer=XmlEventWriter
)


@cache
def schema(message: str) -> etree.XMLSchema:
    """The compiled schema of one message (``AirShoppingRQ``), read once per process."""
    return etree.XMLSchema(etree.parse(str(XSD / f"IATA_{message}.xsd")))


@dataclass(frozen=True)
class Problem:
    """Where a request breaks its schema: the line, and the schema's own words."""

    line: int
    path: str
    message: str

    def text(self) -> str:
        return f"line {self.line}: {self.message}"


def _tree(body: bytes) -> etree._Element:
    if len(body) > MAX_BYTES:
        raise NdcMessageInvalid(f"The message is longer than {MAX_BYTES} bytes")
    if b"<!DOCTYPE" in body or b"<!ENTITY" in body:
        raise NdcMessageInvalid("A message may not carry a DTD or entities")
    try:
        return etree.fromstring(body, parser=_SAFE)
    except etree.XMLSyntaxError as error:
        raise NdcMessageInvalid(f"Not well-formed XML: {error.msg}", tag="/") from error


def problems(message: str, element: etree._Element) -> list[Problem]:
    """What makes ``element`` invalid as ``message``, in document order (none: it is valid)."""
    checker = schema(message)
    if checker.validate(element):
        return []
    return [Problem(e.line, e.path or "/", _short(e.message)) for e in checker.error_log]


def _short(text: str) -> str:
    """A schema message with its namespaces written as the document's prefixes."""
    return text.replace("{" + COMMON_NS + "}", "cns:").replace("{" + MESSAGE_NS + "}", "")


def read(message: str, body: bytes, cls: type[T]) -> T:
    """The request ``message`` (``AirShoppingRQ``) bound to ``cls``. 400
    ``ndc_message_invalid`` when the body is not that message or breaks its schema: the
    first problem is named, with its line and the element's path."""
    root = _tree(body)
    expected = etree.QName(MESSAGE_NS, f"IATA_{message}").text
    if root.tag != expected:
        raise NdcMessageInvalid(
            f"Expected the root element IATA_{message} in namespace {MESSAGE_NS}, "
            f"found {etree.QName(root.tag).localname}",
            tag="/",
        )
    found = problems(message, root)
    if found:
        first = found[0]
        raise NdcMessageInvalid(
            f"The message breaks the IATA {message} schema at {first.text()}", tag=first.path
        )
    return _BINDER.parse(root, cls)


def write(document: object) -> bytes:
    """A response (a generated message class) as UTF-8 XML with its declaration."""
    text = _WRITER.render(document, ns_map=NS_MAP)
    return text.encode("utf-8")
