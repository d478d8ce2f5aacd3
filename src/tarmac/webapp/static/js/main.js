// The booking web app: search → fare family → passengers and quote → seats → booking →
// the sandbox payment page and back → confirmation; and the traveller's trip (find-my-trip,
// the magic link, cancel and refund, check-in, the airline's changes). Each screen has its
// address under the app's root (history routing: Back returns to the previous screen, and
// an address opens its screen, /trip/{booking_id}?access_token=... the one an e-mail links).
import { createApi, loadConfig, readMagicLink } from "./api.js";
import { alertError, busy, day, field, h, money, say, screen, select, time } from "./ui.js";
import { WORDS, kindOf, paymentWords } from "./words.js";

const STORE = "tarmac.webapp.trip";
let config;
let api;
// what the traveller has chosen so far; kept in sessionStorage, as the payment page takes
// the browser away and brings it back
let trip = JSON.parse(sessionStorage.getItem(STORE) || "{}");

function save(changes) {
  trip = { ...trip, ...changes };
  sessionStorage.setItem(STORE, JSON.stringify(trip));
}

const iso = (date) => date.toISOString().slice(0, 10);
const addDays = (text, days) => {
  const date = new Date(`${text}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
};
const today = () => iso(new Date());

// --- addresses ------------------------------------------------------------------------------

const root = () => new URL("./", document.baseURI);

function go(path, { replace = false } = {}) {
  const target = new URL(path, root());
  if (target.href !== location.href) history[replace ? "replaceState" : "pushState"](null, "", target);
  return render();
}

const tripAddress = (bookingId, token) => `trip/${bookingId}?access_token=${encodeURIComponent(token)}`;

function searchAddress(search) {
  const query = new URLSearchParams({
    origin: search.origin, destination: search.destination, date: search.date,
    adults: search.adults, children: search.children,
  });
  return `./?${query}`;
}

// [address, what the screen needs (else the search), the screen]
const always = () => true;
const ROUTES = [
  [/^$/, always, (_, query) => searchScreen(query)],
  [/^fares$/, () => trip.flight, () => faresScreen()],
  [/^passengers$/, () => trip.family, () => passengersScreen()],
  [/^price$/, () => trip.quote, () => quoteScreen()],
  [/^seats$/, () => trip.quote, () => seatsScreen()],
  [/^pay$/, () => trip.booking, () => reviewScreen()],
  [/^booked\/([0-9a-f-]{36})$/, () => trip.token, ([, id]) => confirmationScreen(id, trip.token)],
  [/^find$/, always, () => findScreen()],
  [/^inbox$/, always, (_, query) => inboxScreen(query.get("email") || trip.contact?.email)],
  [/^trip\/([0-9a-f-]{36})$/, always, ([, id], query) => {
    const token = query.get("access_token") || (trip.tripId === id ? trip.token : null);
    return token ? tripScreen(id, token) : findScreen();
  }],
];

async function render() {
  const query = new URLSearchParams(location.search);
  if (query.get("booking_id") && query.get("status")) {
    await returnScreen(query.get("status"), query.get("booking_id"), query.get("reason"));
    return;
  }
  const base = root().pathname;
  const path = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : "";
  for (const [pattern, ready, show] of ROUTES) {
    const found = path.match(pattern);
    if (found && ready()) {
      await show(found, query);
      return;
    }
  }
  await go("./", { replace: true });
}

// --- search, with the calendar of lowest prices ----------------------------------------------

// a search in the address (?origin=&destination=&date=&adults=&children=) is run at once
function searchIn(query) {
  if (!query || !query.get("origin") || !query.get("destination") || !query.get("date")) return null;
  return {
    origin: query.get("origin"),
    destination: query.get("destination"),
    date: query.get("date"),
    adults: Math.max(1, Number(query.get("adults")) || 1),
    children: Math.max(0, Number(query.get("children")) || 0),
  };
}

async function searchScreen(query) {
  const found = await busy("Loading airports…", () => api.get("/api/v1/schedules/airports", { query: { limit: 200 } }));
  const airports = (found?.data || []).map((a) => [a.iata_code, `${a.city} (${a.iata_code})`]);
  const asked = searchIn(query);
  const last = asked || trip.search || {};
  // the airline's base airport first, as its own site would
  const home = airports.some(([code]) => code === config.baseAirport) ? config.baseAirport : airports[0]?.[0];
  const form = h(
    "form", { class: "card", id: "search-form", "aria-label": "Search flights" },
    h("div", { class: "row" },
      select("From", "origin", airports, last.origin || home),
      select("To", "destination", airports, last.destination || airports.find(([code]) => code !== home)?.[0]),
      field("Departure date", { id: "date", name: "date", type: "date", required: true, min: today(), value: last.date || addDays(today(), 7) }),
      field("Adults", { id: "adults", name: "adults", type: "number", min: 1, max: 9, value: last.adults || 1, required: true }),
      field("Children (2-11)", { id: "children", name: "children", type: "number", min: 0, max: 8, value: last.children || 0 }),
      h("button", { type: "submit", class: "primary", id: "search" }, "Search flights"),
    ),
  );
  const results = h("section", { id: "results", "aria-labelledby": "screen-title" });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const search = {
      origin: form.origin.value,
      destination: form.destination.value,
      date: form.date.value,
      adults: Number(form.adults.value),
      children: Number(form.children.value),
    };
    if (search.origin === search.destination) {
      alertError("Please choose two different airports.");
      return;
    }
    save({ search });
    go(searchAddress(search));
  });
  screen("Where would you like to fly?", form, results);
  if (asked) {
    save({ search: asked });
    await showDays(results, asked, form.querySelector("#search"));
  }
}

async function lowestPrices(search, from, to) {
  const calendar = await api.get("/api/v1/schedules/flights/calendar", {
    query: { origin: search.origin, destination: search.destination, date_from: from, date_to: to },
  });
  const dates = calendar.dates.map((d) => d.date);
  const lowest = {};
  // search-multi prices up to six days in one request: the cheapest total of each day for
  // the whole party, as the quote will charge it (per-booking charges included)
  for (let start = 0; start < dates.length; start += 6) {
    const legs = dates.slice(start, start + 6).map((date) => ({
      origin: search.origin, destination: search.destination, departure_date: date,
    }));
    const answers = await api.post("/api/v1/schedules/flights/search-multi", {
      legs, adults: search.adults, children: search.children, currency: config.currency, include_prices: true,
    });
    answers.forEach((answer, index) => {
      const prices = answer.legs.map(partyTotal).filter((price) => price !== null);
      if (prices.length) lowest[legs[index].departure_date] = Math.min(...prices);
    });
  }
  return lowest;
}

// What the party pays for a flight of the search (its cheapest fare): the quote's net.
function partyTotal(leg) {
  const totals = (leg.fares || []).map((fare) => Number(fare.total_price));
  return totals.length ? Math.min(...totals) : null;
}

function party(search) {
  const words = [`${search.adults} adult${search.adults === 1 ? "" : "s"}`];
  if (search.children) words.push(`${search.children} child${search.children === 1 ? "" : "ren"}`);
  return words.join(", ");
}

const included = (search) => `for ${party(search)}, taxes and fees included`;

async function showDays(results, search, button) {
  const from = search.date < addDays(today(), 3) ? today() : addDays(search.date, -3);
  const to = addDays(from, 6);
  const lowest = await busy("Finding the lowest prices…", () => lowestPrices(search, from, to), button);
  if (!lowest) return;
  const list = h("ul", { class: "days", "aria-label": "Lowest price per day" });
  const flights = h("div", { id: "flights" });
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(from, offset);
    const price = lowest[date];
    const choose = h(
      "button",
      { type: "button", "aria-pressed": String(date === search.date), "data-date": date, disabled: price === undefined },
      h("span", { class: "day" }, day(date)),
      price === undefined
        ? h("span", { class: "low" }, "No flights")
        : [h("span", { class: "from" }, "from "), h("span", { class: "low" }, money(price, config.currency, true))],
    );
    choose.addEventListener("click", () => {
      list.querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", String(b === choose)));
      save({ search: { ...search, date } });
      history.replaceState(null, "", new URL(searchAddress({ ...search, date }), root()));
      showFlights(flights, { ...search, date });
    });
    list.append(h("li", {}, choose));
  }
  results.replaceChildren(h("h2", {}, "Choose a day"),
    h("p", { class: "muted", id: "days-note" }, `Lowest total per day ${included(search)}.`), list, flights);
  showFlights(flights, search);
}

async function showFlights(where, search) {
  const found = await busy("Searching flights…", () => api.post("/api/v1/schedules/flights/search", {
    origin: search.origin, destination: search.destination, departure_date: search.date,
    adults: search.adults, children: search.children, include_prices: true, currency: config.currency,
  }));
  if (!found) return;
  const heading = h("h2", { tabindex: "-1" }, `Flights on ${day(search.date)}`);
  if (!found.legs.length) {
    where.replaceChildren(heading, h("p", { class: "card" }, "No flights that day. Try another day above."));
    return;
  }
  where.replaceChildren(heading, ...found.legs.map((leg) => h(
    "article", { class: "card flight", "aria-label": `Flight ${leg.flight_number}` },
    h("div", {},
      h("div", { class: "times" }, `${time(leg.departure_datetime)} → ${time(leg.arrival_datetime)}`),
      h("div", { class: "muted" }, `${leg.origin.city} to ${leg.destination.city} · ${leg.flight_number} · ${leg.duration_minutes} min`)),
    h("div", { class: "offer" },
      h("div", { class: "muted" }, "from"),
      h("div", { class: "price" }, money(partyTotal(leg) ?? leg.price, leg.currency)),
      h("div", { class: "muted" }, partyTotal(leg) === null ? "per adult" : included(search))),
    h("button", { type: "button", class: "primary", onclick: () => { save({ flight: leg }); go("fares"); } }, `Choose ${leg.flight_number}`),
  )));
  heading.focus();
}

// --- fare families side by side -------------------------------------------------------------

async function faresScreen() {
  const { flight, search } = trip;
  const paxTypes = search.children ? "ADT,CHD" : "ADT";
  const grouped = await busy("Loading fares…", () => api.get("/api/v1/fares/grouped-prices/", {
    query: { flight_id: flight.flight_id, pax_types: paxTypes, currency: config.currency },
  }));
  if (!grouped) return;
  const cards = grouped.families.map((family) => {
    const perPerson = family.prices.find((p) => p.passenger_type === "adult") || family.prices[0];
    // the search priced this fare for the party as the quote will: show that total
    const fares = flight.fares || [];
    const fare = fares.find((f) => f.fare_plan_id === family.fare_plan_id && f.class_of_service === family.class_of_service)
      || fares.find((f) => f.class_of_service === family.class_of_service);
    return h(
      "article", { class: "card family", "aria-labelledby": `family-${family.fare_plan_id}` },
      h("h3", { id: `family-${family.fare_plan_id}` }, family.fare_family_name,
        family.fare_family_id === grouped.best_family_id ? h("span", { class: "best" }, "Best price") : null),
      fare
        ? [h("div", { class: "price" }, money(fare.total_price, fare.currency)),
          h("div", { class: "muted" }, `Total ${included(search)}`)]
        : [h("div", { class: "price" }, money(perPerson.total_price, family.currency)),
          h("div", { class: "muted" }, "per adult, before the charges made once per booking")],
      h("ul", {},
        h("li", {}, family.refundable ? "Refundable" : "Not refundable"),
        h("li", {}, family.changeable ? "Changes allowed" : "No changes"),
        h("li", {}, family.baggage_allowance ? `Checked bag: ${family.baggage_allowance}` : "No checked bag"),
        family.cabin_baggage ? h("li", {}, `Cabin bag: ${family.cabin_baggage}`) : null,
        family.seats_available !== null ? h("li", {}, `${family.seats_available} seats left at this fare`) : null),
      h("button", {
        type: "button", class: "primary",
        onclick: () => { save({ family, quote: null, seats: {} }); go("passengers"); },
      }, `Choose ${family.fare_family_name}`),
    );
  });
  screen(
    `${flight.origin.city} to ${flight.destination.city}, ${day(flight.departure_datetime)}`,
    h("p", { class: "muted" }, `${flight.flight_number} · ${time(flight.departure_datetime)} → ${time(flight.arrival_datetime)}`),
    h("h2", {}, "Choose your fare"),
    h("div", { class: "families" }, cards),
    h("button", { type: "button", class: "secondary", onclick: () => go(searchAddress(search)) }, "Back to search"),
  );
}

// --- passengers and the quote ------------------------------------------------------------------

function travellers() {
  const { adults, children } = trip.search;
  return [
    ...Array.from({ length: adults }, (_, i) => ({ type: "adult", label: `Adult ${i + 1}` })),
    ...Array.from({ length: children }, (_, i) => ({ type: "child", label: `Child ${i + 1}` })),
  ];
}

function passengersScreen() {
  const people = travellers();
  const kept = trip.passengers || [];
  const form = h("form", { id: "passengers-form", "aria-label": "Passengers" });
  people.forEach((person, i) => {
    const was = kept[i] || {};
    const id = (name) => `p${i}-${name}`;
    form.append(h(
      "fieldset", {}, h("legend", {}, person.label),
      h("div", { class: "row" },
        field("First name", { id: id("first"), required: true, autocomplete: "given-name", value: was.first_name || "" }),
        field("Last name", { id: id("last"), required: true, autocomplete: "family-name", value: was.last_name || "" }),
        field("Date of birth", { id: id("born"), type: "date", required: true, value: was.date_of_birth || "" }),
        select("Gender", id("gender"), [["female", "Female"], ["male", "Male"]], was.gender || "female")),
      h("div", { class: "row" },
        field("Nationality (3 letters)", { id: id("nationality"), required: true, pattern: "[A-Za-z]{3}", value: was.nationality || "KGZ" }),
        field("Passport number", { id: id("document"), required: true, value: was.document_number || "" }),
        field("Passport expiry", { id: id("expiry"), type: "date", required: true, value: was.document_expiry || "" })),
    ));
  });
  form.append(h(
    "fieldset", {}, h("legend", {}, "Contact"),
    h("div", { class: "row" },
      field("E-mail (your ticket and trip link go here)", { id: "email", type: "email", required: true, autocomplete: "email", value: trip.contact?.email || "" }),
      field("Phone", { id: "phone", type: "tel", autocomplete: "tel", value: trip.contact?.phone || "" })),
  ));
  form.append(h("button", { type: "submit", class: "primary", id: "get-quote" }, "See the price"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const value = (name) => form.querySelector(`#${name}`).value.trim();
    const passengers = people.map((person, i) => ({
      first_name: value(`p${i}-first`).toUpperCase(),
      last_name: value(`p${i}-last`).toUpperCase(),
      passenger_type: person.type,
      date_of_birth: value(`p${i}-born`),
      gender: value(`p${i}-gender`),
      nationality: value(`p${i}-nationality`).toUpperCase(),
      document_type: "passport",
      document_number: value(`p${i}-document`).toUpperCase(),
      document_expiry: value(`p${i}-expiry`),
    }));
    save({ passengers, contact: { email: value("email"), phone: value("phone") } });
    const quote = await busy("Pricing your trip…", requote, form.querySelector("#get-quote"));
    if (quote) go("price");
  });
  screen("Who is travelling?", h("p", { class: "muted" }, "Names as in the passport."), form);
}

