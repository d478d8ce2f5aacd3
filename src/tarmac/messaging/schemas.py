"""What the messaging room answers: the sandbox inbox's e-mails."""

import uuid
from datetime import datetime

from pydantic import BaseModel, ConfigDict


class InboxMessage(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    template: str
    subject: str | None
    text_body: str
    status: str
    created_at: datetime
