"""The baselines of the benchmarks: FastAPI with nothing, or one transaction, behind it.

``POST /bare`` parses a small JSON body with a Pydantic model and answers a small JSON
object; no database, no middleware, no auth: "search / bare" is the share of the
framework's ceiling that search keeps.

``POST /bare-write`` is the floor of any sale: a booking-shaped body parsed by Pydantic,
then one transaction on the benchmark's database (asyncpg, a pool of 32 like the API's):
a conditional ``UPDATE`` that takes places only while some are left, and an ``INSERT`` of
the order. 409 when the row has no places left. It is served only when
``BENCH_BARE_DATABASE_URL`` (a ``postgresql://`` URL) is set; its two tables are created
at start-up and start empty, ``BENCH_BARE_PLACES`` rows of 1,000,000 places each.

    .venv/bin/uvicorn --app-dir bench bare_app:app --port 8082 --loop uvloop \\
        --http httptools --no-access-log --log-level warning
"""

import json
import os
import secrets
import uuid
from contextlib import asynccontextmanager
from datetime import date

import asyncpg
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

DATABASE_URL = os.environ.get("BENCH_BARE_DATABASE_URL", "")
PLACES = int(os.environ.get("BENCH_BARE_PLACES", "2000"))

SCHEMA = """
DROP TABLE IF EXISTS bench_bare_orders;
DROP TABLE IF EXISTS bench_bare_places;
CREATE TABLE bench_bare_places (id integer PRIMARY KEY, seats integer NOT NULL,
    sold integer NOT NULL DEFAULT 0, CHECK (sold <= seats));
CREATE TABLE bench_bare_orders (id uuid PRIMARY KEY, place_id integer NOT NULL
    REFERENCES bench_bare_places (id), places integer NOT NULL, reference text NOT NULL UNIQUE,
    passengers jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
INSERT INTO bench_bare_places (id, seats) SELECT n, 1000000 FROM generate_series(1, $PLACES) n;
"""


@asynccontextmanager
async def lifespan(app: FastAPI):
    if not DATABASE_URL:
        yield
        return
    app.state.pool = await asyncpg.create_pool(DATABASE_URL, min_size=32, max_size=32)
    async with app.state.pool.acquire() as conn:
        await conn.execute(SCHEMA.replace("$PLACES", str(PLACES)))
    yield
    await app.state.pool.close()


app = FastAPI(
    title="bare baseline", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan
)


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


class PassengerLike(BaseModel):
    first_name: str = Field(min_length=1, max_length=100, pattern=r"^[A-Z][A-Z' -]*$")
    last_name: str = Field(min_length=1, max_length=100, pattern=r"^[A-Z][A-Z' -]*$")
    passenger_type: str
    date_of_birth: date
    gender: str
    nationality: str = Field(pattern=r"^[A-Z]{3}$")
    document_type: str
    document_number: str = Field(min_length=1, max_length=30)
    document_expiry: date


class BookingLike(BaseModel):
    quote_id: str
    place: int = Field(ge=1)
    passengers: list[PassengerLike] = Field(min_length=1, max_length=9)
    contact_email: str


class Order(BaseModel):
    id: uuid.UUID
    booking_reference: str
    place: int
    places: int
    sold: int


@app.post("/bare-write", status_code=201)
async def bare_write(body: BookingLike) -> Order:
    place = (body.place - 1) % PLACES + 1
    places = len(body.passengers)
    order_id = uuid.uuid4()
    reference = secrets.token_hex(5).upper()
    async with app.state.pool.acquire() as conn, conn.transaction():
        sold = await conn.fetchval(
            "UPDATE bench_bare_places SET sold = sold + $2 "
            "WHERE id = $1 AND sold + $2 <= seats RETURNING sold",
            place,
            places,
        )
        if sold is None:
            raise HTTPException(409, "no places left")
        await conn.execute(
            "INSERT INTO bench_bare_orders (id, place_id, places, reference, passengers) "
            "VALUES ($1, $2, $3, $4, $5)",
            order_id,
            place,
            places,
            reference,
            json.dumps([p.model_dump(mode="json") for p in body.passengers]),
        )
    return Order(id=order_id, booking_reference=reference, place=place, places=places, sold=sold)
