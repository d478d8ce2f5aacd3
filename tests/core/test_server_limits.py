"""Slow and oversized requests against a real ``tarmac serve`` (issue 21, point 18): the
request line and headers are capped at 16 KB (431), and a request that stops arriving,
headers or body, is answered 408 and its connection closed, with real sockets."""

import socket
import time
from urllib.parse import urlsplit

import pytest

from tests.processes import api_processes

RECEIVE_TIMEOUT = 2  # seconds, TARMAC_REQUEST_RECEIVE_TIMEOUT_SECONDS of the served process


@pytest.fixture(scope="module")
def served(database_url, tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TARMAC_REQUEST_RECEIVE_TIMEOUT_SECONDS", str(RECEIVE_TIMEOUT))
        with api_processes(database_url, tmp_path_factory.mktemp("served"), count=1) as [url]:
            parts = urlsplit(url)
            yield parts.hostname, parts.port


def connect(address) -> socket.socket:
    connection = socket.create_connection(address, timeout=10)
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return connection


def read_all(connection: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    received = b""
    try:
        while chunk := connection.recv(65536):
            received += chunk
    except ConnectionResetError:
        pass
    return received


def head_request(extra_header_bytes: int) -> bytes:
    return (
        b"GET /healthz HTTP/1.1\r\nHost: tarmac\r\nConnection: close\r\nX-Padding: "
        + b"a" * extra_header_bytes
        + b"\r\n\r\n"
    )


def test_headers_of_a_megabyte_are_refused_with_431_before_they_are_all_read(served):
    request = head_request(1024 * 1024)
    with connect(served) as connection:
        sent = 0
        try:
            for start in range(0, len(request), 8192):
                sent += connection.send(request[start : start + 8192])
        except (BrokenPipeError, ConnectionResetError):
            pass
        answer = read_all(connection)
    assert answer.startswith(b"HTTP/1.1 431 ") or sent < len(request), answer[:200]
    if answer:
        assert answer.startswith(b"HTTP/1.1 431 ")


def test_headers_just_under_16_kb_are_served(served):
    with connect(served) as connection:
        connection.sendall(head_request(15 * 1024))
        answer = read_all(connection)
    assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]


def test_headers_over_16_kb_sent_at_once_are_refused_with_431(served):
    with connect(served) as connection:
        connection.sendall(head_request(17 * 1024))
        answer = read_all(connection)
    assert answer.startswith(b"HTTP/1.1 431 "), answer[:200]


def test_a_body_that_stops_arriving_is_answered_408_and_its_connection_closed(served):
    started = time.monotonic()
    with connect(served) as connection:
        connection.sendall(
            b"POST /api/v1/bookings/ HTTP/1.1\r\nHost: tarmac\r\n"
            b'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"quote_id":'
        )
        answer = read_all(connection)
    waited = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
    assert RECEIVE_TIMEOUT - 0.5 <= waited < RECEIVE_TIMEOUT + 5


def test_a_slowloris_trickling_headers_is_cut_off_at_the_deadline(served):
    started = time.monotonic()
    with connect(served) as connection:
        connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: tarmac\r\n")
        closed = False
        for n in range(40):  # a header line every 0.25 s: never idle, never complete
            try:
                connection.sendall(f"X-Slow-{n}: a\r\n".encode())
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            time.sleep(0.25)
        answer = b"" if closed else read_all(connection)
    assert closed or answer.startswith(b"HTTP/1.1 408 "), answer[:200]
    assert time.monotonic() - started < RECEIVE_TIMEOUT + 5


def test_many_stalled_bodies_do_not_keep_their_connections(served):
    connections = [connect(served) for _ in range(100)]
    try:
        for connection in connections:
            connection.sendall(
                b"POST /api/v1/bookings/ HTTP/1.1\r\nHost: tarmac\r\nContent-Length: 50\r\n\r\n{"
            )
        time.sleep(RECEIVE_TIMEOUT + 1)
        answers = [read_all(connection) for connection in connections]
    finally:
        for connection in connections:
            connection.close()
    assert all(answer.startswith(b"HTTP/1.1 408 ") for answer in answers)
    with connect(served) as connection:  # and the server still answers
        connection.sendall(head_request(10))
        assert read_all(connection).startswith(b"HTTP/1.1 200 ")
