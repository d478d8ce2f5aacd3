"""The quote path stays a handful of queries, whatever the number of passengers, taxes or
legs (no N+1)."""

from sqlalchemy import event

from tarmac.cache import generations
from tests.factories import create_api_key, create_partner
from tests.pricing.factories import create_partnership, create_promo, create_tax, seed_ssr
from tests.pricing.world import build_world


async def test_a_full_round_trip_quote_takes_at_most_13_statements_and_a_repeat_one(
    client, db, app, monkeypatch
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await create_partnership(db, partner.id, "10")
    await create_promo(db, "SAVE", "5")
    for code in ("YQ", "XF", "AY", "UB"):
        await create_tax(db, code, "3")
    await create_tax(db, "VAT", "12", tax_type="percentage")
    await seed_ssr(db)
    await db.commit()
    payload = {
        "flight_id": str(world.flight.id),
        "return_flight_id": str(world.return_flight.id),
        "pax": [{"type": "ADT", "count": 2}, {"type": "CHD"}, {"type": "INF"}, {"type": "YTH"}],
        "partner_id": str(partner.id),
        "promo_code": "SAVE",
        "ancillaries": [{"code": "XBAG"}, {"code": "MEAL", "qty": 3}],
        "offers": [{"offer_id": "LOUG"}],
        "customer_email": "a@example.com",
    }
    warm = await client.post("/api/v1/fares/quote", json=payload, headers=key.headers)
    assert warm.status_code == 200, warm.text
    statements: list[str] = []

    def count(conn, cursor, statement, *args):
        # the foundation's own look-ups (key cache refresh, test-clock refresh) come and go
        if "FROM api_keys" in statement or "app_settings.key = " in statement:
            return
        statements.append(statement.split(None, 1)[0])

    stored: list[str] = []
    inserter = app.state.inserter
    original_insert = inserter.insert

    async def insert(*rows):
        statements.append("INSERT")  # one statement on the driver, whatever the rows
        stored.extend(model.__tablename__ for model, _ in rows)
        await original_insert(*rows)

    monkeypatch.setattr(inserter, "insert", insert)
    generations.everything_changed()  # nothing cached: the worst case
    event.listen(app.state.engine.sync_engine, "before_cursor_execute", count)
    response = await client.post("/api/v1/fares/quote", json=payload, headers=key.headers)
    cold = list(statements)
    statements.clear()
    again = await client.post("/api/v1/fares/quote", json=payload, headers=key.headers)
    event.remove(app.state.engine.sync_engine, "before_cursor_execute", count)
    assert response.status_code == 200
    # settings, flights, fare plans+prices, inventory, price-level rules, taxes, SSR catalog,
    # SSR rules, partner, partnerships, promo, then the pricing with its quote (one write)
    assert len(cold) <= 13, cold
    assert cold.count("INSERT") == 1
    # the same request again, nothing changed: issued from its pricing, only the quote stored
    assert again.status_code == 200
    assert statements == ["INSERT"]
    assert stored == ["quote_pricings", "quotes", "quotes"]
    for answer in (response, again):
        stored_quote = await client.get(
            f"/api/v1/fares/quote/{answer.json()['quote_id']}", headers=key.headers
        )
        assert stored_quote.json() == answer.json()
