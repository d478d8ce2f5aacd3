"""Error shapes (spec 02 §7) and ``x-request-id`` on every response (spec 02 §9 item 7)."""

from pydantic import BaseModel

from tarmac.core.errors import Conflict


class Body(BaseModel):
    name: str
    count: int


def add_routes(app):
    @app.post("/api/v1/probe/echo")
    async def echo(body: Body):
        return body

    @app.get("/api/v1/probe/conflict")
    async def conflict():
        raise Conflict({"error": "seat_taken", "seat": "12A"})

    @app.get("/api/v1/probe/crash")
    async def crash():
        raise RuntimeError("boom with a secret inside")


async def test_success_carries_request_id(client):
    response = await client.get("/healthz")
    assert response.status_code == 200
    assert len(response.headers["x-request-id"]) >= 8


async def test_client_request_id_is_echoed_when_sane(client):
    response = await client.get("/healthz", headers={"x-request-id": "agency-req-12345"})
    assert response.headers["x-request-id"] == "agency-req-12345"
    insane = await client.get("/healthz", headers={"x-request-id": "bad id with spaces"})
    assert insane.headers["x-request-id"] != "bad id with spaces"


async def test_unknown_route_is_404_in_detail_shape(client):
    response = await client.get("/api/v1/no/such/thing")
    assert response.status_code == 404
    assert response.json() == {
        "detail": "No route GET /api/v1/no/such/thing",
        "code": "route_not_found",
    }
    assert response.headers["x-request-id"]


async def test_wrong_method_is_405_in_detail_shape(client):
    response = await client.delete("/healthz")
    assert response.status_code == 405
    assert response.json() == {
        "detail": "DELETE is not allowed on /healthz; see the Allow header",
        "code": "method_not_allowed",
    }
    assert response.headers["allow"] == "GET"


async def test_validation_error_keeps_type_loc_msg_only(app, client):
    add_routes(app)
    response = await client.post("/api/v1/probe/echo", json={"name": "x", "count": "many"})
    assert response.status_code == 422
    assert response.headers["x-request-id"]
    [error] = response.json()["detail"]
    assert set(error) == {"type", "loc", "msg"}
    assert error["loc"] == ["body", "count"]
    assert error["type"] == "int_parsing"


async def test_malformed_json_is_422_not_500(app, client):
    add_routes(app)
    response = await client.post(
        "/api/v1/probe/echo", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["type"] == "json_invalid"


async def test_domain_error_maps_to_its_status_with_object_detail(app, client):
    add_routes(app)
    response = await client.get("/api/v1/probe/conflict")
    assert response.status_code == 409
    assert response.json() == {"detail": {"error": "seat_taken", "seat": "12A"}, "code": "conflict"}


async def test_unexpected_error_is_json_500_with_request_id_and_no_leak(app, database_url):
    import httpx

    add_routes(app)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as c:
        response = await c.get("/api/v1/probe/crash")
    assert response.status_code == 500
    assert response.json() == {"detail": "Internal server error", "code": "internal_error"}
    assert response.headers["x-request-id"]


async def test_body_over_one_mebibyte_is_413(app, client):
    add_routes(app)
    response = await client.post(
        "/api/v1/probe/echo",
        content=b"x" * (1024 * 1024 + 1),
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 413
    assert response.json() == {"detail": "Request body too large", "code": "payload_too_large"}


def test_error_responses_describe_every_error_of_a_status_code():
    from tarmac.core.errors import BusinessRuleError, ErrorBody, error_responses

    class Refused(BusinessRuleError):
        code = "refused"
        default_detail = "Refused"

    class Detailed(Conflict):
        code = "detailed"
        default_detail = "Taken"
        body_model = Body

    responses = error_responses(BusinessRuleError, Refused, Detailed)
    assert responses[400] == {
        "model": ErrorBody,
        "description": "- `business_rule_violated`: The request breaks a business rule\n"
        "- `refused`: Refused",
    }
    assert responses[409] == {"model": Body, "description": "- `detailed`: Taken"}
