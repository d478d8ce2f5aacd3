"""JSON responses for the hot paths whose bodies are already encoded (with orjson, several
times faster than the standard library on large bodies: quotes, search answers)."""

from fastapi import Response


def encoded_json(content: bytes) -> Response:
    return Response(content, media_type="application/json")
