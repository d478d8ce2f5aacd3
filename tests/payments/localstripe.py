"""A real localstripe (the stateful fake Stripe server) in a subprocess, so the payment tests
drive the official ``stripe`` library over HTTP as against Stripe, and receive the webhooks
localstripe signs as Stripe does."""

import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest
import stripe

# localstripe takes any secret key of the form ``sk_…`` (and, where Stripe.js would send
# one, any ``pk_…``) and checks nothing else about it.
API_KEY = "sk_test_localstripe"
START_TIMEOUT = 30.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def localstripe_server() -> Iterator[str]:
    """Start localstripe on a free port; yield its base URL once it answers an authenticated
    request; stop it (SIGTERM) afterwards.

    ``--from-scratch``: localstripe pickles its whole store to the fixed path
    /tmp/localstripe.pickle on every write and would otherwise load what an earlier or
    concurrent run left there. Its output (a line per request) goes to a temporary file, not
    a pipe nobody reads, which would fill and stall the server."""
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "localstripe", "--port", str(port), "--from-scratch"],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + START_TIMEOUT
            while True:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    pytest.fail(f"localstripe did not start at {url}:\n{log.read().decode()}")
                try:
                    if httpx.get(f"{url}/v1/balance", auth=(API_KEY, ""), timeout=2).is_success:
                        break
                except httpx.TransportError:
                    pass
                time.sleep(0.1)
            yield url
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


@pytest.fixture(scope="session", name="localstripe")
def localstripe_fixture() -> Iterator[str]:
    """``localstripe``: one localstripe for the run, its base URL. Its store and webhook
    endpoint are shared by the tests, so a test finds its own objects by id, never by
    listing. (Named apart from its function, so a test module imports the function and
    takes ``localstripe`` as an argument without shadowing the import.)"""
    with localstripe_server() as url:
        yield url


def stripe_client(url: str) -> stripe.StripeClient:
    """A client of the localstripe at ``url``. No retries: localstripe ignores
    ``Idempotency-Key``, so a retried POST would create a second object."""
    return stripe.StripeClient(API_KEY, base_addresses={"api": url}, max_network_retries=0)


def register_webhook(url: str, endpoint: str, secret: str, events: list[str] | None = None) -> None:
    """Have the localstripe at ``url`` post its events (those of ``events``; all if None) to
    ``endpoint``, signed with ``secret``. Always under the one name ``tarmac``: localstripe
    can replace a registration but not remove one, and an endpoint left by an earlier test
    would be posted to (and its port may serve another test by then)."""
    config = {"url": endpoint, "secret": secret, "events": events}
    httpx.post(f"{url}/_config/webhooks/tarmac", json=config).raise_for_status()
