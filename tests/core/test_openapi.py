"""``core.openapi``: operationIds are route names, and an operation's security is derived
from its dependencies: every credential it reads in one requirement, optional ones as an
alternative without them, alternatives one requirement each."""

from typing import Annotated

from fastapi import APIRouter, Depends, FastAPI
from fastapi.security import APIKeyHeader, APIKeyQuery, HTTPBearer

from tarmac.core.openapi import alternative_credentials, install, optional_credentials

_key = APIKeyHeader(name="X-Key", scheme_name="Key", auto_error=False)
_client = APIKeyHeader(name="X-Client", scheme_name="Client", auto_error=False)
_bearer = HTTPBearer(scheme_name="Bearer", auto_error=False)
_maybe_bearer = optional_credentials(HTTPBearer(scheme_name="Bearer", auto_error=False))
_link = APIKeyQuery(name="link", scheme_name="Link", auto_error=False)


def keyed(
    key: Annotated[str | None, Depends(_key)], client: Annotated[str | None, Depends(_client)]
):
    return key, client


@optional_credentials
def maybe_keyed(
    key: Annotated[str | None, Depends(_key)], client: Annotated[str | None, Depends(_client)]
):
    return key, client


@alternative_credentials
def link_or_bearer(
    link: Annotated[str | None, Depends(_link)], bearer: Annotated[object, Depends(_bearer)]
):
    return link or bearer


def make_app() -> FastAPI:
    app = FastAPI()
    install(
        app,
        tags={"things": "What the things are"},
        servers=[{"url": "/"}],
        contact={"name": "Someone", "email": "someone@example.com"},
    )
    router = APIRouter(prefix="/things", tags=["things"])

    @router.get("/keyed")
    def read_keyed(_: Annotated[tuple, Depends(keyed)]):
        return {}

    @router.get("/optional")
    def read_optional(_: Annotated[tuple, Depends(maybe_keyed)]):
        return {}

    @router.get("/keyed-and-bearer")
    def read_keyed_and_bearer(
        _: Annotated[tuple, Depends(keyed)], __: Annotated[object, Depends(_bearer)]
    ):
        return {}

    @router.get("/keyed-maybe-bearer")
    def read_keyed_maybe_bearer(
        _: Annotated[tuple, Depends(keyed)], __: Annotated[object, Depends(_maybe_bearer)]
    ):
        return {}

    @router.get("/link-or-bearer")
    def read_link_or_bearer(_: Annotated[object, Depends(link_or_bearer)]):
        return {}

    @router.get("/keyed-link-or-bearer")
    def read_keyed_link_or_bearer(
        _: Annotated[tuple, Depends(keyed)], __: Annotated[object, Depends(link_or_bearer)]
    ):
        return {}

    @router.get("/open")
    def read_open():
        return {}

    @router.get("/named", name="a_given_name")
    def read_named():
        return {}

    app.include_router(router, prefix="/v1")
    return app


def operations(app: FastAPI) -> dict[str, dict]:
    return {path: methods["get"] for path, methods in app.openapi()["paths"].items()}


def test_every_credential_of_a_route_is_one_requirement():
    ops = operations(make_app())
    assert ops["/v1/things/keyed"]["security"] == [{"Key": [], "Client": []}]
    assert ops["/v1/things/keyed-and-bearer"]["security"] == [
        {"Key": [], "Client": [], "Bearer": []}
    ]


def test_optional_credentials_are_an_alternative_without_them():
    ops = operations(make_app())
    assert ops["/v1/things/optional"]["security"] == [{"Key": [], "Client": []}, {}]
    assert ops["/v1/things/keyed-maybe-bearer"]["security"] == [
        {"Key": [], "Client": [], "Bearer": []},
        {"Key": [], "Client": []},
    ]
    assert "security" not in ops["/v1/things/open"]


def test_alternative_credentials_are_a_requirement_each():
    ops = operations(make_app())
    assert ops["/v1/things/link-or-bearer"]["security"] == [{"Link": []}, {"Bearer": []}]
    assert ops["/v1/things/keyed-link-or-bearer"]["security"] == [
        {"Key": [], "Client": [], "Link": []},
        {"Key": [], "Client": [], "Bearer": []},
    ]


def test_operation_ids_are_route_names_and_document_has_tags_servers_contact():
    app = make_app()
    document = app.openapi()
    ids = {path: op["operationId"] for path, op in operations(app).items()}
    assert ids["/v1/things/keyed"] == "read_keyed"
    assert ids["/v1/things/named"] == "a_given_name"
    assert document["tags"] == [{"name": "things", "description": "What the things are"}]
    assert document["servers"] == [{"url": "/"}]
    assert document["info"]["contact"]["name"] == "Someone"
    assert set(document["components"]["securitySchemes"]) == {"Key", "Client", "Bearer", "Link"}


def test_routes_added_later_get_their_security_too():
    app = make_app()
    app.openapi()
    router = APIRouter()

    @router.get("/later")
    def read_later(_: Annotated[tuple, Depends(keyed)]):
        return {}

    app.include_router(router)
    assert app.openapi()["paths"]["/later"]["get"]["security"] == [{"Key": [], "Client": []}]
