"""Liveness, readiness and metrics endpoints (outside ``/api/v1``)."""

import math

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy import text

from tarmac.core import logging, metrics
from tarmac.core.errors import ServiceUnavailable, error_responses
from tarmac.db.replica import Replica
from tarmac.events import metrics as worker_failures  # noqa: F401  (registers its reader)

log = logging.get_logger("tarmac.health")
router = APIRouter(tags=["operations"])


# response_model=dict: OpenAPI keeps the plain object (FastAPI would read the annotation)
@router.get("/healthz", response_model=dict)
async def healthz() -> dict[str, str]:
    """The process is up."""
    return {"status": "ok"}


@router.get("/readyz", responses=error_responses(ServiceUnavailable))
async def readyz(request: Request) -> JSONResponse:
    """The database answers. With a read replica, how far behind it was at the last probe
    and whether reads go there (a replica behind or away never makes the process unready:
    its reads go to the primary)."""
    try:
        async with request.app.state.sessionmaker() as session:
            await session.execute(text("SELECT 1"))
    except Exception as exc:
        raise ServiceUnavailable("Database unreachable") from exc
    body: dict[str, object] = {"status": "ready"}
    replica: Replica | None = request.app.state.replica
    if replica is not None:
        lag = replica.lag()
        body["replica"] = {
            "serving": lag <= replica.max_lag,
            "lag_seconds": round(lag, 3) if math.isfinite(lag) else None,
            "max_lag_seconds": replica.max_lag,
        }
    return JSONResponse(body)


@router.get("/metrics", include_in_schema=False)
async def prometheus_metrics(request: Request) -> Response:
    """Prometheus metrics: this process's counters, and what the database holds (the readers
    the rooms register: the outbox's lag and failures, webhook deliveries, push messages,
    the worker's failing tasks), the same from every process."""
    try:
        async with request.app.state.sessionmaker() as session:
            for read in metrics.DATABASE_READERS:
                await read(session)
    except Exception:  # the database's metrics wait; the process's still show
        log.warning("metrics_database_unread", exc_info=True)
    body, content_type = metrics.render()
    return Response(body, media_type=content_type)
