-- wrk: POST /bare on bench/bare_app.py, a body shaped like a one-way search.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local origin = bench.env("BENCH_ORIGIN", "FRU")
local destination = bench.env("BENCH_DESTINATION", "OSS")
bench.install("/bare", function(departure)
  return string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s",'
      .. '"adults":2,"children":1,"infants":0,"include_prices":true,"currency":"KGS"}',
    origin, destination, departure
  )
end)
