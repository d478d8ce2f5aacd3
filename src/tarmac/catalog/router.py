"""Catalog and search (``/api/v1/schedules``, any API key)."""

from fastapi import APIRouter

router = APIRouter(prefix="/schedules", tags=["catalog and search"])
