-- wrk: the one-way quote of quote_oneway.lua, but every request is new (its customer_email
-- is unique), so each one is priced from the cached reference data and its pricing stored
-- before the quote: what a quote costs the first time it is asked for.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local origin = bench.env("BENCH_ORIGIN", "FRU")
local destination = bench.env("BENCH_DESTINATION", "OSS")
local partner = bench.env("BENCH_PARTNER_ID")
local promo = bench.env("BENCH_PROMO", "BENCH10")
local run = os.time()
local sent = 0
bench.key_headers()
bench.install("/api/v1/fares/quote", function(departure)
  sent = sent + 1
  return string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s",'
      .. '"pax":[{"type":"ADT","count":2},{"type":"CHD","count":1}],'
      .. '"partner_id":"%s","promo_code":"%s","customer_email":"bench-%d-%d-%d@example.com"}',
    origin, destination, departure, partner, promo, run, offset or 0, sent
  )
end)
