-- wrk: POST /api/v1/fares/quote, the one-way quote with a return BENCH_RETURN_DAYS later.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local origin = bench.env("BENCH_ORIGIN", "FRU")
local destination = bench.env("BENCH_DESTINATION", "OSS")
local partner = bench.env("BENCH_PARTNER_ID")
local promo = bench.env("BENCH_PROMO", "BENCH10")
local back = tonumber(bench.env("BENCH_RETURN_DAYS", "7"))
bench.key_headers()
bench.install("/api/v1/fares/quote", function(departure)
  return string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s","return_date":"%s",'
      .. '"pax":[{"type":"ADT","count":2},{"type":"CHD","count":1}],'
      .. '"partner_id":"%s","promo_code":"%s","customer_email":"bench@example.com"}',
    origin, destination, departure, bench.add_days(departure, back), partner, promo
  )
end)
