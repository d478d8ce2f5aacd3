"""Logs are JSON lines carrying the request id, and never carry a key or a token."""

import json
import logging as stdlib

from tarmac.core import logging
from tarmac.db.migrate import upgrade
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


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


async def test_log_lines_write_text_as_it_is_not_as_escapes(client, capfd):
    capfd.readouterr()
    await client.get("/api/v1/auth/public/page-contents/о-компании")
    out, err = capfd.readouterr()
    assert '"path": "/api/v1/auth/public/page-contents/о-компании"' in out + err
    assert "\\u043e" not in out + err


def test_contacts_are_masked_in_every_logged_string(app, capfd):
    capfd.readouterr()
    logging.get_logger("tarmac.test").info(
        "message_sent", to="ivan.petrov@example.com", error="SMS to +996555123456 failed"
    )
    stdlib.getLogger("uvicorn.error").warning("refused for olga@mail.kg")
    out, err = capfd.readouterr()
    ours, theirs = json_lines(out + err)
    assert ours["to"] == "i***@example.com"
    assert ours["error"] == "SMS to +996******456 failed"
    assert theirs["event"] == "refused for o***@mail.kg"
    assert theirs["logger"] == "uvicorn.error" and theirs["level"] == "warning"
    assert "ivan.petrov" not in out + err and "555123" not in out + err


def test_alembic_logs_through_the_same_json_output(app, database_url, capfd):
    capfd.readouterr()
    upgrade(database_url)
    out, err = capfd.readouterr()
    lines = (out + err).strip().splitlines()
    assert lines, "alembic logged nothing"
    assert all(line.startswith("{") for line in lines), lines
    assert {entry["logger"].split(".")[0] for entry in json_lines(out + err)} == {"alembic"}
