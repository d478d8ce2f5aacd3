-- Shared by the wrk scripts: request rotation over dates, and a count of responses per
-- status code that is printed when the run ends ("status 200: 12345"), so throttled (429)
-- or failing runs show in the results and are never mistaken for fast ones.
--
-- Settings come from the environment (the runner sets them):
--   BENCH_DATES         comma-separated departure dates, YYYY-MM-DD, used in turn
--   BENCH_RETURN_DAYS   days between departure and return (round trip scripts)
--   BENCH_ORIGIN, BENCH_DESTINATION  IATA codes
--   BENCH_API_KEY, BENCH_CLIENT_ID, BENCH_CLIENT_TYPE  the key headers (search only)
local M = {}

function M.env(name, default)
  local value = os.getenv(name)
  if value == nil or value == "" then
    if default == nil then
      error("missing environment variable " .. name)
    end
    return default
  end
  return value
end

function M.dates()
  local list = {}
  for d in string.gmatch(M.env("BENCH_DATES"), "[^,]+") do
    list[#list + 1] = d
  end
  if #list == 0 then
    error("BENCH_DATES has no dates")
  end
  return list
end

-- "2026-12-01" plus n days (civil calendar; no time zones involved)
function M.add_days(iso, n)
  local y, m, d = string.match(iso, "^(%d+)-(%d+)-(%d+)$")
  local t = os.time({ year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12 })
  return os.date("%Y-%m-%d", t + n * 86400)
end

function M.key_headers()
  wrk.headers["X-API-Key"] = M.env("BENCH_API_KEY")
  wrk.headers["X-Client-Id"] = M.env("BENCH_CLIENT_ID")
  wrk.headers["X-Client-Type"] = M.env("BENCH_CLIENT_TYPE", "agency")
end

-- count responses per status code in every thread and print the totals when wrk ends
function M.count_statuses()
  local threads = {}

  setup = function(thread)
    thread:set("offset", #threads) -- threads start at different dates, not in step
    threads[#threads + 1] = thread
  end

  statuses = {}

  response = function(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
  end

  done = function(summary, latency, requests)
    local total = {}
    for _, thread in ipairs(threads) do
      local counts = thread:get("statuses") or {}
      for status, count in pairs(counts) do
        total[status] = (total[status] or 0) + count
      end
    end
    local codes = {}
    for status in pairs(total) do
      codes[#codes + 1] = status
    end
    table.sort(codes)
    for _, status in ipairs(codes) do
      io.write(string.format("status %d: %d\n", status, total[status]))
    end
  end
end

-- a JSON POST to ``path`` whose body ``build_body(date)`` makes from the dates in turn
function M.install(path, build_body)
  wrk.method = "POST"
  wrk.path = path
  wrk.headers["Content-Type"] = "application/json"
  local dates = M.dates()
  local n = 0
  M.count_statuses()

  request = function()
    n = n + 1
    local i = ((n + (offset or 0)) % #dates) + 1
    return wrk.format(nil, nil, nil, build_body(dates[i]))
  end
end

return M
