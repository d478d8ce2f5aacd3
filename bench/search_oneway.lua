-- wrk: POST /api/v1/schedules/flights/search, one way, with prices, as the demo agency.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local origin = bench.env("BENCH_ORIGIN", "FRU")
local destination = bench.env("BENCH_DESTINATION", "OSS")
bench.key_headers()
bench.install("/api/v1/schedules/flights/search", function(departure)
  return string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s",'
      .. '"adults":2,"children":1,"infants":0,"include_prices":true,"currency":"KGS"}',
    origin, destination, departure
  )
end)
