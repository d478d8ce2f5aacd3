-- wrk: sales_mixed.lua's searches, quotes and bookings (same settings, same mix), and
-- every booking paid from the caller's wallet: the thread's next request after a 201 is
-- POST /api/v1/bookings/{id}/pay-with-balance for it, so the ledger is written under load.
-- Prints what sales_mixed.lua prints, and "kind payment: ..." in the same form.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "sales_mixed.lua")
local bench = dofile(here .. "common.lua")

local mixed_setup, mixed_request, mixed_response, mixed_done = setup, request, response, done

local threads = {}
setup = function(thread)
  mixed_setup(thread)
  threads[#threads + 1] = thread
end

local unpaid = {} -- ids of this thread's bookings not yet paid, oldest first
local paid_sent = 0
lat_payment, st_payment = {}, {}

request = function()
  local booking = table.remove(unpaid, 1)
  if booking == nil then
    return mixed_request()
  end
  paid_sent = paid_sent + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do
    headers[name] = value
  end
  headers["X-Request-Id"] =
    string.format("bench.payment.%d.%d.%.3f", offset or 0, paid_sent, bench.now_ms())
  return wrk.format("POST", "/api/v1/bookings/" .. booking .. "/pay-with-balance", headers, "")
end

response = function(status, headers, body)
  local kind, started = (headers["x-request-id"] or ""):match("^bench%.(%a+)%.%d+%.%d+%.([%d.]+)$")
  if kind == "payment" then
    lat_payment[#lat_payment + 1] = bench.now_ms() - tonumber(started)
    st_payment[status] = (st_payment[status] or 0) + 1
    return
  end
  mixed_response(status, headers, body)
  if kind == "booking" and status == 201 then
    local id = body:match('^{"id":"([^"]+)"')
    if id then
      unpaid[#unpaid + 1] = id
    end
  end
end

done = function(summary, latency, requests)
  mixed_done(summary, latency, requests)
  local all, counts = {}, {}
  for _, thread in ipairs(threads) do
    for _, ms in ipairs(thread:get("lat_payment") or {}) do
      all[#all + 1] = ms
    end
    for status, count in pairs(thread:get("st_payment") or {}) do
      counts[status] = (counts[status] or 0) + count
    end
  end
  table.sort(all)
  local function pct(p)
    return #all == 0 and 0 or all[math.max(1, math.ceil(#all * p))]
  end
  local parts = {}
  for status, count in pairs(counts) do
    parts[#parts + 1] = string.format("%d=%d", status, count)
  end
  table.sort(parts)
  io.write(string.format("kind payment: %d %.3f %.3f %s\n", #all, pct(0.5), pct(0.99),
    table.concat(parts, ",")))
end
