-- wrk: POST /api/v1/schedules/flights/search with prices, as the demo agency, each request
-- a random route (BENCH_ROUTES, "FRU-OSS,OSS-FRU,..."), date (BENCH_DATES) and passenger
-- mix: what many agencies searching at once look like, not one request repeated.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local routes = bench.routes()
local dates = bench.dates()
local mixes = {
  { 1, 0, 0 }, { 2, 0, 0 }, { 2, 1, 0 }, { 2, 2, 1 }, { 1, 0, 1 },
}
local currencies = { "KGS", "KGS", "KGS", "USD" }

bench.key_headers()
bench.json_posts(nil)

local seeded = false
request = function()
  if not seeded then
    math.randomseed(os.time() + (offset or 0) * 7919)
    seeded = true
  end
  local route = routes[math.random(#routes)]
  local mix = mixes[math.random(#mixes)]
  local body = string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s",'
      .. '"adults":%d,"children":%d,"infants":%d,"include_prices":true,"currency":"%s"}',
    route[1], route[2], dates[math.random(#dates)], mix[1], mix[2], mix[3],
    currencies[math.random(#currencies)]
  )
  return wrk.format(nil, "/api/v1/schedules/flights/search", nil, body)
end
