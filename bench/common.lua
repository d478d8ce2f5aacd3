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

-- BENCH_ROUTES ("FRU-OSS,OSS-FRU,...") as {origin, destination} pairs
function M.routes()
  local routes = {}
  for origin, destination in string.gmatch(M.env("BENCH_ROUTES"), "(%u%u%u)-(%u%u%u)") do
    routes[#routes + 1] = { origin, destination }
  end
  return routes
end

-- the lines of the file at ``path`` this thread takes: those whose index modulo
-- ``threads`` is its offset, so wrk's threads share a file without sending a line twice
function M.thread_lines(path, threads)
  local lines, index = {}, 0
  for line in io.lines(path) do
    if index % threads == (offset or 0) then
      lines[#lines + 1] = line
    end
    index = index + 1
  end
  return lines
end

-- requests that POST JSON to ``path`` (nil: each request names its own), statuses counted
function M.json_posts(path)
  wrk.method = "POST"
  if path ~= nil then
    wrk.path = path
  end
  wrk.headers["Content-Type"] = "application/json"
  M.count_statuses()
end

-- a JSON POST to ``path`` whose body ``build_body(date)`` makes from the dates in turn
function M.install(path, build_body)
  M.json_posts(path)
  local dates = M.dates()
  local n = 0

  request = function()
    n = n + 1
    local i = ((n + (offset or 0)) % #dates) + 1
    return wrk.format(nil, nil, nil, build_body(dates[i]))
  end
end

-- "A", "B", ..., "Z", "BA", ...: a number written in letters, for names (uppercase Latin)
function M.letters(n)
  local out = ""
  repeat
    out = string.char(65 + n % 26) .. out
    n = math.floor(n / 26)
  until n == 0
  return out
end

-- the JSON passengers of a party (adults, children, infants), named after ``tag``: a
-- string of letters unique to the booking, so no two bookings carry the same traveller.
-- Dates of birth (BENCH_ADULT_DOB, BENCH_CHILD_DOB, BENCH_INFANT_DOB) and the document
-- expiry (BENCH_DOCUMENT_EXPIRY) come from the runner, which knows today's date.
function M.passengers(adults, children, infants, tag)
  local dob = {
    adult = M.env("BENCH_ADULT_DOB"),
    child = M.env("BENCH_CHILD_DOB"),
    infant = M.env("BENCH_INFANT_DOB"),
  }
  local expiry = M.env("BENCH_DOCUMENT_EXPIRY")
  local list = {}
  local function add(kind, count)
    for _ = 1, count do
      local n = #list + 1
      list[n] = string.format(
        '{"first_name":"%s","last_name":"BENCH %s","passenger_type":"%s",'
          .. '"date_of_birth":"%s","gender":"%s","nationality":"KGZ",'
          .. '"document_type":"passport","document_number":"%s%d","document_expiry":"%s"}',
        M.letters(n - 1) .. "PAX", tag, kind, dob[kind], n % 2 == 0 and "female" or "male",
        tag, n, expiry
      )
    end
  end
  add("adult", adults)
  add("child", children)
  add("infant", infants)
  return "[" .. table.concat(list, ",") .. "]"
end

-- letters unique to the run, the wrk thread and request ``n``, for passengers and e-mails
function M.tag(run, n)
  return run .. " " .. M.letters(offset or 0) .. " " .. M.letters(n)
end

-- the body of a variant-A booking of ``quote`` for a party of passengers named after ``tag``
function M.booking_body(quote, adults, children, infants, tag)
  return string.format(
    '{"quote_id":"%s","passengers":%s,"contact_email":"bench-%s@example.com"}',
    quote, M.passengers(adults, children, infants, tag), (tag:gsub(" ", "-"):lower())
  )
end

-- a monotonic clock in milliseconds (LuaJIT's FFI: wrk's Lua has no clock of its own)
local ffi = require("ffi")
ffi.cdef([[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock_id, bench_timespec *tp);
]])
local timespec = ffi.new("bench_timespec")
function M.now_ms()
  ffi.C.clock_gettime(1, timespec) -- CLOCK_MONOTONIC
  return tonumber(timespec.tv_sec) * 1000 + tonumber(timespec.tv_nsec) / 1e6
end

return M