async function requote() {
  const { search, flight, family } = trip;
  const pax = [{ type: "adult", count: search.adults }];
  if (search.children) pax.push({ type: "child", count: search.children });
  const quote = await api.post("/api/v1/fares/quote", {
    flight_id: flight.flight_id, fare_class: family.class_of_service, pax, channel: "web",
    customer_email: trip.contact?.email || undefined,
  });
  save({ quote });
  return quote;
}

function quoteScreen() {
  const { quote } = trip;
  const lines = quote.line_items.map((line) => h("tr", {}, h("td", {}, line.description), h("td", {}, money(line.amount, line.currency))));
  screen(
    "Your price",
    h("section", { class: "card", "aria-label": "Price details" },
      h("table", { class: "lines" }, h("tbody", {}, lines,
        h("tr", {}, h("td", {}, h("strong", {}, "Total")), h("td", { id: "quote-total" }, h("strong", {}, money(quote.net, quote.currency)))))),
      h("p", { class: "muted" }, `We hold this price until ${time(quote.valid_until.replace("Z", "+00:00"))} UTC.`)),
    h("div", { class: "actions" },
      h("button", { type: "button", class: "primary", id: "to-seats", onclick: () => go("seats") }, "Choose seats"),
      h("button", { type: "button", class: "secondary", onclick: () => go("passengers") }, "Change passengers")),
  );
}

