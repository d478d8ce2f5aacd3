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


def _requests_counted(body: str, route: str, status: str) -> float:
    for line in body.splitlines():
        if (
            line.startswith("tarmac_http_requests_total{")
            and f'route="{route}"' in line
            and f'status="{status}"' in line
        ):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


async def test_metrics_name_every_request_by_its_full_template(client):
    before = (await client.get("/metrics")).text
    for _ in range(3):  # the same path again: the same template each time
        await client.get("/api/v1/auth/public/app-links")
    await client.get("/api/v1/auth/public/page-contents/no-such-page")
    await client.get("/api/v1/auth/public/page-contents/another-missing-page")
    await client.get("/api/v1/no/such/route")
    after = (await client.get("/metrics")).text

    def grew(route: str, status: str) -> float:
        return _requests_counted(after, route, status) - _requests_counted(before, route, status)

    assert grew("/api/v1/auth/public/app-links", "200") == 3
    assert grew("/api/v1/auth/public/page-contents/{slug}", "404") == 2
    assert grew("unmatched", "404") == 1
    assert 'route="/api/v1/auth/public/page-contents/no-such-page"' not in after
