-- wrk: GET /api/v1/schedules/airports?search=FRU with the demo agency key: a catalog read
-- (key check, rate limit, an answer remembered until the catalog changes): about the least
-- a keyed request costs.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

bench.key_headers()
bench.count_statuses()
wrk.method = "GET"
wrk.path = "/api/v1/schedules/airports?search=" .. bench.env("BENCH_ORIGIN", "FRU")
