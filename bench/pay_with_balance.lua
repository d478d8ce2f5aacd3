-- wrk: POST /api/v1/bookings/{id}/pay-with-balance on pending bookings the runner made just
-- before, each paid once, with a key of the partner that booked it. BENCH_BOOKINGS is a
-- file of lines "<booking_id> <api_key> <client_id>"; thread t of BENCH_THREADS takes the
-- lines whose index modulo BENCH_THREADS is t. A thread that runs out starts over, and
-- those repeats are refused (400: already paid): the runner makes enough.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local path = bench.env("BENCH_BOOKINGS")
local threads = tonumber(bench.env("BENCH_THREADS"))

bench.json_posts(nil)

local rows = {}
local sent = 0

init = function()
  rows = bench.thread_lines(path, threads)
end

request = function()
  sent = sent + 1
  local booking, key, client = rows[(sent - 1) % #rows + 1]:match("^(%S+) (%S+) (%S+)$")
  local headers = {
    ["Content-Type"] = "application/json",
    ["X-API-Key"] = key,
    ["X-Client-Id"] = client,
    ["X-Client-Type"] = "agency",
  }
  return wrk.format("POST", "/api/v1/bookings/" .. booking .. "/pay-with-balance", headers, "")
end
