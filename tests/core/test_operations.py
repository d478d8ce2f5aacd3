"""Operations endpoints: readiness and metrics."""

import gc

from tarmac.core import metrics


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


async def test_metrics_time_the_cycle_collectors_pauses_by_generation(client):
    metrics.time_collector_pauses()  # as a second app in the process does: still one hook
    before = (await client.get("/metrics")).text
    gc.collect()
    gc.collect(0)
    after = (await client.get("/metrics")).text

    def collections(body: str, generation: str) -> float:
        prefix = f'tarmac_gc_pause_seconds_count{{generation="{generation}"}} '
        return next(
            float(line[len(prefix) :]) for line in body.splitlines() if line.startswith(prefix)
        )

    assert collections(after, "2") - collections(before, "2") >= 1
    assert collections(after, "0") - collections(before, "0") >= 1
    assert sum(isinstance(hook, metrics._CollectorPauses) for hook in gc.callbacks) == 1