// --- seats on the seat map, with the zone prices -------------------------------------------------

async function seatsScreen() {
  const { flight, family } = trip;
  const loaded = await busy("Loading the seat map…", () => Promise.all([
    api.get(`/api/v1/checkin/flight/${flight.flight_id}/seat-map`),
    api.get("/api/v1/fares/seat-prices/for-booking", { query: { fare_rule_id: family.fare_rule_id } }),
    api.get(`/api/v1/fares/rules/${family.fare_rule_id}`),
  ]));
  if (!loaded) return;
  const [map, zones, rule] = loaded;
  const people = trip.passengers;
  const chosen = { ...(trip.seats || {}) };
  let active = 0;
  const bookButton = h("button", { type: "button", class: "primary", id: "book" }, "Book now");
  bookButton.addEventListener("click", () => book(bookButton, chosen));
  if (!rule.seat_selection) {
    screen(
      "Seats",
      h("p", { class: "notice" }, `The ${family.fare_family_name} fare does not include choosing a seat: we assign seats at check-in.`),
      bookButton,
    );
    return;
  }
  const zoneText = (code) => {
    const zone = zones.find((z) => z.zone_code === code);
    if (!zone) return code;
    return `${zone.zone_name}: ${zone.is_included ? "included" : money(zone.price, zone.currency)}`;
  };
  const picker = h("fieldset", {}, h("legend", {}, "Choosing a seat for"),
    people.map((p, i) => h("label", { class: "choice" },
      h("input", { type: "radio", name: "who", value: i, checked: i === 0, onchange: () => { active = i; } }),
      ` ${p.first_name} ${p.last_name}`, h("span", { class: "muted", id: `seat-of-${i}` }, chosen[i] ? ` · seat ${chosen[i]}` : ""))));
  const cabin = family.cabin || "economy";
  const table = h("table", { "aria-label": "Seat map" });
  const middle = Math.ceil(map.columns.length / 2);
  table.append(h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span", { class: "muted" }, "Row")),
    map.columns.map((c, i) => [i === middle ? h("th", { "aria-hidden": "true" }) : null, h("th", { scope: "col" }, c)]))));
  const body = h("tbody");
  for (const row of map.rows) {
    const bySeat = Object.fromEntries(row.seats.map((s) => [s.seat_number, s]));
    body.append(h("tr", {}, h("th", { scope: "row" }, row.number), map.columns.map((column, i) => {
      const seat = bySeat[`${row.number}${column}`];
      const gap = i === middle ? h("td", { "aria-hidden": "true" }) : null;
      if (!seat) return [gap, h("td")];
      const takenByUs = Object.values(chosen).includes(seat.seat_number);
      const free = seat.status === "free" && row.class === cabin;
      const button = h("button", {
        type: "button", class: `seat ${seat.zone || ""}`, "data-seat": seat.seat_number,
        "aria-pressed": String(takenByUs), disabled: !free,
        "aria-label": `Seat ${seat.seat_number}, ${free ? zoneText(seat.zone) : "not available"}`,
      }, seat.seat_number);
      button.addEventListener("click", () => {
        const previous = chosen[active];
        if (previous) table.querySelector(`[data-seat="${previous}"]`)?.setAttribute("aria-pressed", "false");
        for (const [who, number] of Object.entries(chosen)) if (number === seat.seat_number) delete chosen[who];
        chosen[active] = seat.seat_number;
        button.setAttribute("aria-pressed", "true");
        people.forEach((_, i) => { document.getElementById(`seat-of-${i}`).textContent = chosen[i] ? ` · seat ${chosen[i]}` : ""; });
        say(`Seat ${seat.seat_number} chosen for ${people[active].first_name}.`);
        save({ seats: chosen });
      });
      return [gap, h("td", {}, button)];
    })));
  }
  table.append(body);
  const legend = h("ul", { class: "legend", "aria-label": "Seat prices" }, zones.filter((z) => z.is_selectable).map((z) =>
    h("li", {}, h("span", { class: `swatch seat ${z.zone_code}`, "aria-hidden": "true" }), zoneText(z.zone_code))),
    h("li", {}, h("span", { class: "swatch seat taken", "aria-hidden": "true" }), "Not available"));
  screen(
    "Choose your seats",
    h("p", { class: "muted" }, "Optional: without a seat you get one at check-in."),
    picker, legend, h("div", { class: "card seatmap" }, table),
    h("div", { class: "actions" }, bookButton),
  );
}

