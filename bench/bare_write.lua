-- wrk: POST /bare-write on bench/bare_app.py: a booking-shaped body (1 to 3 passengers,
-- unique names) whose places are taken from a random row by a conditional UPDATE, and an
-- INSERT of the order, in one transaction: the floor of a sale on this database.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local run = bench.env("BENCH_RUN")
bench.json_posts("/bare-write")

local parties = { { 1, 0, 0 }, { 2, 0, 0 }, { 2, 1, 0 }, { 1, 0, 1 }, { 2, 2, 1 } }
local sent = 0

request = function()
  sent = sent + 1
  local party = parties[sent % #parties + 1]
  local tag = bench.tag(run, sent)
  local body = string.format(
    '{"quote_id":"bare-%d-%d","place":%d,"passengers":%s,"contact_email":"bare@example.com"}',
    offset or 0,
    sent,
    math.random(1000000),
    bench.passengers(party[1], party[2], party[3], tag)
  )
  return wrk.format(nil, nil, nil, body)
end
