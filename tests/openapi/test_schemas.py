"""Schemas as client generators see them (issue 11): one name per schema, and every error
body documented is the body the service sends."""

import json

import jsonschema_rs
from starlette.requests import Request

from tarmac.catalog import errors as catalog_errors
from tarmac.core import handlers
from tarmac.core.errors import ErrorBody, TarmacError
from tarmac.inventory.errors import SoldOut
from tarmac.pricing.errors import QuoteGone, SsrTooClose
from tests.openapi.conftest import operations

# Each error class whose body has its own model, made as a service makes it.
SAMPLES = {
    QuoteGone: lambda: QuoteGone("9f1c2d3e", "The quote expired at 2027-06-15T08:30:00Z"),
    SoldOut: lambda: SoldOut(
        "Only 1 place left in Y", available=1, requested=2, booking_class_code="Y", is_open=True
    ),
    SsrTooClose: lambda: SsrTooClose("WCHC", 48, 20.0),
    **{
        cls: lambda cls=cls: cls.at(11, "000003", "days_of_operation", "'1 3 X  ' is not days")
        for cls in (
            catalog_errors.SsimMalformed,
            catalog_errors.SsimUnknownStation,
            catalog_errors.SsimUnknownAircraftType,
            catalog_errors.SsimUnknownRoute,
            catalog_errors.SsimUnsupported,
            catalog_errors.SsimScheduleRefused,
        )
    },
}


def _subclasses(cls: type) -> set[type]:
    found = set()
    for sub in cls.__subclasses__():
        found |= {sub, *_subclasses(sub)}
    return found


def _resolve(document: dict, schema: dict) -> dict:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _validator(document: dict, schema: dict):
    return jsonschema_rs.Draft202012Validator({**schema, "components": document["components"]})


def test_no_schema_is_split_into_input_and_output(document):
    schemas = document["components"]["schemas"]
    split = [name for name in schemas if name.endswith(("-Input", "-Output"))]
    assert split == []


def test_every_schema_title_is_its_own_name(document):
    """Generators name models after titles: two schemas with one title lose one of them
    (and whatever refers to it: PassengerOut, AuthOut, PhoneVerifyOut lost Document)."""
    for name, schema in document["components"]["schemas"].items():
        assert schema.get("title", name) == name


def test_every_documented_error_is_a_detail_body_with_its_code(document):
    """Spec 02 §7: every error body is ``{detail: ...}``, validation errors included, with
    the ``code`` a client switches on; none is documented at the top level."""
    for path, method, operation in operations(document):
        for status, response in operation["responses"].items():
            if int(status) < 400:
                continue
            if path.startswith("/ndc/"):
                # IATA's messages: an error is the response message's Error element (XML)
                assert list(response["content"]) == ["application/xml"], (method, path, status)
                continue
            schema = _resolve(document, response["content"]["application/json"]["schema"])
            assert {"detail", "code"} <= set(schema.get("required", [])), (method, path, status)
            assert schema["properties"]["code"]["type"] == "string", (method, path, status)


def _sent(error: TarmacError) -> dict:
    """The body the handler sends for ``error``."""
    request = Request({"type": "http", "method": "GET", "path": "/", "headers": []})
    response = _run(handlers._tarmac_error(request, error))
    return json.loads(response.body)


def _run(coroutine):
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the handler awaited something")


def test_every_error_with_its_own_body_model_has_a_sample():
    own = {cls for cls in _subclasses(TarmacError) if cls.body_model is not ErrorBody}
    assert own == set(SAMPLES)


def test_the_body_sent_is_the_body_model_documented(app, document):
    for cls, make in SAMPLES.items():
        body = _sent(make())
        cls.body_model.model_validate(body)
        schema = document["components"]["schemas"].get(cls.body_model.__name__)
        if schema is not None:  # documented by some route
            _validator(document, schema).validate(body)
    for cls in _subclasses(TarmacError) - set(SAMPLES):
        ErrorBody.model_validate(_sent(_default(cls)))


def _default(cls: type[TarmacError]) -> TarmacError:
    """An error of class ``cls`` with its default detail, whatever its constructor takes."""
    error = TarmacError.__new__(cls)
    TarmacError.__init__(error)
    return error


def test_the_quote_gone_body_is_documented_as_sent(document):
    gone = document["paths"]["/api/v1/fares/quote/{quote_id}"]["get"]["responses"]["410"]
    schema = gone["content"]["application/json"]["schema"]
    _validator(document, schema).validate(_sent(SAMPLES[QuoteGone]()))
    assert not _validator(document, schema).is_valid(SAMPLES[QuoteGone]().detail)


def test_validation_errors_are_documented_as_sent(document):
    """``{detail: [{type, loc, msg}], code}``: FastAPI's ``input`` and ``ctx`` are never
    sent."""
    schemas = document["components"]["schemas"]
    assert schemas["HTTPValidationError"]["required"] == ["detail", "code"]
    error = schemas["ValidationError"]
    assert set(error["properties"]) == set(error["required"]) == {"type", "loc", "msg"}