async function book(button, seats) {
  const body = {
    quote_id: trip.quote.quote_id,
    passengers: trip.passengers.map((p, i) => (seats[i] ? { ...p, seat_number: seats[i] } : p)),
    contact_email: trip.contact.email,
    contact_phone: trip.contact.phone || undefined,
    contact_name: `${trip.passengers[0].first_name} ${trip.passengers[0].last_name}`,
  };
  let failure = null;
  const booking = await busy("Booking…", async () => {
    try {
      return await api.post("/api/v1/bookings/", body);
    } catch (error) {
      failure = error;
      throw error;
    }
  }, button);
  if (booking) {
    save({ booking, token: null });
    go("pay");
    return;
  }
  const kind = failure && kindOf(failure);
  if (kind === "quote_expired") {
    button.replaceWith(h("button", {
      type: "button", class: "primary", id: "requote",
      onclick: async (event) => { if (await busy("Pricing again…", requote, event.target)) go("price"); },
    }, "Check the price again"));
  } else if (kind === "seat_taken") {
    save({ seats: {} });
    const again = h("button", { type: "button", class: "secondary", id: "reload-seats" }, "Show the seat map again");
    again.addEventListener("click", async () => {
      const message = document.getElementById("alert").textContent;
      await seatsScreen();
      alertError(message);
    });
    button.after(again);
  } else if (kind === "sold_out") {
    button.replaceWith(h("button", { type: "button", class: "primary", id: "other-fare", onclick: () => go("fares") }, "Choose another fare"));
  }
}

