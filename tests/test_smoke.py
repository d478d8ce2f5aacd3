async def test_healthz_answers_with_request_id(client):
    response = await client.get("/healthz")
    assert response.status_code == 200
    assert response.headers["x-request-id"]
