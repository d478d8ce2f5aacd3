"""Liveness, readiness and metrics endpoints (outside ``/api/v1``)."""

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy import text

from tarmac.core import metrics
from tarmac.webhooks import service as webhooks

router = APIRouter(tags=["operations"])


@router.get("/healthz")
async def healthz() -> dict:
    """The process is up."""
    return {"status": "ok"}


@router.get("/readyz")
async def readyz(request: Request) -> JSONResponse:
    """The database answers."""
    try:
        async with request.app.state.sessionmaker() as session:
            await session.execute(text("SELECT 1"))
    except Exception:
        return JSONResponse({"detail": "Database unreachable"}, status_code=503)
    return JSONResponse({"status": "ready"})


@router.get("/metrics", include_in_schema=False)
async def prometheus_metrics(request: Request) -> Response:
    try:
        async with request.app.state.sessionmaker() as session:
            lag, deliveries = await webhooks.backlog(session)
    except Exception:
        lag, deliveries = None, {}  # the database's metrics wait; the process's still show
    if lag is not None:
        metrics.OUTBOX_LAG.set(lag)
    for status, count in deliveries.items():
        metrics.WEBHOOK_DELIVERIES.labels(status).set(count)
    body, content_type = metrics.render()
    return Response(body, media_type=content_type)