// --- the booking, the payment page and back ------------------------------------------------------

function reviewScreen() {
  const { booking } = trip;
  const pay = h("button", { type: "button", class: "primary", id: "pay" }, `Pay ${money(booking.total_amount, booking.currency)}`);
  pay.addEventListener("click", () => startPayment(pay));
  screen(
    "Almost done: pay to confirm",
    h("section", { class: "card", "aria-label": "Your booking" },
      h("dl", { class: "facts" },
        h("dt", {}, "Booking reference"), h("dd", { id: "reference" }, booking.booking_reference),
        h("dt", {}, "Flight"), h("dd", {}, booking.segments.map((s) => `${s.flight_number} ${s.origin} → ${s.destination}, ${day(s.scheduled_departure)} ${time(s.scheduled_departure)}`).join("; ")),
        h("dt", {}, "Passengers"), h("dd", {}, booking.passengers.map((p) => `${p.first_name} ${p.last_name}`).join(", ")),
        h("dt", {}, "Seats"), h("dd", {}, booking.seats.length ? booking.seats.map((s) => s.seat_number).join(", ") : "At check-in"),
        h("dt", {}, "Total"), h("dd", { id: "total" }, money(booking.total_amount, booking.currency))),
      h("p", { class: "muted" }, `Pay before ${time(booking.expiry_date.replace("Z", "+00:00"))} UTC, or the booking expires and the seats are released.`)),
    pay,
  );
}

// where the payment page sends the traveller back (with ?booking_id=&status=): the app's
// root, keeping an ?api= the app was opened with
function appAddress() {
  const back = root();
  const api = new URLSearchParams(location.search).get("api");
  if (api) back.searchParams.set("api", api);
  return back.toString();
}

async function startPayment(button) {
  const { booking } = trip;
  const started = await busy("Opening the secure payment page…", () => api.post(
    `/api/v1/bookings/${booking.id}/initiate-payment`, { return_url: appAddress() },
  ), button);
  if (!started) return;
  // the page's link carries the booking's magic link: the app keeps it to show the trip
  const token = new URL(started.payment_url).searchParams.get("access_token");
  save({ token });
  location.assign(started.redirect_url || started.payment_url);
}

async function returnScreen(status, bookingId, reason) {
  if (status === "success" && trip.token) {
    await go(`booked/${bookingId}`, { replace: true });
    return;
  }
  history.replaceState(null, "", new URL("pay", root()));
  const pay = h("button", { type: "button", class: "primary", id: "pay" }, "Try paying again");
  pay.addEventListener("click", () => startPayment(pay));
  screen(
    status === "cancelled" ? "Payment cancelled" : "Payment not completed",
    h("p", { class: "notice", id: "payment-words" }, paymentWords(status, reason)),
    trip.booking?.id === bookingId ? pay : null,
  );
}

async function confirmationScreen(bookingId, token) {
  const card = await busy("Loading your booking…", () => api.get(`/api/v1/bookings/${bookingId}/public`, { token, keyed: false }));
  if (!card) return;
  screen(
    card.status === "confirmed" ? "Booking confirmed" : `Booking ${card.status}`,
    h("p", { class: "notice" }, "Thank you! Your e-ticket is on its way to your e-mail."),
    bookingCard(card),
    h("div", { class: "actions" },
      downloadButton("Download e-ticket (PDF)", `/api/v1/bookings/${bookingId}/eticket`, token, `e-ticket-${card.booking_reference}.pdf`, "eticket"),
      h("button", { type: "button", class: "secondary", id: "manage", onclick: () => go(tripAddress(bookingId, token)) }, "Manage my trip")),
  );
}

function bookingCard(card) {
  return h("section", { class: "card", "aria-label": "Booking details" },
    h("dl", { class: "facts" },
      h("dt", {}, "Booking reference"), h("dd", { id: "reference" }, card.booking_reference),
      h("dt", {}, "Status"), h("dd", { id: "booking-status" }, `${card.status} (${card.payment_status.replace("_", " ")})`),
      h("dt", {}, "Total"), h("dd", {}, money(card.total_amount, card.currency)),
      ...card.segments.flatMap((s) => [
        h("dt", {}, `Flight ${s.flight_number}`),
        h("dd", {}, `${s.origin.city} → ${s.destination.city}, ${day(s.scheduled_departure)} ${time(s.scheduled_departure)} · ${s.fare_family}${s.flight_status === "cancelled" ? " · cancelled by the airline" : ""}`),
      ]),
      ...card.passengers.flatMap((p) => [
        h("dt", {}, `${p.first_name} ${p.last_name}`),
        h("dd", {}, [p.seats.length ? `Seat ${p.seats.map((s) => s.seat_number).join(", ")}` : "Seat at check-in",
          ...p.tickets.map((t) => ` · ticket ${t.ticket_number}`)].join("")),
      ])));
}

