-- wrk: searches, quotes and bookings at BENCH_MIX ("100:10:1") as agencies make them:
-- each search a random route (BENCH_ROUTES), date (BENCH_DATES), passenger mix and
-- currency; each quote a random flight (BENCH_FLIGHTS, a file of flight ids) and mix; each
-- booking a quote this thread was answered a moment before, for its party, with new
-- passengers. A booking falls due before any quote was answered becomes a quote.
--
-- wrk's own latency is over all requests, so each request carries its kind and send time
-- in X-Request-Id (the API echoes it) and the time to its response is kept per kind;
-- when the run ends, per kind: "kind <name>: <count> <p50 ms> <p99 ms> <statuses>".
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
local bench = dofile(here .. "common.lua")

local routes = bench.routes()
local dates = bench.dates()
local weights = {}
for n in string.gmatch(bench.env("BENCH_MIX", "100:10:1"), "%d+") do
  weights[#weights + 1] = tonumber(n)
end
local total_weight = weights[1] + weights[2] + weights[3]
local run = bench.env("BENCH_RUN")
local flights_path = bench.env("BENCH_FLIGHTS")
local mixes = { { 1, 0, 0 }, { 2, 0, 0 }, { 2, 1, 0 }, { 2, 2, 1 }, { 1, 0, 1 } }
local currencies = { "KGS", "KGS", "KGS", "USD" }
local KINDS = { "search", "quote", "booking" }

bench.key_headers()
wrk.headers["Content-Type"] = "application/json"
wrk.method = "POST"

local threads = {}
setup = function(thread)
  thread:set("offset", #threads)
  threads[#threads + 1] = thread
end

local flights = {}
local quoted = {} -- {quote_id, adults, children, infants}, newest last
local sent = 0
-- flat globals per kind: wrk's thread:get copies flat tables only
lat_search, lat_quote, lat_booking = {}, {}, {}
st_search, st_quote, st_booking = {}, {}, {}
local latencies = { search = lat_search, quote = lat_quote, booking = lat_booking }
local statuses = { search = st_search, quote = st_quote, booking = st_booking }

init = function()
  for line in io.lines(flights_path) do
    flights[#flights + 1] = line
  end
  math.randomseed(os.time() + (offset or 0) * 7919)
end

-- the key headers and an X-Request-Id carrying the kind and the send time (wrk.format
-- takes the headers it is given instead of wrk.headers)
local function stamp(kind)
  sent = sent + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do
    headers[name] = value
  end
  headers["X-Request-Id"] =
    string.format("bench.%s.%d.%d.%.3f", kind, offset or 0, sent, bench.now_ms())
  return headers
end

local function search()
  local route = routes[math.random(#routes)]
  local mix = mixes[math.random(#mixes)]
  local body = string.format(
    '{"origin":"%s","destination":"%s","departure_date":"%s",'
      .. '"adults":%d,"children":%d,"infants":%d,"include_prices":true,"currency":"%s"}',
    route[1], route[2], dates[math.random(#dates)], mix[1], mix[2], mix[3],
    currencies[math.random(#currencies)]
  )
  return wrk.format(nil, "/api/v1/schedules/flights/search", stamp("search"), body)
end

local function quote()
  local mix = mixes[math.random(#mixes)]
  local pax = { string.format('{"type":"adult","count":%d}', mix[1]) }
  if mix[2] > 0 then
    pax[#pax + 1] = string.format('{"type":"child","count":%d}', mix[2])
  end
  if mix[3] > 0 then
    pax[#pax + 1] = string.format('{"type":"infant","count":%d}', mix[3])
  end
  local body = string.format(
    '{"flight_id":"%s","pax":[%s]}', flights[math.random(#flights)], table.concat(pax, ",")
  )
  return wrk.format(nil, "/api/v1/fares/quote", stamp("quote"), body)
end

local function booking()
  local q = table.remove(quoted)
  local body = bench.booking_body(q[1], q[2], q[3], q[4], bench.tag(run, sent + 1))
  return wrk.format(nil, "/api/v1/bookings/", stamp("booking"), body)
end

request = function()
  local r = math.random(total_weight)
  if r <= weights[1] then
    return search()
  elseif r > weights[1] + weights[2] and #quoted > 0 then
    return booking()
  end
  return quote()
end

response = function(status, headers, body)
  local kind, started = (headers["x-request-id"] or ""):match("^bench%.(%a+)%.%d+%.%d+%.([%d.]+)$")
  if kind == nil then
    return
  end
  local list = latencies[kind]
  if list == nil then
    return
  end
  list[#list + 1] = bench.now_ms() - tonumber(started)
  statuses[kind][status] = (statuses[kind][status] or 0) + 1
  if kind == "quote" and status == 200 then
    local id = body:match('"quote_id":"([^"]+)"')
    local party = { adult = 0, child = 0, infant = 0 }
    for kind_of, count in body:gmatch('{"type":"(%a+)","code":"%a+","count":(%d+)}') do
      party[kind_of] = (party[kind_of] or 0) + tonumber(count)
    end
    if id then
      if #quoted >= 100 then
        table.remove(quoted, 1)
      end
      quoted[#quoted + 1] = { id, party.adult, party.child, party.infant }
    end
  end
end

done = function(summary, latency, requests)
  for _, kind in ipairs(KINDS) do
    local all, counts = {}, {}
    for _, thread in ipairs(threads) do
      for _, ms in ipairs(thread:get("lat_" .. kind) or {}) do
        all[#all + 1] = ms
      end
      for status, count in pairs(thread:get("st_" .. kind) or {}) do
        counts[status] = (counts[status] or 0) + count
      end
    end
    table.sort(all)
    local function pct(p)
      if #all == 0 then
        return 0
      end
      return all[math.max(1, math.ceil(#all * p))]
    end
    local parts = {}
    for status, count in pairs(counts) do
      parts[#parts + 1] = string.format("%d=%d", status, count)
    end
    table.sort(parts)
    io.write(string.format("kind %s: %d %.3f %.3f %s\n", kind, #all, pct(0.5), pct(0.99),
      table.concat(parts, ",")))
  end
end
