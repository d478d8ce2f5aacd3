// Small DOM helpers: elements from data (never HTML strings, so nothing the API returns is
// parsed as markup), the screen swap that moves focus to the new heading, the live regions.
import { sentence } from "./words.js";

export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "class") element.className = value;
    else element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

const main = () => document.getElementById("main");

// Replace the page's content; focus goes to the new heading so that a screen reader reads
// where the traveller is now.
export function screen(title, ...content) {
  clearAlert();
  const heading = h("h1", { tabindex: "-1", id: "screen-title" }, title);
  main().replaceChildren(heading, ...content);
  document.title = title;
  heading.focus();
  window.scrollTo(0, 0);
}

export function say(text) {
  document.getElementById("status").textContent = text;
}

export function alertError(errorOrText) {
  const box = document.getElementById("alert");
  box.textContent = typeof errorOrText === "string" ? errorOrText : sentence(errorOrText);
  box.hidden = false;
  box.setAttribute("tabindex", "-1");
  box.focus();
}

export function clearAlert() {
  const box = document.getElementById("alert");
  box.hidden = true;
  box.textContent = "";
}

// Run `work` with a loading message, a disabled button and errors shown in words.
export async function busy(message, work, button) {
  clearAlert();
  say(message);
  if (button) button.disabled = true;
  try {
    return await work();
  } catch (error) {
    console.error(error);
    alertError(error);
    return undefined;
  } finally {
    say("");
    if (button) button.disabled = false;
  }
}

// `short`: no cents on a whole amount (the day strip's narrow boxes)
export function money(amount, currency, short = false) {
  try {
    const cents = short && Number.isInteger(Number(amount)) ? { minimumFractionDigits: 0 } : {};
    return new Intl.NumberFormat("en", { style: "currency", currency, ...cents }).format(Number(amount));
  } catch {
    return `${Number(amount).toFixed(2)} ${currency}`;
  }
}

// The airport's local time of an instant: as written when the API gives the airport's
// offset (10:30+06:00); when it gives UTC (04:30Z), in the airport's time zone `zone` (an
// IANA name), never in the browser's.
export function time(iso, zone) {
  if (zone && /(Z|[+-]00:?00)$/i.test(iso)) {
    return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone })
      .format(new Date(iso));
  }
  return iso.slice(11, 16);
}

export function day(iso, zone) {
  const local = zone && /(Z|[+-]00:?00)$/i.test(iso)
    ? new Date(iso).toLocaleDateString("en-CA", { timeZone: zone })
    : iso;
  const [year, month, date] = local.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en", {
    weekday: "short", day: "numeric", month: "short", timeZone: "UTC",
  });
}

export function field(label, attributes) {
  const id = attributes.id;
  return h("div", { class: "field" }, h("label", { for: id }, label), h("input", attributes));
}

export function select(label, id, options, value) {
  return h(
    "div", { class: "field" },
    h("label", { for: id }, label),
    h("select", { id, name: id }, options.map(([v, text]) => h("option", { value: v, selected: v === value }, text))),
  );
}
