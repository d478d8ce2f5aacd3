-- wrk: POST /api/v1/bookings/ (variant A) from quotes the runner made just before, each
-- booked once, with passengers unique to the booking. BENCH_QUOTES is a file of lines
-- "<quote_id> <adults> <children> <infants>"; thread t of BENCH_THREADS takes the lines
-- whose index modulo BENCH_THREADS is t. A thread that runs out of quotes starts over,
-- and those repeats are refused (409: a quote books once): the runner makes enough.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local path = bench.env("BENCH_QUOTES")
local threads = tonumber(bench.env("BENCH_THREADS"))
local run = bench.env("BENCH_RUN")

bench.key_headers()
bench.json_posts("/api/v1/bookings/")

local quotes = {}
local sent = 0

init = function()
  quotes = bench.thread_lines(path, threads)
end

request = function()
  sent = sent + 1
  local line = quotes[(sent - 1) % #quotes + 1]
  local quote, adults, children, infants = line:match("^(%S+) (%d+) (%d+) (%d+)$")
  local body = bench.booking_body(
    quote, tonumber(adults), tonumber(children), tonumber(infants), bench.tag(run, sent)
  )
  return wrk.format(nil, nil, nil, body)
end
