"""Back office: fare families, rules, plans, prices and booking-class inventory."""

from fastapi import APIRouter

router = APIRouter(prefix="/admin", tags=["admin: fares"])
