-- wrk: GET /api/v1/schedules/airports?search=FRU with the demo agency key: an ordinary
-- uncached read (key check, rate limit, a request transaction, one ORM SELECT), for
-- comparison with search, which reads from memory.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

bench.key_headers()
bench.count_statuses()
wrk.method = "GET"
wrk.path = "/api/v1/schedules/airports?search=" .. bench.env("BENCH_ORIGIN", "FRU")
