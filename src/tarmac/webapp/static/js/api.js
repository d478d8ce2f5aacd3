// The public API, called from the browser: keyed calls carry the publishable key's three
// headers; a traveller's own booking is reached with its magic link (access_token), never
// a secret key.

export class ApiError extends Error {
  constructor(status, body) {
    super(typeof body?.detail === "string" ? body.detail : `HTTP ${status}`);
    this.status = status;
    this.body = body ?? {};
    this.code = this.body.code ?? null;
    this.detail = this.body.detail;
  }
}

// The browser could not reach the API at all (offline, DNS, refused by CORS).
export class NetworkError extends Error {}

export async function loadConfig() {
  const response = await fetch("config.json", { cache: "no-store" });
  const config = await response.json();
  const override = new URLSearchParams(location.search).get("api");
  if (override) config.api_base = override;
  config.api_base = (config.api_base || "").replace(/\/$/, "");
  return config;
}

export function createApi(config) {
  const keyHeaders = {
    "X-API-Key": config.key,
    "X-Client-Id": config.client_id,
    "X-Client-Type": config.client_type,
  };

  function url(path, query) {
    const target = new URL(config.api_base + path, location.href);
    for (const [name, value] of Object.entries(query || {})) {
      if (value !== undefined && value !== null && value !== "") target.searchParams.set(name, value);
    }
    return target.toString();
  }

  async function call(method, path, { query, body, keyed = true, token, raw = false } = {}) {
    const headers = keyed ? { ...keyHeaders } : {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const params = token ? { ...query, access_token: token } : query;
    let response;
    try {
      response = await fetch(url(path, params), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new NetworkError(String(error));
    }
    if (!response.ok) {
      let answer = {};
      try {
        answer = await response.json();
      } catch {
        answer = {};
      }
      const error = new ApiError(response.status, answer);
      error.retryAfter = response.headers.get("Retry-After");
      throw error;
    }
    if (raw) return response;
    if (response.status === 204) return null;
    return response.json();
  }

  return {
    url,
    get: (path, options) => call("GET", path, options),
    post: (path, body, options) => call("POST", path, { ...options, body }),
    raw: (path, options) => call("GET", path, { ...options, raw: true }),
  };
}

// The magic link in an e-mail: the booking it opens and its token, whether it names the
// app's trip page (/app/trip/{id}?access_token=...) or the API's public booking.
export function readMagicLink(text) {
  const found = text.match(/\/(?:trip|bookings)\/([0-9a-f-]{36})(?:\/public)?\?access_token=([A-Za-z0-9._%-]+)/);
  return found ? { bookingId: found[1], token: decodeURIComponent(found[2]) } : null;
}
