"""Operations endpoints: readiness and metrics."""


async def test_readyz_checks_the_database(client):
    response = await client.get("/readyz")
    assert response.status_code == 200
    assert response.json() == {"status": "ready"}


async def test_metrics_count_requests_by_route_template(client):
    await client.get("/api/v1/auth/public/app-links")
    body = (await client.get("/metrics")).text
    assert 'route="/api/v1/auth/public/app-links"' in body
    assert "tarmac_http_request_duration_seconds_bucket" in body
