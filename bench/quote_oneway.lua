-- wrk: POST /api/v1/fares/quote, one way FRU-OSS, 2 adults + 1 child, with the bench taxes,
-- the bench promo code and the demo agency's partner (channel discount), as that agency.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local origin = bench.env("BENCH_ORIGIN", "FRU")
local destination = bench.env("BENCH_DESTINATION", "OSS")
local partner = bench.env("BENCH_PARTNER_ID")
local promo = bench.env("BENCH_PROMO", "BENCH10")
bench.key_headers()
bench.install("/api/v1/fares/quote", function(departure)
  return string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s",'
      .. '"pax":[{"type":"ADT","count":2},{"type":"CHD","count":1}],'
      .. '"partner_id":"%s","promo_code":"%s","customer_email":"bench@example.com"}',
    origin, destination, departure, partner, promo
  )
end)
