"""The baseline for the search benchmark: FastAPI with nothing behind it.

One POST endpoint that parses a small JSON body with a Pydantic model and answers a small
JSON object; no database, no middleware, no auth. The runner serves it with the same
uvicorn settings as ``tarmac serve`` (one process, uvloop, httptools, no access log), so
"search / bare" is the share of the framework's ceiling that search keeps.

    .venv/bin/uvicorn --app-dir bench bare_app:app --port 8082 --loop uvloop \\
        --http httptools --no-access-log --log-level warning
"""

from datetime import date

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI(title="bare baseline", docs_url=None, redoc_url=None, openapi_url=None)


class SearchLike(BaseModel):
    origin: str = Field(min_length=3, max_length=3)
    destination: str = Field(min_length=3, max_length=3)
    departure_date: date
    return_date: date | None = None
    adults: int = Field(default=1, ge=0, le=9)
    children: int = Field(default=0, ge=0, le=9)
    infants: int = Field(default=0, ge=0, le=9)
    include_prices: bool = False
    currency: str = "USD"


class Echo(BaseModel):
    origin: str
    destination: str
    departure_date: date
    passengers: int
    total: int


@app.post("/bare")
async def bare(body: SearchLike) -> Echo:
    return Echo(
        origin=body.origin,
        destination=body.destination,
        departure_date=body.departure_date,
        passengers=body.adults + body.children + body.infants,
        total=0,
    )
