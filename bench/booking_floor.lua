-- wrk: POST /api/v1/bookings/ refused before any SQL: ten passengers (at most 9: 400).
-- Everything a booking request goes through before the booking itself (the middleware,
-- the key and its limits, the idempotency headers, the request's session, the body's
-- validation) and an error answer: the floor under the booking scenario.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local run = bench.env("BENCH_RUN")
bench.key_headers()
bench.json_posts("/api/v1/bookings/")

local sent = 0
request = function()
  sent = sent + 1
  local tag = bench.tag(run, sent)
  local body = string.format(
    '{"quote_id":"00000000-0000-4000-8000-000000000000","passengers":%s,'
      .. '"contact_email":"floor@example.com"}',
    bench.passengers(10, 0, 0, tag)
  )
  return wrk.format(nil, nil, nil, body)
end
