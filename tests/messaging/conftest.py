"""A real SMTP server (aiosmtpd) on a free local port, collecting what it receives, and a
real SMS gateway (``sms_gateway``)."""

import socket
from email import message_from_bytes, policy
from email.message import EmailMessage

import pytest
from aiosmtpd.controller import Controller

from tests.messaging.sms_gateway import SmsGateway


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Collector:
    def __init__(self) -> None:
        self.envelopes = []

    async def handle_DATA(self, server, session, envelope):
        self.envelopes.append(envelope)
        return "250 Message accepted for delivery"

    @property
    def messages(self) -> list[EmailMessage]:
        return [message_from_bytes(e.content, policy=policy.default) for e in self.envelopes]


class SmtpServer:
    """Start and stop at will (a test of retries starts it late)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.collector = Collector()
        self._controller: Controller | None = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    def start(self) -> None:
        self._controller = Controller(self.collector, hostname="127.0.0.1", port=self.port)
        self._controller.start()

    def stop(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None


@pytest.fixture
def smtp_server():
    server = SmtpServer()
    yield server
    server.stop()


@pytest.fixture
def sms_gateway():
    gateway = SmsGateway()
    yield gateway
    gateway.stop()