function downloadButton(label, path, token, filename, id) {
  const button = h("button", { type: "button", class: "secondary", id }, label);
  button.addEventListener("click", () => busy("Preparing your document…", async () => {
    const response = await api.raw(path, { token, keyed: false });
    const link = h("a", { href: URL.createObjectURL(await response.blob()), download: filename, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
  }, button));
  return button;
}

// --- find-my-trip, the sandbox inbox, the trip itself ------------------------------------------

function findScreen() {
  const form = h("form", { class: "card", "aria-label": "Find my trip" },
    h("div", { class: "row" },
      field("Booking reference", { id: "pnr", required: true, autocomplete: "off", value: trip.booking?.booking_reference || "" }),
      field("E-mail used to book", { id: "lookup-email", type: "email", required: true, value: trip.contact?.email || "" }),
      h("button", { type: "submit", class: "primary", id: "find" }, "Send me a link")));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const email = form.querySelector("#lookup-email").value.trim();
    const sent = await busy("Sending…", () => api.get("/api/v1/bookings/lookup-consumer", {
      query: { pnr: form.querySelector("#pnr").value.trim().toUpperCase(), email },
    }), form.querySelector("#find"));
    if (!sent) return;
    save({ contact: { ...(trip.contact || {}), email } });
    screen("Check your e-mail",
      h("p", { class: "notice", id: "lookup-sent" }, sent.message),
      h("button", { type: "button", class: "primary", id: "open-inbox", onclick: () => go(`inbox?email=${encodeURIComponent(email)}`) }, "Open the sandbox inbox"));
  });
  screen("Find my trip", h("p", { class: "muted" }, "We e-mail you a link to your booking: no password needed."), form);
}

async function inboxScreen(email) {
  const form = h("form", { class: "card", "aria-label": "Sandbox inbox" },
    h("div", { class: "row" },
      field("E-mail address", { id: "inbox-email", type: "email", required: true, value: email || trip.contact?.email || "" }),
      h("button", { type: "submit", class: "primary", id: "read-inbox" }, "Read e-mails")));
  const list = h("section", { id: "mails", "aria-label": "E-mails" });
  const read = async (address) => {
    const mails = await busy("Reading the inbox…", () => api.get("/api/v1/sandbox/inbox", { query: { email: address } }));
    if (!mails) return;
    list.replaceChildren(...(mails.length ? mails.map((mail) => {
      const link = readMagicLink(mail.text_body);
      return h("article", { class: "card mail-card" },
        h("h2", {}, mail.subject || "(no subject)"),
        h("p", { class: "muted" }, new Date(mail.created_at).toLocaleString("en")),
        h("pre", { class: "mail" }, mail.text_body),
        link ? h("a", { class: "button open-trip", href: tripAddress(link.bookingId, link.token) }, "Open my trip") : null);
    }) : [h("p", { class: "card" }, "No e-mails to this address yet.")]));
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    go(`inbox?email=${encodeURIComponent(form.querySelector("#inbox-email").value.trim())}`, { replace: true });
  });
  screen("Sandbox inbox", h("p", { class: "muted" }, "In the sandbox the airline's e-mails land here instead of a real mailbox."), form, list);
  if (email) await read(email);
}

async function tripScreen(bookingId, token) {
  save({ token, tripId: bookingId });
  const loaded = await busy("Loading your trip…", () => Promise.all([
    api.get(`/api/v1/bookings/${bookingId}/public`, { token, keyed: false }),
    api.get(`/api/v1/bookings/${bookingId}/airline-changes`, { token, keyed: false }),
    api.get(`/api/v1/checkin/bookings/${bookingId}`, { token, keyed: false }),
    airportZones(),
  ]));
  if (!loaded) return;
  const [card, changed, checkins, zones] = loaded;
  const sections = [bookingCard(card)];
  const pending = changed.changes.filter((c) => c.status === "pending");
  for (const change of pending) sections.push(changeSection(card, change, token));
  const settled = changed.changes.filter((c) => c.status !== "pending");
  for (const change of settled) {
    sections.push(h("p", { class: "notice" }, changeWords(change), change.status === "moved" ? ` You now fly on booking ${change.new_booking_reference}.` : ""));
  }
  if (card.status === "confirmed" && !pending.length) {
    sections.push(h("div", { class: "actions" },
      downloadButton("Download e-ticket (PDF)", `/api/v1/bookings/${bookingId}/eticket`, token, `e-ticket-${card.booking_reference}.pdf`, "eticket")));
    sections.push(checkinSection(card, token, checkins, zones));
    sections.push(cancelSection(card, token));
  }
  screen(`Your trip ${card.booking_reference}`, ...sections);
}

function changeWords(change) {
  const flight = `Flight ${change.removed.flight_number} ${change.removed.origin_iata} → ${change.removed.destination_iata}`;
  const what = {
    cancelled: `${flight} was cancelled by the airline`,
    diverted: `${flight} now lands at ${change.added?.destination_iata}`,
    retimed: `${flight} now leaves at ${change.added ? time(change.added.departure) : "a new time"}`,
  }[change.kind];
  const answer = { accepted: " You accepted the change.", refunded: " Your booking was refunded in full.", moved: " You moved to another flight." }[change.status] || "";
  return `${what}${change.reason ? ` (${change.reason})` : ""}.${answer}`;
}

