"""Passenger accounts, phone sign-in and devices (``/api/v1/auth/passenger``)."""

from fastapi import APIRouter

router = APIRouter(prefix="/auth/passenger", tags=["passenger accounts"])
