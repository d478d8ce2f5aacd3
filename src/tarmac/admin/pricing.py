"""Back office: taxes, promo codes, partnerships, SSR catalog and availability rules, seat
price zones and pricing settings."""

from fastapi import APIRouter

router = APIRouter(prefix="/admin", tags=["admin: pricing"])