function changeSection(card, change, token) {
  const base = `/api/v1/bookings/${card.id}/airline-changes/${change.id}`;
  const done = (message) => screen("Your trip is updated", h("p", { class: "notice", id: "change-done" }, message),
    h("button", { type: "button", class: "secondary", onclick: () => tripScreen(card.id, token) }, "Back to my trip"));
  const accept = h("button", { type: "button", class: "secondary", id: "change-accept" }, "Accept the change");
  accept.addEventListener("click", async () => {
    if (await busy("Saving…", () => api.post(`${base}/accept`, undefined, { token, keyed: false }), accept)) done("You accepted the new schedule.");
  });
  const refund = h("button", { type: "button", class: "secondary", id: "change-refund" }, "Cancel and refund everything");
  refund.addEventListener("click", async () => {
    const answer = await busy("Refunding…", () => api.post(`${base}/refund`, undefined, { token, keyed: false }), refund);
    if (answer) done(`Your booking is cancelled and ${money(answer.refund_amount ?? card.total_amount, answer.currency ?? card.currency)} is on its way back to you.`);
  });
  const move = h("button", { type: "button", class: "primary", id: "change-move" }, "Move to another flight");
  const flights = h("div", { id: "move-flights" });
  move.addEventListener("click", async () => {
    const offered = await busy("Finding other flights…", () => api.get(`${base}/flights`, { token, keyed: false }), move);
    if (!offered) return;
    flights.replaceChildren(offered.flights.length ? h("ul", {}, offered.flights.map((f) => h("li", {},
      h("button", {
        type: "button", class: "secondary move-to", "data-flight": f.flight_number,
        onclick: async (event) => {
          const moved = await busy("Moving you…", () => api.post(`${base}/move`, { new_flight_id: f.flight_id }, { token, keyed: false }), event.target);
          if (moved) done(`You are moved free of charge to ${f.flight_number} on ${day(f.departure)} at ${time(f.departure)}: new booking ${moved.new_booking_reference}. We e-mailed you a link to it.`);
        },
      }, `${f.flight_number} · ${day(f.departure)} ${time(f.departure)} (${f.available_seats} seats)`)))) : h("p", {}, "No other flight of this route has seats; you can take a full refund."));
  });
  return h("section", { class: "card", "aria-labelledby": `change-${change.id}` },
    h("h2", { id: `change-${change.id}` }, "The airline changed your trip"),
    h("p", { id: "change-words" }, changeWords(change)),
    h("div", { class: "actions" }, change.kind === "cancelled" ? null : accept, refund, move), flights);
}

function cancelSection(card, token) {
  const refundable = card.segments.every((s) => s.fare_family !== "LIGHT");
  const button = h("button", { type: "button", class: "secondary", id: "cancel-booking" },
    refundable ? "Cancel and get a refund" : "Cancel booking (this fare is not refundable)");
  button.addEventListener("click", async () => {
    const path = `/api/v1/bookings/${card.id}/${refundable ? "refund-consumer" : "cancel-consumer"}`;
    const answer = await busy("Cancelling…", () => api.post(path, undefined, { token, keyed: false }), button);
    if (!answer) return;
    const words = refundable
      ? `Your booking is cancelled. ${money(answer.refund_amount, answer.currency)} will be refunded to your card within 3 to 7 business days.`
      : `Your booking is cancelled. ${answer.refund_message || ""}`;
    screen("Booking cancelled", h("p", { class: "notice", id: "cancelled-words" }, words));
  });
  return h("section", { class: "card", "aria-labelledby": "cancel-title" },
    h("h2", { id: "cancel-title" }, "Change of plans?"), button);
}

// The time zone of each airport (IANA name), to show a UTC instant in the airport's time.
let zonesLoaded;
function airportZones() {
  zonesLoaded = zonesLoaded || api.get("/api/v1/schedules/airports", { query: { limit: 200 } })
    .then((found) => Object.fromEntries(found.data.map((a) => [a.iata_code, a.timezone])))
    .catch(() => {
      zonesLoaded = null;
      return {};
    });
  return zonesLoaded;
}

// Each passenger on each flight: the button to check in, or where their check-in stands
// (a traveller coming back finishes it, or shows and downloads the boarding pass again).
function checkinSection(card, token, checkins, zones) {
  const area = h("div", { id: "checkin-area" });
  const rows = card.segments.filter((s) => s.flight_status !== "cancelled").flatMap((segment) => card.passengers.map((p) => {
    const zone = zones[segment.origin.iata];
    const done = checkins.find((c) => c.passenger_id === p.id && c.flight_id === segment.flight_id);
    if (!done) {
      const button = h("button", { type: "button", class: "primary checkin", "data-passenger": p.id }, `Check in ${p.first_name} on ${segment.flight_number}`);
      button.addEventListener("click", () => checkIn(area, card, segment, p, token, zone, button));
      return h("li", {}, button);
    }
    const passReady = done.status === "completed" && done.boarding_pass_issued;
    const next = h("button", { type: "button", class: passReady ? "secondary show-pass" : "primary finish-checkin", "data-passenger": p.id },
      passReady ? `Boarding pass of ${p.first_name}` : `Finish the check-in of ${p.first_name}`);
    next.addEventListener("click", async () => {
      if (!passReady) {
        declareForm(area, p, done, token, zone);
        return;
      }
      const pass = await busy("Loading your boarding pass…", () => api.post(`/api/v1/checkin/${done.checkin_id}/boarding-pass`, undefined, { token, keyed: false }), next);
      if (pass) showPass(area, pass, token, zone);
    });
    const where = passReady ? "boarding pass issued" : "check-in not finished";
    return h("li", { class: "checked-in" },
      h("span", { class: "checkin-status", "data-passenger": p.id },
        `${p.first_name} is checked in on ${segment.flight_number}, seat ${done.seat_number || "at the gate"} (${where}). `),
      next);
  }));
  return h("section", { class: "card", "aria-labelledby": "checkin-title" },
    h("h2", { id: "checkin-title" }, "Online check-in"),
    h("p", { class: "muted" }, "Opens 24 hours before departure and closes 40 minutes before."),
    h("ul", { class: "checkins" }, rows), area);
}

