"""Fares, quotes and ancillaries (``/api/v1/fares``)."""

from fastapi import APIRouter

router = APIRouter(prefix="/fares", tags=["fares and quotes"])
