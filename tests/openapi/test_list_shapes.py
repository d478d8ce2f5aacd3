"""One list shape where the spec fixes none (issue 33): a list read a page at a time is
``{data, page, page_size, total}`` (the spec's wallet transactions, spec 01 §4.10), any other
list a JSON array (the spec's own lists: wallets, commissions, content, SSR services). The
spec's airports keep their ``{data, count}`` (§4.3); the two event feeds page by cursor."""

from tests.openapi.conftest import operations

PAGE = {"data", "page", "page_size", "total"}
# shapes the spec fixes, and the cursor feeds (no page number, no total)
FIXED = {
    "/api/v1/schedules/airports": {"data", "count"},
    "/api/v1/events": {"items", "next_cursor"},
    "/api/v1/notifications/outgoing-webhooks/{subscription_id}/deliveries": {
        "items",
        "next_cursor",
    },
}
ENVELOPE_WORDS = {"page", "page_size", "count", "total", "next_cursor", "total_pages"}


def _answer(document: dict, operation: dict) -> dict | None:
    content = operation["responses"].get("200", {}).get("content", {})
    schema = content.get("application/json", {}).get("schema")
    if schema is None or "$ref" not in schema:
        return schema
    return document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]


def test_every_list_is_a_page_or_an_array(document):
    pages = 0
    for path, method, operation in operations(document):
        answer = _answer(document, operation)
        if method != "get" or answer is None or answer.get("type") == "array":
            continue
        fields = set(answer.get("properties", {}))
        if not fields & ENVELOPE_WORDS:
            continue  # a record, not a list
        if path in FIXED:
            assert fields == FIXED[path], path
            continue
        assert fields == PAGE, (path, sorted(fields))
        params = {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"}
        assert {"page", "page_size"} <= params, path
        pages += 1
    assert pages >= 8


def test_the_lists_the_spec_leaves_open_are_pages_or_arrays(document):
    paths = document["paths"]
    for path in (
        "/api/v1/bookings/",
        "/api/v1/bookings/drafts/",
        "/api/v1/schedules/flights/",
        "/api/v1/fares/audit-log",
        "/api/v1/payments/",
    ):
        answer = _answer(document, paths[path]["get"])
        assert set(answer["properties"]) == PAGE, path
    assert _answer(document, paths["/api/v1/schedules/routes"]["get"])["type"] == "array"
