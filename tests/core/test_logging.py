"""Logs are JSON lines carrying the request id, and never carry a key or a token."""

import json

from tests.factories import create_api_key


async def test_access_log_is_json_with_request_id_and_no_secrets(client, db, capfd):
    key = await create_api_key(db)
    capfd.readouterr()
    response = await client.get(
        "/api/v1/auth/public/app-links",
        params={"access_token": "magic-secret-value"},
        headers={**key.headers, "x-request-id": "trace-0001-abcd"},
    )
    assert response.status_code == 200
    out, err = capfd.readouterr()
    lines = [json.loads(line) for line in (out + err).splitlines() if line.startswith("{")]
    access = [entry for entry in lines if entry.get("event") == "request"]
    assert access, lines
    assert access[-1]["request_id"] == "trace-0001-abcd"
    assert access[-1]["route"] == "/api/v1/auth/public/app-links"
    assert access[-1]["status"] == 200
    assert key.raw not in out + err
    assert "magic-secret-value" not in out + err
