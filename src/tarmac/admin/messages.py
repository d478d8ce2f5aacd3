"""Back office (sandbox): the last e-mails and SMS sent to an address or number."""

from fastapi import APIRouter

router = APIRouter(prefix="/admin", tags=["admin: messages"])
