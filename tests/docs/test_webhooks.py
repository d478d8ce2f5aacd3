"""The webhook guide's receivers, run as printed: a subscription made by the guide's curl
command points at the receiver, the worker of the sandbox delivers a real event (the
``booking.created`` of a booking made here), and the receiver accepts it; a tampered body,
a delivery outside the replay window and a second copy of an event are refused or
acknowledged without handling it again. The same for the Node receiver. The feed's
catch-up program finds the events of the agency's bookings."""

import hashlib
import hmac
import json
import re
import socket
import subprocess
import threading
import time
import uuid
from datetime import date, timedelta

import httpx
import pytest

from tests.docs.conftest import node

AGENCY = {"X-Client-Id": "silkroad-travel", "X-Client-Type": "agency"}
PASSENGER = {
    "first_name": "AIDA",
    "last_name": "TOKTOGULOVA",
    "passenger_type": "adult",
    "date_of_birth": "1992-03-04",
    "gender": "female",
    "nationality": "KGZ",
    "document_type": "passport",
    "document_number": "AC7654321",
    "document_expiry": "2031-01-01",
}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _book(sandbox) -> str:
    """A booking by the demo agency (its ``booking.created`` goes out); its id."""
    headers = {"X-API-Key": sandbox.variables["TARMAC_AGENCY_KEY"], **AGENCY}
    api = httpx.Client(base_url=sandbox.url, headers=headers, timeout=30)
    day = (date.today() + timedelta(days=21)).isoformat()
    found = api.post(
        "/api/v1/schedules/flights/search",
        json={"origin": "FRU", "destination": "OSS", "departure_date": day, "include_prices": True},
    ).json()
    leg = found["legs"][0]
    quote = api.post(
        "/api/v1/fares/quote",
        json={
            "flight_id": leg["flight_id"],
            "fare_class": leg["fares"][0]["class_of_service"],
            "pax": [{"type": "adult", "count": 1}],
        },
    ).json()
    booked = api.post(
        "/api/v1/bookings/",
        json={
            "quote_id": quote["quote_id"],
            "contact_email": "aida@example.com",
            "passengers": [PASSENGER],
        },
    )
    assert booked.status_code == 201, booked.text
    return booked.json()["id"]


class Lines:
    """The output of a running receiver, line by line, read on a thread."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.lines: list[str] = []
        self.process = process
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines:
                if re.search(pattern, line):
                    return line
            assert self.process.poll() is None, "\n".join(self.lines)
            time.sleep(0.05)
        pytest.fail(f"no line matching {pattern!r} in:\n" + "\n".join(self.lines))


def _signed(secret: str, body: bytes, event_id: str, at: int) -> dict[str, str]:
    signature = hmac.new(
        secret.encode(), f"{at}.{event_id}.".encode() + body, hashlib.sha256
    ).hexdigest()
    return {
        "Content-Type": "application/json",
        "X-Service-Event": "booking.created",
        "X-Service-Event-Id": event_id,
        "X-Service-Timestamp": str(at),
        "X-Service-Signature": f"sha256={signature}",
        "X-Service-Delivery-Id": str(uuid.uuid4()),
    }


def _receiver_keeps_the_rules(sandbox, tmp_path, program: str) -> None:
    port = _free_port()
    url = f"http://127.0.0.1:{port}/tarmac"
    subscribed = sandbox.run("webhooks.md", "subscribe", tmp_path, env={"RECEIVER_URL": url})
    subscription = json.loads(subscribed)
    assert subscription["url"] == url
    secret = subscription["secret"]

    receiver = sandbox.start(
        "webhooks.md",
        program,
        tmp_path,
        env={"TARMAC_WEBHOOK_SECRET": secret, "PORT": str(port)},
        stdout=subprocess.PIPE,
    )
    try:
        lines = Lines(receiver)
        lines.wait_for("listening on")

        booking_id = _book(sandbox)
        accepted = lines.wait_for(rf"^accepted \S+ booking.created {booking_id}$")
        event_id = accepted.split()[1]
        staff = {"Authorization": f"Bearer {sandbox.variables['TARMAC_STAFF_TOKEN']}"}
        deliveries = httpx.get(
            f"{sandbox.url}/api/v1/notifications/outgoing-webhooks/{subscription['id']}/deliveries",
            params={"event_type": "booking.created"},
            headers=staff,
        ).json()["items"]
        [ours] = [d for d in deliveries if d["event_id"] == event_id]
        assert ours["status"] == "delivered"
        assert ours["attempts"][-1]["status_code"] == 200

        now = int(time.time())
        body = json.dumps(
            {"id": str(uuid.uuid4()), "type": "booking.created", "data": {"booking_id": "x"}}
        ).encode()
        fresh_id = json.loads(body)["id"]
        genuine = _signed(secret, body, fresh_id, now)

        tampered = httpx.post(url, content=body.replace(b'"x"', b'"y"'), headers=genuine)
        assert tampered.status_code == 401
        lines.wait_for(f"^rejected {fresh_id}$")

        stale = _signed(secret, body, fresh_id, now - 301)
        assert httpx.post(url, content=body, headers=stale).status_code == 401

        foreign = _signed("another-secret", body, fresh_id, now)
        assert httpx.post(url, content=body, headers=foreign).status_code == 401

        assert httpx.post(url, content=body, headers=genuine).status_code == 200
        lines.wait_for(f"^accepted {fresh_id} booking.created x$")
        assert httpx.post(url, content=body, headers=genuine).status_code == 200
        lines.wait_for(f"^duplicate {fresh_id}$")
        assert sum(line.startswith(f"accepted {fresh_id}") for line in lines.lines) == 1
    finally:
        receiver.terminate()
        receiver.wait(timeout=10)
        httpx.delete(
            f"{sandbox.url}/api/v1/notifications/outgoing-webhooks/{subscription['id']}",
            headers={"Authorization": f"Bearer {sandbox.variables['TARMAC_STAFF_TOKEN']}"},
        )


def test_the_python_receiver_accepts_a_signed_delivery_and_refuses_forgeries(sandbox, tmp_path):
    _receiver_keeps_the_rules(sandbox, tmp_path, "python-receiver")


def test_the_node_receiver_accepts_a_signed_delivery_and_refuses_forgeries(sandbox, tmp_path):
    node()
    _receiver_keeps_the_rules(sandbox, tmp_path, "node-receiver")


def test_the_feed_catches_up_with_the_events_of_the_agencys_bookings(sandbox, tmp_path):
    booking_id = _book(sandbox)
    out = sandbox.run("webhooks.md", "catch-up", tmp_path)
    assert re.search(rf"^caught up \S+ booking.created {booking_id}$", out, re.M), out
