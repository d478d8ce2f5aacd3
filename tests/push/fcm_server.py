"""A local server that answers like Firebase: the OAuth token endpoint of a service account
(it verifies the signed JWT assertion with the account's public key) and FCM's HTTP v1
``messages:send`` (it checks the bearer token it issued and records each message). It runs in
a thread on a free port; answers can be scripted per push token."""

import json
import socket
import threading
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

PROJECT = "tarmac-test"
CLIENT_EMAIL = "push@tarmac-test.iam.gserviceaccount.com"
SCOPE = "https://www.googleapis.com/auth/firebase.messaging"
# the audience Google's token endpoint expects in an assertion, wherever it is reached
AUDIENCE = "https://oauth2.googleapis.com/token"
UNREGISTERED = {
    "error": {
        "code": 404,
        "message": "Requested entity was not found.",
        "status": "NOT_FOUND",
        "details": [
            {
                "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError",
                "errorCode": "UNREGISTERED",
            }
        ],
    }
}
UNAVAILABLE = {
    "error": {"code": 503, "message": "The service is unavailable.", "status": "UNAVAILABLE"}
}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class FcmServer:
    port: int = field(default_factory=_free_port)
    key: rsa.RSAPrivateKey = field(
        default_factory=lambda: rsa.generate_private_key(public_exponent=65537, key_size=2048)
    )
    # push token -> answers (status, body) given in turn to its sends, then 200
    answers: dict[str, list[tuple[int, dict]]] = field(default_factory=dict)
    assertions: list[dict[str, Any]] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    issued: list[str] = field(default_factory=list)
    _server: ThreadingHTTPServer | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def token_uri(self) -> str:
        return f"{self.base}/token"

    def service_account(self) -> dict[str, str]:
        pem = self.key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ).decode()
        return {
            "type": "service_account",
            "project_id": PROJECT,
            "private_key_id": "test-key-1",
            "private_key": pem,
            "client_email": CLIENT_EMAIL,
            "client_id": "1234567890",
            # the real one; the deployment's TARMAC_FCM_TOKEN_URI points it here
            "token_uri": AUDIENCE,
        }

    def start(self) -> None:  # noqa: C901
        fcm = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def _answer(self, status: int, body: dict) -> None:
                raw = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                if self.path == "/token":
                    self._token(raw)
                elif self.path == f"/v1/projects/{PROJECT}/messages:send":
                    self._send(raw)
                else:
                    self._answer(404, {"error": {"code": 404, "status": "NOT_FOUND"}})

            def _token(self, raw: bytes) -> None:
                form = dict(urllib.parse.parse_qsl(raw.decode()))
                if form.get("grant_type") != "urn:ietf:params:oauth:grant-type:jwt-bearer":
                    return self._answer(400, {"error": "unsupported_grant_type"})
                try:
                    claims = jwt.decode(
                        form["assertion"],
                        fcm.key.public_key(),
                        algorithms=["RS256"],
                        audience=AUDIENCE,
                        issuer=CLIENT_EMAIL,
                    )
                except (KeyError, jwt.InvalidTokenError) as exc:
                    fcm.refused.append(str(exc))
                    return self._answer(400, {"error": "invalid_grant"})
                if SCOPE not in claims.get("scope", "").split():
                    return self._answer(400, {"error": "invalid_scope"})
                fcm.assertions.append(claims)
                token = f"ya29.test-{len(fcm.issued) + 1}"
                fcm.issued.append(token)
                self._answer(
                    200, {"access_token": token, "expires_in": 3599, "token_type": "Bearer"}
                )

            def _send(self, raw: bytes) -> None:
                bearer = self.headers.get("Authorization", "").removeprefix("Bearer ")
                if bearer not in fcm.issued:
                    return self._answer(401, {"error": {"code": 401, "status": "UNAUTHENTICATED"}})
                body = json.loads(raw)
                fcm.messages.append(body)
                token = body["message"]["token"]
                scripted = fcm.answers.get(token)
                if scripted:
                    return self._answer(*scripted.pop(0))
                self._answer(200, {"name": f"projects/{PROJECT}/messages/{len(fcm.messages)}"})

        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