async function checkIn(area, card, segment, passenger, token, zone, button) {
  const seat = passenger.seats.find((s) => s.segment_id === segment.id)?.seat_number;
  let failure = null;
  const created = await busy("Checking in…", async () => {
    try {
      return await api.post("/api/v1/checkin/consumer", {
        booking_id: card.id, passenger_id: passenger.id, flight_id: segment.flight_id, seat_number: seat,
      }, { token, keyed: false });
    } catch (error) {
      failure = error;
      throw error;
    }
  }, button);
  if (created) {
    declareForm(area, passenger, created, token, zone);
  } else if (failure?.code === "already_checked_in") {
    // checked in meanwhile (another tab, the airport): show where it stands
    await tripScreen(card.id, token);
    say(`${passenger.first_name} is already checked in on ${segment.flight_number}.`);
  }
}

function declareForm(area, passenger, checkin, token, zone) {
  const base = `/api/v1/checkin/${checkin.checkin_id}`;
  const declare = h("input", { type: "checkbox", id: "no-dangerous-goods", required: true });
  const finish = h("button", { type: "submit", class: "primary", id: "complete-checkin" }, "Get my boarding pass");
  const form = h("form", { class: "notice", "aria-label": "Dangerous goods" },
    h("p", {}, `${passenger.first_name} is checked in on seat ${checkin.seat_number}.`),
    h("label", { class: "choice" }, declare, h("span", {}, "I carry no dangerous goods (explosives, flammables, weapons) in my baggage.")),
    finish);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const pass = await busy("Issuing your boarding pass…", async () => {
      if (!checkin.dangerous_goods_declared) await api.post(`${base}/dg-declare`, { confirmed: true }, { token, keyed: false });
      if (checkin.status !== "completed") await api.post(`${base}/complete`, undefined, { token, keyed: false });
      return api.post(`${base}/boarding-pass`, undefined, { token, keyed: false });
    }, finish);
    if (pass) showPass(area, pass, token, zone);
  });
  area.replaceChildren(form);
  declare.focus();
}

// The boarding pass: its times in the departure airport's local time, as the PDF prints them.
function showPass(area, pass, token, zone) {
  area.replaceChildren(h("section", { class: "card", "aria-labelledby": "pass-title", id: "boarding-pass" },
    h("h2", { id: "pass-title", tabindex: "-1" }, "Boarding pass"),
    h("dl", { class: "facts" },
      h("dt", {}, "Passenger"), h("dd", {}, pass.passenger_name),
      h("dt", {}, "Flight"), h("dd", {}, `${pass.flight_number} ${pass.origin} → ${pass.destination}`),
      h("dt", {}, "Departure"), h("dd", { id: "pass-departure" }, `${day(pass.departure_time, zone)} ${time(pass.departure_time, zone)}`),
      h("dt", {}, "Seat"), h("dd", { id: "pass-seat" }, pass.seat_number || "—"),
      h("dt", {}, "Boarding"), h("dd", { id: "pass-boarding" }, time(pass.boarding_time, zone)),
      h("dt", {}, "Gate"), h("dd", {}, pass.gate || "Shown at the airport")),
    h("div", { class: "actions" }, downloadButton("Download boarding pass (PDF)", `/api/v1/checkin/${pass.checkin_id}/boarding-pass/pdf`, token, `boarding-pass-${pass.flight_number}.pdf`, "boarding-pass-pdf"))));
  area.querySelector("#pass-title").focus();
}

// --- start ----------------------------------------------------------------------------------------

async function brand() {
  try {
    const profile = await api.get("/api/v1/auth/public/airline/profile", { keyed: false });
    const name = profile.airline_name_en || profile.airline_name;
    document.getElementById("airline-name").textContent = name;
    document.title = name;
    config.currency = config.currency || profile.default_currency;
    config.baseAirport = profile.base_airport;
    // a logo from the API's own origin only: the app works offline and calls no other host
    if (profile.logo_url && new URL(profile.logo_url, api.url("/")).origin === new URL(api.url("/")).origin) {
      document.getElementById("brand-logo").src = profile.logo_url;
    }
  } catch {
    // the profile is decoration: the app works without it
  }
}

async function start() {
  try {
    config = await loadConfig();
  } catch {
    alertError(WORDS.network);
    return;
  }
  api = createApi(config);
  document.getElementById("nav-book").addEventListener("click", () => go("./"));
  document.getElementById("nav-trip").addEventListener("click", () => go("find"));
  document.getElementById("nav-inbox").addEventListener("click", () => go("inbox"));
  // a link to one of the app's own addresses changes the screen without reloading the page
  document.addEventListener("click", (event) => {
    const link = event.target.closest?.("a[href]");
    if (!link || link.hasAttribute("download") || link.target || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = new URL(link.href);
    if (target.origin !== location.origin || !target.pathname.startsWith(root().pathname)) return;
    if (/\.[a-z]+$/i.test(target.pathname)) return;
    event.preventDefault();
    go(target.href);
  });
  window.addEventListener("popstate", () => render());
  await brand();
  config.currency = config.currency || "KGS";
  await render();
  document.body.dataset.ready = "true";
}

start();
