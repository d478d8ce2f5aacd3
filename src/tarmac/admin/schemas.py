"""Back-office shapes of the sandbox test clock and of the due work it runs."""

from datetime import datetime

from pydantic import BaseModel, Field

from tarmac.core.bodies import In


class DueWorkOut(BaseModel):
    processed: int = Field(
        description="Events and items handled (bookings expired, messages sent, links e-mailed...)"
    )


class TestClockOut(BaseModel):
    now: datetime
    real_now: datetime
    offset_seconds: float


class TestClockAdvance(In):
    advance_seconds: int = Field(gt=0, le=366 * 24 * 3600)
