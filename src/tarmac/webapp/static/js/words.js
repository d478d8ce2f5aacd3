// What went wrong, in words a traveller understands. Keyed on the error's stable `code`
// (docs/errors.md), with the HTTP status and the older bodies (`detail.error`) as fallback
// for a deployment whose errors carry no code yet.
import { ApiError, NetworkError } from "./api.js";

export const WORDS = {
  network: "We can't reach the airline right now. Check your internet connection and try again.",
  sold_out: "Sorry, the last seats at this fare have just been sold. Please choose another fare or flight.",
  seat_taken: "Someone has just taken a seat you chose. Please pick another seat.",
  booking_expired: "Your booking has expired because it was not paid in time, and its seats were released. Please search again to book.",
  quote_expired: "The price we were holding for you has expired. Please check the price again.",
  rate_limited: "Too many requests in a short time. Please wait a moment and try again.",
  booking_final: "This booking can no longer be changed.",
  card_declined: "Your card was declined and no money was taken. Please try again with another card.",
  insufficient_funds: "Your card was declined: there is not enough money on it. Please try another card.",
  authentication_failed: "Your bank could not confirm the payment. Please try again.",
  payment_cancelled: "You cancelled the payment. Your booking is kept until it expires: you can pay now.",
  link_invalid: "This link has expired or belongs to another booking. Use “My trip” to get a new link by e-mail.",
  not_found: "We couldn't find that. Please check the details and try again.",
  unavailable: "Our booking system is having a problem. Please try again in a minute.",
  check_details: "Please check the details you entered.",
  not_refundable: "This fare cannot be refunded.",
  checkin_closed: "Online check-in is not open for this flight right now.",
  generic: "Something went wrong. Please try again.",
};

const BY_CODE = {
  sold_out: "sold_out",
  seat_taken: "seat_taken",
  booking_expired: "booking_expired",
  quote_expired: "quote_expired",
  rate_limited: "rate_limited",
  booking_final: "booking_final",
  invalid_credentials: "link_invalid",
  forbidden: "link_invalid",
  checkin_of_another_booking: "link_invalid",
  access_token_of_another_booking: "link_invalid",
  token_expired: "link_invalid",
  checkin_seat_taken: "seat_taken",
  checkin_closed: "checkin_closed",
  checkin_not_open: "checkin_closed",
  fare_not_refundable: "not_refundable",
  validation_error: "check_details",
  upstream_unavailable: "unavailable",
  service_unavailable: "unavailable",
};

function detailText(error) {
  const detail = error.detail;
  if (typeof detail === "string") return detail;
  if (detail && typeof detail.message === "string") return detail.message;
  return "";
}

// The word's key for an error of the API (or the network).
export function kindOf(error) {
  if (error instanceof NetworkError) return "network";
  if (!(error instanceof ApiError)) return "generic";
  // a final booking's refusal says which final status: an expired one has its own words
  const noLongerPending = ["booking_final", "booking_not_payable", "booking_not_pending"];
  if (noLongerPending.includes(error.code) && /expired/i.test(detailText(error))) return "booking_expired";
  if (error.code === "booking_not_payable" || error.code === "booking_not_pending") return "booking_final";
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code];
  const body = error.detail;
  if (body && body.error === "insufficient_availability_no_book_up") return "sold_out";
  if (body && body.error === "quote_not_available") return "quote_expired";
  const text = detailText(error);
  switch (error.status) {
    case 429:
      return "rate_limited";
    case 409:
      if (/seat/i.test(text)) return "seat_taken";
      if (/places|sold/i.test(text)) return "sold_out";
      return "generic";
    case 410:
      return /booking/i.test(text) ? "booking_expired" : "quote_expired";
    case 400:
      if (/expired/i.test(text)) return "booking_expired";
      if (/not refundable|non-refundable/i.test(text)) return "not_refundable";
      if (/registration|check-in|window/i.test(text)) return "checkin_closed";
      if (/cancelled|completed|final/i.test(text)) return "booking_final";
      return "generic";
    case 401:
    case 403:
      return "link_invalid";
    case 404:
      return "not_found";
    case 422:
      return "check_details";
    case 502:
    case 503:
    case 504:
      return "unavailable";
    default:
      return error.status >= 500 ? "unavailable" : "generic";
  }
}

// The sentence to show; a validation error names the field to fix.
export function sentence(error) {
  const kind = kindOf(error);
  if (kind === "check_details" && Array.isArray(error.detail) && error.detail.length) {
    const first = error.detail[0];
    const field = (first.loc || []).filter((part) => typeof part === "string" && part !== "body").pop();
    const name = field ? field.replaceAll("_", " ") : "a field";
    return `${WORDS.check_details} (${name}: ${first.msg})`;
  }
  if (kind === "generic" && error instanceof ApiError && error.status < 500) {
    const text = detailText(error);
    if (text) return `${WORDS.generic} (${text})`;
  }
  return WORDS[kind];
}

// Why a payment did not go through, from the page's return (`reason`).
export function paymentWords(status, reason) {
  if (status === "cancelled") return WORDS.payment_cancelled;
  return WORDS[reason] || WORDS.card_declined;
}
