"""Schemathesis over every operation of the app's OpenAPI, public and back office (issue 11):
no 5xx, every status code documented, every body as its documented schema says.

Each operation gets a bounded number of generated requests, valid and invalid ones, plus
the examples of its body, with a fixed derivation (``derandomize``), so a run is the same
every time. Requests carry the credentials the operation declares: an agency's secret key,
a passenger's token, a staff token. Hypothesis draws the cases in a worker thread; each
request goes to the app on the test's event loop through httpx's ASGI transport, as in every
other test, and schemathesis checks the response.
"""

import asyncio
from collections.abc import Callable

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    response_schema_conformance,
    status_code_conformance,
)

from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world

EXAMPLES_PER_MODE = 15  # per operation, for valid and for invalid requests
# The operations are dealt into shards (in the order of their labels), each a test of its
# own, so that the suite's workers share the fuzzing instead of one waiting for it.
SHARDS = 4
MODES = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
CHECKS = [not_a_server_error, status_code_conformance, response_schema_conformance]
BASE_URL = "http://test"
CONFIG = schemathesis.Config.from_dict(
    {
        "generation": {
            # NUL characters included (422 everywhere, core.inputs)
            "allow-x00": True,
            "codec": "utf-8",
            # the credentials are ours (``Credentials``), not generated
            "with-security-parameters": False,
        }
    }
)
SETTINGS = settings(
    max_examples=EXAMPLES_PER_MODE,
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],  # no shrinking: the first failure is reported
    suppress_health_check=list(HealthCheck),
)


class Credentials:
    def __init__(self, key: dict[str, str], passenger: str, staff: str) -> None:
        self.key = key
        self.passenger = {"Authorization": f"Bearer {passenger}"}
        self.staff = {"Authorization": f"Bearer {staff}"}

    def of(self, security: list[dict]) -> dict[str, str]:
        """The headers of an operation's first security requirement."""
        needed = set(security[0]) if security else set()
        headers: dict[str, str] = {}
        if "ApiKey" in needed:
            headers |= self.key
            if "BearerToken" in needed:
                headers |= self.passenger
        elif "BearerToken" in needed:
            headers |= self.staff
        return headers


def _httpx_request(kwargs: dict) -> dict:
    """A request as schemathesis gives it (``requests`` arguments) for httpx."""
    request = {
        "method": kwargs["method"],
        "url": kwargs["url"],
        "headers": kwargs.get("headers") or {},
        "params": kwargs.get("params") or None,
    }
    assert not kwargs.get("cookies"), "no operation takes cookies"
    if "json" in kwargs:
        request["json"] = kwargs["json"]
    elif kwargs.get("data") is not None:
        data = kwargs["data"]
        request["content"] = data.encode() if isinstance(data, str) else data
    return request


def _run_operation(operation, headers: dict, send: Callable) -> None:
    def check(case) -> None:
        kwargs = case.as_transport_kwargs(base_url=BASE_URL, headers=headers)
        response = send(_httpx_request(kwargs))
        case.validate_response(response, checks=CHECKS, headers=headers)

    examples = operation.get_strategies_from_examples()
    runs = [(operation.as_strategy(generation_mode=mode), EXAMPLES_PER_MODE) for mode in MODES]
    if examples:
        runs.append((st.one_of(*examples), len(examples)))
    for (strategy, count), mode in zip(runs, [*MODES, None], strict=False):

        @settings(SETTINGS, max_examples=count)
        @given(case=strategy)
        def run(case) -> None:
            check(case)

        try:
            run()
        except Unsatisfiable:
            # nothing of the operation can be made invalid (no parameters, free strings)
            if mode is not GenerationMode.NEGATIVE:
                raise


@pytest.fixture
async def fuzzed_app(app_factory, db):
    """An app whose limits let a few thousand requests through, on a small world."""
    await build_world(db)
    return app_factory(rate_limit_multiplier=10_000)


@pytest.mark.parametrize("shard", range(SHARDS))
async def test_every_operation_answers_as_documented(
    fuzzed_app, db, signer, openapi_document, shard
):
    app = fuzzed_app
    key = await create_api_key(db, key_type="secret", client_type="agency")
    async with client_for(app) as client:
        registered = await client.post(
            "/api/v1/auth/passenger/register",
            headers=key.headers,
            json={"email": "fuzz@example.com", "password": "Secret#123"},
        )
        assert registered.status_code == 201, registered.text
        document = openapi_document
        credentials = Credentials(
            key.headers,
            # long-lived: the fuzzing moves the sandbox clock forward
            signer.passenger_token(registered.json()["passenger"]["id"], 10 * 365 * 86400),
            signer.staff_token("fuzzer", {"admin"}, 3600),
        )
        loop = asyncio.get_running_loop()

        def send(request: dict) -> httpx.Response:
            future = asyncio.run_coroutine_threadsafe(client.request(**request), loop)
            return future.result(timeout=60)

        schema = schemathesis.openapi.from_dict(document, config=CONFIG)
        failures: list[str] = []

        operations = sorted(
            (result.ok() for result in schema.get_all_operations()), key=lambda o: o.label
        )

        def run_all() -> None:
            for operation in operations[shard::SHARDS]:
                security = document["paths"][operation.path][operation.method.lower()].get(
                    "security", []
                )
                try:
                    _run_operation(operation, credentials.of(security), send)
                # every operation runs; all failures are reported (schemathesis raises groups)
                except (Exception, BaseExceptionGroup) as exc:
                    failures.append(f"{operation.label}: {exc}")

        await asyncio.to_thread(run_all)
    assert not failures, f"{len(failures)} operations failed:\n\n" + "\n\n".join(failures)
