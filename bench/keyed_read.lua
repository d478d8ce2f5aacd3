-- wrk: GET /api/v1/schedules/airports?search=FRU with the demo agency key: the cheapest
-- keyed read (key check, rate limit, a session, one SELECT). Search minus this is the
-- cost of search itself; this minus bare is what every keyed request pays.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

bench.key_headers()
bench.count_statuses()
wrk.method = "GET"
wrk.path = "/api/v1/schedules/airports?search=" .. bench.env("BENCH_ORIGIN", "FRU")
