"""What the OpenAPI document says beyond FastAPI's defaults, for people reading ``/docs`` and
for client generators:

- **operationIds** are the route's name (the endpoint function's, or the ``name=`` a route
  is given): ``create_quote``, ``search_flights``, not ``create_quote_api_v1_fares_quote_post``.
- **security** comes from the route's dependencies, as FastAPI finds it, but with the
  meaning the API has: every credential a route asks for is needed together, so they form
  one security requirement (FastAPI lists one requirement per scheme, which in OpenAPI
  means any one of them). Credentials below a dependency marked ``optional_credentials``
  may be left out: the route's requirements then also list the set without them (``{}``
  when nothing else is needed). Credentials below a dependency marked
  ``alternative_credentials`` are alternatives: each is a requirement of its own (with
  whatever else the route needs), for the request sends one of them.
- **validation errors** as ``core.handlers`` sends them: ``{detail: [{type, loc, msg}],
  code: "validation_error"}``, ``detail`` and ``code`` always there, FastAPI's ``input``
  and ``ctx`` never.
- **tags**, **servers** and **contact**, given by the app.

``install`` wires these into a FastAPI app; core knows no route, tag or scheme by name.
"""

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.security.base import SecurityBase

from tarmac.core.errors import CODE_DESCRIPTION, RequestInvalid, describe

T = TypeVar("T")
_OPTIONAL = "_tarmac_optional_credentials"
_ALTERNATIVES = "_tarmac_alternative_credentials"
Requirement = dict[str, list[str]]


def optional_credentials(dependency: T) -> T:
    """Mark ``dependency``: the credentials it reads (the security schemes at or below it)
    may be left out of a request."""
    setattr(dependency, _OPTIONAL, True)
    return dependency


def alternative_credentials(dependency: T) -> T:
    """Mark ``dependency``: each of its sub-dependencies is one way to send credentials (the
    security schemes at or below it, together); a request uses any one of them."""
    setattr(dependency, _ALTERNATIVES, True)
    return dependency


def operation_id(route: APIRoute) -> str:
    """The operationId of a route: its name, which is the endpoint function's unless the
    route was given one."""
    return route.name


def security_requirements(dependant: Dependant) -> list[Requirement]:
    """The OpenAPI ``security`` of an operation with these dependencies: one requirement
    with every scheme it reads, and, when some are optional, one without those; each set
    of alternatives multiplies them, one requirement per alternative."""
    required: Requirement = {}
    optional: Requirement = {}
    alternatives: list[list[tuple[str, ...]]] = []

    def schemes(node: Dependant) -> list[str]:
        found = [node.call.scheme_name] if isinstance(node.call, SecurityBase) else []
        for sub in node.dependencies:
            found += [name for name in schemes(sub) if name not in found]
        return found

    def walk(node: Dependant, is_optional: bool) -> None:
        is_optional = is_optional or getattr(node.call, _OPTIONAL, False)
        if getattr(node.call, _ALTERNATIVES, False):
            # each direct sub-dependency is one way to authenticate: its schemes together
            choices = [tuple(found) for sub in node.dependencies if (found := schemes(sub))]
            if choices:
                alternatives.append([*choices, ()] if is_optional else choices)
            return
        if isinstance(node.call, SecurityBase):
            (optional if is_optional else required).setdefault(node.call.scheme_name, [])
        for sub in node.dependencies:
            walk(sub, is_optional)

    walk(dependant, False)
    optional = {name: scopes for name, scopes in optional.items() if name not in required}
    if not optional:
        result = [required] if required or alternatives else []
    else:
        result = [{**required, **optional}, required]
    for choices in alternatives:
        result = [
            {**requirement, **{name: [] for name in choice}}
            for requirement in result
            for choice in choices
        ]
    return result


def install(
    app: FastAPI,
    *,
    tags: Mapping[str, str],
    servers: Sequence[dict[str, Any]],
    contact: dict[str, str],
) -> None:
    """Name operations by their routes, declare ``tags`` (name: description), ``servers``
    and ``contact``, and give each operation the security of its dependencies. Call before
    including routers."""
    app.router.generate_unique_id_function = operation_id
    app.openapi_tags = [{"name": name, "description": text} for name, text in tags.items()]
    app.servers = list(servers)
    app.contact = contact
    generate: Callable[[], dict[str, Any]] = app.openapi
    finished: list[dict[str, Any]] = []

    def openapi() -> dict[str, Any]:
        document = generate()  # FastAPI keeps it until routes change
        if not finished or finished[0] is not document:
            _set_security(document, app)
            _validation_errors_as_sent(document)
            finished[:] = [document]
        return document

    app.openapi = openapi  # type: ignore[method-assign]


def _set_security(document: dict[str, Any], app: FastAPI) -> None:
    paths = document.get("paths", {})
    for route in iter_route_contexts(app.routes):
        if not isinstance(route.original_route, APIRoute) or not route.include_in_schema:
            continue
        requirements = security_requirements(route.dependant)
        for method in route.methods:
            operation = paths.get(route.path_format, {}).get(method.lower())
            if operation is None:
                continue
            if requirements:
                operation["security"] = requirements
            else:
                operation.pop("security", None)


def _validation_errors_as_sent(document: dict[str, Any]) -> None:
    """FastAPI's 422 as the handler sends it: ``detail`` always, with its ``code``, and
    only ``type``, ``loc`` and ``msg`` of each error."""
    schemas = document.get("components", {}).get("schemas", {})
    if "HTTPValidationError" in schemas:
        body = schemas["HTTPValidationError"]
        body["properties"]["code"] = {
            "type": "string",
            "title": "Code",
            "description": CODE_DESCRIPTION,
        }
        body["required"] = ["detail", "code"]
        for operation in _operations(document):
            answer = operation.get("responses", {}).get("422")
            if answer is not None and answer.get("description") == "Validation Error":
                answer["description"] = describe([RequestInvalid])
    error = schemas.get("ValidationError")
    if error is not None:
        sent = ("type", "loc", "msg")
        error["properties"] = {name: error["properties"][name] for name in sent}
        error["required"] = list(sent)


def _operations(document: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for item in document.get("paths", {}).values():
        for method, operation in item.items():
            if method in _METHODS:
                yield operation


_METHODS = frozenset({"get", "put", "post", "delete", "options", "head", "patch", "trace"})
