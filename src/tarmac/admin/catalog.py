"""Back office: airports, routes, aircraft, flights and weekly schedules."""

from fastapi import APIRouter

router = APIRouter(prefix="/admin", tags=["admin: catalog"])
